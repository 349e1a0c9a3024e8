package io.planerules.storage.catalog.io;

import io.planerules.rules.SourcePosition;
import java.util.List;

/** The small located tree the token walk builds (never Jackson's databind tree). */
sealed interface Node permits Node.MapNode, Node.ListNode, Node.Scalar {

  SourcePosition position();

  /** What a value is, for {@code got <kind>} messages. */
  String kindName();

  /** One key of a mapping, with its position and flags from the text-level rules. */
  record Key(String text, SourcePosition position, boolean unusable) {}

  /** A mapping in document order; keys are unique (duplicates are fatal). */
  record MapNode(SourcePosition position, List<Key> keys, List<Node> values) implements Node {
    @Override
    public String kindName() {
      return "a mapping";
    }
  }

  /** A sequence. */
  record ListNode(SourcePosition position, List<Node> items) implements Node {
    @Override
    public String kindName() {
      return "a list";
    }
  }

  /** The kind of a scalar as the parser typed it. */
  enum ScalarType {
    STRING("a string"),
    NUMBER("a number"),
    BOOLEAN("a boolean"),
    NULL("null"),
    OTHER("a binary value");

    final String kindName;

    ScalarType(String kindName) {
      this.kindName = kindName;
    }
  }

  /**
   * A scalar; {@code unusable} when a text-level rule already reported it (ambiguous word,
   * forbidden character, too long).
   */
  record Scalar(SourcePosition position, ScalarType type, String text, boolean unusable)
      implements Node {
    @Override
    public String kindName() {
      return type.kindName;
    }
  }
}
