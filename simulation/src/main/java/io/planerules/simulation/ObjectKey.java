package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ObjectRef;
import java.util.Comparator;
import org.jspecify.annotations.Nullable;

/**
 * Where an object is stored: its group and kind ({@link Kind}), namespace ({@code null} for a
 * cluster-scoped kind) and name. Ordered by kind, namespace, name.
 *
 * @param kind the kind
 * @param namespace the namespace, {@code null} exactly for cluster-scoped kinds
 * @param name the name
 */
public record ObjectKey(Kind kind, @Nullable String namespace, String name)
    implements Comparable<ObjectKey> {

  private static final Comparator<ObjectKey> ORDER =
      Comparator.comparing(ObjectKey::kind)
          .thenComparing(k -> k.namespace() == null ? "" : k.namespace())
          .thenComparing(ObjectKey::name);

  /** Creates a key; a namespace is required exactly for namespaced kinds. */
  public ObjectKey {
    requireNonNull(kind, "kind");
    requireNonNull(name, "name");
    if (kind.namespaced() == (namespace == null)) {
      throw new IllegalArgumentException(
          kind.kindName() + (kind.namespaced() ? " needs" : " has no") + " namespace");
    }
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

  /** The library's reference to the object. */
  public ObjectRef ref() {
    return new ObjectRef(kind.kindName(), namespace, name);
  }

  @Override
  public int compareTo(ObjectKey other) {
    return ORDER.compare(this, other);
  }

  @Override
  public String toString() {
    return kind.kindName() + " " + (namespace == null ? name : namespace + "/" + name);
  }
}
