package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Batch operation {@code admission.policies}, from the requests in {@code ops.jsonl}. */
class AdmissionOpsTest {

  @BeforeAll
  static void runFile() throws IOException {
    OpsTest.runFile();
  }

  @Test
  void planeAGivesFourPoliciesAndTheirBindings() {
    JsonNode items = OpsTest.result("admission.policies/plane-a").get("items");
    assertThat(items).hasSize(8);
    assertThat(items.get(0).get("kind").textValue()).isEqualTo("ValidatingAdmissionPolicy");
    assertThat(items.get(1).get("kind").textValue()).isEqualTo("ValidatingAdmissionPolicyBinding");
    assertThat(items.get(6).at("/metadata/name").textValue())
        .isEqualTo("planerules-plane-a-shared-prerequisite");
  }

  @Test
  void legacyWithOptions() {
    JsonNode items = OpsTest.result("admission.policies/legacy-warn").get("items");
    assertThat(items).hasSize(8);
    assertThat(items.get(0).at("/metadata/name").textValue()).isEqualTo("planerules-foreign-label");
    assertThat(items.get(0).at("/spec/failurePolicy").textValue()).isEqualTo("Ignore");
    assertThat(items.get(1).at("/spec/validationActions").toString()).isEqualTo("[\"Warn\"]");
    assertThat(items.get(6).at("/metadata/name").textValue())
        .isEqualTo("planerules-namespace-scope");
    assertThat(items.get(0).at("/spec/matchConditions/0/expression").textValue())
        .contains("request.userInfo.username in ['ci']")
        .contains("group in ['admins']");
  }

  @Test
  void badRequestsAreRefused() {
    JsonNode bad = OpsTest.error("admission.policies/bad-action", "admission.unknown-action");
    assertThat(bad.get("problems")).hasSize(1);
    OpsTest.error("admission.policies/bad-id", "id.uppercase");
    OpsTest.error("admission.policies/wrong-type", "request.invalid");
  }
}
