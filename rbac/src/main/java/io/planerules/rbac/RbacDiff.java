package io.planerules.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares two rule sets by their atomic permissions: the drift between a source chart's RBAC and a
 * vendored copy (the seed's first commit fixed such a drift by hand: the source granted {@code
 * modelcachebindings} and {@code modelcachebindings/status}, the vendored chart did not).
 *
 * <p>The comparison is literal, like a review of two charts: both sides are {@linkplain
 * PolicyRules#breakdown broken down} and compared as sets of atomic permissions, so a {@code *} on
 * one side and {@code get} on the other are different permissions, and the order, grouping and
 * duplication of rules do not matter. Whether one side <em>covers</em> the other is {@link
 * RbacCoverage#covers}.
 */
public final class RbacDiff {

  /** Reason code: both sets list the same atomic permissions. */
  public static final String IDENTICAL = "rbac.identical";

  /** Reason code: some atomic permission is listed on one side only. */
  public static final String DRIFT = "rbac.drift";

  private record Sides(List<AtomicPermission> onlyInA, List<AtomicPermission> onlyInB) {}

  private static final RuleBook<Sides, String> BOOK =
      RuleBook.<Sides, String>named(RbacDriftRule.DRIFT.decision())
          .rule(
              RbacDriftRule.IDENTICAL,
              s ->
                  s.onlyInA().isEmpty() && s.onlyInB().isEmpty()
                      ? RuleOutcome.decide(IDENTICAL, "same atomic permissions")
                      : RuleOutcome.pass("atomic permissions differ"))
          .rule(
              RbacDriftRule.DRIFT,
              s ->
                  RuleOutcome.decide(
                      DRIFT,
                      s.onlyInA().size() + " only in a, " + s.onlyInB().size() + " only in b"))
          .build();

  private RbacDiff() {}

  /**
   * The atomic permissions listed by one rule set and not the other.
   *
   * @param a one rule set (e.g. the source chart's rules)
   * @param b the other (e.g. the vendored chart's rules)
   * @return the permissions only in {@code a} and only in {@code b}, each distinct, in breakdown
   *     order of first appearance; {@code diff(a, b).onlyInA()} equals {@code diff(b, a).onlyInB()}
   */
  public static RuleSetDiff diff(List<PolicyRule> a, List<PolicyRule> b) {
    Set<AtomicPermission> inA = new LinkedHashSet<>(PolicyRules.breakdown(a));
    Set<AtomicPermission> inB = new LinkedHashSet<>(PolicyRules.breakdown(b));
    ImmutableList<AtomicPermission> onlyInA = without(inA, inB);
    ImmutableList<AtomicPermission> onlyInB = without(inB, inA);
    Evaluation<String> e = BOOK.evaluate(new Sides(onlyInA, onlyInB));
    String reason = e.decided().orElseThrow();
    String message =
        reason.equals(IDENTICAL)
            ? "the rule sets grant the same " + inA.size() + " atomic permissions"
            : "the rule sets differ: "
                + onlyInA.size()
                + " atomic permissions only in a, "
                + onlyInB.size()
                + " only in b"
                + side("only in a", onlyInA)
                + side("only in b", onlyInB);
    return new RuleSetDiff(
        onlyInA, onlyInB, e.decidedBy().orElseThrow(), reason, message, e.trace());
  }

  private static ImmutableList<AtomicPermission> without(
      Set<AtomicPermission> from, Set<AtomicPermission> removed) {
    return from.stream().filter(p -> !removed.contains(p)).collect(ImmutableList.toImmutableList());
  }

  private static String side(String label, List<AtomicPermission> permissions) {
    if (permissions.isEmpty()) {
      return "";
    }
    return "\n" + label + ":\n" + String.join("\n", PolicyRules.describeMissing(permissions));
  }

  /**
   * The rules of {@link #diff} ({@code rbac.diff.*}), in evaluation order, as {@code docs/rules.md}
   * lists them; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(RbacDriftRule.values());
  }
}
