package io.planerules.storage.internal.io;

import io.planerules.rules.SourcePosition;
import java.util.List;

/**
 * The located tree {@link TreeWalk} builds for both documents, the catalog and the qualification
 * evidence (never Jackson's databind tree): every node and every key carries the line and column
 * where its token starts.
 */
public sealed interface Node permits Node.MapNode, Node.ListNode, Node.Scalar {

  /**
   * Where the node's first token starts.
   *
   * @return the 1-based line and column
   */
  SourcePosition position();

  /**
   * What a value is, for {@code got <kind>} messages.
   *
   * @return e.g. {@code a mapping}, {@code a string}, {@code null}
   */
  String kindName();

  /**
   * Whether the node is a null (or empty) scalar.
   *
   * @return {@code true} for {@code null}, {@code ~} or an empty value
   */
  default boolean isNull() {
    return this instanceof Scalar s && s.type() == ScalarType.NULL;
  }

  /**
   * One key of a mapping.
   *
   * @param text the key
   * @param position where the key starts
   * @param unusable whether a text-level rule already reported the key
   */
  record Key(String text, SourcePosition position, boolean unusable) {}

  /**
   * A mapping in document order; keys are unique (duplicates are fatal).
   *
   * @param position where the mapping starts
   * @param keys the keys
   * @param values the value of each key, at the same index
   */
  record MapNode(SourcePosition position, List<Key> keys, List<Node> values) implements Node {
    @Override
    public String kindName() {
      return "a mapping";
    }
  }

  /**
   * A sequence.
   *
   * @param position where the sequence starts
   * @param items the items in order
   */
  record ListNode(SourcePosition position, List<Node> items) implements Node {
    @Override
    public String kindName() {
      return "a list";
    }
  }

  /** The kind of a scalar as the parser typed it. */
  enum ScalarType {
    /** A string. */
    STRING("a string"),
    /** A number (its text is not kept: numbers are never valid values of these documents). */
    NUMBER("a number"),
    /** {@code true} or {@code false}. */
    BOOLEAN("a boolean"),
    /** A null or empty scalar. */
    NULL("null"),
    /** An embedded binary value. */
    OTHER("a binary value");

    private final String kindName;

    ScalarType(String kindName) {
      this.kindName = kindName;
    }
  }

  /**
   * A scalar.
   *
   * @param position where the scalar starts
   * @param type what it resolved to
   * @param text a string's text, {@code "true"}/{@code "false"} for a boolean, else {@code ""}
   * @param unusable whether a text-level rule already reported it (ambiguous word, forbidden
   *     character, too long); binding then skips it without a second problem
   */
  record Scalar(SourcePosition position, ScalarType type, String text, boolean unusable)
      implements Node {
    @Override
    public String kindName() {
      return type.kindName;
    }
  }
}
