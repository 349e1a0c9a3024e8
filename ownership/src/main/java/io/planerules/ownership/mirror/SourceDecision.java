package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;

/**
 * Whether a Secret is a mirroring source (rules {@code mirror.disabled}, {@code
 * mirror.source-namespace}, {@code mirror.source-selector}), with the rule that decided and why;
 * {@link SecretMirrorPlanner#isSource} answers whether. A non-source is never an error.
 *
 * @param eligible whether the Secret is mirrored
 * @param ruleId the deciding rule
 * @param reason {@code MIRRORING_DISABLED}, {@code NOT_A_SOURCE}, {@code SELECTOR_MISMATCH} or
 *     {@code SOURCE_ELIGIBLE}
 * @param message why
 * @param trace the rules consulted
 */
record SourceDecision(
    boolean eligible, RuleId ruleId, ReasonCode reason, String message, Trace trace) {

  /** Creates a decision. */
  SourceDecision {
    requireNonNull(ruleId, "ruleId");
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    requireNonNull(trace, "trace");
  }
}
