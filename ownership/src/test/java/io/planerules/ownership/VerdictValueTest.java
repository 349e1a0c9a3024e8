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
  private static final Verdicts.Explanation E = Verdicts.Explanation.of("m", T);

  /** An explanation computed on first read. */
  private static Verdicts.Explanation later(String message, Trace trace) {
    return new Verdicts.Deferred() {
      @Override
      Verdicts.Explanation compute() {
        return Verdicts.Explanation.of(message, trace);
      }
    };
  }

  @Test
  void equalityCoversKindAndEveryValue() {
    new EqualsTester()
        .addEqualityGroup(
            new Verdicts.Deny(S, R, C, E, false, false),
            new Verdicts.Deny(S, R, C, Verdicts.Explanation.of("m", T), false, false),
            new Verdicts.Deny(S, R, C, later("m", T), false, false))
        .addEqualityGroup(new Verdicts.Deny(S, R, C, E, true, false))
        .addEqualityGroup(new Verdicts.Deny(S, R, C, E, false, true))
        .addEqualityGroup(new Verdicts.Deny(OwnershipState.UNLABELLED, R, C, E, false, false))
        .addEqualityGroup(
            new Verdicts.Deny(S, RuleId.of("policy.update.foreign"), C, E, false, false))
        .addEqualityGroup(new Verdicts.Deny(S, R, ReasonCode.NO_ADOPTION, E, false, false))
        .addEqualityGroup(new Verdicts.Deny(S, R, C, later("other", T), false, false))
        .addEqualityGroup(
            new Verdicts.Deny(S, R, C, Verdicts.Explanation.of("m", Trace.empty()), false, false))
        .addEqualityGroup(new Verdicts.Skip(S, R, C, E), new Verdicts.Skip(S, R, C, later("m", T)))
        .addEqualityGroup(new Verdicts.Abort(S, R, C, E))
        .addEqualityGroup(new Verdicts.Allow(S, R, C, E, null))
        .addEqualityGroup(new Verdicts.Allow(S, R, C, E, "plane-a"))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(E, Verdicts.Explanation.of("m", T), later("m", T))
        .addEqualityGroup(Verdicts.Explanation.of("n", T))
        .addEqualityGroup(Verdicts.Explanation.of("m", Trace.empty()))
        .testEquals();
    // the hash spreads explanations that differ (fixed values, so these hashes are fixed too)
    assertThat(E.hashCode())
        .isNotEqualTo(Verdicts.Explanation.of("n", T).hashCode())
        .isNotEqualTo(Verdicts.Explanation.of("m", Trace.empty()).hashCode());
  }

  @Test
  void accessorsReturnWhatWasGiven() {
    Verdicts.Allow allow = new Verdicts.Allow(S, R, C, E, "plane-a");
    assertThat(allow.state()).isEqualTo(S);
    assertThat(allow.ruleId()).isEqualTo(R);
    assertThat(allow.reason()).isEqualTo(C);
    assertThat(allow.explanation()).isSameAs(E);
    assertThat(allow.message()).isEqualTo("m");
    assertThat(allow.trace()).isEqualTo(T);
    assertThat(allow.kind()).isEqualTo(Verdict.Kind.ALLOW);
    assertThat(allow.allowed()).isTrue();
    assertThat(allow.normalizedControlPlaneId()).isEqualTo("plane-a");
    Verdicts.Deny deny = new Verdicts.Deny(S, R, C, E, true, false);
    assertThat(deny.retainFinalizer()).isTrue();
    assertThat(deny.requeue()).isFalse();
    assertThat(new Verdicts.Deny(S, R, C, E, false, true).requeue()).isTrue();
    assertThat(deny.allowed()).isFalse();
    assertThat(deny.kind()).isEqualTo(Verdict.Kind.DENY);
    assertThat(new Verdicts.Skip(S, R, C, E).kind()).isEqualTo(Verdict.Kind.SKIP);
    assertThat(new Verdicts.Skip(S, R, C, E).allowed()).isFalse();
    assertThat(new Verdicts.Abort(S, R, C, E).kind()).isEqualTo(Verdict.Kind.ABORT);
  }

  @Test
  void afterPutsRulesBeforeTheTraceAndKeepsEverythingElse() {
    Trace head =
        Trace.of(
            List.of(new TraceEntry(RuleId.of("icms.namespace"), TraceResult.PASSED, "in place")));
    Verdicts.Explanation after = Verdicts.Explanation.of("m", head.then(T));
    assertThat(new Verdicts.Allow(S, R, C, later("m", T), "plane-a").after(head))
        .isEqualTo(new Verdicts.Allow(S, R, C, after, "plane-a"));
    assertThat(new Verdicts.Deny(S, R, C, E, true, true).after(head))
        .isEqualTo(new Verdicts.Deny(S, R, C, after, true, true));
    assertThat(new Verdicts.Skip(S, R, C, E).after(head))
        .isEqualTo(new Verdicts.Skip(S, R, C, after));
    assertThat(new Verdicts.Abort(S, R, C, E).after(head))
        .isEqualTo(new Verdicts.Abort(S, R, C, after));
  }

  @Test
  void toStringNamesTheKindAndEveryValueInRecordOrder() {
    String explanation = "Explanation[message=m, trace=" + T + "]";
    assertThat(new Verdicts.Deny(S, R, C, later("m", T), true, false))
        .hasToString(
            "Deny[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, explanation="
                + explanation
                + ", retainFinalizer=true, requeue=false]");
    assertThat(new Verdicts.Allow(S, R, C, E, null))
        .hasToString(
            "Allow[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, explanation="
                + explanation
                + ", normalizedControlPlaneId=null]");
    assertThat(new Verdicts.Skip(S, R, C, E))
        .hasToString(
            "Skip[state=FOREIGN, ruleId="
                + R
                + ", reason=FOREIGN_OWNER, explanation="
                + explanation
                + "]");
  }

  @Test
  void everyValueIsRequired() {
    assertThatNullPointerException().isThrownBy(() -> new Verdicts.Skip(null, R, C, E));
    assertThatNullPointerException().isThrownBy(() -> new Verdicts.Skip(S, null, C, E));
    assertThatNullPointerException().isThrownBy(() -> new Verdicts.Skip(S, R, null, E));
    assertThatNullPointerException().isThrownBy(() -> new Verdicts.Skip(S, R, C, null));
    assertThatNullPointerException().isThrownBy(() -> new Verdicts.Abort(null, R, C, E));
    assertThatNullPointerException().isThrownBy(() -> new Verdicts.Abort(S, R, C, null));
    assertThatNullPointerException().isThrownBy(() -> new Verdicts.Allow(S, R, C, null, null));
    assertThatNullPointerException().isThrownBy(() -> new Verdicts.Allow(null, R, C, E, null));
    assertThatNullPointerException()
        .isThrownBy(() -> new Verdicts.Deny(S, R, C, null, false, false));
    assertThatNullPointerException()
        .isThrownBy(() -> new Verdicts.Deny(S, null, C, E, false, false));
    assertThatNullPointerException().isThrownBy(() -> Verdicts.Explanation.of(null, T));
    assertThatNullPointerException().isThrownBy(() -> Verdicts.Explanation.of("m", null));
  }
}
