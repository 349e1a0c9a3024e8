package io.planerules.admission;

import com.google.protobuf.NullValue;
import dev.cel.bundle.Cel;
import dev.cel.bundle.CelFactory;
import dev.cel.common.CelAbstractSyntaxTree;
import dev.cel.common.CelValidationException;
import dev.cel.common.types.SimpleType;
import dev.cel.parser.CelStandardMacro;
import dev.cel.runtime.CelEvaluationException;
import dev.cel.runtime.CelRuntime;
import io.planerules.admission.policy.FailurePolicy;
import io.planerules.admission.policy.NamedExpression;
import io.planerules.admission.policy.Policy;
import io.planerules.admission.policy.ResourceRule;
import io.planerules.admission.policy.Validation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The API server's admission semantics for ValidatingAdmissionPolicies, with cel-java as the CEL
 * engine (kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/admission/plugin/policy/validating
 * and .../policy/matching): a policy judges a request when a resource rule matches (group, version,
 * operation, resource or {@code resource/subresource}, {@code resourceNames}, scope), the object
 * selector matches the object or the old object, and every match condition is true; then every
 * variable is evaluated (eagerly here: none may error), then every validation, and a false
 * validation gives its {@code messageExpression}. An evaluation error falls to the failure policy
 * and is recorded, so a test can require that none happens.
 */
final class VapEvaluator {

  /** The CEL environment of §2: only the admission variables, all dynamic, standard macros. */
  static final Cel CEL = environment(true);

  /**
   * cel-java's standard environment with the standard macros and the admission variables declared
   * {@code dyn}; {@code variables} only when asked (match conditions do not have it).
   */
  static Cel environment(boolean withVariables) {
    var builder =
        CelFactory.standardCelBuilder()
            .setStandardMacros(CelStandardMacro.STANDARD_MACROS)
            .addVar("object", SimpleType.DYN)
            .addVar("oldObject", SimpleType.DYN)
            .addVar("request", SimpleType.DYN)
            .addVar("namespaceObject", SimpleType.DYN);
    if (withVariables) {
      builder.addVar("variables", SimpleType.DYN);
    }
    return builder.build();
  }

  /** One failed validation or error: the policy and its message. */
  record Outcome(Policy policy, String message, boolean error) {}

  private record Compiled(
      Policy policy,
      List<CelRuntime.Program> conditions,
      List<String> variableNames,
      List<CelRuntime.Program> variables,
      List<CelRuntime.Program> validations,
      List<CelRuntime.Program> messages) {}

  private final List<Compiled> policies = new ArrayList<>();

  /** Installs the policies of every set (several planes at once). */
  VapEvaluator(List<PolicySet> sets) {
    for (PolicySet set : sets) {
      for (Policy policy : set.policies()) {
        policies.add(compile(policy));
      }
    }
  }

  static CelAbstractSyntaxTree ast(String expression) {
    try {
      return CEL.compile(expression).getAst();
    } catch (CelValidationException e) {
      throw new AssertionError("does not compile: " + expression + "\n" + e.getMessage(), e);
    }
  }

  private static CelRuntime.Program program(String expression) {
    try {
      return CEL.createProgram(ast(expression));
    } catch (CelEvaluationException e) {
      throw new AssertionError(e);
    }
  }

  private static Compiled compile(Policy policy) {
    List<String> names = new ArrayList<>();
    List<CelRuntime.Program> variables = new ArrayList<>();
    for (NamedExpression variable : policy.variables()) {
      names.add(variable.name());
      variables.add(program(variable.expression()));
    }
    List<CelRuntime.Program> validations = new ArrayList<>();
    List<CelRuntime.Program> messages = new ArrayList<>();
    for (Validation validation : policy.validations()) {
      validations.add(program(validation.expression()));
      messages.add(program(validation.messageExpression()));
    }
    return new Compiled(
        policy,
        policy.matchConditions().stream().map(c -> program(c.expression())).toList(),
        names,
        variables,
        validations,
        messages);
  }

  /**
   * Every failed validation (and every error) of every installed policy that judges the request.
   */
  List<Outcome> evaluate(RenderedRequest request) {
    List<Outcome> out = new ArrayList<>();
    for (Compiled compiled : policies) {
      evaluate(compiled, request, out);
    }
    return out;
  }

  private static void evaluate(Compiled compiled, RenderedRequest request, List<Outcome> out) {
    Policy policy = compiled.policy();
    if (!matchesResources(policy, request) || !matchesObjectSelector(policy, request)) {
      return;
    }
    Map<String, Object> activation = new HashMap<>();
    activation.put("object", orNull(request.object()));
    activation.put("oldObject", orNull(request.oldObject()));
    activation.put("request", request.request());
    activation.put("namespaceObject", orNull(request.namespaceObject()));
    Map<String, Object> variables = new LinkedHashMap<>();
    activation.put("variables", variables);
    try {
      for (CelRuntime.Program condition : compiled.conditions()) {
        if (!(Boolean) condition.eval(activation)) {
          return;
        }
      }
      for (int i = 0; i < compiled.variables().size(); i++) {
        variables.put(
            compiled.variableNames().get(i), compiled.variables().get(i).eval(activation));
      }
      for (int i = 0; i < compiled.validations().size(); i++) {
        if (!(Boolean) compiled.validations().get(i).eval(activation)) {
          out.add(new Outcome(policy, (String) compiled.messages().get(i).eval(activation), false));
        }
      }
    } catch (CelEvaluationException | ClassCastException e) {
      if (policy.failurePolicy() == FailurePolicy.FAIL) {
        out.add(new Outcome(policy, "error: " + e.getMessage(), true));
      } else {
        out.add(new Outcome(policy, "ignored error: " + e.getMessage(), true));
      }
    }
  }

  private static Object orNull(Object value) {
    return value == null ? NullValue.NULL_VALUE : value;
  }

  /** kubernetes .../policy/matching and .../admission/plugin/webhook/predicates/rules/rules.go. */
  private static boolean matchesResources(Policy policy, RenderedRequest request) {
    for (ResourceRule rule : policy.resourceRules()) {
      if (matchesOne(rule, request.group(), request.operation(), request.resourcePath())
          && (rule.resourceNames().isEmpty() || rule.resourceNames().contains(request.name()))
          && (rule.scope().equals("*")
              || rule.scope().equals(request.namespaced() ? "Namespaced" : "Cluster"))) {
        return true;
      }
    }
    return false;
  }

  private static boolean matchesOne(
      ResourceRule rule, String group, String operation, String resourcePath) {
    boolean groupOk = rule.apiGroups().contains("*") || rule.apiGroups().contains(group);
    boolean versionOk = rule.apiVersions().contains("*");
    boolean operationOk = rule.operations().contains("*") || rule.operations().contains(operation);
    String[] parts = resourcePath.split("/", 2);
    boolean resourceOk = false;
    for (String pattern : rule.resources()) {
      resourceOk |=
          pattern.equals("*/*")
              || pattern.equals(resourcePath)
              || (pattern.equals("*") && parts.length == 1)
              || (parts.length == 2 && pattern.equals("*/" + parts[1]))
              || (parts.length == 2 && pattern.equals(parts[0] + "/*"));
    }
    return groupOk && versionOk && operationOk && resourceOk;
  }

  /** The selector matches when the object or the old object carries the key. */
  private static boolean matchesObjectSelector(Policy policy, RenderedRequest request) {
    String key = policy.objectSelectorExists();
    if (key == null) {
      return true;
    }
    return request.objectLabels().containsKey(key) || request.oldObjectLabels().containsKey(key);
  }
}
