package io.planerules.admission.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import io.planerules.admission.policy.Binding;
import io.planerules.admission.policy.NamedExpression;
import io.planerules.admission.policy.Policy;
import io.planerules.admission.policy.PolicySet;
import io.planerules.admission.policy.ResourceRule;
import io.planerules.admission.policy.Validation;
import io.planerules.admission.policy.ValidationAction;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Kubernetes objects of a {@link PolicySet}: {@code ValidatingAdmissionPolicy} and {@code
 * ValidatingAdmissionPolicyBinding} of {@code admissionregistration.k8s.io/v1}, policy then binding
 * for each rule.
 * <!-- snippet: AdmissionExamplesTest#yaml -->
 *
 * <pre>{@code
 * String yaml = PolicyDocuments.yaml(AdmissionPolicies.forPlane(id, naming, options));
 * }</pre>
 */
public final class PolicyDocuments {

  /** The API version of every object. */
  public static final String API_VERSION = "admissionregistration.k8s.io/v1";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private static final ObjectMapper YAML =
      new ObjectMapper(
          YAMLFactory.builder()
              .disable(YAMLGenerator.Feature.SPLIT_LINES)
              .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
              .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
              .build());

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private PolicyDocuments() {}

  /**
   * The objects in order: policy, binding, policy, binding, ...
   *
   * @param set the policies and bindings
   * @return one JSON object per Kubernetes object, keys in a fixed order
   */
  public static List<ObjectNode> objects(PolicySet set) {
    List<ObjectNode> out = new ArrayList<>();
    for (int i = 0; i < set.policies().size(); i++) {
      out.add(policy(set.policies().get(i)));
      out.add(binding(set.bindings().get(i)));
    }
    return out;
  }

  /**
   * The objects as a YAML multi-document stream, each document starting with {@code ---}.
   *
   * @param set the policies and bindings
   * @return the YAML text
   */
  public static String yaml(PolicySet set) {
    StringWriter out = new StringWriter();
    try (var writer = YAML.writer().writeValues(out)) {
      for (ObjectNode object : objects(set)) {
        writer.write(object);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /**
   * The objects as {@code {"items": [...]}}, indented, with a final newline.
   *
   * @param set the policies and bindings
   * @return the JSON text
   */
  public static String json(PolicySet set) {
    try {
      return JSON.writeValueAsString(list(set)) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The objects as {@code {"items": [...]}}.
   *
   * @param set the policies and bindings
   * @return the object
   */
  public static ObjectNode list(PolicySet set) {
    ObjectNode list = NODES.objectNode();
    ArrayNode items = list.putArray("items");
    objects(set).forEach(items::add);
    return list;
  }

  private static ObjectNode header(String kind, String name, Map<String, String> labels) {
    ObjectNode object = NODES.objectNode();
    object.put("apiVersion", API_VERSION);
    object.put("kind", kind);
    ObjectNode metadata = object.putObject("metadata");
    metadata.put("name", name);
    ObjectNode labelNode = metadata.putObject("labels");
    labels.forEach(labelNode::put);
    return object;
  }

  private static ObjectNode policy(Policy policy) {
    ObjectNode object = header("ValidatingAdmissionPolicy", policy.name(), policy.labels());
    ObjectNode spec = object.putObject("spec");
    spec.put("failurePolicy", policy.failurePolicy().wireName());
    ObjectNode constraints = spec.putObject("matchConstraints");
    ArrayNode rules = constraints.putArray("resourceRules");
    for (ResourceRule rule : policy.resourceRules()) {
      rules.add(resourceRule(rule));
    }
    String selected = policy.objectSelectorExists();
    if (selected != null) {
      constraints
          .putObject("objectSelector")
          .putArray("matchExpressions")
          .addObject()
          .put("key", selected)
          .put("operator", "Exists");
    }
    named(spec.putArray("matchConditions"), policy.matchConditions());
    named(spec.putArray("variables"), policy.variables());
    ArrayNode validations = spec.putArray("validations");
    for (Validation validation : policy.validations()) {
      validations
          .addObject()
          .put("expression", validation.expression())
          .put("messageExpression", validation.messageExpression())
          .put("reason", validation.reason());
    }
    return object;
  }

  private static ObjectNode resourceRule(ResourceRule rule) {
    ObjectNode node = NODES.objectNode();
    strings(node.putArray("apiGroups"), rule.apiGroups());
    strings(node.putArray("apiVersions"), rule.apiVersions());
    strings(node.putArray("operations"), rule.operations());
    strings(node.putArray("resources"), rule.resources());
    if (!rule.resourceNames().isEmpty()) {
      strings(node.putArray("resourceNames"), rule.resourceNames());
    }
    node.put("scope", rule.scope());
    return node;
  }

  private static void named(ArrayNode array, List<NamedExpression> expressions) {
    for (NamedExpression expression : expressions) {
      array.addObject().put("name", expression.name()).put("expression", expression.expression());
    }
  }

  private static void strings(ArrayNode array, List<String> values) {
    values.forEach(array::add);
  }

  private static ObjectNode binding(Binding binding) {
    ObjectNode object =
        header("ValidatingAdmissionPolicyBinding", binding.name(), binding.labels());
    ObjectNode spec = object.putObject("spec");
    spec.put("policyName", binding.policyName());
    ArrayNode actions = spec.putArray("validationActions");
    for (ValidationAction action : binding.validationActions()) {
      actions.add(action.wireName());
    }
    return object;
  }
}
