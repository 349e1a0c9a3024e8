package io.planerules.binding;

import io.planerules.storage.catalog.GoText;
import java.util.List;

/** Compact Go {@code encoding/json} output pieces over {@link GoText#jsonString(String)}. */
final class GoJson {
  private GoJson() {}

  static StringBuilder string(StringBuilder out, String value) {
    return GoText.appendJsonString(out, value);
  }

  /**
   * {@code "key":} (the caller adds a leading comma where needed). Keys are ASCII-letter literals
   * of this package, which Go writes verbatim, so they are copied without escaping.
   */
  static StringBuilder key(StringBuilder out, String key) {
    return out.append('"').append(key).append("\":");
  }

  /** {@code ["a","b"]}; {@code []} when empty. */
  static StringBuilder strings(StringBuilder out, List<String> values) {
    out.append('[');
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      string(out, values.get(i));
    }
    return out.append(']');
  }
}
