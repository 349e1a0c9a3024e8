/**
 * RBAC delegation coverage of plane-rules: whether a granter may write a Role or ClusterRole
 * without the {@code escalate} verb, decided as Kubernetes' escalation check decides it, and the
 * atomic-permission drift between two rule sets.
 */
module io.planerules.rbac {
  requires transitive io.planerules.rules;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.planerules.rbac;
}
