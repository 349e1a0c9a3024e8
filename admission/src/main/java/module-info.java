/**
 * Kubernetes ValidatingAdmissionPolicies ({@code admissionregistration.k8s.io/v1}, CEL) from the
 * ownership rules: the policies and bindings of a plane ({@code io.planerules.admission}), the
 * objects as values ({@code io.planerules.admission.policy}), their YAML and JSON ({@code
 * io.planerules.admission.io}, the only package that imports Jackson) and the rules index. See
 * docs/reference/admission.md.
 */
module io.planerules.admission {
  requires transitive io.planerules.ownership;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static com.google.errorprone.annotations;
  requires transitive com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.dataformat.yaml;

  exports io.planerules.admission;
  exports io.planerules.admission.policy;
  exports io.planerules.admission.io;
  exports io.planerules.admission.rules;
}
