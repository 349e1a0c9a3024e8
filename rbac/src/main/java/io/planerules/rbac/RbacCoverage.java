package io.planerules.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.GoQuote;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides whether a granter holding {@code held} rules may write a Role or ClusterRole granting
 * {@code granted} rules without the {@code escalate} verb, exactly like Kubernetes' escalation
 * check ({@code k8s.io/component-helpers/auth/rbac/validation/policy_comparator.go}, {@code
 * Covers}): every {@linkplain PolicyRules#breakdown atomic permission} of the granted rules must be
 * covered by a <em>single</em> held rule.
 *
 * <p>A held rule covers an atomic permission when all of these hold ({@code rbac.match.*}):
 *
 * <ul>
 *   <li>verb: the held verbs contain {@code *} or the verb;
 *   <li>API group: the held groups contain {@code *} or the group (URL permissions pass);
 *   <li>resource: the held resources contain {@code *}, the resource, or, for {@code resource/sub},
 *       {@code *}{@code /sub} (the part after the <em>first</em> {@code /}); {@code pods/*} is not
 *       a wildcard (URL permissions pass);
 *   <li>resource name: a permission for all names needs a held rule without names; a named one
 *       needs no held names or the name ({@code *} is literal). URL permissions count as "all
 *       names";
 *   <li>non-resource URL: a held URL equal to the URL, or ending in {@code *} and, with all
 *       trailing {@code *} removed, a plain string prefix of it (resource permissions pass).
 * </ul>
 *
 * <p>A granted {@code *} is a literal and is only covered by a held {@code *}. What {@code held} is
 * (the escalate shortcut, {@code system:masters}, ClusterRoleBinding vs RoleBinding scope) is the
 * caller's business.
 * <!-- snippet: RbacExamplesTest#subresource-wildcard -->
 *
 * <pre>{@code
 * String anyScale = "*" + "/scale"; // any resource's scale subresource
 * Coverage c =
 *     RbacCoverage.covers(
 *         List.of(PolicyRule.resourceRule(List.of("v1"), List.of(anyScale), List.of("get"))),
 *         List.of(PolicyRule.resourceRule(List.of("v1"), List.of("foo/scale"), List.of("get"))));
 * c.covered(); // true (upstream TestCoversSubresourceWildcard)
 * }</pre>
 */
public final class RbacCoverage {

  static final String WILDCARD = "*";

  /** Reason code: every atomic permission is covered. */
  public static final String COVERED = "rbac.covered";

  /** Reason code: the granted rules break down into no atomic permission. */
  public static final String NOTHING_GRANTED = "rbac.nothing-granted";

  /** Reason code: some atomic permission is covered by no single held rule. */
  public static final String NOT_HELD = "rbac.not-held";

  static final String VERB_NOT_HELD = "rbac.verb-not-held";
  static final String API_GROUP_NOT_HELD = "rbac.api-group-not-held";
  static final String RESOURCE_NOT_HELD = "rbac.resource-not-held";
  static final String RESOURCE_NAME_NOT_HELD = "rbac.resource-name-not-held";
  static final String URL_NOT_HELD = "rbac.non-resource-url-not-held";

  private static final String URL_PERMISSION = "non-resource URL permission";
  private static final String RESOURCE_PERMISSION = "resource permission";

  private record Candidate(PolicyRule held, AtomicPermission atomic) {}

  private record Request(List<PolicyRule> held, List<AtomicPermission> atomics) {}

  private static final RuleBook<Candidate, String> MATCH =
      RuleBook.<Candidate, String>named(MatchRule.VERB.decision())
          .rule(
              MatchRule.VERB,
              c ->
                  verbMatches(c.held(), c.atomic())
                      ? RuleOutcome.pass("verb " + GoQuote.quote(c.atomic().verb()) + " held")
                      : RuleOutcome.decide(
                          VERB_NOT_HELD, "verb " + GoQuote.quote(c.atomic().verb()) + " not held"))
          .rule(
              MatchRule.API_GROUP,
              c -> {
                if (!(c.atomic() instanceof ResourcePermission r)) {
                  return RuleOutcome.notApplicable(URL_PERMISSION);
                }
                return groupMatches(c.held(), r)
                    ? RuleOutcome.pass("API group " + GoQuote.quote(r.apiGroup()) + " held")
                    : RuleOutcome.decide(
                        API_GROUP_NOT_HELD,
                        "API group " + GoQuote.quote(r.apiGroup()) + " not held");
              })
          .rule(
              MatchRule.RESOURCE,
              c -> {
                if (!(c.atomic() instanceof ResourcePermission r)) {
                  return RuleOutcome.notApplicable(URL_PERMISSION);
                }
                return resourceMatches(c.held(), r)
                    ? RuleOutcome.pass("resource " + GoQuote.quote(r.resource()) + " held")
                    : RuleOutcome.decide(
                        RESOURCE_NOT_HELD, "resource " + GoQuote.quote(r.resource()) + " not held");
              })
          .rule(
              MatchRule.RESOURCE_NAME,
              c ->
                  nameMatches(c.held(), c.atomic())
                      ? RuleOutcome.pass(nameNote(c.atomic()) + " held")
                      : RuleOutcome.decide(
                          RESOURCE_NAME_NOT_HELD, nameNote(c.atomic()) + " not held"))
          .rule(
              MatchRule.NON_RESOURCE_URL,
              c -> {
                if (!(c.atomic() instanceof NonResourcePermission u)) {
                  return RuleOutcome.notApplicable(RESOURCE_PERMISSION);
                }
                return urlMatches(c.held(), u)
                    ? RuleOutcome.pass("URL " + GoQuote.quote(u.nonResourceURL()) + " held")
                    : RuleOutcome.decide(
                        URL_NOT_HELD, "URL " + GoQuote.quote(u.nonResourceURL()) + " not held");
              })
          .build();

  private static final RuleBook<Request, ImmutableList<AtomicPermission>> DECISION =
      RuleBook.<Request, ImmutableList<AtomicPermission>>named(CoverageRule.ALL_COVERED.decision())
          .rule(
              CoverageRule.NOTHING_GRANTED,
              r ->
                  r.atomics().isEmpty()
                      ? RuleOutcome.decide(
                          ImmutableList.of(), "the granted rules hold no atomic permission")
                      : RuleOutcome.pass(r.atomics().size() + " atomic permissions to check"))
          .rule(
              CoverageRule.UNCOVERED_ATOMIC,
              r -> {
                ImmutableList<AtomicPermission> uncovered = uncovered(r.held(), r.atomics());
                return uncovered.isEmpty()
                    ? RuleOutcome.pass("every atomic permission has a covering held rule")
                    : RuleOutcome.decide(
                        uncovered,
                        uncovered.size()
                            + " of "
                            + r.atomics().size()
                            + " atomic permissions not held, first "
                            + uncovered.get(0));
              })
          .rule(
              CoverageRule.ALL_COVERED,
              r ->
                  RuleOutcome.decide(
                      ImmutableList.of(), "all " + r.atomics().size() + " atomic permissions held"))
          .build();

  private RbacCoverage() {}

  /**
   * Decides whether {@code held} covers {@code granted} (see the class comment for the exact
   * semantics). Total: any rules, valid or not, get an answer; an empty {@code granted} is covered,
   * an empty {@code held} covers nothing.
   * <!-- snippet: RbacExamplesTest#covers -->
   *
   * <pre>{@code
   * Coverage c = RbacCoverage.covers(operatorRoleRules, agentClusterRoleRules);
   * if (!c.covered()) {
   *   refused.add(c.message()); // ...not currently held: {APIGroups:[...], Resources:[...], ...}
   * }
   * }</pre>
   *
   * @param held the granter's effective rules
   * @param granted the rules it wants to write
   * @return the decision with its rule, reason, message, trace and input warnings
   */
  public static Coverage covers(List<PolicyRule> held, List<PolicyRule> granted) {
    ImmutableList<AtomicPermission> atomics = ImmutableList.copyOf(PolicyRules.breakdown(granted));
    Evaluation<ImmutableList<AtomicPermission>> evaluation =
        DECISION.evaluate(new Request(held, atomics));
    ImmutableList<AtomicPermission> uncovered = evaluation.decided().orElseThrow();
    RuleId rule = evaluation.decidedBy().orElseThrow();
    ImmutableList<Problem> warnings = warnings(held, granted);
    if (uncovered.isEmpty()) {
      boolean nothing = atomics.isEmpty();
      return new Covered(
          rule,
          nothing ? NOTHING_GRANTED : COVERED,
          nothing
              ? "the granted rules hold no atomic permission (no verbs, or no API groups or"
                  + " resources and no non-resource URLs): nothing to check"
              : "all "
                  + atomics.size()
                  + " atomic permissions of the granted rules are held, each by a single held rule",
          atomics.size(),
          evaluation.trace(),
          warnings);
    }
    ImmutableList<String> missing = ImmutableList.copyOf(PolicyRules.describeMissing(uncovered));
    return new Uncovered(
        rule,
        NOT_HELD,
        "attempting to grant RBAC permissions not currently held:\n"
            + String.join("\n", missing)
            + "\n(add these rules to the granter's Role/ClusterRole, or remove them from the"
            + " granted rules)",
        atomics.size(),
        uncovered,
        missing,
        evaluation.trace(),
        warnings);
  }

  /**
   * Whether one held rule covers one atomic permission (Kubernetes' {@code ruleCovers} for a
   * broken-down rule).
   *
   * @param held the held rule
   * @param atomic the permission
   * @return whether {@code held} alone grants {@code atomic}
   */
  public static boolean ruleCovers(PolicyRule held, AtomicPermission atomic) {
    if (!verbMatches(held, atomic) || !nameMatches(held, atomic)) {
      return false;
    }
    if (atomic instanceof ResourcePermission r) {
      return groupMatches(held, r) && resourceMatches(held, r);
    }
    return urlMatches(held, (NonResourcePermission) atomic);
  }

  /**
   * Explains, held rule by held rule, why each does or does not cover one atomic permission: the
   * {@code rbac.match.*} rules in order, the first failing one deciding. The permission is covered
   * iff some check {@linkplain HeldRuleCheck#covers covers}; this agrees with {@link #ruleCovers}
   * by construction.
   *
   * @param held the held rules
   * @param atomic the permission, e.g. one of {@link Coverage#uncovered()}
   * @return one check per held rule, in held order
   */
  static List<HeldRuleCheck> explain(List<PolicyRule> held, AtomicPermission atomic) {
    ImmutableList.Builder<HeldRuleCheck> checks = ImmutableList.builder();
    for (int i = 0; i < held.size(); i++) {
      Evaluation<String> e = MATCH.evaluate(new Candidate(held.get(i), atomic));
      checks.add(new HeldRuleCheck(i, held.get(i), e.decidingRule(), e.decision(), e.trace()));
    }
    return checks.build();
  }

  /**
   * Kubernetes' {@code nonResourceURLCovers}: equal, or the held URL ends in {@code *} and the
   * requested URL starts with the held URL without its trailing {@code *}s.
   */
  static boolean nonResourceURLCovers(String heldUrl, String requestedUrl) {
    if (heldUrl.equals(requestedUrl)) {
      return true;
    }
    if (!heldUrl.endsWith(WILDCARD)) {
      return false;
    }
    int end = heldUrl.length();
    while (end > 0 && heldUrl.charAt(end - 1) == '*') {
      end--;
    }
    return requestedUrl.startsWith(heldUrl.substring(0, end));
  }

  private static ImmutableList<AtomicPermission> uncovered(
      List<PolicyRule> held, List<AtomicPermission> atomics) {
    ImmutableList.Builder<AtomicPermission> uncovered = ImmutableList.builder();
    for (AtomicPermission atomic : atomics) {
      if (!isCovered(held, atomic)) {
        uncovered.add(atomic);
      }
    }
    return uncovered.build();
  }

  private static boolean isCovered(List<PolicyRule> held, AtomicPermission atomic) {
    for (PolicyRule rule : held) {
      if (ruleCovers(rule, atomic)) {
        return true;
      }
    }
    return false;
  }

  private static boolean verbMatches(PolicyRule held, AtomicPermission atomic) {
    return held.verbs().contains(WILDCARD) || held.verbs().contains(atomic.verb());
  }

  private static boolean groupMatches(PolicyRule held, ResourcePermission atomic) {
    return held.apiGroups().contains(WILDCARD) || held.apiGroups().contains(atomic.apiGroup());
  }

  private static boolean resourceMatches(PolicyRule held, ResourcePermission atomic) {
    List<String> resources = held.resources();
    String resource = atomic.resource();
    if (resources.contains(WILDCARD) || resources.contains(resource)) {
      return true;
    }
    int slash = resource.indexOf('/');
    return slash >= 0 && resources.contains("*/" + resource.substring(slash + 1));
  }

  private static boolean nameMatches(PolicyRule held, AtomicPermission atomic) {
    if (held.resourceNames().isEmpty()) {
      return true;
    }
    return atomic instanceof ResourcePermission r
        && r.resourceName() != null
        && held.resourceNames().contains(r.resourceName());
  }

  private static boolean urlMatches(PolicyRule held, NonResourcePermission atomic) {
    for (String url : held.nonResourceURLs()) {
      if (nonResourceURLCovers(url, atomic.nonResourceURL())) {
        return true;
      }
    }
    return false;
  }

  private static ImmutableList<Problem> warnings(List<PolicyRule> held, List<PolicyRule> granted) {
    ValidationResult result =
        PolicyRules.validate(held, "held").and(PolicyRules.validate(granted, "granted"));
    List<Problem> warnings = new ArrayList<>(result.problems().size());
    for (Problem p : result.problems()) {
      warnings.add(Problem.warning(p.code(), p.path(), p.message()));
    }
    return ImmutableList.copyOf(warnings);
  }

  private static String nameNote(AtomicPermission atomic) {
    return atomic instanceof ResourcePermission r && r.resourceName() != null
        ? "resource name " + GoQuote.quote(r.resourceName())
        : "all resource names";
  }

  /**
   * The rules of {@link #covers}: the delegation-coverage decision ({@code rbac.nothing-granted},
   * {@code rbac.uncovered-atomic}, {@code rbac.all-covered}), then the per-held-rule match rules
   * ({@code rbac.match.*}), in evaluation order, as {@code docs/rules.md} lists them; the rule
   * enums themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return ImmutableList.<RuleDescriptor>builder()
        .add(CoverageRule.values())
        .add(MatchRule.values())
        .build();
  }
}
