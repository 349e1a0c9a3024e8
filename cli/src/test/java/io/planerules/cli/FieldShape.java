package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * Checks the names and JSON types of a result object's fields: {@code "string"}, {@code "boolean"},
 * {@code "number"}, {@code "array"}, {@code "object"}, {@code "null"}, or alternatives joined by
 * {@code |}; a trailing {@code ?} marks an optional field.
 */
final class FieldShape {

  private FieldShape() {}

  static void assertShape(String where, JsonNode object, Map<String, String> shape) {
    assertThat(object.isObject()).as(where + " is an object: " + object).isTrue();
    shape.forEach(
        (field, spec) -> {
          boolean optional = spec.endsWith("?");
          String types = optional ? spec.substring(0, spec.length() - 1) : spec;
          JsonNode value = object.get(field);
          if (value == null) {
            assertThat(optional).as(where + ": missing field " + field + " in " + object).isTrue();
            return;
          }
          assertThat(types.split("\\|"))
              .as(where + ": field " + field + " = " + value)
              .contains(typeOf(value));
        });
  }

  static String typeOf(JsonNode value) {
    if (value.isTextual()) {
      return "string";
    }
    if (value.isBoolean()) {
      return "boolean";
    }
    if (value.isNumber()) {
      return "number";
    }
    if (value.isArray()) {
      return "array";
    }
    if (value.isObject()) {
      return "object";
    }
    return "null";
  }

  /** Every element of the array field has the shape. */
  static void assertEach(String where, JsonNode array, Map<String, String> shape) {
    assertThat(array.isArray()).as(where + " is an array: " + array).isTrue();
    for (int i = 0; i < array.size(); i++) {
      assertShape(where + "[" + i + "]", array.get(i), shape);
    }
  }

  /** The shape of a problem object (docs/reference/cli.md#shared-shapes). */
  static final Map<String, String> PROBLEM =
      Map.of(
          "code", "string",
          "message", "string",
          "path", "string?",
          "line", "number?",
          "column", "number?",
          "severity", "string");

  /** The shape of a trace entry. */
  static final Map<String, String> TRACE_ENTRY =
      Map.of("rule", "string", "result", "string", "note", "string");

  /** The entry of a {@code names} list with this kind. */
  static JsonNode entry(JsonNode names, String kind) {
    for (JsonNode entry : names) {
      if (entry.get("kind").textValue().equals(kind)) {
        return entry;
      }
    }
    throw new AssertionError("no kind " + kind);
  }
}
