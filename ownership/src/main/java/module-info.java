/**
 * Ownership decisions of plane-rules: the ownership label, verdicts and the action policy,
 * NVCFBackend admission, Secret-mirror and teardown planning and informer watch scopes.
 */
module io.planerules.ownership {
  requires transitive io.planerules.identity;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.planerules.ownership;
  exports io.planerules.ownership.backend;
  exports io.planerules.ownership.install;
  exports io.planerules.ownership.mirror;
  exports io.planerules.ownership.teardown;
  exports io.planerules.ownership.informer;
}
