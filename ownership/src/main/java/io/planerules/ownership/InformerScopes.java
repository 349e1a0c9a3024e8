package io.planerules.ownership;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.TransitionalDescriptor;
import java.util.List;
import java.util.Optional;

/**
 * The watch scope of every informer of a plane's NVCA (issue 10 §1): the ownership label selector
 * on every plane-labelled kind, the plane's derived namespaces for namespaced informers, the
 * workload-namespace selector, and the cluster-wide shared prerequisite watched but never mutated.
 *
 * <p>Property (tested): for any object, "a scope of P admits it" implies "P's classification of it
 * is {@code OWNED} or {@code SHARED_PREREQUISITE}" — no informer of P delivers another plane's
 * object as actionable. Legacy mode: <b>stricter</b> than "no selector", every labelled-kind scope
 * uses {@code !nvcf.nvidia.com/control-plane-id}, because a legacy plane never manages a labelled
 * object (D10).
 *
 * <pre>{@code
 * for (InformerScope s : InformerScopes.forPlane(ControlPlaneId.of("plane-a"))) {
 *   client.watch(s.kind(), s.namespaces(), s.labelSelector().map(Object::toString));
 * }
 * }</pre>
 */
public final class InformerScopes {

  private InformerScopes() {}

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
    LabelSelector.Requirement owner =
        id.isLegacy()
            ? LabelSelector.absent(OwnershipLabel.KEY)
            : LabelSelector.equalTo(OwnershipLabel.KEY, id.value());
    Optional<LabelSelector> owned = Optional.of(LabelSelector.of(owner));
    String operator = PlaneNamespaces.operatorNamespace(id, options);
    String system = PlaneNamespaces.systemNamespace(id, options);
    String requests = PlaneNamespaces.requestsNamespace(id, options);
    String source = PlaneNamespaces.mirrorSourceNamespace(id, options);
    return ImmutableList.of(
        new InformerScope(
            "nvcfbackends",
            Kinds.NVCF_BACKEND,
            owned,
            List.of(operator),
            Optional.empty(),
            Optional.empty(),
            true),
        new InformerScope(
            "icmsrequests",
            Kinds.ICMS_REQUEST,
            owned,
            List.of(requests),
            Optional.empty(),
            Optional.empty(),
            true),
        new InformerScope(
            "miniservices",
            Kinds.MINI_SERVICE,
            owned,
            List.of(),
            Optional.empty(),
            Optional.empty(),
            true),
        new InformerScope(
            "storage-claims",
            "PersistentVolumeClaim",
            owned,
            List.of(system),
            Optional.empty(),
            Optional.empty(),
            true),
        new InformerScope(
            "mirror-source-secrets",
            Kinds.SECRET,
            owned,
            List.of(source),
            Optional.empty(),
            Optional.empty(),
            false),
        new InformerScope(
            "mirrored-secrets",
            Kinds.SECRET,
            Optional.of(LabelSelector.of(LabelSelector.exists(SecretCopy.MIRRORED_FROM), owner)),
            List.of(),
            owned,
            Optional.empty(),
            true),
        new InformerScope(
            "workload-namespaces",
            Kinds.NAMESPACE,
            Optional.of(
                LabelSelector.of(
                    LabelSelector.exists(WorkloadNamespaceSelector.WORKLOAD_LABEL), owner)),
            List.of(),
            Optional.empty(),
            Optional.empty(),
            false),
        new InformerScope(
            "shared-crd",
            Kinds.CRD,
            Optional.empty(),
            List.of(),
            Optional.empty(),
            Optional.of(SharedPrerequisites.BACKEND_CRD),
            false));
  }

  static ImmutableList<RuleDescriptor> rules() {
    String d = "informer scopes";
    return ImmutableList.of(
        new TransitionalDescriptor(
            RuleId.of("informer.nvcfbackends"),
            d,
            "NVCFBackends in the plane's operator namespace, labelled for the plane",
            List.of()),
        new TransitionalDescriptor(
            RuleId.of("informer.icmsrequests"),
            d,
            "ICMSRequests in the plane's requests namespace, labelled for the plane",
            List.of()),
        new TransitionalDescriptor(
            RuleId.of("informer.miniservices"),
            d,
            "cluster-scoped MiniServices labelled for the plane",
            List.of()),
        new TransitionalDescriptor(
            RuleId.of("informer.storage-claims"),
            d,
            "PersistentVolumeClaims in the plane's nvca-system namespace, labelled for the plane",
            List.of()),
        new TransitionalDescriptor(
            RuleId.of("informer.mirror-source-secrets"),
            d,
            "Secrets in the mirror source namespace, labelled for the plane; read only",
            List.of()),
        new TransitionalDescriptor(
            RuleId.of("informer.mirrored-secrets"),
            d,
            "mirrored Secrets labelled for the plane in namespaces labelled for the plane",
            List.of()),
        new TransitionalDescriptor(
            RuleId.of("informer.workload-namespaces"),
            d,
            "Namespaces with the workload-instance-type label and the plane's ownership label",
            List.of()),
        new TransitionalDescriptor(
            RuleId.of("informer.shared-crd"),
            d,
            "the shared NVCFBackend CRD, cluster-wide, watched and never mutated",
            List.of()));
  }
}
