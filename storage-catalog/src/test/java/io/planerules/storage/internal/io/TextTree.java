package io.planerules.storage.internal.io;

import java.util.ArrayList;
import java.util.List;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * The content of a YAML or JSON document as plain data, written the same way in both syntaxes: as
 * JSON text that is also YAML meaning the same thing (every string double-quoted, escaped where
 * YAML 1.1 cannot hold the raw character, implicit keys of at most 1 024 characters), so that each
 * token starts at the same line and column in both readings; and as block YAML.
 *
 * <p>The generator aims at the readers' edges: the keys of both documents, keys and scalars around
 * their length limits counted in code points (emoji), escaped forbidden characters and unpaired
 * surrogates, long numbers, repeated keys, nesting around the depth limit, and line breaks between
 * members.
 */
public sealed interface TextTree {

  /** A string. */
  record Text(String value) implements TextTree {
    @Override
    public String toString() {
      return value.length() <= 40
          ? "Text[" + value + "]"
          : "Text[" + value.substring(0, 20) + "... (" + value.length() + " chars)]";
    }
  }

  /** A number, as its digits. */
  record Number(String digits) implements TextTree {}

  /** {@code true} or {@code false}. */
  record Bool(boolean value) implements TextTree {}

  /** {@code null}. */
  record Null() implements TextTree {}

  /** A list. */
  record Items(List<TextTree> items) implements TextTree {}

  /** A mapping in document order; keys may repeat. */
  record Fields(List<String> keys, List<TextTree> values, boolean multiLine) implements TextTree {
    @Override
    public String toString() {
      List<String> shown = new ArrayList<>();
      for (int i = 0; i < keys.size(); i++) {
        String key = keys.get(i);
        shown.add(
            (key.length() <= 40 ? key : key.substring(0, 20) + "...(" + key.length() + ")")
                + "="
                + values.get(i));
      }
      return "Fields" + shown;
    }
  }

  /**
   * JSON text that YAML reads as the same content, token by token at the same positions.
   *
   * @param tree the content
   * @return the text
   */
  static String json(TextTree tree) {
    StringBuilder out = new StringBuilder();
    writeJson(tree, out, "", false);
    return out.toString();
  }

  /**
   * Block YAML of the same content (flow style below the first level of lists).
   *
   * @param tree the content, a mapping
   * @return the text
   */
  static String yaml(Fields tree) {
    StringBuilder out = new StringBuilder();
    writeBlock(tree, out, "");
    return out.toString();
  }

  private static void writeJson(TextTree tree, StringBuilder out, String indent, boolean yaml) {
    if (tree instanceof Text t) {
      quoted(t.value(), out);
    } else if (tree instanceof Number n) {
      out.append(n.digits());
    } else if (tree instanceof Bool b) {
      out.append(b.value());
    } else if (tree instanceof Items items) {
      out.append('[');
      for (int i = 0; i < items.items().size(); i++) {
        out.append(i == 0 ? "" : ", ");
        writeJson(items.items().get(i), out, indent, yaml);
      }
      out.append(']');
    } else if (tree instanceof Fields f) {
      String inner = f.multiLine() ? indent + "  " : indent;
      out.append('{');
      for (int i = 0; i < f.keys().size(); i++) {
        out.append(i == 0 ? "" : ",").append(f.multiLine() ? "\n" + inner : i == 0 ? "" : " ");
        // YAML 1.1 limits an implicit key to 1 024 characters; longer keys are explicit
        out.append(yaml && isLong(f.keys().get(i)) ? "? " : "");
        quoted(f.keys().get(i), out);
        out.append(": ");
        writeJson(f.values().get(i), out, inner, yaml);
      }
      out.append(f.multiLine() && !f.keys().isEmpty() ? "\n" + indent : "").append('}');
    } else {
      out.append("null");
    }
  }

  private static void writeBlock(Fields tree, StringBuilder out, String indent) {
    if (tree.keys().isEmpty()) {
      out.append(indent).append("{}\n");
      return;
    }
    for (int i = 0; i < tree.keys().size(); i++) {
      String key = tree.keys().get(i);
      TextTree value = tree.values().get(i);
      StringBuilder quotedKey = new StringBuilder();
      quoted(key, quotedKey);
      boolean explicit = isLong(key);
      out.append(indent).append(explicit ? "? " : "").append(quotedKey);
      out.append(explicit ? "\n" + indent + ":" : ":");
      if (value instanceof Fields f && !f.keys().isEmpty()) {
        out.append('\n');
        writeBlock(f, out, indent + "  ");
      } else {
        out.append(' ');
        writeJson(
            value instanceof Fields f ? new Fields(f.keys(), f.values(), false) : value,
            out,
            "",
            true);
        out.append('\n');
      }
    }
  }

  /**
   * Whether a tree has a key longer than YAML 1.1 allows an implicit key: its JSON text is then no
   * YAML.
   *
   * @param tree the content
   * @return whether some key is longer than 1 000 code points
   */
  static boolean hasLongKey(TextTree tree) {
    if (tree instanceof Fields f) {
      return f.keys().stream().anyMatch(TextTree::isLong)
          || f.values().stream().anyMatch(TextTree::hasLongKey);
    }
    return tree instanceof Items items && items.items().stream().anyMatch(TextTree::hasLongKey);
  }

  /** Whether YAML needs the key to be explicit: an implicit key is at most 1 024 characters. */
  static boolean isLong(String key) {
    return key.codePointCount(0, key.length()) > 1000;
  }

  /** A JSON string literal that YAML's double-quoted style reads as the same text. */
  private static void quoted(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean escape =
          c < 0x20
              || c == 0x7F
              || (c >= 0x80 && c <= 0x9F)
              || c == 0x2028
              || c == 0x2029
              || c == 0xFEFF
              || c == 0xFFFE
              || c == 0xFFFF
              || (Character.isHighSurrogate(c)
                  && !(i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))))
              || (Character.isLowSurrogate(c)
                  && !(i > 0 && Character.isHighSurrogate(s.charAt(i - 1))));
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (escape) {
        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    out.append('"');
  }

  /** The keys both documents know, so that binding and validation see usable shapes. */
  List<String> KEYS =
      List.of(
          "apiVersion",
          "kind",
          "drivers",
          "provider",
          "accessModes",
          "readerMountOptions",
          "encryptionSupported",
          "name",
          "provisioner",
          "cluster",
          "date",
          "storageClass",
          "reclaimPolicy",
          "writer",
          "readers",
          "shape",
          "csi.weka.io",
          "a b");

  /** Strings valid somewhere in the documents. */
  List<String> TEXTS =
      List.of(
          "storage.nvcf.nvidia.com/v1alpha1",
          "StorageCapabilityCatalog",
          "StorageQualificationRun",
          "ReadWriteOnce",
          "ReadOnlyMany",
          "ReadWriteMany",
          "ro",
          "weka",
          "nvmesh",
          "Retain",
          "2026-08-31",
          "",
          "yes",
          "a\"b\\c");

  /**
   * Documents: a mapping at the root, at most 18 levels deep.
   *
   * @return the generator
   */
  static Gen<Fields> documents() {
    return in -> fields(in, 1);
  }

  private static int between(RandomnessSource in, int min, int max) {
    return (int) in.next(Constraint.between(min, max));
  }

  private static Fields fields(RandomnessSource in, int depth) {
    int n = between(in, 0, depth == 1 ? 6 : 4);
    List<String> keys = new ArrayList<>();
    List<TextTree> values = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String key =
          !keys.isEmpty() && between(in, 0, 12) == 0
              ? keys.get(between(in, 0, keys.size() - 1))
              : between(in, 0, 4) == 0 ? text(in) : KEYS.get(between(in, 0, KEYS.size() - 1));
      keys.add(key);
      values.add(value(in, depth));
    }
    return new Fields(keys, values, between(in, 0, 1) == 0);
  }

  private static TextTree value(RandomnessSource in, int depth) {
    int deepest = between(in, 0, 30) == 0 ? 18 : 5;
    int kind = between(in, 0, depth >= deepest ? 4 : 7);
    return switch (kind) {
      case 0, 1 -> new Text(text(in));
      case 2 -> new Number(number(in));
      case 3 -> new Bool(between(in, 0, 1) == 0);
      case 4 -> new Null();
      case 5 -> {
        int n = between(in, 0, 4);
        List<TextTree> items = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          items.add(value(in, depth + 1));
        }
        yield new Items(items);
      }
      default -> fields(in, depth + 1);
    };
  }

  private static String number(RandomnessSource in) {
    return switch (between(in, 0, 5)) {
      case 0 -> "9".repeat(between(in, 30, 34));
      case 1 -> "-" + between(in, 0, 99);
      case 2 -> between(in, 0, 9) + "." + between(in, 0, 99);
      default -> Integer.toString(between(in, 0, 1000));
    };
  }

  /** Pieces of generated strings. */
  List<String> PIECES =
      List.of(
          "a",
          "Z",
          " ",
          "é",
          "\u4e2d",
          "\ud83d\ude00",
          "\u0000",
          "\u0007",
          "\u007f",
          "\u0085",
          "\t",
          "\n",
          "\ud800",
          "\udc00",
          "\u2028",
          "\ufeff",
          "\uffff",
          "\"",
          "\\",
          "yes");

  private static String text(RandomnessSource in) {
    switch (between(in, 0, 9)) {
      case 0:
        return "x".repeat(between(in, 250, 260));
      case 1:
        return "x".repeat(between(in, 4090, 4100));
      case 2:
        // emoji: twice as many UTF-16 chars as code points
        return "\ud83d\ude00".repeat(between(in, 2040, 2100));
      case 3:
        return "\ud83d\ude00".repeat(between(in, 4090, 4100));
      case 4:
        return "\ud83d\ude00".repeat(between(in, 125, 135));
      case 5, 6:
        {
          StringBuilder out = new StringBuilder();
          int n = between(in, 0, 6);
          for (int i = 0; i < n; i++) {
            out.append(PIECES.get(between(in, 0, PIECES.size() - 1)));
          }
          return out.toString();
        }
      default:
        return TEXTS.get(between(in, 0, TEXTS.size() - 1));
    }
  }
}
