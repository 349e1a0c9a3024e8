package io.planerules.rbac;

import io.planerules.testkit.rbac.RuleInput;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An independent, line-by-line transcription of Kubernetes' comparator ({@code
 * k8s.io/component-helpers/auth/rbac/validation/policy_comparator.go}: {@code Covers}, {@code
 * BreakdownRule}, {@code ruleCovers}, {@code hasAll}, {@code resourceCoversAll}, {@code
 * nonResourceURLsCoversAll}, {@code nonResourceURLCovers}) over plain {@link RuleInput}s, used as
 * the reference the production code is compared with. It shares no code with the production
 * package.
 */
final class GoComparatorOracle {

  private GoComparatorOracle() {}

  /** Covers(ownerRules, servantRules): the uncovered sub-rules, in order. */
  static List<RuleInput> uncovered(List<RuleInput> owners, List<RuleInput> servants) {
    List<RuleInput> subrules = new ArrayList<>();
    for (RuleInput servant : servants) {
      subrules.addAll(breakdownRule(servant));
    }
    List<RuleInput> uncovered = new ArrayList<>();
    for (RuleInput subrule : subrules) {
      boolean covered = false;
      for (RuleInput owner : owners) {
        if (ruleCovers(owner, subrule)) {
          covered = true;
          break;
        }
      }
      if (!covered) {
        uncovered.add(subrule);
      }
    }
    return uncovered;
  }

  static List<RuleInput> breakdownRule(RuleInput rule) {
    List<RuleInput> subrules = new ArrayList<>();
    for (String group : rule.apiGroups()) {
      for (String resource : rule.resources()) {
        for (String verb : rule.verbs()) {
          if (!rule.resourceNames().isEmpty()) {
            for (String name : rule.resourceNames()) {
              subrules.add(
                  new RuleInput(
                      List.of(group), List.of(resource), List.of(verb), List.of(name), List.of()));
            }
          } else {
            subrules.add(RuleInput.resources(List.of(group), List.of(resource), List.of(verb)));
          }
        }
      }
    }
    for (String url : rule.nonResourceURLs()) {
      for (String verb : rule.verbs()) {
        subrules.add(RuleInput.urls(List.of(url), List.of(verb)));
      }
    }
    return subrules;
  }

  static boolean ruleCovers(RuleInput owner, RuleInput sub) {
    boolean verbMatches = has(owner.verbs(), "*") || hasAll(owner.verbs(), sub.verbs());
    boolean groupMatches =
        has(owner.apiGroups(), "*") || hasAll(owner.apiGroups(), sub.apiGroups());
    boolean resourceMatches = resourceCoversAll(owner.resources(), sub.resources());
    boolean nonResourceURLMatches =
        nonResourceURLsCoversAll(owner.nonResourceURLs(), sub.nonResourceURLs());
    boolean resourceNameMatches;
    if (sub.resourceNames().isEmpty()) {
      resourceNameMatches = owner.resourceNames().isEmpty();
    } else {
      resourceNameMatches =
          owner.resourceNames().isEmpty() || hasAll(owner.resourceNames(), sub.resourceNames());
    }
    return verbMatches
        && groupMatches
        && resourceMatches
        && resourceNameMatches
        && nonResourceURLMatches;
  }

  private static boolean has(List<String> set, String element) {
    for (String s : set) {
      if (s.equals(element)) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasAll(List<String> set, List<String> contains) {
    Set<String> owning = new HashSet<>(set);
    for (String element : contains) {
      if (!owning.contains(element)) {
        return false;
      }
    }
    return true;
  }

  private static boolean resourceCoversAll(List<String> setResources, List<String> covers) {
    if (has(setResources, "*") || hasAll(setResources, covers)) {
      return true;
    }
    for (String path : covers) {
      if (has(setResources, path)) {
        continue;
      }
      if (!path.contains("/")) {
        return false;
      }
      String[] tokens = path.split("/", 2);
      if (!has(setResources, "*/" + tokens[1])) {
        return false;
      }
    }
    return true;
  }

  private static boolean nonResourceURLsCoversAll(List<String> set, List<String> covers) {
    for (String path : covers) {
      boolean covered = false;
      for (String owner : set) {
        if (nonResourceURLCovers(owner, path)) {
          covered = true;
          break;
        }
      }
      if (!covered) {
        return false;
      }
    }
    return true;
  }

  static boolean nonResourceURLCovers(String ownerPath, String subPath) {
    if (ownerPath.equals(subPath)) {
      return true;
    }
    String trimmed = ownerPath;
    while (trimmed.endsWith("*")) {
      trimmed = trimmed.substring(0, trimmed.length() - 1);
    }
    return ownerPath.endsWith("*") && subPath.startsWith(trimmed);
  }

  /** The atomic permission a Go sub-rule stands for. */
  static AtomicPermission toAtomic(RuleInput sub) {
    if (!sub.nonResourceURLs().isEmpty()) {
      return new NonResourcePermission(sub.nonResourceURLs().get(0), sub.verbs().get(0));
    }
    return new ResourcePermission(
        sub.apiGroups().get(0),
        sub.resources().get(0),
        sub.verbs().get(0),
        sub.resourceNames().isEmpty() ? null : sub.resourceNames().get(0));
  }
}
