package io.planerules.audit;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether a kind is cluster-scoped (docs/reference/audit.md#scope): the Kubernetes built-ins of the
 * table below, cert-manager's ClusterIssuer and Gateway API's GatewayClass; a kind a
 * CustomResourceDefinition among the inputs declares {@code Cluster}; a kind the caller names.
 * Everything else is namespaced. A CRD declares its kind's scope for the whole audit, wherever it
 * appears: a kind of a group no CRD can define (the Kubernetes API groups) is decided at once, any
 * other kind only when a CRD has declared it, else at the end of the input.
 */
final class Scopes {

  /** What is known of a kind's scope while the input is read. */
  enum Known {
    CLUSTER,
    NAMESPACED,
    /** A custom kind no CRD has declared yet: cluster-scoped only if one later does. */
    PENDING
  }

  /**
   * The cluster-scoped built-in kinds, cert-manager's ClusterIssuer, Gateway API's GatewayClass.
   */
  static final Set<String> BUILT_IN_CLUSTER_SCOPED =
      Set.of(
          "Namespace",
          "Node",
          "PersistentVolume",
          "StorageClass",
          "CSIDriver",
          "CSINode",
          "VolumeAttachment",
          "PriorityClass",
          "RuntimeClass",
          "ClusterRole",
          "ClusterRoleBinding",
          "CustomResourceDefinition",
          "APIService",
          "MutatingWebhookConfiguration",
          "ValidatingWebhookConfiguration",
          "ValidatingAdmissionPolicy",
          "ValidatingAdmissionPolicyBinding",
          "CertificateSigningRequest",
          "ClusterTrustBundle",
          "IngressClass",
          "ClusterIssuer",
          "GatewayClass");

  /**
   * The API groups of Kubernetes itself: the API server refuses a CRD in them (the {@code k8s.io}
   * and {@code kubernetes.io} groups need an approval annotation, given only to SIG projects such
   * as Gateway API, whose group is not listed here).
   */
  private static final Set<String> KUBERNETES_GROUPS =
      Set.of(
          "",
          "apps",
          "batch",
          "autoscaling",
          "policy",
          "rbac.authorization.k8s.io",
          "networking.k8s.io",
          "storage.k8s.io",
          "scheduling.k8s.io",
          "coordination.k8s.io",
          "node.k8s.io",
          "discovery.k8s.io",
          "events.k8s.io",
          "admissionregistration.k8s.io",
          "apiextensions.k8s.io",
          "apiregistration.k8s.io",
          "certificates.k8s.io",
          "authentication.k8s.io",
          "authorization.k8s.io",
          "flowcontrol.apiserver.k8s.io",
          "resource.k8s.io",
          "internal.apiserver.k8s.io",
          "storagemigration.k8s.io");

  private final List<GroupKind> declared;
  private final Map<String, Boolean> fromCrds = new HashMap<>();

  Scopes(List<GroupKind> declared) {
    this.declared = declared;
  }

  /** A CustomResourceDefinition among the inputs declares the scope of {@code group/kind}. */
  void declare(String group, String kind, boolean cluster) {
    fromCrds.put(group + "/" + kind, cluster);
  }

  /** What is known now. */
  Known known(String group, String kind) {
    if (BUILT_IN_CLUSTER_SCOPED.contains(kind) || isDeclared(group, kind)) {
      return Known.CLUSTER;
    }
    Boolean crd = fromCrds.get(group + "/" + kind);
    if (crd != null) {
      return crd ? Known.CLUSTER : Known.NAMESPACED;
    }
    return KUBERNETES_GROUPS.contains(group) ? Known.NAMESPACED : Known.PENDING;
  }

  /** The scope at the end of the input: a pending kind is namespaced unless a CRD declared it. */
  boolean isClusterScoped(String group, String kind) {
    return known(group, kind) == Known.CLUSTER;
  }

  private boolean isDeclared(String group, String kind) {
    for (GroupKind k : declared) {
      if (k.matches(group, kind)) {
        return true;
      }
    }
    return false;
  }
}
