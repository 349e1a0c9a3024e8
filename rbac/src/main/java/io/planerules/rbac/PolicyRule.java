package io.planerules.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One Kubernetes RBAC {@code PolicyRule} ({@code rbac.authorization.k8s.io/v1}) as plain data: API
 * groups, resources (subresources as {@code "pods/status"}), verbs, resource names and non-resource
 * URLs. A missing field is an empty list; values are kept literally, in order, duplicates included
 * ({@code "*"} is only special when the rule is <em>held</em>, see {@link RbacCoverage}). The core
 * API group is {@code ""}.
 *
 * <p>Construction never validates: the escalation comparator accepts rules that API validation
 * would reject (no verbs, both resources and URLs). {@link PolicyRules#validate} reports those as
 * problems.
 * <!-- snippet: RbacExamplesTest#policy-rule -->
 *
 * <pre>{@code
 * PolicyRule r =
 *     PolicyRule.resourceRule(
 *         List.of("nvca.nvcf.nvidia.io"),
 *         List.of("modelcachebindings", "modelcachebindings/status"),
 *         List.of("get", "update"));
 * PolicyRule healthz = PolicyRule.nonResourceRule(List.of("/healthz"), List.of("get"));
 * }</pre>
 *
 * @param apiGroups API groups ({@code "*"} = all when held)
 * @param resources resources and {@code resource/subresource} ({@code "*"} and {@code
 *     "*&#47;subresource"} are wildcards when held)
 * @param verbs verbs ({@code "*"} = all when held)
 * @param resourceNames object names; empty means all names
 * @param nonResourceURLs non-resource URL paths ({@code "/healthz"}, {@code "/apis/*"})
 */
public record PolicyRule(
    List<String> apiGroups,
    List<String> resources,
    List<String> verbs,
    List<String> resourceNames,
    List<String> nonResourceURLs) {

  /**
   * Creates a rule; a {@code null} list is read as empty (a field missing from YAML or JSON).
   *
   * @throws NullPointerException when a list holds {@code null}
   */
  public PolicyRule(
      @Nullable List<String> apiGroups,
      @Nullable List<String> resources,
      @Nullable List<String> verbs,
      @Nullable List<String> resourceNames,
      @Nullable List<String> nonResourceURLs) {
    this.apiGroups = copy(apiGroups);
    this.resources = copy(resources);
    this.verbs = copy(verbs);
    this.resourceNames = copy(resourceNames);
    this.nonResourceURLs = copy(nonResourceURLs);
  }

  /**
   * A resource rule without resource names (all names).
   *
   * @param apiGroups API groups
   * @param resources resources
   * @param verbs verbs
   * @return the rule
   */
  public static PolicyRule resourceRule(
      List<String> apiGroups, List<String> resources, List<String> verbs) {
    return new PolicyRule(apiGroups, resources, verbs, List.of(), List.of());
  }

  /**
   * A resource rule limited to the named objects.
   *
   * @param apiGroups API groups
   * @param resources resources
   * @param verbs verbs
   * @param resourceNames object names
   * @return the rule
   */
  public static PolicyRule namedResourceRule(
      List<String> apiGroups,
      List<String> resources,
      List<String> verbs,
      List<String> resourceNames) {
    return new PolicyRule(apiGroups, resources, verbs, resourceNames, List.of());
  }

  /**
   * A non-resource URL rule.
   *
   * @param nonResourceURLs URL paths
   * @param verbs verbs
   * @return the rule
   */
  public static PolicyRule nonResourceRule(List<String> nonResourceURLs, List<String> verbs) {
    return new PolicyRule(List.of(), List.of(), verbs, List.of(), nonResourceURLs);
  }

  /**
   * This rule's atomic permissions in breakdown order (see {@link PolicyRules#breakdown}).
   *
   * @return the atomic permissions, duplicates kept
   */
  public List<AtomicPermission> atomics() {
    return PolicyRules.breakdown(List.of(this));
  }

  /**
   * Kubernetes' compact text of this rule, as in its escalation message: {@code {APIGroups:["g"],
   * Resources:["r"], Verbs:["get" "list"]}} (empty fields omitted).
   */
  @Override
  public String toString() {
    return PolicyRules.compactString(this);
  }

  private static ImmutableList<String> copy(@Nullable List<String> values) {
    return values == null ? ImmutableList.of() : ImmutableList.copyOf(values);
  }

  /**
   * The API server's validation of policy rules ({@code rbac.rule.*}, Kubernetes {@code
   * pkg/apis/rbac/validation/validation.go}), which {@link RbacCoverage#covers} reports as
   * warnings, in the order each rule is checked, as {@code docs/rules.md} lists them; the rule enum
   * itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(RbacValidationRule.values());
  }
}
