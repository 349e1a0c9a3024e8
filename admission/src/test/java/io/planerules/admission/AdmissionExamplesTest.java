package io.planerules.admission;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.admission.io.PolicyDocuments;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.rules.RuleId;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this module's javadoc, compiled and run; each tagged region is quoted in the
 * javadoc of the class it shows (cli/src/test/java/io/planerules/cli/docs/JavadocExamplesTest.java
 * keeps the two equal).
 */
class AdmissionExamplesTest {

  @Test
  void forPlane() {
    // tag::for-plane[]
    PolicySet set =
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
    set.policyNames().get(0); // planerules-plane-a-foreign-label
    // end::for-plane[]
    assertThat(set.policyNames().get(0)).isEqualTo("planerules-plane-a-foreign-label");
  }

  @Test
  void policySet() {
    // tag::policy-set[]
    PolicySet set =
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
    set.policyNames().get(0); // planerules-plane-a-foreign-label
    Map<String, Object> first = set.documents().get(0); // its ValidatingAdmissionPolicy
    first.get("kind"); // ValidatingAdmissionPolicy
    // end::policy-set[]
    assertThat(first.get("kind")).isEqualTo("ValidatingAdmissionPolicy");
    assertThat(set.documents()).hasSize(2 * set.policyNames().size());
    assertThat(set.documents().get(1).get("kind")).isEqualTo("ValidatingAdmissionPolicyBinding");
    assertThat(set.policyNames()).isEqualTo(set.policies().stream().map(p -> p.name()).toList());
  }

  @Test
  void decide() {
    // the plane's operator deletes another plane's namespace
    AdmissionRequest request =
        new AdmissionRequest(
            Operation.DELETE,
            GroupResource.NAMESPACES,
            "",
            "Namespace",
            null,
            "b-ns",
            "system:serviceaccount:plane-a-nvca-operator:nvca-operator",
            List.of(),
            null,
            new TreeMap<>(java.util.Map.of(OwnershipLabel.KEY, "plane-b")),
            null);
    // tag::decide[]
    AdmissionVerdict v =
        AdmissionDecision.decide(
            ControlPlaneId.of("plane-a"),
            NamingOptions.defaults(),
            AdmissionOptions.defaults(),
            request);
    v.ruleId(); // Optional[admission.foreign-label]
    v.message(); // Optional[refusing to delete Namespace b-ns: ... "plane-b" ...]
    // end::decide[]
    assertThat(v.allowed()).isFalse();
    assertThat(v.ruleId()).contains(RuleId.of("admission.foreign-label"));
    assertThat(v.message())
        .hasValueSatisfying(
            m ->
                assertThat(m)
                    .startsWith("refusing to delete Namespace b-ns: ")
                    .contains("plane-b"));
  }

  @Test
  void options() {
    // tag::options[]
    AdmissionOptions options =
        AdmissionOptions.builder()
            .extraUsers(List.of("alice"))
            .validationActions(List.of("Warn", "Audit"))
            .build();
    options.validate().isValid(); // true
    // end::options[]
    assertThat(options.validate().isValid()).isTrue();
  }

  @Test
  void yaml() {
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    NamingOptions naming = NamingOptions.defaults();
    AdmissionOptions options = AdmissionOptions.defaults();
    // tag::yaml[]
    String yaml = PolicyDocuments.yaml(AdmissionPolicies.forPlane(id, naming, options));
    // end::yaml[]
    assertThat(yaml).startsWith("---\n").contains("kind: ValidatingAdmissionPolicyBinding");
  }
}
