package io.planerules.identity.naming;

import java.util.Locale;

/** Where a named thing lives: a cluster-scoped object, a namespaced object, or not an object. */
public enum Scope {
  /** A cluster-scoped Kubernetes object (Namespace, ClusterIssuer, ClusterRole, ...). */
  CLUSTER,
  /** A namespaced Kubernetes object (or a Helm release, stored in its namespace). */
  NAMESPACED,
  /** Not a Kubernetes object: a host name, URL, keyspace, label value or constant. */
  NONE;

  /** The wire name: {@code cluster}, {@code namespaced}, {@code none}. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
