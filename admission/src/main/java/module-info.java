/**
 * Kubernetes ValidatingAdmissionPolicies ({@code admissionregistration.k8s.io/v1}, CEL) from the
 * ownership rules: the policies and bindings of a plane as Kubernetes documents and the library's
 * own decision for one request ({@code io.planerules.admission}), and their YAML and JSON ({@code
 * io.planerules.admission.io}, the only package that imports Jackson). The objects as values
 * ({@code io.planerules.admission.policy}) are the module's own. See docs/reference/admission.md.
 */
module io.planerules.admission {
  requires transitive io.planerules.ownership;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static com.google.errorprone.annotations;
  requires com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.dataformat.yaml;

  exports io.planerules.admission;
  exports io.planerules.admission.io;
}
