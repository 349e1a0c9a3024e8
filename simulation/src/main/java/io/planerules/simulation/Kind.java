package io.planerules.simulation;

import io.planerules.admission.GroupResource;

/**
 * The kinds the simulated server stores, each with its API group, resource name and scope (as the
 * API server's discovery lists them).
 */
enum Kind {
  /** {@code v1 Namespace}, cluster-scoped. */
  NAMESPACE("", "Namespace", "namespaces", false),
  /** {@code v1 Secret}, namespaced. */
  SECRET("", "Secret", "secrets", true),
  /** cert-manager's {@code ClusterIssuer}, cluster-scoped. */
  CLUSTER_ISSUER("cert-manager.io", "ClusterIssuer", "clusterissuers", false);

  private final String group;
  private final String kindName;
  private final String resource;
  private final boolean namespaced;

  Kind(String group, String kindName, String resource, boolean namespaced) {
    this.group = group;
    this.kindName = kindName;
    this.resource = resource;
    this.namespaced = namespaced;
  }

  /** The API group ({@code ""} for the core group). */
  String group() {
    return group;
  }

  /** The kind as objects spell it ({@code Secret}). */
  String kindName() {
    return kindName;
  }

  /** The group and resource that admission policies match. */
  GroupResource groupResource() {
    return new GroupResource(group, resource);
  }

  /** Whether objects of this kind live in a namespace. */
  boolean namespaced() {
    return namespaced;
  }
}
