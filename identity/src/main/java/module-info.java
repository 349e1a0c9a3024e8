/**
 * Control-plane identity: the control-plane id and plane domain, the Kubernetes / Helm / Cassandra
 * name validators, the derivation of every plane-scoped name, and the checks of a plane's
 * configuration and of several planes in one cluster (see docs/reference/identity.md).
 */
module io.planerules.identity {
  requires transitive io.planerules.rules;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.planerules.identity;
  exports io.planerules.identity.validation;
  exports io.planerules.identity.naming;
  exports io.planerules.identity.plane;
}
