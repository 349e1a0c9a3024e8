package io.planerules.binding.intent;

import static io.planerules.rules.internal.GoQuote.quote;

import io.planerules.binding.Outcome;
import io.planerules.binding.internal.Steps;

/**
 * ModelCacheBinding status rules, asked through {@link ObservedBinding#checkStatusChange} and
 * {@link ObservedBinding#acceptsReferences()}
 * (docs/reference/binding-decision.md#binding-validation-and-phases): allowed phase changes are
 * {@code ""}→{@code Active}, {@code ""}→{@code Retiring}, {@code Active}→{@code Retiring} and no
 * change; {@code Retiring} is final; a phase is never cleared; a non-empty {@code
 * providerDataIdentity} never changes; only {@code Active} accepts new request references. An
 * unknown phase counts as not {@code Active}.
 *
 * <p>Example: {@code checkChange("ns", "b", Retiring, Active)} is refused by {@code
 * binding.retiring-final}: {@code model cache binding ns/b cannot return from Retiring to Active}.
 */
final class BindingPhases {
  private BindingPhases() {}

  /**
   * Checks a status update of binding {@code namespace}/{@code name}; the value is {@code next}.
   */
  static Outcome<BindingStatus> checkChange(
      String namespace, String name, BindingStatus old, BindingStatus next) {
    Steps steps = new Steps();
    String ref = namespace + "/" + name;
    String from = old.phase();
    String to = next.phase();
    if (BindingStatus.PHASE_RETIRING.equals(from) && BindingStatus.PHASE_ACTIVE.equals(to)) {
      return steps.refuse(
          BindingPhaseRule.RETIRING_FINAL,
          "model cache binding " + ref + " cannot return from Retiring to Active",
          "status.phase");
    }
    steps.pass(BindingPhaseRule.RETIRING_FINAL, "");
    if (!from.isEmpty() && to.isEmpty()) {
      return steps.refuse(
          BindingPhaseRule.PHASE_CLEARED,
          "model cache binding " + ref + " phase cannot be cleared",
          "status.phase");
    }
    steps.pass(BindingPhaseRule.PHASE_CLEARED, "");
    boolean allowed =
        from.equals(to)
            || (from.isEmpty()
                && (BindingStatus.PHASE_ACTIVE.equals(to)
                    || BindingStatus.PHASE_RETIRING.equals(to)))
            || (BindingStatus.PHASE_ACTIVE.equals(from) && BindingStatus.PHASE_RETIRING.equals(to));
    if (!allowed) {
      return steps.refuse(
          BindingPhaseRule.PHASE_CHANGE,
          "model cache binding "
              + ref
              + " phase cannot change from "
              + quote(from)
              + " to "
              + quote(to),
          "status.phase");
    }
    steps.pass(BindingPhaseRule.PHASE_CHANGE, "");
    String before = old.providerDataIdentity();
    String after = next.providerDataIdentity();
    if (!before.isEmpty() && !before.equals(after)) {
      return steps.refuse(
          BindingPhaseRule.DATA_IDENTITY,
          "model cache binding "
              + ref
              + " data identity changed from "
              + quote(before)
              + " to "
              + quote(after),
          "status.realized.providerDataIdentity");
    }
    steps.pass(BindingPhaseRule.DATA_IDENTITY, "");
    return steps.ok(BindingPhaseRule.PHASE_ALLOWED, next, quote(from) + " -> " + quote(to));
  }

  /** Whether binding {@code namespace}/{@code name} accepts a new request reference. */
  static Outcome<BindingStatus> acceptsReferences(
      String namespace, String name, BindingStatus status) {
    Steps steps = new Steps();
    if (!BindingStatus.PHASE_ACTIVE.equals(status.phase())) {
      return steps.refuse(
          BindingPhaseRule.ACCEPTS_REFERENCES,
          "model cache binding "
              + namespace
              + "/"
              + name
              + " is "
              + status.phase()
              + " and accepts no new request references",
          "status.phase");
    }
    steps.pass(BindingPhaseRule.ACCEPTS_REFERENCES, "");
    return steps.ok(BindingPhaseRule.ACCEPTING, status, "Active");
  }
}
