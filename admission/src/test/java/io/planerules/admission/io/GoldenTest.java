package io.planerules.admission.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionPolicies;
import io.planerules.admission.PolicySet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The YAML of plane-a and of the legacy plane with default options equals the golden files byte for
 * byte. The golden files were reviewed line by line against docs/reference/admission.md (names,
 * labels, rules, the plane's service-account namespaces from docs/reference/names.md); {@link
 * SchemaTest} reads them into the v1 model and checks them field by field.
 */
class GoldenTest {

  static String golden(String file) throws IOException {
    try (InputStream in = GoldenTest.class.getResourceAsStream(file)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  static String yaml(ControlPlaneId id) {
    return PolicyDocuments.yaml(
        AdmissionPolicies.forPlane(id, NamingOptions.defaults(), AdmissionOptions.defaults()));
  }

  private static void check(ControlPlaneId id, String file) throws IOException {
    String actual = yaml(id);
    if (Boolean.getBoolean("planerules.regenerateGolden")) {
      Files.writeString(
          Path.of("src/test/resources/io/planerules/admission/io/" + file),
          actual,
          StandardCharsets.UTF_8);
    }
    assertThat(actual).isEqualTo(golden(file));
  }

  @Test
  void planeA() throws IOException {
    check(ControlPlaneId.of("plane-a"), "plane-a.yaml");
  }

  @Test
  void legacy() throws IOException {
    check(ControlPlaneId.LEGACY, "legacy.yaml");
  }

  @Test
  void theJsonListHoldsTheGoldenObjects() throws IOException {
    PolicySet set =
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
    String json = PolicyDocuments.json(set);
    assertThat(json).startsWith("{\n  \"items\" : [ {").endsWith("} ]\n}\n");
    List<JsonNode> items = new ArrayList<>();
    new JsonMapper().readTree(json).get("items").forEach(items::add);
    assertThat(items).isEqualTo(SchemaTest.documents("plane-a.yaml"));
  }
}
