/**
 * Control-plane identity: the control-plane id and plane domain, the Kubernetes / Helm / Cassandra
 * name validators, and the derivation of every plane-scoped name (see {@code identity.md}).
 */
module io.planerules.identity {
  requires transitive io.planerules.rules;
  requires transitive com.google.common;
  requires static transitive org.jspecify;

  exports io.planerules.identity;
}
