package io.planerules.audit;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Splitter;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * An object a caller declares shared besides the library's shared prerequisites: no plane owns it,
 * every plane may render or hold it. Written {@code KIND/NAMESPACE/NAME}, {@code -} as the
 * namespace of a cluster-scoped object and {@code *} as a name for every name; a shared {@code
 * Namespace} entry ({@code Namespace/-/monitoring}) also makes its namespace shared.
 *
 * @param kind the kind, e.g. {@code ClusterRole}
 * @param namespace the namespace, or {@code null} for a cluster-scoped object
 * @param name the name, or {@code null} for any name
 */
public record SharedEntry(String kind, @Nullable String namespace, @Nullable String name) {

  /** Checks the fields. */
  public SharedEntry {
    requireNonNull(kind, "kind");
    if (kind.isEmpty()) {
      throw new IllegalArgumentException("a kind is required");
    }
  }

  /**
   * Reads {@code KIND/NAMESPACE/NAME}.
   *
   * @param text e.g. {@code ClusterRole/-/view} or {@code Secret/gateway-system/*}
   * @return the entry
   * @throws IllegalArgumentException unless the text has three non-empty parts
   */
  public static SharedEntry parse(String text) {
    List<String> parts = Splitter.on('/').splitToList(text);
    if (parts.size() != 3 || parts.stream().anyMatch(String::isEmpty)) {
      throw new IllegalArgumentException(
          "expected KIND/NAMESPACE/NAME ('-' for cluster-scoped, '*' for any name), got \""
              + text
              + "\"");
    }
    return new SharedEntry(
        parts.get(0),
        parts.get(1).equals("-") ? null : parts.get(1),
        parts.get(2).equals("*") ? null : parts.get(2));
  }

  /**
   * Reads one entry per line; blank lines and lines starting with {@code #} are skipped, the rest
   * are trimmed.
   *
   * @param text the file's text
   * @return the entries, in order
   * @throws IllegalArgumentException naming the first bad line ({@code line 3: expected ...})
   */
  public static List<SharedEntry> parseLines(String text) {
    List<SharedEntry> entries = new ArrayList<>();
    int number = 0;
    for (String line : Splitter.on('\n').split(text)) {
      number++;
      String trimmed = line.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("#")) {
        continue;
      }
      try {
        entries.add(parse(trimmed));
      } catch (IllegalArgumentException bad) {
        throw new IllegalArgumentException("line " + number + ": " + bad.getMessage(), bad);
      }
    }
    return entries;
  }

  /**
   * Whether this entry names the object.
   *
   * @param kind the object's kind
   * @param namespace its namespace, or {@code null} when cluster-scoped
   * @param name its name
   * @return whether kind, namespace and name (or any name) match
   */
  public boolean matches(String kind, @Nullable String namespace, String name) {
    return this.kind.equals(kind)
        && (this.namespace == null ? namespace == null : this.namespace.equals(namespace))
        && (this.name == null || this.name.equals(name));
  }

  /** {@code KIND/NAMESPACE/NAME} with {@code -} and {@code *}. */
  @Override
  public String toString() {
    return kind + "/" + (namespace == null ? "-" : namespace) + "/" + (name == null ? "*" : name);
  }
}
