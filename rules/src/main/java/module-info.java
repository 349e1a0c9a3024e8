/**
 * The explanation model every plane-rules decision shares: {@link io.planerules.rules.Problem},
 * {@link io.planerules.rules.ValidationResult}, {@link io.planerules.rules.RuleId}, {@link
 * io.planerules.rules.Trace} and the ordered-rules evaluator {@link io.planerules.rules.RuleBook}.
 */
module io.planerules.rules {
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static org.immutables.value.annotations;
  requires static com.google.errorprone.annotations;
  requires static java.compiler;

  exports io.planerules.rules;
  // the primitives every library module shares: Go quoting, SHA-256 and hex, UTF-8 lengths, wire
  // names
  exports io.planerules.rules.internal to
      io.planerules.identity,
      io.planerules.ownership,
      io.planerules.admission,
      io.planerules.audit,
      io.planerules.rbac,
      io.planerules.storage.catalog,
      io.planerules.binding;
}
