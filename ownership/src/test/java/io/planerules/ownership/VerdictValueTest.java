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
 * Verdicts are values: equal exactly when kind and every value (message and trace included) are,
 * whether the explanation was given or computed on first read.
 */
class VerdictValueTest {

  private static final OwnershipState S = OwnershipState.FOREIGN;
  private static final RuleId R = RuleId.of("policy.delete.foreign");
  private static final ReasonCode C = ReasonCode.FOREIGN_OWNER;
  private static final Trace T =
      Trace.of(List.of(new TraceEntry(R, TraceResult.DECIDED, "deny FOREIGN_OWNER")));
  private static final Explanation E = Explanation.of("m", T);

  /** An explanation computed on first read. */
  private static Explanation later(String message, Trace trace) {
    return new Explanation.Deferred() {
      @Override
      Explanation compute() {
        return Explanation.of(message, trace);
      }
    };
  }

  @Test
  void equalityCoversKindAndEveryValue() {
    new EqualsTester()
        .addEqualityGroup(
            new Verdict.Deny(S, R, C, E, false, false),
            new Verdict.Deny(S, R, C, Explanation.of("m", T), false, false),
            new Verdict.Deny(S, R, C, later("m", T), false, false))
        .addEqualityGroup(new Verdict.Deny(S, R, C, E, true, false))
        .addEqualityGroup(new Verdict.Deny(S, R, C, E, false, true))
        .addEqualityGroup(new Verdict.Deny(OwnershipState.UNLABELLED, R, C, E, false, false))
        .addEqualityGroup(
            new Verdict.Deny(S, RuleId.of("policy.update.foreign"), C, E, false, false))
        .addEqualityGroup(new Verdict.Deny(S, R, ReasonCode.NO_ADOPTION, E, false, false))
        .addEqualityGroup(new Verdict.Deny(S, R, C, later("other", T), false, false))
        .addEqualityGroup(
            new Verdict.Deny(S, R, C, Explanation.of("m", Trace.empty()), false, false))
        .addEqualityGroup(new Verdict.Skip(S, R, C, E), new Verdict.Skip(S, R, C, later("m", T)))
        .addEqualityGroup(new Verdict.Abort(S, R, C, E))
        .addEqualityGroup(new Verdict.Allow(S, R, C, E, null))
        .addEqualityGroup(new Verdict.Allow(S, R, C, E, "plane-a"))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(E, Explanation.of("m", T), later("m", T))
        .addEqualityGroup(Explanation.of("n", T))
        .addEqualityGroup(Explanation.of("m", Trace.empty()))
        .testEquals();
    // the hash spreads explanations that differ (fixed values, so these hashes are fixed too)
    assertThat(E.hashCode())
        .isNotEqualTo(Explanation.of("n", T).hashCode())
        .isNotEqualTo(Explanation.of("m", Trace.empty()).hashCode());
  }

  @Test
  void accessorsReturnWhatWasGiven() {
    Verdict.Allow allow = new Verdict.Allow(S, R, C, E, "plane-a");
    assertThat(allow.state()).isEqualTo(S);
    assertThat(allow.ruleId()).isEqualTo(R);
    assertThat(allow.reason()).isEqualTo(C);
    assertThat(allow.explanation()).isSameAs(E);
    assertThat(allow.message()).isEqualTo("m");
    assertThat(allow.trace()).isEqualTo(T);
    assertThat(allow.kind()).isEqualTo(Verdict.Kind.ALLOW);
    assertThat(allow.allowed()).isTrue();
    assertThat(allow.normalizedControlPlaneId()).isEqualTo("plane-a");
    Verdict.Deny deny = new Verdict.Deny(S, R, C, E, true, false);
    assertThat(deny.retainFinalizer()).isTrue();
    assertThat(deny.requeue()).isFalse();
    assertThat(new Verdict.Deny(S, R, C, E, false, true).requeue()).isTrue();
    assertThat(deny.allowed()).isFalse();
    assertThat(deny.kind()).isEqualTo(Verdict.Kind.DENY);
    assertThat(new Verdict.Skip(S, R, C, E).kind()).isEqualTo(Verdict.Kind.SKIP);
    assertThat(new Verdict.Skip(S, R, C, E).allowed()).isFalse();
    assertThat(new Verdict.Abort(S, R, C, E).kind()).isEqualTo(Verdict.Kind.ABORT);
  }

  @Test
  void afterPutsRulesBeforeTheTraceAndKeepsEverythingElse() {
    Trace head =
        Trace.of(
            List.of(new TraceEntry(RuleId.of("icms.namespace"), TraceResult.PASSED, "in place")));
    Explanation after = Explanation.of("m", head.then(T));
    assertThat(new Verdict.Allow(S, R, C, later("m", T), "plane-a").after(head))
        .isEqualTo(new Verdict.Allow(S, R, C, after, "plane-a"));
    assertThat(new Verdict.Deny(S, R, C, E, true, true).after(head))
        .isEqualTo(new Verdict.Deny(S, R, C, after, true, true));
    assertThat(new Verdict.Skip(S, R, C, E).after(head))
        .isEqualTo(new Verdict.Skip(S, R, C, after));
    assertThat(new Verdict.Abort(S, R, C, E).after(head))
        .isEqualTo(new Verdict.Abort(S, R, C, after));
  }

  @Test
  void toStringNamesTheKindAndEveryValueInRecordOrder() {
    String explanation = "Explanation[message=m, trace=" + T + "]";
    assertThat(new Verdict.Deny(S, R, C, later("m", T), true, false))
        .hasToString(
            "Deny[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, explanation="
                + explanation
                + ", retainFinalizer=true, requeue=false]");
    assertThat(new Verdict.Allow(S, R, C, E, null))
        .hasToString(
            "Allow[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, explanation="
                + explanation
                + ", normalizedControlPlaneId=null]");
    assertThat(new Verdict.Skip(S, R, C, E))
        .hasToString(
            "Skip[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, explanation="
                + explanation
                + "]");
  }

  @Test
  void everyValueIsRequired() {
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(null, R, C, E));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(S, null, C, E));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(S, R, null, E));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Skip(S, R, C, null));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Abort(null, R, C, E));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Abort(S, R, C, null));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Allow(S, R, C, null, null));
    assertThatNullPointerException().isThrownBy(() -> new Verdict.Allow(null, R, C, E, null));
    assertThatNullPointerException()
        .isThrownBy(() -> new Verdict.Deny(S, R, C, null, false, false));
    assertThatNullPointerException()
        .isThrownBy(() -> new Verdict.Deny(S, null, C, E, false, false));
    assertThatNullPointerException().isThrownBy(() -> Explanation.of(null, T));
    assertThatNullPointerException().isThrownBy(() -> Explanation.of("m", null));
  }
}
