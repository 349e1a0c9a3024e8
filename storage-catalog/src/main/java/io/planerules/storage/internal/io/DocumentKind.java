package io.planerules.storage.internal.io;

import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.GoQuote;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What the one reader needs to know about a document kind, the catalog or the qualification
 * evidence (docs/reference/storage-catalog.md#one-reader-two-documents): its problem codes, the
 * wording that names it, and which of its mappings are keyed by names rather than by field names.
 * Everything else, from the size check to the tree, is the same for both; so are the problems the
 * binders raise for unknown fields, wrong types and long lists, built here.
 *
 * @param codes the document's code for each check, raised through its own rule constants
 * @param messagePrefix what every message of {@link #problem} starts with, e.g. {@code parse
 *     storage capability catalog: }
 * @param emptyMessage the whole message of an empty document
 * @param keyedMaps the paths of the mappings whose keys are names (always quoted in a path, like
 *     the provisioners under the catalog's {@code drivers})
 * @param refusals how a refusal of the YAML or JSON parser itself is reported
 */
public record DocumentKind(
    Function<Check, String> codes,
    String messagePrefix,
    String emptyMessage,
    Set<String> keyedMaps,
    Refusals refusals) {

  /** How a refusal of the YAML or JSON parser itself (a syntax error) is reported. */
  public enum Refusals {
    /**
     * The parser's own detail, at SnakeYAML's problem mark for YAML, Jackson's location for JSON.
     */
    DETAILED,
    /**
     * {@value #NOT_WELL_FORMED_MESSAGE}, at Jackson's location (the current position of the parser
     * when it refused the text).
     */
    NOT_WELL_FORMED;

    /** The message of a refusal reported {@link #NOT_WELL_FORMED}. */
    public static final String NOT_WELL_FORMED_MESSAGE =
        "the document is not well-formed YAML or JSON";
  }

  /** The checks of reading and binding; each document kind has a code for every one. */
  public enum Check {
    /** The payload is larger than {@link ReaderLimits#MAX_BYTES}. */
    SIZE,
    /** A UTF-16/32 byte-order mark, malformed UTF-8 or an unpaired surrogate in text input. */
    ENCODING,
    /** A control character, raw or produced by an escape. */
    FORBIDDEN_CHARACTER,
    /** No document, only comments, or a null root. */
    EMPTY,
    /** A YAML alias. */
    YAML_ALIAS,
    /** A YAML anchor. */
    YAML_ANCHOR,
    /** An explicit YAML tag. */
    YAML_TAG,
    /** Anything after the root value. */
    MULTI_DOCUMENT,
    /** A key repeated in one mapping. */
    DUPLICATE_KEY,
    /** More than {@link ReaderLimits#MAX_DEPTH} nested containers. */
    DEPTH,
    /** A root that is not a mapping. */
    ROOT_TYPE,
    /** Anything else the parser refuses. */
    SYNTAX,
    /** A plain scalar that YAML 1.1 reads as a boolean. */
    AMBIGUOUS_SCALAR,
    /** A key or scalar longer than its limit. */
    FIELD_LENGTH,
    /** A key the document does not define. */
    UNKNOWN_FIELD,
    /** A value of the wrong type. */
    FIELD_TYPE,
    /** A list longer than its limit. */
    LIST_LENGTH
  }

  /**
   * A problem of this document, an error.
   *
   * @param check what was found
   * @param path the path of the value
   * @param detail the message after {@link #messagePrefix()}
   * @param at where it is
   * @return the problem
   */
  public Problem problem(Check check, String path, String detail, SourcePosition at) {
    return Problem.error(codes.apply(check), path, messagePrefix + detail)
        .at(at.line(), at.column());
  }

  /**
   * The fields of a mapping by key, in document order: a key that is not {@code known} is an
   * unknown field; a key a text-level rule already reported is skipped.
   *
   * @param map the mapping
   * @param path its path
   * @param known the keys the document defines there
   * @param problems where unknown fields are reported
   * @return the value of each known key present
   */
  public Map<String, Node> fields(
      Node.MapNode map, String path, Set<String> known, List<Problem> problems) {
    Map<String, Node> fields = new LinkedHashMap<>();
    for (int i = 0; i < map.keys().size(); i++) {
      Node.Key key = map.keys().get(i);
      if (key.unusable()) {
        continue;
      }
      if (known.contains(key.text())) {
        fields.put(key.text(), map.values().get(i));
      } else {
        problems.add(unknownField(key, childPath(path, key.text())));
      }
    }
    return fields;
  }

  /**
   * A key the document does not define.
   *
   * @param key the key
   * @param path the path of its value
   * @return the problem, at the key
   */
  public Problem unknownField(Node.Key key, String path) {
    return problem(Check.UNKNOWN_FIELD, path, "unknown field " + quote(key.text()), key.position());
  }

  /**
   * A value of the wrong type.
   *
   * @param value the value
   * @param path its path
   * @param expected what it must be, e.g. {@code a list of strings}
   * @return the problem, at the value
   */
  public Problem wrongType(Node value, String path, String expected) {
    return problem(
        Check.FIELD_TYPE,
        path,
        path + " must be " + expected + ", got " + value.kindName(),
        value.position());
  }

  /**
   * A list or mapping with more items than its limit; the items past it are not read.
   *
   * @param container the list or mapping
   * @param path its path
   * @param max the most items
   * @return the problem, at the container
   */
  public Problem tooManyItems(Node container, String path, int max) {
    return problem(
        Check.LIST_LENGTH, path, path + " has more than " + max + " items", container.position());
  }

  /**
   * The path of a mapping key's value, as the document is written: top-level keys bare, keys of a
   * {@linkplain #keyedMaps() keyed map} and keys that are not {@code [A-Za-z_][A-Za-z0-9_]*} quoted
   * in brackets like Go's {@code %q} (cut after {@link ReaderLimits#MAX_KEY_LENGTH}), other keys
   * after a dot: {@code drivers["csi.weka.io"].accessModes}.
   *
   * @param parent the path of the mapping, {@code ""} at the root
   * @param key the key
   * @return the path
   */
  public String childPath(String parent, String key) {
    if (parent.isEmpty()) {
      return key;
    }
    if (keyedMaps.contains(parent) || !isSimpleKey(key)) {
      return parent + "[" + quote(key) + "]";
    }
    return parent + "." + key;
  }

  /**
   * A value repeated in a message: Go's {@code %q}, cut after {@link ReaderLimits#MAX_KEY_LENGTH}
   * chars.
   *
   * @param value the value
   * @return the quoted value
   */
  public static String quote(String value) {
    return GoQuote.quote(value, ReaderLimits.MAX_KEY_LENGTH);
  }

  /** {@code [A-Za-z_][A-Za-z0-9_]*}, as a char loop: it runs for every key with a problem path. */
  static boolean isSimpleKey(String key) {
    if (key.isEmpty()) {
      return false;
    }
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      boolean letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
      if (!letter && (i == 0 || c < '0' || c > '9')) {
        return false;
      }
    }
    return true;
  }
}
