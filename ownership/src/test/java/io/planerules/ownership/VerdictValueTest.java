package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import com.google.common.testing.EqualsTester;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Verdicts are values: equal exactly when kind and every value (message and trace included) are.
 */
class VerdictValueTest {

  private static final OwnershipState S = OwnershipState.FOREIGN;
  private static final RuleId R = RuleId.of("policy.delete.foreign");
  private static final ReasonCode C = ReasonCode.FOREIGN_OWNER;
  private static final Trace T =
      Trace.of(List.of(new TraceEntry(R, TraceResult.DECIDED, "deny FOREIGN_OWNER")));

  @Test
  void equalityCoversKindAndEveryValue() {
    new EqualsTester()
        .addEqualityGroup(
            new Verdict.Deny(S, R, C, "m", T, false, false),
            new Verdict.Deny(S, R, C, "m", T, false, false),
            Verdict.of(Outcome.DENY, S, R, C, "m", T))
        .addEqualityGroup(new Verdict.Deny(S, R, C, "m", T, true, false))
        .addEqualityGroup(new Verdict.Deny(S, R, C, "m", T, false, true))
        .addEqualityGroup(new Verdict.Deny(OwnershipState.UNLABELLED, R, C, "m", T, false, false))
        .addEqualityGroup(
            new Verdict.Deny(S, RuleId.of("policy.update.foreign"), C, "m", T, false, false))
        .addEqualityGroup(new Verdict.Deny(S, R, ReasonCode.NO_ADOPTION, "m", T, false, false))
        .addEqualityGroup(new Verdict.Deny(S, R, C, "other", T, false, false))
        .addEqualityGroup(new Verdict.Deny(S, R, C, "m", Trace.empty(), false, false))
        .addEqualityGroup(
            new Verdict.Skip(S, R, C, "m", T), Verdict.of(Outcome.SKIP, S, R, C, "m", T))
        .addEqualityGroup(
            new Verdict.Abort(S, R, C, "m", T), Verdict.of(Outcome.ABORT, S, R, C, "m", T))
        .addEqualityGroup(
            new Verdict.Allow(S, R, C, "m", T, null), Verdict.of(Outcome.ALLOW, S, R, C, "m", T))
        .addEqualityGroup(new Verdict.Allow(S, R, C, "m", T, "plane-a"))
        .testEquals();
    // the hash spreads verdicts that differ (fixed values, so these hashes are fixed too)
    assertThat(new Verdict.Skip(S, R, C, "m", T).hashCode())
        .isNotEqualTo(new Verdict.Skip(S, R, C, "n", T).hashCode())
        .isNotEqualTo(new Verdict.Abort(S, R, C, "m", T).hashCode());
  }

  @Test
  void accessorsReturnWhatWasGiven() {
    Verdict.Allow allow = new Verdict.Allow(S, R, C, "m", T, "plane-a");
    assertThat(allow.state()).isEqualTo(S);
    assertThat(allow.ruleId()).isEqualTo(R);
    assertThat(allow.reason()).isEqualTo(C);
    assertThat(allow.message()).isEqualTo("m");
    assertThat(allow.trace()).isEqualTo(T);
    assertThat(allow.outcome()).isEqualTo(Outcome.ALLOW);
    assertThat(allow.allowed()).isTrue();
    assertThat(allow.normalizedId()).isEqualTo("plane-a");
    assertThat(allow.normalizedControlPlaneId()).contains("plane-a");
    Verdict.Deny deny = new Verdict.Deny(S, R, C, "m", T, true, false);
    assertThat(deny.retainFinalizer()).isTrue();
    assertThat(deny.requeue()).isFalse();
    assertThat(new Verdict.Deny(S, R, C, "m", T, false, true).requeue()).isTrue();
    assertThat(deny.allowed()).isFalse();
    assertThat(deny.outcome()).isEqualTo(Outcome.DENY);
    assertThat(new Verdict.Skip(S, R, C, "m", T).outcome()).isEqualTo(Outcome.SKIP);
    assertThat(new Verdict.Abort(S, R, C, "m", T).outcome()).isEqualTo(Outcome.ABORT);
  }

  @Test
  void toStringNamesTheKindAndEveryValueInRecordOrder() {
    assertThat(new Verdict.Deny(S, R, C, "m", T, true, false))
        .hasToString(
            "Deny[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, message=m, trace="
                + T
                + ", retainFinalizer=true, requeue=false]");
    assertThat(new Verdict.Allow(S, R, C, "m", T, null))
        .hasToString(
            "Allow[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, message=m, trace="
                + T
                + ", normalizedId=null]");
    assertThat(new Verdict.Skip(S, R, C, "m", T))
        .hasToString(
            "Skip[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, message=m, trace="
                + T
                + "]");
  }

  @Test
  void everyValueIsRequired() {
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(null, R, C, "m", T));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(S, null, C, "m", T));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(S, R, null, "m", T));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(S, R, C, null, T));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(S, R, C, "m", null));
  }
}
