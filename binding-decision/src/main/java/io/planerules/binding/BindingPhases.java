package io.planerules.binding;

import static io.planerules.rules.internal.GoQuote.quote;

/**
 * ModelCacheBinding status rules (spec §7.4): allowed phase changes are {@code ""}→{@code Active},
 * {@code ""}→{@code Retiring}, {@code Active}→{@code Retiring} and no change; {@code Retiring} is
 * final; a phase is never cleared; a non-empty {@code providerDataIdentity} never changes; only
 * {@code Active} accepts new request references. An unknown phase counts as not {@code Active}.
 *
 * <p>Example: {@code checkChange("ns", "b", Retiring, Active)} is refused by {@code
 * binding.retiring-final}: {@code model cache binding ns/b cannot return from Retiring to Active}.
 */
public final class BindingPhases {
  private BindingPhases() {}

  /**
   * Checks a status update of binding {@code namespace}/{@code name}; the value is {@code next}.
   */
  public static Outcome<BindingStatus> checkChange(
      String namespace, String name, BindingStatus old, BindingStatus next) {
    Steps steps = new Steps();
    String ref = namespace + "/" + name;
    String from = old.phase();
    String to = next.phase();
    if (ModelCacheConstants.PHASE_RETIRING.equals(from)
        && ModelCacheConstants.PHASE_ACTIVE.equals(to)) {
      return steps.refuse(
          BindingRule.BINDING_RETIRING_FINAL,
          "model cache binding " + ref + " cannot return from Retiring to Active",
          "status.phase");
    }
    steps.pass(BindingRule.BINDING_RETIRING_FINAL, "");
    if (!from.isEmpty() && to.isEmpty()) {
      return steps.refuse(
          BindingRule.BINDING_PHASE_CLEARED,
          "model cache binding " + ref + " phase cannot be cleared",
          "status.phase");
    }
    steps.pass(BindingRule.BINDING_PHASE_CLEARED, "");
    boolean allowed =
        from.equals(to)
            || (from.isEmpty()
                && (ModelCacheConstants.PHASE_ACTIVE.equals(to)
                    || ModelCacheConstants.PHASE_RETIRING.equals(to)))
            || (ModelCacheConstants.PHASE_ACTIVE.equals(from)
                && ModelCacheConstants.PHASE_RETIRING.equals(to));
    if (!allowed) {
      return steps.refuse(
          BindingRule.BINDING_PHASE_CHANGE,
          "model cache binding "
              + ref
              + " phase cannot change from "
              + quote(from)
              + " to "
              + quote(to),
          "status.phase");
    }
    steps.pass(BindingRule.BINDING_PHASE_CHANGE, "");
    String before = old.realized().providerDataIdentity();
    String after = next.realized().providerDataIdentity();
    if (!before.isEmpty() && !before.equals(after)) {
      return steps.refuse(
          BindingRule.BINDING_DATA_IDENTITY,
          "model cache binding "
              + ref
              + " data identity changed from "
              + quote(before)
              + " to "
              + quote(after),
          "status.realized.providerDataIdentity");
    }
    steps.pass(BindingRule.BINDING_DATA_IDENTITY, "");
    return steps.ok(BindingRule.BINDING_PHASE_ALLOWED, next, quote(from) + " -> " + quote(to));
  }

  /** Whether binding {@code namespace}/{@code name} accepts a new request reference. */
  public static Outcome<BindingStatus> acceptsReferences(
      String namespace, String name, BindingStatus status) {
    Steps steps = new Steps();
    if (!ModelCacheConstants.PHASE_ACTIVE.equals(status.phase())) {
      return steps.refuse(
          BindingRule.BINDING_ACCEPTS_REFERENCES,
          "model cache binding "
              + namespace
              + "/"
              + name
              + " is "
              + status.phase()
              + " and accepts no new request references",
          "status.phase");
    }
    steps.pass(BindingRule.BINDING_ACCEPTS_REFERENCES, "");
    return steps.ok(BindingRule.BINDING_ACCEPTING, status, "Active");
  }
}
