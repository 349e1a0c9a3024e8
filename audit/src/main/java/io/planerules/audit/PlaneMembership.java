package io.planerules.audit;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlanEntry;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.naming.Scope;
import io.planerules.identity.plane.IssuerPolicy;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.SharedPrerequisites;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What belongs to one plane (docs/reference/audit.md#what-belongs-to-a-plane), worked out once per
 * audit from the library's own tables: the rows of {@link PlaneNames#plan()} (the name table),
 * {@link SharedPrerequisites#defaults} plus the caller's shared objects and external issuers, and
 * {@link IssuerPolicy#canonicalName}. The judges only look names up in the sets kept here.
 */
final class PlaneMembership {

  private static final String NAMESPACE_KIND = "Namespace";

  final ControlPlaneId id;
  final boolean named;
  final String prefix;
  final String dotPrefix;
  final @Nullable PlaneDomain domain;

  /** The plane's namespaces ({@link PlaneNames#namespaces()}). */
  final ImmutableSet<String> namespaces;

  /** cert-manager, the Gateway controller and Gateway namespaces, and shared Namespace entries. */
  final ImmutableSet<String> sharedNamespaces;

  /** The Gateway controller and Gateway namespaces. */
  final ImmutableSet<String> gatewayNamespaces;

  /**
   * Named planes: the legacy name of each of the plane's namespace kinds that is not shared, to the
   * plane's own name of that kind ({@code nvcf} → {@code plane-a-nvcf}).
   */
  final ImmutableMap<String, String> legacyNamespaces;

  /** Named planes: the legacy object names of the name table ({@code audit.legacy-reference}). */
  final LegacyNames legacyNames;

  /** {@code namespace/name} of every namespaced row of the name table. */
  private final ImmutableSet<String> namespacedNames;

  /** The names of the name table's cluster-scoped rows. */
  private final ImmutableSet<String> clusterNames;

  /** {@code issuer/managed}: the managed ClusterIssuer's canonical name. */
  final String managedIssuer;

  /** {@code nvca/pre-delete-hook} and {@code namespace/nvca-operator}. */
  final String hookName;

  final String operatorNamespace;

  /** {@code openbao/jwt-audience}: the URL that keeps the legacy service name on purpose. */
  final String jwtAudience;

  private final SharedPrerequisites prerequisites;
  private final List<SharedEntry> shared;
  final ImmutableSet<String> externalIssuers;
  final LabelledKinds labelledKinds;

  PlaneMembership(ControlPlaneId id, AuditOptions options) {
    this.id = id;
    this.named = !id.isLegacy();
    this.prefix = id.value() + "-";
    this.dotPrefix = id.value() + ".";
    NamingOptions naming = options.naming();
    this.domain = options.domain().map(d -> PlaneDomain.of(d, id, true)).orElse(null);
    PlaneNames names = PlaneNames.of(id, Optional.ofNullable(domain), naming);
    this.prerequisites = SharedPrerequisites.defaults(id, naming);
    this.shared = options.shared();
    this.externalIssuers = ImmutableSet.copyOf(options.externalIssuers());
    this.labelledKinds = LabelledKinds.of(options.labelledKinds());

    Set<String> sharedNs = new HashSet<>();
    for (ObjectRef ref : prerequisites.refs()) {
      if (ref.kind().equals(NAMESPACE_KIND)) {
        sharedNs.add(ref.name());
      }
    }
    for (SharedEntry entry : shared) {
      if (entry.kind().equals(NAMESPACE_KIND)
          && entry.namespace() == null
          && entry.name() != null) {
        sharedNs.add(entry.name());
      }
    }
    this.sharedNamespaces = ImmutableSet.copyOf(sharedNs);
    this.gatewayNamespaces =
        ImmutableSet.of(naming.gatewayControllerNamespace(), naming.gatewayNamespace());

    this.namespaces = ImmutableSet.copyOf(names.namespaces());
    ImmutableMap.Builder<String, String> legacy = ImmutableMap.builder();
    ImmutableSet.Builder<String> namespaced = ImmutableSet.builder();
    ImmutableSet.Builder<String> cluster = ImmutableSet.builder();
    String issuer = IssuerPolicy.canonicalName(id);
    String hook = "";
    String operator = "";
    String audience = "";
    List<PlanEntry> plan = names.plan();
    for (PlanEntry row : plan) {
      String value = row.name();
      if (value == null) {
        continue;
      }
      NameKind kind = row.nameKind();
      if (kind.family().equals("namespace")) {
        String legacyValue = row.legacy();
        if (named && legacyValue != null && !sharedNs.contains(legacyValue)) {
          legacy.put(legacyValue, value);
        }
      }
      if (row.scope() == Scope.NAMESPACED && row.namespace() != null) {
        namespaced.add(row.namespace() + "/" + value);
      } else if (row.scope() == Scope.CLUSTER) {
        cluster.add(value);
      }
      if (kind.equals(NameKind.NVCA_PRE_DELETE_HOOK)) {
        hook = value;
      } else if (kind.equals(NameKind.NAMESPACE_NVCA_OPERATOR)) {
        operator = value;
      } else if (kind.equals(NameKind.OPENBAO_JWT_AUDIENCE)) {
        audience = value;
      }
    }
    // a legacy name that is one of the plane's own (no id makes one today) is the plane's
    Map<String, String> legacyNames = new HashMap<>(legacy.buildKeepingLast());
    legacyNames.keySet().removeAll(namespaces);
    this.legacyNamespaces = ImmutableMap.copyOf(legacyNames);
    this.legacyNames = named ? LegacyNames.of(plan, prefix, namespaces) : LegacyNames.none();
    this.namespacedNames = namespaced.build();
    this.clusterNames = cluster.build();
    this.managedIssuer = issuer;
    this.hookName = hook;
    this.operatorNamespace = operator;
    this.jwtAudience = audience;
  }

  /** The plane's id as findings print it: {@code "plane-a"}, or {@code the legacy plane}. */
  String display() {
    return named ? "\"" + id.value() + "\"" : "the legacy plane";
  }

  /** Whether {@code namespace} is one of the plane's. */
  boolean ownsNamespace(@Nullable String namespace) {
    return namespace != null && namespaces.contains(namespace);
  }

  /** A namespaced name of the plane: a row of the name table in that namespace, or {@code p-…}. */
  boolean ownsName(String namespace, String name) {
    return (named && name.startsWith(prefix)) || namespacedNames.contains(namespace + "/" + name);
  }

  /** A cluster-scoped name of the plane: a cluster-scoped row, {@code p-…} or {@code p.…}. */
  boolean ownsClusterName(String name) {
    return (named && (name.startsWith(prefix) || name.startsWith(dotPrefix)))
        || clusterNames.contains(name);
  }

  /**
   * Whether the object is shared: a shared prerequisite, one of the caller's shared objects, or an
   * external ClusterIssuer.
   *
   * @param namespace the object's namespace, {@code null} when cluster-scoped
   */
  boolean isShared(String kind, @Nullable String namespace, String name) {
    if (prerequisites.contains(new ObjectRef(kind, namespace, name))) {
      return true;
    }
    if (namespace == null
        && kind.equals(IssuerPolicy.CLUSTER_ISSUER)
        && externalIssuers.contains(name)) {
      return true;
    }
    for (SharedEntry entry : shared) {
      if (entry.matches(kind, namespace, name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a label selector admits only this plane's namespaces: its ownership label must be this
   * plane's id, held by {@code matchLabels} or by a {@code matchExpressions} {@code In} expression
   * with exactly that one value. Anything else also selects namespaces of other planes.
   *
   * @param selector the selector, or {@code null} when absent
   */
  boolean selectsOnlyThisPlane(@Nullable Object selector) {
    if (!(selector instanceof Map<?, ?>)) {
      return false;
    }
    String wanted = id.value();
    if (wanted.equals(Obj.text(Obj.at(selector, "matchLabels", OwnershipLabel.KEY)))) {
      return true;
    }
    for (Object expression : Obj.list(Obj.at(selector, "matchExpressions"))) {
      Map<String, Object> e = Obj.map(expression);
      List<Object> values = Obj.list(e.get("values"));
      if (OwnershipLabel.KEY.equals(e.get("key"))
          && "In".equals(e.get("operator"))
          && values.size() == 1
          && wanted.equals(Obj.text(values.get(0)))) {
        return true;
      }
    }
    return false;
  }
}
