package io.planerules.rbac;

import static io.planerules.testkit.rbac.RbacGenerators.anyRuleSets;
import static io.planerules.testkit.rbac.RbacGenerators.ruleSets;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.testkit.Properties;
import io.planerules.testkit.rbac.RbacGenerators;
import io.planerules.testkit.rbac.RuleInput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/** Properties of coverage and drift, 1 000 examples each (testkit generators). */
class RbacPropertiesTest {

  private static List<PolicyRule> rules(List<RuleInput> inputs) {
    return R.of(inputs);
  }

  /** Kubernetes' API validation forbids names on URL rules; only there is coverage irreflexive. */
  private static RuleInput withoutNamesOnUrlRules(RuleInput r) {
    return r.nonResourceURLs().isEmpty()
        ? r
        : new RuleInput(r.apiGroups(), r.resources(), r.verbs(), List.of(), r.nonResourceURLs());
  }

  /** A valid rule set B, a narrower set C (B covers C) and a wider set A (A covers B). */
  record Chain(List<RuleInput> a, List<RuleInput> b, List<RuleInput> c) {}

  private static Gen<Chain> chains() {
    return ruleSets(1, 4)
        .flatMap(
            b ->
                random -> {
                  List<RuleInput> a = new ArrayList<>();
                  List<RuleInput> c = new ArrayList<>();
                  for (RuleInput rule : b) {
                    a.add(RbacGenerators.widerThan(rule).generate(random));
                    c.add(RbacGenerators.narrowerThan(rule).generate(random));
                  }
                  a.addAll(ruleSets(0, 2).generate(random));
                  Collections.reverse(a);
                  return new Chain(a, b, c);
                });
  }

  @Test
  void agreesWithTheTranscribedGoComparatorOnAnyInput() {
    Properties.qt()
        .forAll(anyRuleSets(0, 4), anyRuleSets(0, 4))
        .checkAssert(
            (held, granted) -> {
              List<AtomicPermission> expected =
                  GoComparatorOracle.uncovered(held, granted).stream()
                      .map(GoComparatorOracle::toAtomic)
                      .toList();
              Coverage coverage = RbacCoverage.covers(rules(held), rules(granted));
              assertThat(coverage.uncovered()).isEqualTo(expected);
              assertThat(coverage.covered()).isEqualTo(expected.isEmpty());
              assertThat(coverage.atomicCount())
                  .isEqualTo(
                      granted.stream()
                          .mapToInt(g -> GoComparatorOracle.breakdownRule(g).size())
                          .sum());
            });
  }

  @Test
  void ruleCoversAgreesWithGoForEveryHeldRuleAndAtomic() {
    Properties.qt()
        .forAll(RbacGenerators.anyRules(), RbacGenerators.anyRules())
        .checkAssert(
            (owner, servant) -> {
              for (RuleInput sub : GoComparatorOracle.breakdownRule(servant)) {
                assertThat(RbacCoverage.ruleCovers(R.of(owner), GoComparatorOracle.toAtomic(sub)))
                    .isEqualTo(GoComparatorOracle.ruleCovers(owner, sub));
              }
            });
  }

  @Test
  void coverageIsReflexive() {
    Properties.qt()
        .forAll(anyRuleSets(0, 5))
        .checkAssert(
            set -> {
              List<PolicyRule> rules =
                  rules(set.stream().map(RbacPropertiesTest::withoutNamesOnUrlRules).toList());
              assertThat(RbacCoverage.covers(rules, rules).covered()).isTrue();
            });
  }

  @Test
  void coverageIsTransitive() {
    Properties.qt()
        .forAll(chains())
        .checkAssert(
            chain -> {
              List<PolicyRule> a = rules(chain.a());
              List<PolicyRule> b = rules(chain.b());
              List<PolicyRule> c = rules(chain.c());
              assertThat(RbacCoverage.covers(a, b).uncovered()).isEmpty();
              assertThat(RbacCoverage.covers(b, c).uncovered()).isEmpty();
              assertThat(RbacCoverage.covers(a, c).uncovered()).isEmpty();
            });
  }

  @Test
  void coverageImplicationHoldsOnRandomTriples() {
    AtomicInteger premises = new AtomicInteger();
    Properties.qt()
        .forAll(ruleSets(1, 4), ruleSets(0, 2), ruleSets(0, 2))
        .checkAssert(
            (a, b, c) -> {
              if (RbacCoverage.covers(rules(a), rules(b)).covered()
                  && RbacCoverage.covers(rules(b), rules(c)).covered()) {
                premises.incrementAndGet();
                assertThat(RbacCoverage.covers(rules(a), rules(c)).covered()).isTrue();
              }
            });
    assertThat(premises.get()).isPositive();
  }

  @Test
  void addingAHeldRuleNeverUncovers() {
    Properties.qt()
        .forAll(
            anyRuleSets(0, 4),
            RbacGenerators.anyRules(),
            SourceDSL.integers().between(0, 4),
            anyRuleSets(0, 4))
        .checkAssert(
            (held, extra, at, granted) -> {
              List<PolicyRule> more = new ArrayList<>(rules(held));
              more.add(Math.min(at, more.size()), R.of(extra));
              List<AtomicPermission> before =
                  RbacCoverage.covers(rules(held), rules(granted)).uncovered();
              List<AtomicPermission> after = RbacCoverage.covers(more, rules(granted)).uncovered();
              // after is before minus exactly the permissions the extra rule covers, order kept
              assertThat(after)
                  .isEqualTo(
                      before.stream()
                          .filter(p -> !RbacCoverage.ruleCovers(R.of(extra), p))
                          .toList());
            });
  }

  @Test
  void removingTheOnlyCoverUncoversExactlyThatPermission() {
    AtomicInteger onlyCovers = new AtomicInteger();
    Properties.qt()
        .forAll(ruleSets(1, 3), ruleSets(0, 4))
        .checkAssert(
            (granted, others) -> {
              // the atomic: one permission of a valid rule; a cover for it: a wider rule
              List<AtomicPermission> atomics = PolicyRules.breakdown(rules(granted));
              if (atomics.isEmpty()) {
                return;
              }
              AtomicPermission atomic = atomics.get(others.size() % atomics.size());
              List<PolicyRule> held = new ArrayList<>(rules(others));
              held.add(held.size() / 2, atomic.toPolicyRule());
              List<PolicyRule> grant = List.of(atomic.toPolicyRule());
              assertThat(RbacCoverage.covers(held, grant).covered()).isTrue();
              for (int i = 0; i < held.size(); i++) {
                List<PolicyRule> without = new ArrayList<>(held);
                PolicyRule removed = without.remove(i);
                boolean onlyCover =
                    RbacCoverage.ruleCovers(removed, atomic)
                        && without.stream().noneMatch(h -> RbacCoverage.ruleCovers(h, atomic));
                if (onlyCover) {
                  onlyCovers.incrementAndGet();
                }
                assertThat(RbacCoverage.covers(without, grant).uncovered())
                    .isEqualTo(onlyCover ? List.of(atomic) : List.of());
              }
            });
    assertThat(onlyCovers.get()).isGreaterThan(500);
  }

  @Test
  void removingAHeldRuleUncoversExactlyThePermissionsOnlyItCovered() {
    Properties.qt()
        .forAll(anyRuleSets(1, 4), anyRuleSets(0, 4))
        .checkAssert(
            (heldInputs, granted) -> {
              List<PolicyRule> held = rules(heldInputs);
              List<AtomicPermission> before = RbacCoverage.covers(held, rules(granted)).uncovered();
              for (int i = 0; i < held.size(); i++) {
                List<PolicyRule> without = new ArrayList<>(held);
                PolicyRule removed = without.remove(i);
                List<AtomicPermission> after =
                    RbacCoverage.covers(without, rules(granted)).uncovered();
                List<AtomicPermission> expected =
                    PolicyRules.breakdown(rules(granted)).stream()
                        .filter(
                            p ->
                                before.contains(p)
                                    || (RbacCoverage.ruleCovers(removed, p)
                                        && without.stream()
                                            .noneMatch(h -> RbacCoverage.ruleCovers(h, p))))
                        .toList();
                assertThat(after).isEqualTo(expected);
              }
            });
  }

  @Test
  void breakdownOrderIsStableAndUncoveredIsASubsequence() {
    Properties.qt()
        .forAll(anyRuleSets(0, 4), anyRuleSets(0, 4), anyRuleSets(0, 4))
        .checkAssert(
            (first, second, held) -> {
              List<RuleInput> both = new ArrayList<>(first);
              both.addAll(second);
              List<AtomicPermission> expected =
                  new ArrayList<>(PolicyRules.breakdown(rules(first)));
              expected.addAll(PolicyRules.breakdown(rules(second)));
              assertThat(PolicyRules.breakdown(rules(both))).isEqualTo(expected);
              assertThat(PolicyRules.breakdown(rules(both)))
                  .isEqualTo(PolicyRules.breakdown(rules(both)));
              int size =
                  both.stream()
                      .mapToInt(
                          r ->
                              r.apiGroups().size()
                                      * r.resources().size()
                                      * r.verbs().size()
                                      * Math.max(1, r.resourceNames().size())
                                  + r.nonResourceURLs().size() * r.verbs().size())
                      .sum();
              assertThat(expected).hasSize(size);
              List<AtomicPermission> uncovered =
                  RbacCoverage.covers(rules(held), rules(both)).uncovered();
              assertThat(isSubsequence(uncovered, expected)).isTrue();
            });
  }

  @Test
  void heldOrderDoesNotMatter() {
    Properties.qt()
        .forAll(anyRuleSets(0, 5), anyRuleSets(0, 4))
        .checkAssert(
            (held, granted) -> {
              List<PolicyRule> reversed = new ArrayList<>(rules(held));
              Collections.reverse(reversed);
              assertThat(RbacCoverage.covers(reversed, rules(granted)).uncovered())
                  .isEqualTo(RbacCoverage.covers(rules(held), rules(granted)).uncovered());
            });
  }

  @Test
  void explainAgreesWithCoverage() {
    Properties.qt()
        .forAll(anyRuleSets(0, 4), RbacGenerators.anyRules())
        .checkAssert(
            (held, granted) -> {
              for (AtomicPermission atomic : R.of(granted).atomics()) {
                List<HeldRuleCheck> checks = RbacCoverage.explain(rules(held), atomic);
                assertThat(checks).hasSize(held.size());
                for (HeldRuleCheck check : checks) {
                  assertThat(check.covers())
                      .isEqualTo(RbacCoverage.ruleCovers(check.rule(), atomic));
                  assertThat(check.trace().decidingEntry().isPresent()).isEqualTo(!check.covers());
                }
                boolean covered = checks.stream().anyMatch(HeldRuleCheck::covers);
                assertThat(
                        RbacCoverage.covers(rules(held), List.of(atomic.toPolicyRule())).covered())
                    .isEqualTo(covered);
              }
            });
  }

  @Test
  void uncoveredMessageListsCompactedRulesThatCoverTheMissingPermissions() {
    Properties.qt()
        .forAll(ruleSets(0, 3), ruleSets(1, 4))
        .checkAssert(
            (held, granted) -> {
              Coverage coverage = RbacCoverage.covers(rules(held), rules(granted));
              if (!(coverage instanceof Uncovered u)) {
                assertThat(coverage.uncovered()).isEmpty();
                return;
              }
              List<PolicyRule> missing =
                  PolicyRules.compact(
                      u.uncovered().stream().map(AtomicPermission::toPolicyRule).toList());
              assertThat(RbacCoverage.covers(missing, List.copyOf(missing)).covered()).isTrue();
              assertThat(
                      RbacCoverage.covers(
                              missing,
                              u.uncovered().stream().map(AtomicPermission::toPolicyRule).toList())
                          .covered())
                  .isTrue();
              assertThat(u.missingRules()).isSortedAccordingTo(PolicyRules.GO_STRING_ORDER);
              assertThat(u.missingRules()).doesNotHaveDuplicates();
              assertThat(u.message())
                  .startsWith(
                      "attempting to grant RBAC permissions not currently held:\n"
                          + String.join("\n", u.missingRules())
                          + "\n");
              // adding the missing rules to the held rules fixes the grant
              List<PolicyRule> fixed = new ArrayList<>(rules(held));
              fixed.addAll(missing);
              assertThat(RbacCoverage.covers(fixed, rules(granted)).covered()).isTrue();
            });
  }

  @Test
  void diffOfASetWithItselfIsEmpty() {
    Properties.qt()
        .forAll(anyRuleSets(0, 5))
        .checkAssert(
            a -> {
              RuleSetDiff diff = RbacDiff.diff(rules(a), rules(a));
              assertThat(diff.identical()).isTrue();
              assertThat(diff.onlyInA()).isEmpty();
              assertThat(diff.onlyInB()).isEmpty();
              assertThat(diff.reason()).isEqualTo(RbacDiff.IDENTICAL);
            });
  }

  @Test
  void diffIsAntisymmetricAndExact() {
    Properties.qt()
        .forAll(anyRuleSets(0, 4), anyRuleSets(0, 4))
        .checkAssert(
            (a, b) -> {
              RuleSetDiff ab = RbacDiff.diff(rules(a), rules(b));
              RuleSetDiff ba = RbacDiff.diff(rules(b), rules(a));
              assertThat(ab.onlyInA()).isEqualTo(ba.onlyInB());
              assertThat(ab.onlyInB()).isEqualTo(ba.onlyInA());
              Set<AtomicPermission> inA = new LinkedHashSet<>(PolicyRules.breakdown(rules(a)));
              Set<AtomicPermission> inB = new LinkedHashSet<>(PolicyRules.breakdown(rules(b)));
              assertThat(ab.onlyInA())
                  .isEqualTo(inA.stream().filter(p -> !inB.contains(p)).toList());
              assertThat(ab.identical()).isEqualTo(inA.equals(inB));
              assertThat(ab.reason())
                  .isEqualTo(inA.equals(inB) ? RbacDiff.IDENTICAL : RbacDiff.DRIFT);
            });
  }

  @Test
  void diffIgnoresRuleOrder() {
    Properties.qt()
        .forAll(anyRuleSets(0, 5), anyRuleSets(0, 5))
        .checkAssert(
            (a, b) -> {
              List<PolicyRule> reversed = new ArrayList<>(rules(a));
              Collections.reverse(reversed);
              assertThat(Set.copyOf(RbacDiff.diff(reversed, rules(b)).onlyInA()))
                  .isEqualTo(Set.copyOf(RbacDiff.diff(rules(a), rules(b)).onlyInA()));
              assertThat(RbacDiff.diff(reversed, rules(b)).onlyInB())
                  .isEqualTo(RbacDiff.diff(rules(a), rules(b)).onlyInB());
            });
  }

  @Test
  void oneFaultGivesExactlyItsProblem() {
    Map<String, String> codes =
        Map.of(
            "no-verbs", PolicyRules.VERBS_REQUIRED,
            "no-api-groups", PolicyRules.API_GROUPS_REQUIRED,
            "no-resources", PolicyRules.RESOURCES_REQUIRED,
            "mixed-url-and-resources", PolicyRules.MIXED_RESOURCE_AND_URL);
    Properties.qt()
        .forAll(RbacGenerators.rulesWithOneFault(), ruleSets(0, 3))
        .checkAssert(
            (faulty, valid) -> {
              List<PolicyRule> list = new ArrayList<>(rules(valid));
              list.add(R.of(faulty.value()));
              List<Problem> problems = PolicyRules.validate(list, "rules").problems();
              assertThat(problems)
                  .extracting(Problem::code)
                  .containsExactly(codes.get(faulty.fault()));
              assertThat(problems.get(0).path()).startsWith("rules[" + valid.size() + "].");
            });
  }

  @Test
  void validRulesValidate() {
    Properties.qt()
        .forAll(ruleSets(0, 5))
        .checkAssert(
            set -> assertThat(PolicyRules.validate(rules(set), "rules").isValid()).isTrue());
  }

  private static boolean isSubsequence(List<AtomicPermission> sub, List<AtomicPermission> all) {
    int j = 0;
    for (AtomicPermission p : all) {
      if (j < sub.size() && sub.get(j).equals(p)) {
        j++;
      }
    }
    return j == sub.size();
  }

  @Test
  void subsequenceHelperWorks() {
    List<AtomicPermission> all =
        IntStream.range(0, 3).mapToObj(i -> (AtomicPermission) R.url("/" + i, "get")).toList();
    assertThat(isSubsequence(List.of(all.get(0), all.get(2)), all)).isTrue();
    assertThat(isSubsequence(List.of(all.get(2), all.get(0)), all)).isFalse();
  }
}
