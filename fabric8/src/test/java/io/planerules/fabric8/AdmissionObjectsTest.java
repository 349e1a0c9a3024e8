package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.LabelSelectorBuilder;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.MatchCondition;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.NamedRuleWithOperations;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicy;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicyBinding;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicyBindingBuilder;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.Variable;
import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionPolicies;
import io.planerules.admission.PolicySet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fabric8 objects of a plane's admission policies hold the same fields and values as the golden
 * YAML the admission module writes and checks byte for byte
 * (admission/src/test/resources/io/planerules/admission/io/, reviewed line by line against
 * docs/reference/admission.md): each object, serialised by Jackson as the fabric8 client sends it,
 * equals its golden document as a tree.
 */
class AdmissionObjectsTest {

  private static final Path GOLDEN =
      Path.of("..", "admission", "src", "test", "resources", "io", "planerules", "admission", "io");

  private static final ObjectMapper JSON = new ObjectMapper();

  private static List<JsonNode> golden(String file) throws IOException {
    List<JsonNode> documents = new ArrayList<>();
    try (MappingIterator<JsonNode> it =
        new YAMLMapper()
            .readerFor(JsonNode.class)
            .readValues(Files.readString(GOLDEN.resolve(file)))) {
      it.forEachRemaining(documents::add);
    }
    return documents;
  }

  private static PolicySet set(ControlPlaneId id) {
    return AdmissionPolicies.forPlane(id, NamingOptions.defaults(), AdmissionOptions.defaults());
  }

  private static void sameAsGolden(ControlPlaneId id, String file) throws IOException {
    List<HasMetadata> objects = AdmissionObjects.objects(set(id));
    List<JsonNode> golden = golden(file);
    assertThat(objects).hasSameSizeAs(golden).hasSize(2 * set(id).policyNames().size());
    for (int i = 0; i < objects.size(); i++) {
      assertThat((JsonNode) JSON.valueToTree(objects.get(i)))
          .as("object %d (%s)", i, objects.get(i).getMetadata().getName())
          .isEqualTo(golden.get(i));
    }
  }

  @Test
  void planeAObjectsAreTheGoldenDocuments() throws IOException {
    sameAsGolden(ControlPlaneId.of("plane-a"), "plane-a.yaml");
  }

  @Test
  void legacyObjectsAreTheGoldenDocuments() throws IOException {
    sameAsGolden(ControlPlaneId.LEGACY, "legacy.yaml");
  }

  @Test
  void policiesComeBeforeTheirBindings() {
    List<HasMetadata> objects = AdmissionObjects.objects(set(ControlPlaneId.of("plane-a")));
    for (int i = 0; i < objects.size(); i += 2) {
      ValidatingAdmissionPolicy policy = (ValidatingAdmissionPolicy) objects.get(i);
      ValidatingAdmissionPolicyBinding binding =
          (ValidatingAdmissionPolicyBinding) objects.get(i + 1);
      assertThat(binding.getSpec().getPolicyName()).isEqualTo(policy.getMetadata().getName());
      assertThat(policy.getApiVersion()).isEqualTo("admissionregistration.k8s.io/v1");
      assertThat(binding.getKind()).isEqualTo("ValidatingAdmissionPolicyBinding");
    }
  }

  @Test
  void theFirstPolicyAndBindingHoldTheirFieldsAsFabric8Reads() {
    List<HasMetadata> objects = AdmissionObjects.objects(set(ControlPlaneId.of("plane-a")));
    ValidatingAdmissionPolicy policy = (ValidatingAdmissionPolicy) objects.get(0);
    assertThat(policy.getMetadata().getName()).isEqualTo("planerules-plane-a-foreign-label");
    assertThat(policy.getMetadata().getLabels())
        .containsExactly(
            Map.entry("app.kubernetes.io/managed-by", "planerules"),
            Map.entry("nvcf.nvidia.com/control-plane-id", "plane-a"));
    assertThat(policy.getSpec().getFailurePolicy()).isEqualTo("Fail");
    NamedRuleWithOperations rule = policy.getSpec().getMatchConstraints().getResourceRules().get(0);
    assertThat(rule.getApiGroups()).containsExactly("*");
    assertThat(rule.getApiVersions()).containsExactly("*");
    assertThat(rule.getOperations()).containsExactly("CREATE", "UPDATE", "DELETE");
    assertThat(rule.getResources()).containsExactly("*", "*/status");
    assertThat(rule.getResourceNames()).isEmpty();
    assertThat(rule.getScope()).isEqualTo("*");
    assertThat(policy.getSpec().getMatchConstraints().getObjectSelector())
        .isEqualTo(
            new LabelSelectorBuilder()
                .addNewMatchExpression()
                .withKey("nvcf.nvidia.com/control-plane-id")
                .withOperator("Exists")
                .endMatchExpression()
                .build());
    assertThat(policy.getSpec().getMatchConditions())
        .extracting(MatchCondition::getName)
        .containsExactly("acting-as-plane");
    assertThat(policy.getSpec().getVariables())
        .extracting(Variable::getName)
        .containsExactly("verb", "newLabel", "oldLabel", "target", "display");
    assertThat(policy.getSpec().getValidations())
        .singleElement()
        .satisfies(
            v -> {
              assertThat(v.getReason()).isEqualTo("Forbidden");
              assertThat(v.getExpression())
                  .isEqualTo(
                      "(variables.oldLabel == '' || variables.oldLabel == 'plane-a') &&"
                          + " (variables.newLabel == '' || variables.newLabel == 'plane-a')");
            });
    assertThat(objects.get(1))
        .isEqualTo(
            new ValidatingAdmissionPolicyBindingBuilder()
                .withNewMetadata()
                .withName("planerules-plane-a-foreign-label")
                .addToLabels("app.kubernetes.io/managed-by", "planerules")
                .addToLabels("nvcf.nvidia.com/control-plane-id", "plane-a")
                .endMetadata()
                .withNewSpec()
                .withPolicyName("planerules-plane-a-foreign-label")
                .withValidationActions("Deny")
                .endSpec()
                .build());
  }

  @Test
  void objects() {
    List<String> applied = new ArrayList<>();
    // tag::objects[]
    PolicySet set =
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
    for (HasMetadata object : AdmissionObjects.objects(set)) {
      // the operator applies each: client.resource(object).forceConflicts().serverSideApply()
      applied.add(object.getKind() + " " + object.getMetadata().getName());
    }
    // end::objects[]
    assertThat(applied)
        .startsWith(
            "ValidatingAdmissionPolicy planerules-plane-a-foreign-label",
            "ValidatingAdmissionPolicyBinding planerules-plane-a-foreign-label");
  }
}
