package io.planerules.audit;

import io.planerules.audit.report.ObjectId;
import io.planerules.audit.source.SourceRef;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One well-formed object as the judges read it: its identity, ownership label and source, and typed
 * reads of its content. Scalars are read as text ({@code 443} and {@code "443"} alike).
 */
final class Obj {

  final long ordinal;
  final SourceRef source;
  final Map<String, Object> content;
  final String apiVersion;
  final String group;
  final String kind;

  /** {@code metadata.name}, or the {@code metadata.generateName} prefix when {@link #generated}. */
  final String name;

  /**
   * Whether the object is named by {@code metadata.generateName} (no {@code metadata.name}): the
   * API server names it at creation, the prefix followed by random characters.
   */
  final boolean generated;

  /** {@code metadata.namespace} as written, {@code null} when absent or empty. */
  final @Nullable String rawNamespace;

  /** The ownership label's value, {@code null} when absent or {@code ""}. */
  final @Nullable String label;

  private final Map<String, Object> metadata;

  private Obj(
      long ordinal,
      SourceRef source,
      Map<String, Object> content,
      Map<String, Object> metadata,
      String apiVersion,
      String kind,
      String name,
      boolean generated) {
    this.ordinal = ordinal;
    this.source = source;
    this.content = content;
    this.metadata = metadata;
    this.apiVersion = apiVersion;
    int slash = apiVersion.indexOf('/');
    this.group = slash < 0 ? "" : apiVersion.substring(0, slash);
    this.kind = kind;
    this.name = name;
    this.generated = generated;
    String namespace = text(metadata.get("namespace"));
    this.rawNamespace = namespace == null || namespace.isEmpty() ? null : namespace;
    Object labels = metadata.get("labels");
    Object value = labels instanceof Map<?, ?> map ? map.get(OwnershipLabel.KEY) : null;
    this.label =
        OwnershipLabel.valueOf(Collections.singletonMap(OwnershipLabel.KEY, text(value)))
            .orElse(null);
  }

  /**
   * The object, or {@code null} when it lacks {@code apiVersion}, {@code kind} or both {@code
   * metadata.name} and {@code metadata.generateName}.
   */
  static @Nullable Obj of(long ordinal, SourceRef source, Map<String, Object> content) {
    String apiVersion = text(content.get("apiVersion"));
    String kind = text(content.get("kind"));
    Map<String, Object> metadata = map(content.get("metadata"));
    String name = text(metadata.get("name"));
    boolean generated = isEmpty(name);
    if (generated) {
      name = text(metadata.get("generateName"));
    }
    if (apiVersion == null
        || apiVersion.isEmpty()
        || kind == null
        || kind.isEmpty()
        || name == null
        || name.isEmpty()) {
      return null;
    }
    return new Obj(ordinal, source, content, metadata, apiVersion, kind, name, generated);
  }

  /** The name findings give: the name, or {@code generateName: <prefix>}. */
  static String display(String name, boolean generated) {
    return generated ? "generateName: " + name : name;
  }

  private static boolean isEmpty(@Nullable String text) {
    return text == null || text.isEmpty();
  }

  /** The identity of an object that {@link #of} refused, with {@code ""} for what it lacks. */
  static ObjectId malformedId(Map<String, Object> content) {
    Map<String, Object> metadata = map(content.get("metadata"));
    return new ObjectId(
        orEmpty(text(content.get("apiVersion"))),
        orEmpty(text(content.get("kind"))),
        text(metadata.get("namespace")),
        orEmpty(text(metadata.get("name"))),
        text(metadata.get("uid")));
  }

  private static String orEmpty(@Nullable String text) {
    return text == null ? "" : text;
  }

  /** The object's identity with {@code namespace} as its namespace. */
  ObjectId id(@Nullable String namespace) {
    return new ObjectId(apiVersion, kind, namespace, display(name, generated), uid());
  }

  /** Whether the object is of {@code kind} in API group {@code group}. */
  boolean is(String group, String kind) {
    return this.kind.equals(kind) && this.group.equals(group);
  }

  /** The text of {@code metadata.annotations[key]}, or {@code null}. */
  @Nullable String annotation(String key) {
    return text(map(metadata.get("annotations")).get(key));
  }

  /** {@code metadata.uid} as text, or {@code null}. */
  @Nullable String uid() {
    return text(metadata.get("uid"));
  }

  /** {@code metadata.labels} or {@code metadata.annotations} with text values, in order. */
  Map<String, String> textMap(String field) {
    Map<String, Object> raw = map(metadata.get(field));
    Map<String, String> out = new LinkedHashMap<>();
    raw.forEach(
        (key, value) -> {
          String text = text(value);
          if (text != null) {
            out.put(key, text);
          }
        });
    return out;
  }

  /** What ownership's rules read of the object, with {@code namespace} as its namespace. */
  ObservedObject observed(@Nullable String namespace) {
    return new ObservedObject(
        new ObjectRef(kind, namespace, name), textMap("labels"), textMap("annotations"), null);
  }

  /** The value at {@code path} (mapping keys) under the content, or {@code null}. */
  @Nullable Object at(String... path) {
    return at(content, path);
  }

  // ------------------------------------------------------------------ typed reads of plain data

  static @Nullable Object at(@Nullable Object root, String... path) {
    Object node = root;
    for (String key : path) {
      if (!(node instanceof Map<?, ?> map)) {
        return null;
      }
      node = map.get(key);
    }
    return node;
  }

  /** A scalar as text: strings as they are, numbers and booleans as written; else {@code null}. */
  static @Nullable String text(@Nullable Object value) {
    if (value instanceof String s) {
      return s;
    }
    if (value instanceof Long
        || value instanceof BigInteger
        || value instanceof Double
        || value instanceof Boolean) {
      return value.toString();
    }
    return null;
  }

  /** A mapping, or an empty one. */
  @SuppressWarnings("unchecked") // every mapping the reader builds has text keys
  static Map<String, Object> map(@Nullable Object value) {
    return value instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
  }

  /** A sequence, or an empty one. */
  @SuppressWarnings("unchecked") // read only: a List<?> yields Objects
  static List<Object> list(@Nullable Object value) {
    return value instanceof List<?> l ? (List<Object>) l : List.of();
  }
}
