package io.planerules.admission.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.LabelSelectorRequirement;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.NamedRuleWithOperations;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicy;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicyBinding;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.Validation;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.Variable;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The golden objects are {@code admissionregistration.k8s.io/v1} objects: each document reads into
 * fabric8's model of {@code ValidatingAdmissionPolicy} or {@code ValidatingAdmissionPolicyBinding}
 * with no field left over (the model keeps unknown fields in {@code additionalProperties}, which
 * must stay empty everywhere), and the fields hold what docs/reference/admission.md prescribes,
 * written out here by hand.
 */
class SchemaTest {

  private static final ObjectMapper MODEL =
      JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

  private static final String KEY = "nvcf.nvidia.com/control-plane-id";

  private static final List<String> PLANE_A_PREFIXES =
      List.of(
          "api-keys",
          "cassandra-system",
          "ess",
          "gdn-streaming",
          "ingress",
          "nats-system",
          "nvca-operator",
          "nvca-system",
          "nvcf",
          "nvcf-backend",
          "nvcf-ui",
          "sis",
          "vault-system");

  static List<JsonNode> documents(String file) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    try (var parser = new YAMLFactory().createParser(GoldenTest.golden(file))) {
      new YAMLMapper().readValues(parser, JsonNode.class).forEachRemaining(out::add);
    }
    return out;
  }

  /** Every fabric8 model object reachable from {@code root} has no additional property. */
  static void noUnknownFields(Object root) {
    walk(root, new IdentityHashMap<>());
  }

  private static void walk(Object value, IdentityHashMap<Object, Boolean> seen) {
    if (value == null || seen.put(value, true) != null) {
      return;
    }
    if (value instanceof Collection<?> collection) {
      collection.forEach(item -> walk(item, seen));
      return;
    }
    if (!value.getClass().getName().startsWith("io.fabric8.")) {
      return;
    }
    for (Method getter : value.getClass().getMethods()) {
      if (getter.getParameterCount() != 0
          || Modifier.isStatic(getter.getModifiers())
          || !getter.getName().startsWith("get")
          || getter.getName().equals("getClass")) {
        continue;
      }
      Object field;
      try {
        field = getter.invoke(value);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
      if (getter.getName().equals("getAdditionalProperties")) {
        assertThat((Map<?, ?>) field)
            .as("unknown fields of %s", value.getClass().getSimpleName())
            .isEmpty();
      } else {
        walk(field, seen);
      }
    }
  }

  private static ValidatingAdmissionPolicy policy(JsonNode node) throws IOException {
    ValidatingAdmissionPolicy policy = MODEL.treeToValue(node, ValidatingAdmissionPolicy.class);
    noUnknownFields(policy);
    assertThat(policy.getApiVersion()).isEqualTo("admissionregistration.k8s.io/v1");
    assertThat(policy.getKind()).isEqualTo("ValidatingAdmissionPolicy");
    return policy;
  }

  private static ValidatingAdmissionPolicyBinding binding(JsonNode node) throws IOException {
    ValidatingAdmissionPolicyBinding binding =
        MODEL.treeToValue(node, ValidatingAdmissionPolicyBinding.class);
    noUnknownFields(binding);
    assertThat(binding.getApiVersion()).isEqualTo("admissionregistration.k8s.io/v1");
    assertThat(binding.getKind()).isEqualTo("ValidatingAdmissionPolicyBinding");
    assertThat(binding.getSpec().getParamRef()).isNull();
    assertThat(binding.getSpec().getMatchResources()).isNull();
    return binding;
  }

  private static void rule(
      NamedRuleWithOperations rule,
      String group,
      List<String> resources,
      List<String> names,
      String scope) {
    assertThat(rule.getApiGroups()).containsExactly(group);
    assertThat(rule.getApiVersions()).containsExactly("*");
    assertThat(rule.getOperations()).containsExactly("CREATE", "UPDATE", "DELETE");
    assertThat(rule.getResources()).isEqualTo(resources);
    assertThat(rule.getResourceNames()).isEqualTo(names);
    assertThat(rule.getScope()).isEqualTo(scope);
  }

  private static void common(
      ValidatingAdmissionPolicy policy, String name, Map<String, String> labels, String prefixOf) {
    assertThat(policy.getMetadata().getName()).isEqualTo(name);
    assertThat(policy.getMetadata().getLabels()).isEqualTo(labels);
    assertThat(policy.getSpec().getFailurePolicy()).isEqualTo("Fail");
    assertThat(policy.getSpec().getParamKind()).isNull();
    assertThat(policy.getSpec().getMatchConstraints().getNamespaceSelector()).isNull();
    assertThat(policy.getSpec().getMatchConditions()).hasSize(1);
    assertThat(policy.getSpec().getMatchConditions().get(0).getName()).isEqualTo("acting-as-plane");
    assertThat(policy.getSpec().getMatchConditions().get(0).getExpression())
        .contains("'system:serviceaccount:" + prefixOf + "nvca-operator:'")
        .contains("'system:serviceaccount:" + prefixOf + "nvcf:'")
        .doesNotContain("gateway-system")
        .doesNotContain("cert-manager");
    assertThat(policy.getSpec().getVariables().stream().map(Variable::getName))
        .containsExactly("verb", "newLabel", "oldLabel", "target", "display");
    assertThat(policy.getSpec().getValidations()).hasSize(1);
    Validation validation = policy.getSpec().getValidations().get(0);
    assertThat(validation.getReason()).isEqualTo("Forbidden");
    assertThat(validation.getMessage()).isNull();
    assertThat(validation.getMessageExpression()).startsWith("'refusing to ' + variables.verb");
  }

  private static void selectsLabelled(ValidatingAdmissionPolicy policy) {
    rule(
        policy.getSpec().getMatchConstraints().getResourceRules().get(0),
        "*",
        List.of("*", "*/status"),
        List.of(),
        "*");
    assertThat(policy.getSpec().getMatchConstraints().getResourceRules()).hasSize(1);
    List<LabelSelectorRequirement> selector =
        policy.getSpec().getMatchConstraints().getObjectSelector().getMatchExpressions();
    assertThat(selector).hasSize(1);
    assertThat(selector.get(0).getKey()).isEqualTo(KEY);
    assertThat(selector.get(0).getOperator()).isEqualTo("Exists");
    assertThat(selector.get(0).getValues()).isEmpty();
    assertThat(policy.getSpec().getMatchConstraints().getObjectSelector().getMatchLabels())
        .isEmpty();
  }

  @Test
  void planeAHoldsEveryFieldOfTheSpecification() throws IOException {
    List<JsonNode> docs = documents("plane-a.yaml");
    assertThat(docs).hasSize(8);
    Map<String, String> labels =
        Map.of("app.kubernetes.io/managed-by", "planerules", KEY, "plane-a");
    List<String> names =
        List.of(
            "planerules-plane-a-foreign-label",
            "planerules-plane-a-label-immutable",
            "planerules-plane-a-unlabelled",
            "planerules-plane-a-shared-prerequisite");
    for (int i = 0; i < names.size(); i++) {
      ValidatingAdmissionPolicy policy = policy(docs.get(2 * i));
      common(policy, names.get(i), labels, "plane-a-");
      ValidatingAdmissionPolicyBinding binding = binding(docs.get(2 * i + 1));
      assertThat(binding.getMetadata().getName()).isEqualTo(names.get(i));
      assertThat(binding.getMetadata().getLabels()).isEqualTo(labels);
      assertThat(binding.getSpec().getPolicyName()).isEqualTo(names.get(i));
      assertThat(binding.getSpec().getValidationActions()).containsExactly("Deny");
    }
    String acting = policy(docs.get(0)).getSpec().getMatchConditions().get(0).getExpression();
    for (String namespace : PLANE_A_PREFIXES) {
      assertThat(acting).contains("'system:serviceaccount:plane-a-" + namespace + ":'");
    }
    assertThat(acting.split("system:serviceaccount:", -1)).hasSize(PLANE_A_PREFIXES.size() + 1);
    selectsLabelled(policy(docs.get(0)));
    selectsLabelled(policy(docs.get(2)));
    ValidatingAdmissionPolicy unlabelled = policy(docs.get(4));
    assertThat(unlabelled.getSpec().getMatchConstraints().getObjectSelector()).isNull();
    List<NamedRuleWithOperations> rules =
        unlabelled.getSpec().getMatchConstraints().getResourceRules();
    assertThat(rules).hasSize(3);
    rule(rules.get(0), "", List.of("namespaces", "namespaces/status"), List.of(), "*");
    rule(
        rules.get(1),
        "nvcf.nvidia.io",
        List.of("nvcfbackends", "nvcfbackends/status"),
        List.of(),
        "*");
    rule(
        rules.get(2),
        "cert-manager.io",
        List.of("clusterissuers", "clusterissuers/status"),
        List.of(),
        "*");
    ValidatingAdmissionPolicy shared = policy(docs.get(6));
    rules = shared.getSpec().getMatchConstraints().getResourceRules();
    assertThat(rules).hasSize(2);
    rule(
        rules.get(0),
        "apiextensions.k8s.io",
        List.of("customresourcedefinitions", "customresourcedefinitions/status"),
        List.of("nvcfbackends.nvcf.nvidia.io"),
        "*");
    rule(
        rules.get(1),
        "",
        List.of("namespaces", "namespaces/status"),
        List.of("cert-manager", "gateway-system"),
        "*");
    assertThat(shared.getSpec().getValidations().get(0).getExpression()).isEqualTo("false");
  }

  @Test
  void legacyHasNoOwnershipLabelNoUnlabelledRuleAndUnprefixedNames() throws IOException {
    List<JsonNode> docs = documents("legacy.yaml");
    assertThat(docs).hasSize(6);
    Map<String, String> labels = Map.of("app.kubernetes.io/managed-by", "planerules");
    List<String> names =
        List.of(
            "planerules-foreign-label",
            "planerules-label-immutable",
            "planerules-shared-prerequisite");
    for (int i = 0; i < names.size(); i++) {
      common(policy(docs.get(2 * i)), names.get(i), labels, "");
      ValidatingAdmissionPolicyBinding binding = binding(docs.get(2 * i + 1));
      assertThat(binding.getMetadata().getName()).isEqualTo(names.get(i));
      assertThat(binding.getMetadata().getLabels()).isEqualTo(labels);
      assertThat(binding.getSpec().getPolicyName()).isEqualTo(names.get(i));
      assertThat(binding.getSpec().getValidationActions()).containsExactly("Deny");
    }
    selectsLabelled(policy(docs.get(0)));
    assertThat(policy(docs.get(0)).getSpec().getValidations().get(0).getExpression())
        .isEqualTo("variables.oldLabel == '' && variables.newLabel == ''");
  }

  @Test
  void anUnknownFieldIsFound() throws IOException {
    JsonNode doc = documents("plane-a.yaml").get(0).deepCopy();
    ((com.fasterxml.jackson.databind.node.ObjectNode) doc.get("spec")).put("matchPolicy", "Exact");
    ((com.fasterxml.jackson.databind.node.ObjectNode) doc.get("spec")).put("bogus", 1);
    ValidatingAdmissionPolicy policy = MODEL.treeToValue(doc, ValidatingAdmissionPolicy.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> noUnknownFields(policy))
        .hasMessageContaining("bogus");
  }
}
