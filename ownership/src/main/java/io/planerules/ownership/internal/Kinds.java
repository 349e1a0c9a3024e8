package io.planerules.ownership.internal;

import com.google.common.collect.ImmutableSet;

/**
 * Kubernetes kinds this module knows the scope of. A known namespaced kind needs a namespace, a
 * known cluster-scoped kind must not have one; other kinds are taken as given.
 */
public final class Kinds {

  /** {@code Namespace}. */
  public static final String NAMESPACE = "Namespace";

  /** {@code Secret}. */
  public static final String SECRET = "Secret";

  /** {@code ClusterIssuer} (cert-manager). */
  public static final String CLUSTER_ISSUER = "ClusterIssuer";

  /** {@code ClusterRole}. */
  public static final String CLUSTER_ROLE = "ClusterRole";

  /** {@code ClusterRoleBinding}. */
  public static final String CLUSTER_ROLE_BINDING = "ClusterRoleBinding";

  /** {@code ServiceAccount}. */
  public static final String SERVICE_ACCOUNT = "ServiceAccount";

  /** {@code Job}. */
  public static final String JOB = "Job";

  /** {@code CustomResourceDefinition}. */
  public static final String CRD = "CustomResourceDefinition";

  /** {@code NVCFBackend}. */
  public static final String NVCF_BACKEND = "NVCFBackend";

  /** {@code ICMSRequest}. */
  public static final String ICMS_REQUEST = "ICMSRequest";

  /** {@code MiniService} (cluster-scoped, one per instance). */
  public static final String MINI_SERVICE = "MiniService";

  /** {@code HelmRelease}: a Helm release as an object reference (namespace + name). */
  public static final String HELM_RELEASE = "HelmRelease";

  /** Kinds that are cluster-scoped. */
  public static final ImmutableSet<String> CLUSTER_SCOPED =
      ImmutableSet.of(
          NAMESPACE,
          CLUSTER_ISSUER,
          CLUSTER_ROLE,
          CLUSTER_ROLE_BINDING,
          CRD,
          MINI_SERVICE,
          "PersistentVolume",
          "StorageClass",
          "MutatingWebhookConfiguration",
          "ValidatingWebhookConfiguration");

  /** Kinds that are namespaced. */
  public static final ImmutableSet<String> NAMESPACED =
      ImmutableSet.of(
          SECRET,
          "ConfigMap",
          SERVICE_ACCOUNT,
          JOB,
          "Deployment",
          "StatefulSet",
          "Service",
          "Role",
          "RoleBinding",
          "PersistentVolumeClaim",
          "Certificate",
          "Issuer",
          NVCF_BACKEND,
          ICMS_REQUEST,
          HELM_RELEASE);

  private Kinds() {}
}
