package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ObjectRef;
import java.util.Comparator;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Where an object is stored: a Namespace, a Secret or a ClusterIssuer (the kinds the simulated
 * server stores), its namespace ({@code null} for a cluster-scoped kind) and name. Keys are values,
 * ordered by kind, namespace, name.
 */
public final class ObjectKey implements Comparable<ObjectKey> {

  private static final Comparator<ObjectKey> ORDER =
      Comparator.comparing(ObjectKey::kind)
          .thenComparing(k -> k.namespace == null ? "" : k.namespace)
          .thenComparing(ObjectKey::name);

  private final Kind kind;
  private final @Nullable String namespace;
  private final String name;

  /** Creates a key; a namespace is required exactly for namespaced kinds. */
  ObjectKey(Kind kind, @Nullable String namespace, String name) {
    this.kind = requireNonNull(kind, "kind");
    this.name = requireNonNull(name, "name");
    if (kind.namespaced() == (namespace == null)) {
      throw new IllegalArgumentException(
          kind.kindName() + (kind.namespaced() ? " needs" : " has no") + " namespace");
    }
    this.namespace = namespace;
  }

  /**
   * The key of a Namespace.
   *
   * @param name the namespace's name
   * @return the key
   */
  public static ObjectKey namespace(String name) {
    return new ObjectKey(Kind.NAMESPACE, null, name);
  }

  /**
   * The key of a Secret.
   *
   * @param namespace its namespace
   * @param name its name
   * @return the key
   */
  public static ObjectKey secret(String namespace, String name) {
    return new ObjectKey(Kind.SECRET, namespace, name);
  }

  /**
   * The key of a ClusterIssuer.
   *
   * @param name its name
   * @return the key
   */
  public static ObjectKey clusterIssuer(String name) {
    return new ObjectKey(Kind.CLUSTER_ISSUER, null, name);
  }

  /** The kind, with its group, resource and scope. */
  Kind kind() {
    return kind;
  }

  /** The namespace, {@code null} exactly for cluster-scoped kinds. */
  public @Nullable String namespace() {
    return namespace;
  }

  /** The name. */
  public String name() {
    return name;
  }

  /** The library's reference to the object. */
  public ObjectRef ref() {
    return new ObjectRef(kind.kindName(), namespace, name);
  }

  @Override
  public int compareTo(ObjectKey other) {
    return ORDER.compare(this, other);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof ObjectKey key
        && kind == key.kind
        && Objects.equals(namespace, key.namespace)
        && name.equals(key.name);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, namespace, name);
  }

  /** {@code Kind name} or {@code Kind namespace/name}. */
  @Override
  public String toString() {
    return kind.kindName() + " " + (namespace == null ? name : namespace + "/" + name);
  }
}
