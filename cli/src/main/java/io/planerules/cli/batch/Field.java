package io.planerules.cli.batch;

import static java.util.Objects.requireNonNull;

/**
 * One request field an operation defines: its name, JSON type, whether it is required and, for an
 * object or a list of objects, the fields of that object (docs/reference/cli.md#field-rules).
 *
 * @param name the field's name, exact case
 * @param type its JSON type
 * @param required whether an absent (or {@code null}) field is {@code request.invalid}
 * @param nested the fields of an {@link Type#OBJECT} or {@link Type#OBJECTS} value; empty for the
 *     other types
 */
public record Field(String name, Type type, boolean required, Fields nested) {

  /** The JSON types of request fields and the accessors of {@link Request} that read them. */
  public enum Type {
    /** A string ({@code string}, {@code requiredString}, {@code nullableString}, {@code wire}). */
    STRING("string"),
    /** A boolean ({@code bool}). */
    BOOLEAN("boolean"),
    /** An array of strings ({@code strings}, {@code nullableStrings}). */
    STRINGS("array of strings"),
    /** A free-form object of string values, e.g. labels ({@code stringMap}). */
    STRING_MAP("object of strings"),
    /** An object whose fields are defined one by one ({@code object}, {@code nullableObject}). */
    OBJECT("object"),
    /** An array of objects whose fields are defined one by one ({@code objects}). */
    OBJECTS("array of objects"),
    /**
     * A JSON object read whole by a document parser with its own problems, e.g. a selection ({@code
     * document}); its keys are the parser's business, not the protocol's.
     */
    DOCUMENT("object (a document)"),
    /**
     * An array of free-form documents read whole by their own reader, e.g. Kubernetes objects
     * ({@code documents}); neither the elements' keys nor their types are the protocol's business.
     */
    DOCUMENTS("array of documents");

    private final String display;

    Type(String display) {
      this.display = display;
    }

    /** How the type reads in messages and docs. */
    public String display() {
      return display;
    }
  }

  /** Checks the name and that only object types have nested fields. */
  public Field {
    requireNonNull(name, "name");
    requireNonNull(type, "type");
    requireNonNull(nested, "nested");
    if (!nested.isEmpty() && type != Type.OBJECT && type != Type.OBJECTS) {
      throw new IllegalArgumentException(name + ": only objects have nested fields");
    }
  }

  /** An optional string. */
  public static Field string(String name) {
    return new Field(name, Type.STRING, false, Fields.NONE);
  }

  /** A required string. */
  public static Field requiredString(String name) {
    return new Field(name, Type.STRING, true, Fields.NONE);
  }

  /** An optional boolean. */
  public static Field bool(String name) {
    return new Field(name, Type.BOOLEAN, false, Fields.NONE);
  }

  /** An optional array of strings. */
  public static Field strings(String name) {
    return new Field(name, Type.STRINGS, false, Fields.NONE);
  }

  /** An optional free-form object of strings. */
  public static Field stringMap(String name) {
    return new Field(name, Type.STRING_MAP, false, Fields.NONE);
  }

  /** An optional object with these fields. */
  public static Field object(String name, Fields fields) {
    return new Field(name, Type.OBJECT, false, fields);
  }

  /** A required object with these fields. */
  public static Field requiredObject(String name, Fields fields) {
    return new Field(name, Type.OBJECT, true, fields);
  }

  /** An optional array of objects with these fields. */
  public static Field objects(String name, Fields fields) {
    return new Field(name, Type.OBJECTS, false, fields);
  }

  /** An optional document object, read whole by its own parser. */
  public static Field document(String name) {
    return new Field(name, Type.DOCUMENT, false, Fields.NONE);
  }

  /** An optional array of documents, each read whole by its own reader. */
  public static Field documents(String name) {
    return new Field(name, Type.DOCUMENTS, false, Fields.NONE);
  }
}
