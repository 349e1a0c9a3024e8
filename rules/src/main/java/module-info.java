/**
 * The explanation model every plane-rules decision shares: {@link io.planerules.rules.Problem},
 * {@link io.planerules.rules.ValidationResult}, {@link io.planerules.rules.RuleId}, {@link
 * io.planerules.rules.Trace}. The ordered-rules evaluator {@code RuleBook}, with which every module
 * decides, is in {@code io.planerules.rules.internal}, exported to the library modules only.
 */
module io.planerules.rules {
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static org.immutables.value.annotations;
  requires static com.google.errorprone.annotations;
  requires static java.compiler;

  exports io.planerules.rules;
  // what every library module decides and explains with (the rule book, its rules and outcomes,
  // the trace builder) and the primitives they share: Go quoting, SHA-256 and hex, UTF-8 lengths,
  // wire names
  exports io.planerules.rules.internal to
      io.planerules.identity,
      io.planerules.ownership,
      io.planerules.admission,
      io.planerules.audit,
      io.planerules.rbac,
      io.planerules.storage.catalog,
      io.planerules.binding;
}
