package io.planerules.audit;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * A kind, in one API group or in any: the form of {@code --cluster-scoped} and {@code
 * --labelled-kind}.
 *
 * @param group the API group ({@code ""} for the core group), or {@code null} for any group
 * @param kind the kind, e.g. {@code ClusterIssuer}
 */
public record GroupKind(@Nullable String group, String kind) {

  /**
   * Checks the fields.
   *
   * @throws IllegalArgumentException for an empty kind
   */
  public GroupKind {
    requireNonNull(kind, "kind");
    if (kind.isEmpty()) {
      throw new IllegalArgumentException("a kind is required");
    }
  }

  /**
   * Reads {@code KIND} (any group) or {@code GROUP/KIND}; the text after the last {@code /} is the
   * kind.
   *
   * @param text e.g. {@code Gateway} or {@code gateway.networking.k8s.io/Gateway}
   * @return the kind
   * @throws IllegalArgumentException for an empty kind
   */
  public static GroupKind parse(String text) {
    int slash = text.lastIndexOf('/');
    return slash < 0
        ? new GroupKind(null, text)
        : new GroupKind(text.substring(0, slash), text.substring(slash + 1));
  }

  /**
   * Whether an object of {@code group} and {@code kind} is of this kind.
   *
   * @param group the object's API group
   * @param kind the object's kind
   * @return whether the kinds are equal and the group is this one's (or this one names none)
   */
  public boolean matches(String group, String kind) {
    return this.kind.equals(kind) && (this.group == null || this.group.equals(group));
  }

  /** {@code KIND} or {@code GROUP/KIND}. */
  @Override
  public String toString() {
    return group == null ? kind : group + "/" + kind;
  }
}
