package io.planerules.cli.batch;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The field table of one request object: every field it defines, in documentation order. It is the
 * one list the protocol checks a request against: a field it does not define is {@code
 * request.unknown-field} (at any depth of the objects it defines field by field), a required field
 * that is absent is {@code request.invalid}, and {@link Request} reads only the fields it defines.
 * <!-- snippet: CliExamplesTest#fields -->
 *
 * <pre>{@code
 * Fields request =
 *     Fields.of(Field.string("planeId"), Field.object("object", Fields.of(Field.string("kind"))));
 * }</pre>
 */
public final class Fields {

  /** No fields: the nested table of a field that is not an object. */
  public static final Fields NONE = new Fields(ImmutableMap.of());

  private final ImmutableMap<String, Field> byName;

  private Fields(ImmutableMap<String, Field> byName) {
    this.byName = byName;
  }

  /**
   * A table of these fields; a name may appear once.
   *
   * @param fields the fields in documentation order
   * @return the table
   */
  public static Fields of(Field... fields) {
    Map<String, Field> byName = new LinkedHashMap<>();
    for (Field field : fields) {
      if (byName.putIfAbsent(field.name(), field) != null) {
        throw new IllegalArgumentException("duplicate field " + field.name());
      }
    }
    return new Fields(ImmutableMap.copyOf(byName));
  }

  /** The fields in documentation order. */
  public ImmutableList<Field> fields() {
    return byName.values().asList();
  }

  /** Whether the table defines no field. */
  public boolean isEmpty() {
    return byName.isEmpty();
  }

  /** The field of this name, if defined. */
  public Optional<Field> find(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  /**
   * Checks one request object against this table: the first field (in the request's order, depth
   * first) it does not define is {@code request.unknown-field} with the field's path; then a
   * required field that is absent or {@code null} is {@code request.invalid}. A value of the wrong
   * JSON type is left to the accessor that reads it.
   *
   * @param object the request object
   * @param path the object's path ({@code ""} at the top level)
   * @param envelope names allowed beside the table at this level ({@code id}, {@code op})
   * @throws RequestException when the object breaks the table
   */
  public void check(JsonNode object, String path, Set<String> envelope) {
    checkUnknown(object, path, envelope);
    checkRequired(object, path);
  }

  private void checkUnknown(JsonNode object, String path, Set<String> envelope) {
    for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = it.next();
      String name = entry.getKey();
      @Nullable Field field = byName.get(name);
      if (field == null) {
        if (envelope.contains(name)) {
          continue;
        }
        throw new RequestException(
            RequestException.UNKNOWN_FIELD,
            "unknown field \"" + pathOf(path, name) + "\"; defined here: " + names());
      }
      JsonNode value = entry.getValue();
      if (field.type() == Field.Type.OBJECT && value.isObject()) {
        field.nested().checkUnknown(value, pathOf(path, name), Set.of());
      } else if (field.type() == Field.Type.OBJECTS && value.isArray()) {
        for (int i = 0; i < value.size(); i++) {
          if (value.get(i).isObject()) {
            field.nested().checkUnknown(value.get(i), pathOf(path, name) + "[" + i + "]", Set.of());
          }
        }
      }
    }
  }

  private void checkRequired(JsonNode object, String path) {
    for (Field field : byName.values()) {
      JsonNode value = object.get(field.name());
      boolean absent = value == null || value.isNull();
      if (field.required() && absent) {
        throw RequestException.invalid(
            "missing required field \"" + pathOf(path, field.name()) + "\"");
      }
      if (!absent && field.type() == Field.Type.OBJECT && value.isObject()) {
        field.nested().checkRequired(value, pathOf(path, field.name()));
      } else if (!absent && field.type() == Field.Type.OBJECTS && value.isArray()) {
        for (int i = 0; i < value.size(); i++) {
          if (value.get(i).isObject()) {
            field.nested().checkRequired(value.get(i), pathOf(path, field.name()) + "[" + i + "]");
          }
        }
      }
    }
  }

  /** The defined names, comma-separated, or {@code none}. */
  private String names() {
    return byName.isEmpty() ? "none" : String.join(", ", byName.keySet());
  }

  static String pathOf(String path, String field) {
    return path.isEmpty() ? field : path + "." + field;
  }

  @Override
  public String toString() {
    return "Fields" + byName.keySet();
  }
}
