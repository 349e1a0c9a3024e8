package io.planerules.fabric8.live.io;

import com.fasterxml.jackson.core.JsonProcessingException;

/** What the wire format of a list page tells the live read (not exported). */
public final class Pages {

  private Pages() {}

  /**
   * Whether a failed list request failed because its page's JSON did not parse: the client's
   * exception, or one of its causes, is Jackson's.
   *
   * @param failure what the client threw
   * @return whether it is a parse failure
   */
  public static boolean unparsable(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof JsonProcessingException) {
        return true;
      }
    }
    return false;
  }
}
