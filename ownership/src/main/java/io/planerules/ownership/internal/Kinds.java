package io.planerules.ownership.internal;

/**
 * The Kubernetes kinds the ownership packages name in code. Which kinds are namespaced and which
 * cluster-scoped is {@code ObjectRef}'s to know.
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

  private Kinds() {}
}
