package io.planerules.admission.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionPolicies;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
