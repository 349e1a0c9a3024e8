package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.LabelSelector;
import io.fabric8.kubernetes.api.model.LabelSelectorBuilder;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.MatchCondition;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.MatchResources;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.NamedRuleWithOperations;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicy;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicyBinding;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicyBindingBuilder;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicyBuilder;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.Validation;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.Variable;
import io.planerules.admission.policy.Binding;
import io.planerules.admission.policy.NamedExpression;
import io.planerules.admission.policy.Policy;
import io.planerules.admission.policy.PolicySet;
import io.planerules.admission.policy.ResourceRule;
import io.planerules.admission.policy.ValidationAction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A plane's admission policies ({@code AdmissionPolicies.forPlane}) as fabric8 objects of {@code
 * admissionregistration.k8s.io/v1}, ready for an operator to apply at start-up with server-side
 * apply: the same fields and values {@code PolicyDocuments} writes as YAML
 * (docs/reference/fabric8.md#admission-policies).
 * <!-- snippet: AdmissionObjectsTest#objects -->
 *
 * <pre>{@code
 * PolicySet set =
 *     AdmissionPolicies.forPlane(
 *         ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
 * for (HasMetadata object : AdmissionObjects.objects(set)) {
 *   // the operator applies each: client.resource(object).forceConflicts().serverSideApply()
 *   applied.add(object.getKind() + " " + object.getMetadata().getName());
 * }
 * }</pre>
 */
public final class AdmissionObjects {

  private AdmissionObjects() {}

  /**
   * Every object of the set in apply order: each policy followed by its binding (a binding names
   * its policy, so the policy exists first).
   *
   * @param set the policies and bindings
   * @return the objects
   */
  public static List<HasMetadata> objects(PolicySet set) {
    List<HasMetadata> out = new ArrayList<>();
    for (int i = 0; i < set.policies().size(); i++) {
      out.add(policy(set.policies().get(i)));
      out.add(binding(set.bindings().get(i)));
    }
    return out;
  }

  /**
   * One {@code ValidatingAdmissionPolicy}.
   *
   * @param policy the policy
   * @return the fabric8 object
   */
  public static ValidatingAdmissionPolicy policy(Policy policy) {
    MatchResources constraints = new MatchResources();
    constraints.setResourceRules(
        policy.resourceRules().stream().map(AdmissionObjects::rule).toList());
    String selected = policy.objectSelectorExists();
    if (selected != null) {
      constraints.setObjectSelector(exists(selected));
    }
    return new ValidatingAdmissionPolicyBuilder()
        .withMetadata(metadata(policy.name(), policy.labels()))
        .withNewSpec()
        .withFailurePolicy(policy.failurePolicy().wireName())
        .withMatchConstraints(constraints)
        .withMatchConditions(
            policy.matchConditions().stream().map(AdmissionObjects::matchCondition).toList())
        .withVariables(policy.variables().stream().map(AdmissionObjects::variable).toList())
        .withValidations(policy.validations().stream().map(AdmissionObjects::validation).toList())
        .endSpec()
        .build();
  }

  /**
   * One {@code ValidatingAdmissionPolicyBinding}.
   *
   * @param binding the binding
   * @return the fabric8 object
   */
  public static ValidatingAdmissionPolicyBinding binding(Binding binding) {
    return new ValidatingAdmissionPolicyBindingBuilder()
        .withMetadata(metadata(binding.name(), binding.labels()))
        .withNewSpec()
        .withPolicyName(binding.policyName())
        .withValidationActions(
            binding.validationActions().stream().map(ValidationAction::wireName).toList())
        .endSpec()
        .build();
  }

  private static ObjectMeta metadata(String name, Map<String, String> labels) {
    return new ObjectMetaBuilder().withName(name).withLabels(new LinkedHashMap<>(labels)).build();
  }

  private static NamedRuleWithOperations rule(ResourceRule rule) {
    NamedRuleWithOperations out = new NamedRuleWithOperations();
    out.setApiGroups(new ArrayList<>(rule.apiGroups()));
    out.setApiVersions(new ArrayList<>(rule.apiVersions()));
    out.setOperations(new ArrayList<>(rule.operations()));
    out.setResources(new ArrayList<>(rule.resources()));
    out.setResourceNames(new ArrayList<>(rule.resourceNames()));
    out.setScope(rule.scope());
    return out;
  }

  private static LabelSelector exists(String key) {
    return new LabelSelectorBuilder()
        .addNewMatchExpression()
        .withKey(key)
        .withOperator("Exists")
        .endMatchExpression()
        .build();
  }

  private static MatchCondition matchCondition(NamedExpression e) {
    MatchCondition out = new MatchCondition();
    out.setName(e.name());
    out.setExpression(e.expression());
    return out;
  }

  private static Variable variable(NamedExpression e) {
    Variable out = new Variable();
    out.setName(e.name());
    out.setExpression(e.expression());
    return out;
  }

  private static Validation validation(io.planerules.admission.policy.Validation v) {
    Validation out = new Validation();
    out.setExpression(v.expression());
    out.setMessageExpression(v.messageExpression());
    out.setReason(v.reason());
    return out;
  }
}
