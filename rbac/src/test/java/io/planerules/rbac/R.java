package io.planerules.rbac;

import io.planerules.testkit.rbac.RuleInput;
import java.util.List;

/** Short constructors for test tables. */
final class R {

  private R() {}

  static List<String> l(String... values) {
    return List.of(values);
  }

  /** A resource rule in upstream's field order {APIGroups, Verbs, Resources}. */
  static PolicyRule res(List<String> groups, List<String> verbs, List<String> resources) {
    return PolicyRule.resourceRule(groups, resources, verbs);
  }

  static PolicyRule named(
      List<String> groups, List<String> verbs, List<String> resources, List<String> names) {
    return PolicyRule.namedResourceRule(groups, resources, verbs, names);
  }

  static PolicyRule urls(List<String> urls, List<String> verbs) {
    return PolicyRule.nonResourceRule(urls, verbs);
  }

  static ResourcePermission atom(String group, String resource, String verb) {
    return new ResourcePermission(group, resource, verb, null);
  }

  static ResourcePermission atom(String group, String resource, String verb, String name) {
    return new ResourcePermission(group, resource, verb, name);
  }

  static NonResourcePermission url(String url, String verb) {
    return new NonResourcePermission(url, verb);
  }

  static PolicyRule of(RuleInput input) {
    return new PolicyRule(
        input.apiGroups(),
        input.resources(),
        input.verbs(),
        input.resourceNames(),
        input.nonResourceURLs());
  }

  static List<PolicyRule> of(List<RuleInput> inputs) {
    return inputs.stream().map(R::of).toList();
  }
}
