package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The ten-line example of the README's "Use it in your project": the README quotes the tagged
 * region ({@link DocSnippetsTest} fails when they differ) and the test below runs it.
 */
class ReadmeUsageTest {

  // tag::usage[]
  static String firstLook(String rawId, String rawDomain, Map<String, String> labels) {
    ControlPlaneId id = ControlPlaneId.of(rawId); // throws with every problem when invalid
    PlaneNames names =
        PlaneNames.of(id, PlaneDomain.of(rawDomain, id, true), NamingOptions.defaults());
    String namespace = names.derive(NameKind.NAMESPACE_NVCF).value(); // "plane-a-nvcf"
    ObservedObject observed = ObservedObject.of(ObjectRef.namespace(namespace), labels);
    Verdict verdict =
        OwnershipPolicy.decide(id, Action.UPDATE, observed, PolicyContext.defaults(id));
    // verdict.ruleId(): the deciding rule, e.g. policy.update.foreign; message() says why
    return verdict.allowed() ? "update " + namespace : verdict.message();
  }

  // end::usage[]

  @Test
  void theUsageExampleAllowsItsOwnNamespaceAndRefusesAnotherPlanes() {
    Map<String, String> own = Map.of("nvcf.nvidia.com/control-plane-id", "plane-a");
    Map<String, String> foreign = Map.of("nvcf.nvidia.com/control-plane-id", "plane-b");
    assertThat(firstLook("plane-a", "plane-a.example.test", own)).isEqualTo("update plane-a-nvcf");
    assertThat(firstLook("plane-a", "plane-a.example.test", foreign))
        .contains("plane-a-nvcf")
        .contains("\"plane-b\"");
    assertThat(firstLook("", "", Map.of())).isEqualTo("update nvcf");
  }
}
