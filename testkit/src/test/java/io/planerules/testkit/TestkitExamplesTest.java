package io.planerules.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import io.planerules.rules.ValidationResult;
import io.planerules.testkit.audit.RenderGenerators;
import io.planerules.testkit.identity.IdentityGenerators;
import io.planerules.testkit.ownership.OwnershipGenerators;
import io.planerules.testkit.qualification.EvidenceGenerators;
import io.planerules.testkit.rbac.RbacGenerators;
import io.planerules.testkit.rbac.RuleInput;
import io.planerules.testkit.storage.CatalogDocument;
import io.planerules.testkit.storage.CatalogGenerators;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this module's javadoc, compiled and run; each region is quoted there. Each
 * property asserts what its generator's javadoc promises.
 */
class TestkitExamplesTest {

  @Test
  void properties() {
    // tag::properties[]
    Properties.qt()
        .forAll(IdentityGenerators.validIds())
        .checkAssert(
            id -> assertThat(id).matches("[a-z0-9]([-a-z0-9]*[a-z0-9])?").hasSizeBetween(1, 20));
    // end::properties[]
  }

  @Test
  void rulesAssertions() {
    ValidationResult reserved =
        ValidationResult.of(
            Problem.error(
                "id.reserved",
                "global.controlPlane.id",
                "control plane ID \"default\" is reserved for legacy mode"));
    Trace trace =
        Trace.of(
            List.of(
                new TraceEntry(RuleId.of("ownership.label-missing"), TraceResult.PASSED, ""),
                new TraceEntry(RuleId.of("ownership.label-match"), TraceResult.DECIDED, "owned")));
    // tag::rules-assertions[]
    RulesAssertions.assertThat(reserved).isInvalid().hasCodes("id.reserved");
    RulesAssertions.assertThat(trace)
        .hasRuleIds("ownership.label-missing", "ownership.label-match")
        .decidedBy("ownership.label-match");
    // end::rules-assertions[]
    assertThatThrownBy(() -> RulesAssertions.assertThat(reserved).hasCodes("id.too-long"))
        .isInstanceOf(AssertionError.class);
    assertThatThrownBy(() -> RulesAssertions.assertThat(trace).decidedBy("ownership.label-missing"))
        .isInstanceOf(AssertionError.class);
  }

  @Test
  void ownershipGenerators() {
    // tag::ownership-generators[]
    Properties.qt()
        .forAll(OwnershipGenerators.planePairs())
        .checkAssert(pair -> assertThat(pair.a()).isNotEqualTo(pair.b()));
    // end::ownership-generators[]
  }

  @Test
  void renderGenerators() {
    // tag::render-generators[]
    Properties.qt()
        .forAll(RenderGenerators.legacyReferenceRenders(OwnershipGenerators.planeIds()))
        .checkAssert(render -> assertThat(render.text()).startsWith("---\n# Source: "));
    // end::render-generators[]
  }

  @Test
  void rbacGenerators() {
    // tag::rbac-generators[]
    Properties.qt()
        .forAll(RbacGenerators.ruleSets(0, 4), RbacGenerators.ruleSets(0, 4))
        .checkAssert(
            (held, granted) -> {
              assertThat(held).hasSizeLessThanOrEqualTo(4);
              assertThat(granted).allSatisfy(rule -> assertThat(rule.verbs()).isNotEmpty());
            });
    // end::rbac-generators[]
  }

  @Test
  void ruleInput() {
    // tag::rule-input[]
    RuleInput r = RuleInput.resources(List.of(""), List.of("pods"), List.of("get"));
    Map<String, List<String>> shape = r.toMap(); // apiGroups [""], resources [pods], verbs [get]
    // end::rule-input[]
    assertThat(shape)
        .containsExactly(
            Map.entry("apiGroups", List.of("")),
            Map.entry("resources", List.of("pods")),
            Map.entry("verbs", List.of("get")),
            Map.entry("resourceNames", List.of()),
            Map.entry("nonResourceURLs", List.of()));
  }

  @Test
  void catalogGenerators() {
    // tag::catalog-generators[]
    Properties.qt()
        .forAll(CatalogGenerators.validDocuments())
        .checkAssert(
            doc ->
                assertThat(doc.drivers())
                    .isNotEmpty()
                    .extracting(CatalogDocument.Driver::provider)
                    .doesNotContain("nvmesh"));
    // end::catalog-generators[]
  }

  @Test
  void evidenceGenerators() {
    // tag::evidence-generators[]
    Properties.qt()
        .forAll(EvidenceGenerators.qualifying())
        .checkAssert(
            doc ->
                assertThat(((Map<?, ?>) doc.get("storageClass")).get("reclaimPolicy"))
                    .isEqualTo("Retain"));
    // end::evidence-generators[]
  }
}
