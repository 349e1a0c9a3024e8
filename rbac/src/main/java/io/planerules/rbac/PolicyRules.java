package io.planerules.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.GoQuote;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Operations on lists of {@link PolicyRule}s: the breakdown into atomic permissions, Kubernetes'
 * API validation of rules, and the compaction and compact text Kubernetes uses in its escalation
 * message.
 * <!-- snippet: RbacExamplesTest#breakdown -->
 *
 * <pre>{@code
 * PolicyRules.breakdown(
 *     List.of(PolicyRule.resourceRule(List.of(""), List.of("pods"), List.of("get", "list"))));
 * // [("", pods, get), ("", pods, list)]
 * }</pre>
 */
final class PolicyRules {

  /** Problem code: a rule without verbs (Kubernetes: "verbs must contain at least one value"). */
  public static final String VERBS_REQUIRED = "rbac.verbs-required";

  /** Problem code: a resource rule without API groups. */
  public static final String API_GROUPS_REQUIRED = "rbac.api-groups-required";

  /** Problem code: a resource rule without resources. */
  public static final String RESOURCES_REQUIRED = "rbac.resources-required";

  /** Problem code: a rule with non-resource URLs that also names groups, resources or names. */
  public static final String MIXED_RESOURCE_AND_URL = "rbac.mixed-resource-and-url";

  /** Problem code: a namespaced (Role) rule with non-resource URLs. */
  public static final String NAMESPACED_NON_RESOURCE_URL = "rbac.namespaced-non-resource-url";

  /** Orders strings like Go's {@code sort.Strings}: by UTF-8 bytes, i.e. by code point. */
  static final Comparator<String> GO_STRING_ORDER = PolicyRules::compareCodePoints;

  private PolicyRules() {}

  /**
   * Breaks rules into atomic permissions exactly like Kubernetes' {@code BreakdownRule}, rule by
   * rule in list order: for each API group, each resource, each verb, one permission per resource
   * name (or one without a name when the rule lists none); then one permission per non-resource URL
   * and verb. No deduplication and no wildcard expansion; a rule without verbs, or without groups
   * or resources, yields no resource permissions.
   *
   * @param rules the rules
   * @return the atomic permissions in breakdown order
   */
  public static List<AtomicPermission> breakdown(List<PolicyRule> rules) {
    ImmutableList.Builder<AtomicPermission> atomics = ImmutableList.builder();
    for (PolicyRule rule : rules) {
      for (String group : rule.apiGroups()) {
        for (String resource : rule.resources()) {
          for (String verb : rule.verbs()) {
            if (rule.resourceNames().isEmpty()) {
              atomics.add(new ResourcePermission(group, resource, verb, null));
            } else {
              for (String name : rule.resourceNames()) {
                atomics.add(new ResourcePermission(group, resource, verb, name));
              }
            }
          }
        }
      }
      for (String url : rule.nonResourceURLs()) {
        for (String verb : rule.verbs()) {
          atomics.add(new NonResourcePermission(url, verb));
        }
      }
    }
    return atomics.build();
  }

  /**
   * Validates rules of a ClusterRole the way the Kubernetes API server does ({@code
   * pkg/apis/rbac/validation/validation.go}, {@code ValidatePolicyRule}); see {@link
   * #validate(List, String, boolean)}.
   *
   * @param rules the rules
   * @param path the path of the list, e.g. {@code "granted"}; problems are reported at {@code
   *     path[i].field}
   * @return every problem, in rule order
   */
  public static ValidationResult validate(List<PolicyRule> rules, String path) {
    return validate(rules, path, false);
  }

  /**
   * Validates rules the way the Kubernetes API server does ({@code
   * pkg/apis/rbac/validation/validation.go}, {@code ValidatePolicyRule}), messages verbatim: every
   * rule needs verbs; a rule with non-resource URLs may not name groups, resources or names (nor
   * appear in a namespaced Role); any other rule needs at least one API group and one resource. The
   * coverage check itself does not need valid rules (it is defined for any input, like Kubernetes'
   * comparator); this tells a caller which rules the API server would refuse to store.
   * <!-- snippet: RbacExamplesTest#validate -->
   *
   * <pre>{@code
   * ValidationResult problems =
   *     PolicyRules.validate(
   *         List.of(PolicyRule.resourceRule(List.of(""), List.of("pods"), List.of())),
   *         "granted",
   *         false);
   * // error rbac.verbs-required at granted[0].verbs
   * }</pre>
   *
   * @param rules the rules
   * @param path the path of the list; problems are reported at {@code path[i].field}
   * @param namespaced whether the rules belong to a namespaced Role
   * @return every problem (errors), in rule order
   */
  public static ValidationResult validate(List<PolicyRule> rules, String path, boolean namespaced) {
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < rules.size(); i++) {
      PolicyRule rule = rules.get(i);
      String at = path + "[" + i + "].";
      if (rule.verbs().isEmpty()) {
        problems.add(
            Problem.error(VERBS_REQUIRED, at + "verbs", "verbs must contain at least one value"));
      }
      if (!rule.nonResourceURLs().isEmpty()) {
        if (namespaced) {
          problems.add(
              Problem.error(
                  NAMESPACED_NON_RESOURCE_URL,
                  at + "nonResourceURLs",
                  "namespaced rules cannot apply to non-resource URLs"));
        }
        if (!rule.apiGroups().isEmpty()
            || !rule.resources().isEmpty()
            || !rule.resourceNames().isEmpty()) {
          problems.add(
              Problem.error(
                  MIXED_RESOURCE_AND_URL,
                  at + "nonResourceURLs",
                  "rules cannot apply to both regular resources and non-resource URLs"));
        }
        continue;
      }
      if (rule.apiGroups().isEmpty()) {
        problems.add(
            Problem.error(
                API_GROUPS_REQUIRED,
                at + "apiGroups",
                "resource rules must supply at least one api group"));
      }
      if (rule.resources().isEmpty()) {
        problems.add(
            Problem.error(
                RESOURCES_REQUIRED,
                at + "resources",
                "resource rules must supply at least one resource"));
      }
    }
    return ValidationResult.of(problems);
  }

  /**
   * Kubernetes' {@code CompactRules} ({@code pkg/registry/rbac/validation/policy_compact.go}):
   * rules with exactly one API group, one resource, no resource names and no non-resource URLs
   * merge into one rule per (group, resource), verbs appended in order; every other rule is kept as
   * is. Kept rules come first in input order, then the merged rules in order of first appearance
   * (Kubernetes iterates a map here; its message sorts the text anyway).
   *
   * @param rules the rules, typically the one-atomic rules of uncovered permissions
   * @return the compacted rules
   */
  public static List<PolicyRule> compact(List<PolicyRule> rules) {
    ImmutableList.Builder<PolicyRule> compacted = ImmutableList.builder();
    Map<List<String>, List<String>> simpleVerbs = new LinkedHashMap<>();
    for (PolicyRule rule : rules) {
      if (isSimpleResourceRule(rule)) {
        simpleVerbs
            .computeIfAbsent(
                List.of(rule.apiGroups().get(0), rule.resources().get(0)), k -> new ArrayList<>())
            .addAll(rule.verbs());
      } else {
        compacted.add(rule);
      }
    }
    simpleVerbs.forEach(
        (groupResource, verbs) ->
            compacted.add(
                PolicyRule.resourceRule(
                    List.of(groupResource.get(0)), List.of(groupResource.get(1)), verbs)));
    return compacted.build();
  }

  /**
   * The lines of Kubernetes' escalation message for these uncovered permissions: their one-atomic
   * rules {@linkplain #compact compacted}, printed with {@link #compactString}, deduplicated and
   * sorted (Go {@code sets.String.List()}).
   * <!-- snippet: RbacExamplesTest#describe-missing -->
   *
   * <pre>{@code
   * PolicyRules.describeMissing(
   *     List.of(
   *         AtomicPermission.resource("g", "r", "get", null),
   *         AtomicPermission.resource("g", "r", "list", null)));
   * // ["{APIGroups:[\"g\"], Resources:[\"r\"], Verbs:[\"get\" \"list\"]}"]
   * }</pre>
   *
   * @param uncovered the uncovered permissions, in breakdown order
   * @return the sorted, distinct lines
   */
  public static List<String> describeMissing(List<AtomicPermission> uncovered) {
    TreeSet<String> lines = new TreeSet<>(GO_STRING_ORDER);
    for (PolicyRule rule :
        compact(uncovered.stream().map(AtomicPermission::toPolicyRule).toList())) {
      lines.add(compactString(rule));
    }
    return ImmutableList.copyOf(lines);
  }

  /**
   * Kubernetes' {@code CompactString} ({@code pkg/apis/rbac/v1/evaluation_helpers.go}): the
   * non-empty fields in the order APIGroups, Resources, NonResourceURLs, ResourceNames, Verbs, each
   * printed like Go's {@code %q} of a string slice.
   * <!-- snippet: RbacExamplesTest#compact-string -->
   *
   * <pre>{@code
   * PolicyRules.compactString(PolicyRule.nonResourceRule(List.of("/apis"), List.of("get")));
   * // {NonResourceURLs:["/apis"], Verbs:["get"]}
   * }</pre>
   *
   * @param rule the rule
   * @return the text
   */
  public static String compactString(PolicyRule rule) {
    List<String> parts = new ArrayList<>(5);
    addPart(parts, "APIGroups", rule.apiGroups());
    addPart(parts, "Resources", rule.resources());
    addPart(parts, "NonResourceURLs", rule.nonResourceURLs());
    addPart(parts, "ResourceNames", rule.resourceNames());
    addPart(parts, "Verbs", rule.verbs());
    return "{" + String.join(", ", parts) + "}";
  }

  private static void addPart(List<String> parts, String name, List<String> values) {
    if (values.isEmpty()) {
      return;
    }
    StringBuilder text = new StringBuilder(name).append(":[");
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        text.append(' ');
      }
      GoQuote.appendQuoted(text, values.get(i));
    }
    parts.add(text.append(']').toString());
  }

  private static boolean isSimpleResourceRule(PolicyRule rule) {
    return rule.resourceNames().isEmpty()
        && rule.nonResourceURLs().isEmpty()
        && rule.apiGroups().size() == 1
        && rule.resources().size() == 1;
  }

  private static int compareCodePoints(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int ca = a.codePointAt(i);
      int cb = b.codePointAt(j);
      if (ca != cb) {
        return Integer.compare(ca, cb);
      }
      i += Character.charCount(ca);
      j += Character.charCount(cb);
    }
    return Boolean.compare(i < a.length(), j < b.length());
  }
}
