package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.internal.Kinds;
import io.planerules.ownership.internal.PlaneNamespaces;
import java.util.Set;

/**
 * Cluster prerequisites that no plane reconciles, updates, adopts, deletes or tears down, whatever
 * labels someone put on them (docs/reference/ownership.md#classification): the CRD {@code
 * nvcfbackends.nvcf.nvidia.io}, the Namespace {@code cert-manager}, the Gateway controller and
 * Gateway namespaces, the Helm release {@code nvca-shared-crds} (matched by name in any namespace)
 * and configured external ClusterIssuers.
 * <!-- snippet: OwnershipExamplesTest#shared-prerequisites -->
 *
 * <pre>{@code
 * SharedPrerequisites shared =
 *     SharedPrerequisites.defaults(id, NamingOptions.defaults())
 *         .with(ObjectRef.cluster("ClusterIssuer", "corp-ca"));
 * }</pre>
 */
public final class SharedPrerequisites {

  /** The NVCFBackend CRD's name. */
  public static final String BACKEND_CRD = "nvcfbackends.nvcf.nvidia.io";

  /** The cert-manager namespace. */
  public static final String CERT_MANAGER = "cert-manager";

  /** The prerequisite chart's release that owns the CRD. */
  public static final String SHARED_CRDS_RELEASE = "nvca-shared-crds";

  /**
   * The defaults for {@link NamingOptions#defaults()}, built once: every {@link
   * PolicyContext#defaults} (one per request of the CLI's batch protocol) starts from them.
   */
  private static final SharedPrerequisites DEFAULTS = of(NamingOptions.defaults());

  private final ImmutableSet<ObjectRef> refs;

  /** The kinds in {@link #refs}: most objects a plane asks about are of none of them. */
  private final ImmutableSet<String> kinds;

  /** The names of the Namespaces in {@link #refs}: the namespaces several planes share. */
  private final ImmutableSet<String> namespaces;

  private SharedPrerequisites(ImmutableSet<ObjectRef> refs) {
    this.refs = refs;
    this.kinds = refs.stream().map(ObjectRef::kind).collect(ImmutableSet.toImmutableSet());
    this.namespaces =
        refs.stream()
            .filter(ref -> ref.kind().equals(Kinds.NAMESPACE))
            .map(ObjectRef::name)
            .collect(ImmutableSet.toImmutableSet());
  }

  /**
   * The default prerequisites for a plane.
   *
   * @param id the plane (the set is the same for every plane; the id is kept for symmetry)
   * @param options where the Gateway controller and Gateway namespaces are
   * @return the set
   */
  public static SharedPrerequisites defaults(ControlPlaneId id, NamingOptions options) {
    requireNonNull(id, "id");
    return options.equals(NamingOptions.defaults()) ? DEFAULTS : of(options);
  }

  /** The default prerequisites for {@code options}. */
  private static SharedPrerequisites of(NamingOptions options) {
    ImmutableSet.Builder<ObjectRef> refs = ImmutableSet.builder();
    refs.add(ObjectRef.cluster(Kinds.CRD, BACKEND_CRD));
    refs.add(ObjectRef.namespace(CERT_MANAGER));
    for (String ns : PlaneNamespaces.gatewayNamespaces(options)) {
      refs.add(ObjectRef.namespace(ns));
    }
    refs.add(ObjectRef.cluster(Kinds.HELM_RELEASE, SHARED_CRDS_RELEASE));
    return new SharedPrerequisites(refs.build());
  }

  /** An empty set (for tests and callers that supply every prerequisite themselves). */
  public static SharedPrerequisites none() {
    return new SharedPrerequisites(ImmutableSet.of());
  }

  /**
   * This set plus one more prerequisite, e.g. a configured external ClusterIssuer.
   *
   * @param ref the prerequisite; a {@code HelmRelease} without namespace matches that release name
   *     in any namespace
   * @return the larger set
   */
  public SharedPrerequisites with(ObjectRef ref) {
    requireNonNull(ref, "ref");
    return new SharedPrerequisites(ImmutableSet.<ObjectRef>builder().addAll(refs).add(ref).build());
  }

  /**
   * This set plus an external ClusterIssuer.
   *
   * @param name the issuer's name
   * @return the larger set
   */
  public SharedPrerequisites withExternalClusterIssuer(String name) {
    return with(ObjectRef.cluster(Kinds.CLUSTER_ISSUER, name));
  }

  /**
   * Whether the object is a shared prerequisite.
   *
   * @param ref the object
   * @return whether it is in the set
   */
  public boolean contains(ObjectRef ref) {
    if (!kinds.contains(ref.kind())) {
      return false;
    }
    if (refs.contains(ref)) {
      return true;
    }
    return ref.kind().equals(Kinds.HELM_RELEASE)
        && refs.contains(ObjectRef.cluster(Kinds.HELM_RELEASE, ref.name()));
  }

  /**
   * Whether some prerequisite is of this kind; when not, {@link #contains} answers no for every
   * object of the kind.
   */
  boolean hasKind(String kind) {
    return kinds.contains(kind);
  }

  /**
   * Whether the namespace is a shared one (a Namespace in this set, e.g. {@code cert-manager}):
   * several planes keep objects there, so its labels say nothing about theirs.
   */
  boolean isSharedNamespace(String namespace) {
    return namespaces.contains(namespace);
  }

  /** The prerequisites. */
  public Set<ObjectRef> refs() {
    return refs;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SharedPrerequisites that && refs.equals(that.refs);
  }

  @Override
  public int hashCode() {
    return refs.hashCode();
  }

  @Override
  public String toString() {
    return "SharedPrerequisites" + refs;
  }
}
