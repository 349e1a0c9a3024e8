package io.planerules.admission;

import static java.util.Objects.requireNonNull;

import io.planerules.admission.policy.Binding;
import io.planerules.admission.policy.NamedExpression;
import io.planerules.admission.policy.Policy;
import io.planerules.admission.policy.ResourceRule;
import io.planerules.admission.policy.Validation;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.rules.RuleDescriptor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The {@code ValidatingAdmissionPolicy} objects of a plane (docs/reference/admission.md): one
 * policy and one binding per rule of {@link #rules()} that applies to the plane's mode, each
 * judging only requests of subjects acting as the plane. A pure function of its arguments.
 * <!-- snippet: AdmissionExamplesTest#for-plane -->
 *
 * <pre>{@code
 * PolicySet set =
 *     AdmissionPolicies.forPlane(
 *         ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
 * set.policyNames().get(0); // planerules-plane-a-foreign-label
 * }</pre>
 */
public final class AdmissionPolicies {

  /** The value of {@code app.kubernetes.io/managed-by} on every object. */
  public static final String MANAGED_BY = "planerules";

  /** The name of the match condition of every policy. */
  public static final String ACTING_AS_PLANE = "acting-as-plane";

  private static final List<String> OPERATIONS = List.of("CREATE", "UPDATE", "DELETE");
  private static final String FORBIDDEN = "Forbidden";

  private AdmissionPolicies() {}

  /**
   * The policies and bindings of a plane.
   *
   * @param id the plane; the legacy id gives the legacy rules and names
   * @param naming where the shared Gateway namespaces are
   * @param options extra subjects, labelled kinds, actions and failure policy
   * @return the policies in {@link #rules()} order, each with its binding
   * @throws io.planerules.rules.PlaneRulesException (an {@code AdmissionOptionsException}) when
   *     {@link AdmissionOptions#validate()} finds an error
   */
  public static PolicySet forPlane(
      ControlPlaneId id, NamingOptions naming, AdmissionOptions options) {
    requireNonNull(id, "id");
    requireNonNull(naming, "naming");
    requireNonNull(options, "options");
    PlaneScope plane = PlaneScope.of(id, naming, options);
    List<Policy> policies = new ArrayList<>();
    List<Binding> bindings = new ArrayList<>();
    for (AdmissionRule rule : rules(plane)) {
      Policy policy = policy(plane, rule);
      policies.add(policy);
      bindings.add(
          new Binding(policy.name(), policy.labels(), policy.name(), options.validationActions()));
    }
    return new PolicySet(policies, bindings);
  }

  /** The rules that apply to the plane's mode and options, in order. */
  static List<AdmissionRule> rules(PlaneScope plane) {
    List<AdmissionRule> rules = new ArrayList<>();
    for (AdmissionRule rule : AdmissionRule.values()) {
      boolean applies =
          switch (rule) {
            case UNLABELLED -> !plane.id.isLegacy() && !plane.options.labelledKinds().isEmpty();
            case SHARED_PREREQUISITE -> !plane.sharedObjects.isEmpty();
            case NAMESPACE_SCOPE -> plane.options.restrictNamespaces();
            default -> true;
          };
      if (applies) {
        rules.add(rule);
      }
    }
    return rules;
  }

  /**
   * The policy name: {@code planerules-<id>-<rule>}, legacy {@code planerules-<rule>}.
   *
   * @param id the plane
   * @param rule the rule
   * @return the name (a DNS-1123 subdomain)
   */
  static String policyName(ControlPlaneId id, AdmissionRule rule) {
    return id.isLegacy()
        ? MANAGED_BY + "-" + rule.suffix()
        : MANAGED_BY + "-" + id.value() + "-" + rule.suffix();
  }

  private static Policy policy(PlaneScope plane, AdmissionRule rule) {
    SortedMap<String, String> labels = new TreeMap<>();
    labels.put("app.kubernetes.io/managed-by", MANAGED_BY);
    if (!plane.id.isLegacy()) {
      labels.put(OwnershipLabel.KEY, plane.id.value());
    }
    boolean selectsLabelled =
        rule == AdmissionRule.FOREIGN_LABEL || rule == AdmissionRule.LABEL_IMMUTABLE;
    return new Policy(
        rule.id(),
        policyName(plane.id, rule),
        labels,
        plane.options.failurePolicy(),
        resourceRules(plane, rule),
        selectsLabelled ? OwnershipLabel.KEY : null,
        List.of(new NamedExpression(ACTING_AS_PLANE, actingAsPlane(plane))),
        variables(rule),
        List.of(validation(plane, rule)));
  }

  private static String actingAsPlane(PlaneScope plane) {
    return Cel.actingAsPlane(
        plane.serviceAccountNamespaces.stream().map(PlaneScope::serviceAccountPrefix).toList(),
        plane.options.extraUsers(),
        plane.options.extraGroups());
  }

  private static List<ResourceRule> resourceRules(PlaneScope plane, AdmissionRule rule) {
    return switch (rule) {
      case UNLABELLED -> {
        List<ResourceRule> rules = new ArrayList<>();
        for (GroupResource kind : plane.options.labelledKinds()) {
          rules.add(rule(kind.group(), withStatus(kind.resource()), List.of(), "*"));
        }
        yield rules;
      }
      case SHARED_PREREQUISITE -> {
        Map<GroupResource, List<String>> names = new LinkedHashMap<>();
        for (SharedObject shared : plane.sharedObjects) {
          List<String> of = names.computeIfAbsent(shared.resource(), r -> new ArrayList<>());
          if (!of.contains(shared.name())) {
            of.add(shared.name());
          }
        }
        List<ResourceRule> rules = new ArrayList<>();
        names.forEach(
            (kind, list) -> rules.add(rule(kind.group(), withStatus(kind.resource()), list, "*")));
        yield rules;
      }
      case NAMESPACE_SCOPE -> List.of(rule("*", List.of("*", "*/status"), List.of(), "Namespaced"));
      default -> List.of(rule("*", List.of("*", "*/status"), List.of(), "*"));
    };
  }

  private static List<String> withStatus(String resource) {
    return List.of(resource, resource + "/status");
  }

  private static ResourceRule rule(
      String group, List<String> resources, List<String> names, String scope) {
    return new ResourceRule(List.of(group), List.of("*"), OPERATIONS, resources, names, scope);
  }

  private static List<NamedExpression> variables(AdmissionRule rule) {
    List<NamedExpression> variables = new ArrayList<>();
    variables.add(new NamedExpression("verb", Cel.VERB));
    variables.add(new NamedExpression("newLabel", Cel.NEW_LABEL));
    variables.add(new NamedExpression("oldLabel", Cel.OLD_LABEL));
    variables.add(new NamedExpression("target", Cel.TARGET));
    variables.add(new NamedExpression("display", Cel.DISPLAY));
    if (rule == AdmissionRule.NAMESPACE_SCOPE) {
      variables.add(new NamedExpression("namespaceName", Cel.NAMESPACE_NAME));
      variables.add(new NamedExpression("namespaceLabel", Cel.NAMESPACE_LABEL));
    }
    return variables;
  }

  private static Validation validation(PlaneScope plane, AdmissionRule rule) {
    String own = Cel.quote(plane.ownLabel());
    boolean legacy = plane.id.isLegacy();
    String expression;
    String message;
    switch (rule) {
      case FOREIGN_LABEL -> {
        if (legacy) {
          expression = "variables.oldLabel == '' && variables.newLabel == ''";
          message =
              Cel.REFUSING
                  + "labelled for control plane \"' + (variables.oldLabel != '' ?"
                  + " variables.oldLabel : variables.newLabel) + '\"; "
                  + Messages.LEGACY_ONLY_UNLABELLED
                  + "'";
        } else {
          expression =
              "(variables.oldLabel == '' || variables.oldLabel == "
                  + own
                  + ") && (variables.newLabel == '' || variables.newLabel == "
                  + own
                  + ")";
          message =
              Cel.REFUSING
                  + "owned by control plane \"' + (variables.oldLabel != '' &&"
                  + " variables.oldLabel != "
                  + own
                  + " ? variables.oldLabel : variables.newLabel) + '\", not \""
                  + plane.ownLabel()
                  + "\"'";
        }
      }
      case LABEL_IMMUTABLE -> {
        expression = "request.operation != 'UPDATE' || variables.newLabel == variables.oldLabel";
        message =
            Cel.REFUSING
                + "the ownership label may not change from \"' + variables.oldLabel + '\" to"
                + " \"' + variables.newLabel + '\"'";
      }
      case UNLABELLED -> {
        expression =
            "(request.operation == 'CREATE' ? variables.newLabel : variables.oldLabel) != ''";
        message = Cel.REFUSING + "unlabelled, expected owner \"" + plane.ownLabel() + "\"'";
      }
      case SHARED_PREREQUISITE -> {
        expression = "false";
        message = Cel.REFUSING + Messages.SHARED + "'";
      }
      case NAMESPACE_SCOPE -> {
        String allowed = "variables.namespaceName in " + Cel.list(plane.allowedNamespaces);
        if (legacy) {
          expression = allowed + " || variables.namespaceLabel == ''";
          message =
              Cel.REFUSING
                  + "namespace \"' + variables.namespaceName + '\" is labelled for control"
                  + " plane \"' + variables.namespaceLabel + '\"; "
                  + Messages.LEGACY_ONLY_UNLABELLED_NAMESPACES
                  + "'";
        } else {
          expression = allowed + " || variables.namespaceLabel == " + own;
          message =
              Cel.REFUSING
                  + "namespace \"' + variables.namespaceName + '\" is not owned by control"
                  + " plane \""
                  + plane.ownLabel()
                  + "\"'";
        }
      }
      default -> throw new AssertionError(rule);
    }
    return new Validation(expression, message, FORBIDDEN);
  }

  /**
   * The five policy rules ({@code admission.foreign-label} ...), in emission order, as {@code
   * docs/rules.md} lists them; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(AdmissionRule.values());
  }
}
