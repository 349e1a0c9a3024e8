package io.planerules.ownership.informer;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.LabelSelector;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.SharedPrerequisites;
import io.planerules.ownership.internal.Kinds;
import io.planerules.ownership.internal.PlaneNamespaces;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The watch scope of every informer of a plane's NVCA
 * (docs/reference/ownership.md#informer-scopes): the ownership label selector on every
 * plane-labelled kind, the plane's derived namespaces for namespaced informers, the
 * workload-namespace selector, and the cluster-wide shared prerequisite watched but never mutated.
 *
 * <p>Property (tested): for any object, "a scope of P admits it" implies "P's classification of it
 * is {@code OWNED} or {@code SHARED_PREREQUISITE}" — no informer of P delivers another plane's
 * object as actionable. Legacy mode: <b>stricter</b> than "no selector", every labelled-kind scope
 * uses {@code !nvcf.nvidia.com/control-plane-id}, because a legacy plane never manages a labelled
 * object.
 * <!-- snippet: OwnershipExamplesTest#informer-scopes -->
 *
 * <pre>{@code
 * for (InformerScope s : InformerScopes.forPlane(ControlPlaneId.of("plane-a"))) {
 *   LabelSelector selector = s.labelSelector(); // null: no label selector
 *   watches.add(
 *       new Watch(s.kind(), s.namespaces(), selector == null ? null : selector.toString()));
 * }
 * }</pre>
 */
public final class InformerScopes {

  /**
   * The name of the informer of the mirror's source Secrets ({@code mirror-source-secrets}), the
   * one informer whose objects are read and never mutated by the mirror.
   */
  public static final String MIRROR_SOURCE_SECRETS = InformerRule.MIRROR_SOURCE_SECRETS.scopeName();

  private InformerScopes() {}

  /**
   * The informer scopes as rules ({@code informer.<name>}), one per scope of {@link #forPlane}, in
   * order, for {@code docs/rules.md}; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(InformerRule.values());
  }

  /**
   * The scopes of plane {@code id} with the default naming options.
   *
   * @param id the plane
   * @return the scopes, in a fixed order
   */
  public static List<InformerScope> forPlane(ControlPlaneId id) {
    return forPlane(id, NamingOptions.defaults());
  }

  /**
   * The scopes of plane {@code id}.
   *
   * @param id the plane
   * @param options naming options
   * @return the scopes, in a fixed order
   */
  public static List<InformerScope> forPlane(ControlPlaneId id, NamingOptions options) {
    LabelSelector owned =
        id.isLegacy()
            ? LabelSelector.absent(OwnershipLabel.KEY)
            : LabelSelector.equalTo(OwnershipLabel.KEY, id.value());
    String operator = PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCA_OPERATOR);
    String system = PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCA_SYSTEM);
    String requests = PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCF_BACKEND);
    String source = PlaneNamespaces.derive(id, options, NameKind.SECRET_MIRROR_SOURCE_NAMESPACE);
    return ImmutableList.of(
        new InformerScope(
            InformerRule.NVCF_BACKENDS.scopeName(),
            Kinds.NVCF_BACKEND,
            owned,
            List.of(operator),
            null,
            null,
            true),
        new InformerScope(
            InformerRule.ICMS_REQUESTS.scopeName(),
            Kinds.ICMS_REQUEST,
            owned,
            List.of(requests),
            null,
            null,
            true),
        new InformerScope(
            InformerRule.MINI_SERVICES.scopeName(),
            Kinds.MINI_SERVICE,
            owned,
            List.of(),
            null,
            null,
            true),
        new InformerScope(
            InformerRule.STORAGE_CLAIMS.scopeName(),
            "PersistentVolumeClaim",
            owned,
            List.of(system),
            null,
            null,
            true),
        new InformerScope(
            InformerRule.MIRROR_SOURCE_SECRETS.scopeName(),
            Kinds.SECRET,
            owned,
            List.of(source),
            null,
            null,
            false),
        new InformerScope(
            InformerRule.MIRRORED_SECRETS.scopeName(),
            Kinds.SECRET,
            LabelSelector.of(LabelSelector.exists(SecretCopy.MIRRORED_FROM), owned),
            List.of(),
            owned,
            null,
            true),
        new InformerScope(
            InformerRule.WORKLOAD_NAMESPACES.scopeName(),
            Kinds.NAMESPACE,
            LabelSelector.of(LabelSelector.exists(OwnershipPolicy.WORKLOAD_LABEL), owned),
            List.of(),
            null,
            null,
            false),
        new InformerScope(
            InformerRule.SHARED_CRD.scopeName(),
            Kinds.CRD,
            null,
            List.of(),
            null,
            SharedPrerequisites.BACKEND_CRD,
            false));
  }
}
