package io.planerules.admission;

import static java.util.Objects.requireNonNull;

/**
 * An API group and a resource (plural, lower case), e.g. {@code ""/namespaces} or {@code
 * cert-manager.io/clusterissuers}.
 *
 * @param group the API group, {@code ""} for the core group
 * @param resource the resource
 */
public record GroupResource(String group, String resource) {

  /** Namespaces (core group). */
  public static final GroupResource NAMESPACES = new GroupResource("", "namespaces");

  /** NVCFBackends ({@code nvcf.nvidia.io}). */
  public static final GroupResource NVCF_BACKENDS =
      new GroupResource("nvcf.nvidia.io", "nvcfbackends");

  /** ClusterIssuers ({@code cert-manager.io}). */
  public static final GroupResource CLUSTER_ISSUERS =
      new GroupResource("cert-manager.io", "clusterissuers");

  /** CustomResourceDefinitions ({@code apiextensions.k8s.io}). */
  public static final GroupResource CUSTOM_RESOURCE_DEFINITIONS =
      new GroupResource("apiextensions.k8s.io", "customresourcedefinitions");

  /** Checks the fields (their content is checked by {@link AdmissionOptions#validate()}). */
  public GroupResource {
    requireNonNull(group, "group");
    requireNonNull(resource, "resource");
  }

  /**
   * Reads {@code RESOURCE} (core group) or {@code GROUP/RESOURCE}; the text after the last {@code
   * /} is the resource.
   *
   * @param text the text, e.g. {@code cert-manager.io/clusterissuers}
   * @return the group and resource, unchecked
   */
  public static GroupResource parse(String text) {
    int slash = text.lastIndexOf('/');
    return slash < 0
        ? new GroupResource("", text)
        : new GroupResource(text.substring(0, slash), text.substring(slash + 1));
  }

  /** {@code RESOURCE} for the core group, else {@code GROUP/RESOURCE}. */
  @Override
  public String toString() {
    return group.isEmpty() ? resource : group + "/" + resource;
  }
}
