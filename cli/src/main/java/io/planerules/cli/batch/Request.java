package io.planerules.cli.batch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.cli.json.Json;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Typed, rule-following access to the fields of one request object
 * (docs/reference/cli.md#field-rules).
 *
 * <p>An absent field (or JSON {@code null} where null is not meaningful) takes its default: {@code
 * ""} for strings, empty for lists and maps, the stated default for booleans. A field of the wrong
 * JSON type, or a missing {@code required...} field, throws {@link RequestException} with code
 * {@code request.invalid} and the dotted path of the field in the message.
 *
 * <p>A request of a batch operation carries the operation's {@link Fields} table: reading a field
 * the table does not define, or with an accessor of another type, is a bug of the operation and
 * throws {@link IllegalStateException}, so an operation cannot read a field it did not declare.
 */
public final class Request {

  private final JsonNode node;
  private final String path;

  /** The fields this object defines, or null for an object a command built itself. */
  private final @Nullable Fields fields;

  private Request(JsonNode node, String path, @Nullable Fields fields) {
    this.node = node;
    this.path = path;
    this.fields = fields;
  }

  /**
   * A view of an object a command built itself, read without a field table.
   *
   * @param node the object
   * @return the view
   */
  public static Request of(JsonNode node) {
    return new Request(node, "", null);
  }

  /**
   * A view of a top-level request object of an operation that defines these fields.
   *
   * @param node the request object (already checked by {@link Fields#check})
   * @param fields the operation's field table
   * @return the view
   */
  public static Request of(JsonNode node, Fields fields) {
    return new Request(node, "", fields);
  }

  /**
   * The nested table of a field, after checking that the table defines it with one of these types.
   */
  private @Nullable Fields declared(String field, Field.Type... types) {
    if (fields == null) {
      return null;
    }
    Field declared =
        fields
            .find(field)
            .orElseThrow(
                () -> new IllegalStateException("field \"" + pathOf(field) + "\" is not declared"));
    for (Field.Type type : types) {
      if (declared.type() == type) {
        return declared.nested();
      }
    }
    throw new IllegalStateException(
        "field \"" + pathOf(field) + "\" is declared as " + declared.type().display());
  }

  /** The underlying JSON object. */
  public JsonNode node() {
    return node;
  }

  private String pathOf(String field) {
    return Fields.pathOf(path, field);
  }

  private @Nullable JsonNode get(String field) {
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? null : value;
  }

  private RequestException wrongType(String field, String expected, JsonNode actual) {
    return RequestException.invalid(
        "field \"" + pathOf(field) + "\" must be " + expected + ", got " + typeName(actual));
  }

  private RequestException missing(String field) {
    return RequestException.invalid("missing required field \"" + pathOf(field) + "\"");
  }

  static String typeName(JsonNode value) {
    JsonNodeType type = value.getNodeType();
    return switch (type) {
      case ARRAY -> "an array";
      case OBJECT, POJO -> "an object";
      case STRING -> "a string";
      case NUMBER -> "a number";
      case BOOLEAN -> "a boolean";
      case NULL, MISSING -> "null";
      case BINARY -> "binary";
    };
  }

  /** A string field; absent or null gives {@code ""}. */
  public String string(String field) {
    String value = nullableString(field);
    return value == null ? "" : value;
  }

  /** A string field that must be present. */
  public String requiredString(String field) {
    String value = nullableString(field);
    if (value == null) {
      throw missing(field);
    }
    return value;
  }

  /** A string field; absent or null gives null. */
  public @Nullable String nullableString(String field) {
    declared(field, Field.Type.STRING);
    JsonNode value = get(field);
    if (value == null) {
      return null;
    }
    if (!value.isTextual()) {
      throw wrongType(field, "a string", value);
    }
    return value.textValue();
  }

  /** A boolean field with a default. */
  public boolean bool(String field, boolean defaultValue) {
    declared(field, Field.Type.BOOLEAN);
    JsonNode value = get(field);
    if (value == null) {
      return defaultValue;
    }
    if (!value.isBoolean()) {
      throw wrongType(field, "a boolean", value);
    }
    return value.booleanValue();
  }

  /** A list of strings; absent or null gives an empty list. */
  public ImmutableList<String> strings(String field) {
    List<String> value = nullableStrings(field);
    return value == null ? ImmutableList.of() : ImmutableList.copyOf(value);
  }

  /** A list of strings; absent or null gives null. */
  public @Nullable ImmutableList<String> nullableStrings(String field) {
    declared(field, Field.Type.STRINGS);
    JsonNode value = get(field);
    if (value == null) {
      return null;
    }
    if (!value.isArray()) {
      throw wrongType(field, "an array of strings", value);
    }
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (int i = 0; i < value.size(); i++) {
      JsonNode element = value.get(i);
      if (!element.isTextual()) {
        throw wrongType(field + "[" + i + "]", "a string", element);
      }
      out.add(element.textValue());
    }
    return out.build();
  }

  /** A map of string values (insertion order kept); absent or null gives an empty map. */
  public ImmutableMap<String, String> stringMap(String field) {
    Map<String, String> value = nullableStringMap(field);
    return value == null ? ImmutableMap.of() : ImmutableMap.copyOf(value);
  }

  /** A map of string values; absent or null gives null. */
  public @Nullable Map<String, String> nullableStringMap(String field) {
    declared(field, Field.Type.STRING_MAP);
    JsonNode value = get(field);
    if (value == null) {
      return null;
    }
    if (!value.isObject()) {
      throw wrongType(field, "an object of strings", value);
    }
    Map<String, String> out = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = it.next();
      if (!entry.getValue().isTextual()) {
        throw wrongType(field + "." + entry.getKey(), "a string", entry.getValue());
      }
      out.put(entry.getKey(), entry.getValue().textValue());
    }
    return out;
  }

  /** A nested object; absent or null gives an empty object. */
  public Request object(String field) {
    Request value = nullableObject(field);
    return value == null
        ? new Request(Json.object(), pathOf(field), declared(field, Field.Type.OBJECT))
        : value;
  }

  /** A nested object; absent or null gives null. */
  public @Nullable Request nullableObject(String field) {
    @Nullable Fields nested = declared(field, Field.Type.OBJECT);
    JsonNode value = get(field);
    if (value == null) {
      return null;
    }
    if (!value.isObject()) {
      throw wrongType(field, "an object", value);
    }
    return new Request(value, pathOf(field), nested);
  }

  /**
   * A document object read whole by its own parser (a selection, a catalog document); absent or
   * null gives null.
   */
  public @Nullable JsonNode document(String field) {
    declared(field, Field.Type.DOCUMENT);
    JsonNode value = get(field);
    if (value == null) {
      return null;
    }
    if (!value.isObject()) {
      throw wrongType(field, "an object", value);
    }
    return value;
  }

  /**
   * An array of documents read whole by their own reader (Kubernetes objects of an audit); absent
   * or null gives an empty list. The elements may be any JSON value: the reader judges them.
   */
  public ImmutableList<JsonNode> documents(String field) {
    declared(field, Field.Type.DOCUMENTS);
    JsonNode value = get(field);
    if (value == null) {
      return ImmutableList.of();
    }
    if (!value.isArray()) {
      throw wrongType(field, "an array", value);
    }
    return ImmutableList.copyOf(value);
  }

  /** A list of objects; absent or null gives an empty list. */
  public ImmutableList<Request> objects(String field) {
    ImmutableList<Request> objects = nullableObjects(field);
    return objects == null ? ImmutableList.of() : objects;
  }

  /** A list of objects; absent or null gives null (so that absent and empty can differ). */
  public @Nullable ImmutableList<Request> nullableObjects(String field) {
    @Nullable Fields nested = declared(field, Field.Type.OBJECTS);
    JsonNode value = get(field);
    if (value == null) {
      return null;
    }
    if (!value.isArray()) {
      throw wrongType(field, "an array of objects", value);
    }
    List<Request> out = new ArrayList<>(value.size());
    for (int i = 0; i < value.size(); i++) {
      JsonNode element = value.get(i);
      if (!element.isObject()) {
        throw wrongType(field + "[" + i + "]", "an object", element);
      }
      out.add(new Request(element, pathOf(field) + "[" + i + "]", nested));
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * An enumerated string field read by its wire name.
   *
   * @param byWireName maps a wire name to the value, null when unknown
   * @param defaultValue the value when the field is absent, or null when it has no default (then an
   *     absent field is a missing required field)
   * @param allowed the allowed wire names, for the message
   */
  public <E> E wire(
      String field,
      Function<String, @Nullable E> byWireName,
      @Nullable E defaultValue,
      List<String> allowed) {
    String text = nullableString(field);
    if (text == null) {
      if (defaultValue == null) {
        throw missing(field);
      }
      return defaultValue;
    }
    E value = byWireName.apply(text);
    if (value == null) {
      throw RequestException.invalid(
          "field \""
              + pathOf(field)
              + "\" must be one of "
              + String.join(", ", allowed)
              + ", got \""
              + text
              + "\"");
    }
    return value;
  }
}
