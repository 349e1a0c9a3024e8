package io.planerules.storage.qualification.io;

import com.google.common.collect.ImmutableList;

/** A located node of a parsed evidence document (the walk's own tree, never Jackson's). */
sealed interface Node permits Node.MapNode, Node.ListNode, Node.ScalarNode {

  int line();

  int column();

  /** What a problem calls this node's kind: {@code a mapping}, {@code a string}, ... */
  String kind();

  /** A key of a mapping, located at the key. */
  record Field(String key, int line, int column, Node value) {}

  /** A mapping, fields in document order, keys unique. */
  record MapNode(ImmutableList<Field> fields, int line, int column) implements Node {
    @Override
    public String kind() {
      return "a mapping";
    }
  }

  /** A sequence. */
  record ListNode(ImmutableList<Node> items, int line, int column) implements Node {
    @Override
    public String kind() {
      return "a list";
    }
  }

  /** The type a scalar resolved to. */
  enum ScalarType {
    STRING("a string"),
    BOOLEAN("a boolean"),
    NUMBER("a number"),
    NULL("null");

    private final String kind;

    ScalarType(String kind) {
      this.kind = kind;
    }
  }

  /**
   * A scalar.
   *
   * @param type what it resolved to
   * @param text its text ({@code "true"} for a boolean)
   * @param usable false when a text-level problem was already reported for it (e.g. an ambiguous
   *     plain {@code yes}); binding then skips it without a second problem
   */
  record ScalarNode(ScalarType type, String text, boolean usable, int line, int column)
      implements Node {
    @Override
    public String kind() {
      return type.kind;
    }
  }
}
