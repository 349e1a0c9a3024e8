package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

/**
 * One step taken: which actor, as which user, sent which request and what the server answered.
 *
 * @param actor the actor id
 * @param user the user
 * @param request the request
 * @param response the response
 */
record Event(String actor, User user, Request request, Response response) {
  /** Creates the value. */
  public Event {
    requireNonNull(actor, "actor");
    requireNonNull(user, "user");
    requireNonNull(request, "request");
    requireNonNull(response, "response");
  }

  @Override
  public String toString() {
    return actor + " as " + user + ": " + request + " -> " + response;
  }
}
