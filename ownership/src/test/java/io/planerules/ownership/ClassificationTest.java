package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.KEY;
import static io.planerules.ownership.Fixtures.LEGACY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.rules.RuleId;
import io.planerules.rules.TraceResult;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** docs/reference/ownership.md#classification: every state × mode and the label edge cases. */
class ClassificationTest {

  /**
   * Columns: plane id ('' = legacy), object kind, namespace, name, ownership label value ('-' = no
   * label), allowed namespaces ('*' = unrestricted), expected state, rule, reason.
   */
  @ParameterizedTest(name = "[{index}] plane ''{0}'' {1} {2}/{3} label={4}")
  @CsvSource(
      delimiter = '|',
      nullValues = "~",
      textBlock =
          """
          plane-a | Namespace | ~ | plane-a-nvcf | plane-a       | *                  | OWNED               | ownership.label-match         | LABEL_MATCH
          plane-a | Namespace | ~ | plane-a-nvcf | plane-b       | *                  | FOREIGN             | ownership.foreign-label       | FOREIGN_LABEL
          plane-a | Namespace | ~ | plane-a-nvcf | -             | *                  | UNLABELLED          | ownership.label-missing       | UNLABELLED
          plane-a | Namespace | ~ | plane-a-nvcf | ''            | *                  | UNLABELLED          | ownership.label-missing       | UNLABELLED
          plane-a | Namespace | ~ | plane-a-nvcf | Plane-A       | *                  | FOREIGN             | ownership.foreign-label       | FOREIGN_LABEL
          plane-a | Namespace | ~ | plane-a-nvcf | ' plane-a'    | *                  | FOREIGN             | ownership.foreign-label       | FOREIGN_LABEL
          plane-a | Namespace | ~ | plane-a-nvcf | plane-a-extra | *                  | FOREIGN             | ownership.foreign-label       | FOREIGN_LABEL
          plane-b | Namespace | ~ | plane-b-nvcf | plane-b-extra | *                  | FOREIGN             | ownership.foreign-label       | FOREIGN_LABEL
          plane-a | Namespace | ~ | plane       | plane-a       | *                  | OWNED               | ownership.label-match         | LABEL_MATCH
          plane-a | Namespace | ~ | cert-manager | plane-a       | *                  | SHARED_PREREQUISITE | ownership.shared-prerequisite | SHARED_PREREQUISITE
          plane-a | Namespace | ~ | gateway-system | plane-a     | *                  | SHARED_PREREQUISITE | ownership.shared-prerequisite | SHARED_PREREQUISITE
          plane-a | CustomResourceDefinition | ~ | nvcfbackends.nvcf.nvidia.io | plane-a | * | SHARED_PREREQUISITE | ownership.shared-prerequisite | SHARED_PREREQUISITE
          plane-a | HelmRelease | kube-system | nvca-shared-crds | plane-a | *         | SHARED_PREREQUISITE | ownership.shared-prerequisite | SHARED_PREREQUISITE
          plane-a | Namespace | ~ | plane-b-nvcf | plane-a       | plane-a-nvcf       | NAMESPACE_FOREIGN   | ownership.namespace-scope     | OUTSIDE_PLANE_NAMESPACE
          plane-a | Secret    | plane-b-nvcf | x | plane-a       | plane-a-nvcf       | NAMESPACE_FOREIGN   | ownership.namespace-scope     | OUTSIDE_PLANE_NAMESPACE
          plane-a | Secret    | plane-a-nvcf | x | plane-a       | plane-a-nvcf       | OWNED               | ownership.label-match         | LABEL_MATCH
          plane-a | ClusterRole | ~ | x          | plane-a       | plane-a-nvcf       | OWNED               | ownership.label-match         | LABEL_MATCH
          ''      | Namespace | ~ | nvcf         | -             | *                  | OWNED               | ownership.label-missing       | LEGACY_UNLABELLED
          ''      | Namespace | ~ | nvcf         | ''            | *                  | OWNED               | ownership.label-missing       | LEGACY_UNLABELLED
          ''      | Namespace | ~ | nvcf         | plane-a       | *                  | FOREIGN             | ownership.foreign-label       | LABELLED_FOR_NAMED_PLANE
          ''      | Namespace | ~ | nvcf         | default       | *                  | FOREIGN             | ownership.foreign-label       | LABELLED_FOR_NAMED_PLANE
          ''      | Namespace | ~ | cert-manager | -             | *                  | SHARED_PREREQUISITE | ownership.shared-prerequisite | SHARED_PREREQUISITE
          ''      | Secret    | ncp | x          | -             | nvcf               | NAMESPACE_FOREIGN   | ownership.namespace-scope     | OUTSIDE_PLANE_NAMESPACE
          """)
  void classifies(
      String plane,
      String kind,
      String namespace,
      String name,
      String label,
      String allowed,
      OwnershipState state,
      String rule,
      ReasonCode reason) {
    ControlPlaneId id = Fixtures.id(plane);
    Map<String, String> labels = new HashMap<>();
    if (!label.equals("-")) {
      labels.put(KEY, label);
    }
    PolicyContext context =
        allowed.equals("*")
            ? PolicyContext.defaults(id)
            : PolicyContext.defaults(id).restrictedTo(Set.of(allowed));
    Classification c =
        OwnershipPolicy.classify(
            id, ObservedObject.of(new ObjectRef(kind, namespace, name), labels), context);
    assertThat(c.state()).isEqualTo(state);
    assertThat(c.ruleId()).isEqualTo(RuleId.of(rule));
    assertThat(c.reason()).isEqualTo(reason);
    assertThat(c.trace().decidingEntry().orElseThrow().ruleId()).isEqualTo(RuleId.of(rule));
  }

  @Test
  void competingOwnerLabelIsIgnored() {
    Map<String, String> labels =
        Map.of("nvcf.nvidia.com/control-plane-owner", "plane-a", "app", "x");
    ObservedObject o = ObservedObject.of(ObjectRef.namespace("plane-a-nvcf"), labels);
    assertThat(OwnershipPolicy.classify(A, o, Fixtures.context(A)).state())
        .isEqualTo(OwnershipState.UNLABELLED);
    assertThat(OwnershipPolicy.classify(LEGACY, o, Fixtures.context(LEGACY)).state())
        .isEqualTo(OwnershipState.OWNED);
  }

  @Test
  void absentObjectIsUnlabelledForNamedAndOwnedForLegacy() {
    ObjectRef ref = new ObjectRef("Secret", "plane-a-nvca-system", "pull");
    Classification named = OwnershipPolicy.classify(A, ref, Map.of(), Fixtures.context(A));
    assertThat(named.state()).isEqualTo(OwnershipState.UNLABELLED);
    assertThat(named.explanation()).isEqualTo("unlabelled, expected owner \"plane-a\"");
    Classification legacy =
        OwnershipPolicy.classify(LEGACY, ref, Map.of(), Fixtures.context(LEGACY));
    assertThat(legacy.state()).isEqualTo(OwnershipState.OWNED);
    assertThat(legacy.reason()).isEqualTo(ReasonCode.LEGACY_UNLABELLED);
  }

  @Test
  void traceListsEveryRuleConsultedInOrder() {
    Classification c =
        OwnershipPolicy.classify(A, Fixtures.ns("plane-a-nvcf", "plane-b"), Fixtures.context(A));
    assertThat(c.trace().ruleIds())
        .containsExactly(
            RuleId.of("ownership.shared-prerequisite"),
            RuleId.of("ownership.namespace-scope"),
            RuleId.of("ownership.label-missing"),
            RuleId.of("ownership.label-match"),
            RuleId.of("ownership.foreign-label"));
    assertThat(c.trace().entries().stream().map(e -> e.result()).toList())
        .containsExactly(
            TraceResult.PASSED,
            TraceResult.NOT_APPLICABLE,
            TraceResult.PASSED,
            TraceResult.PASSED,
            TraceResult.DECIDED);
    assertThat(c.explanation()).isEqualTo("owned by control plane \"plane-b\", not \"plane-a\"");
  }

  @Test
  void legacyTraceMarksLabelMatchNotApplicable() {
    Classification c =
        OwnershipPolicy.classify(LEGACY, Fixtures.ns("nvcf", "plane-a"), Fixtures.context(LEGACY));
    assertThat(c.trace().entries().get(3).result()).isEqualTo(TraceResult.NOT_APPLICABLE);
    assertThat(c.explanation())
        .isEqualTo(
            "labelled for control plane \"plane-a\"; the legacy plane only manages unlabelled"
                + " objects");
  }

  @Test
  void namespaceScopeExplanationNamesThePlane() {
    PolicyContext context = Fixtures.context(A).restrictedTo(Set.of("plane-a-nvcf"));
    Classification c = OwnershipPolicy.classify(A, Fixtures.ns("plane-b-nvcf"), context);
    assertThat(c.explanation())
        .isEqualTo("namespace \"plane-b-nvcf\" is outside control plane \"plane-a\"");
    assertThat(
            OwnershipPolicy.classify(
                    LEGACY, Fixtures.ns("x"), Fixtures.context(LEGACY).restrictedTo(Set.of("y")))
                .explanation())
        .isEqualTo("namespace \"x\" is outside the legacy control plane");
  }

  @Test
  void sharedPrerequisitesCanBeExtended() {
    SharedPrerequisites shared = SharedPrerequisites.none().withExternalClusterIssuer("corp-ca");
    PolicyContext context = PolicyContext.of(shared);
    assertThat(OwnershipPolicy.classify(A, Fixtures.issuer("corp-ca", "plane-a"), context).state())
        .isEqualTo(OwnershipState.SHARED_PREREQUISITE);
    assertThat(OwnershipPolicy.classify(A, Fixtures.ns("cert-manager", "plane-a"), context).state())
        .isEqualTo(OwnershipState.OWNED);
    assertThat(shared.refs()).containsExactly(ObjectRef.cluster("ClusterIssuer", "corp-ca"));
    assertThat(
            SharedPrerequisites.defaults(A, io.planerules.identity.naming.NamingOptions.defaults()))
        .isEqualTo(
            SharedPrerequisites.defaults(
                LEGACY, io.planerules.identity.naming.NamingOptions.defaults()));
  }

  @Test
  void malformedReferenceThrowsTypedProblem() {
    ObservedObject secretWithoutNamespace =
        ObservedObject.of(new ObjectRef("Secret", "", "x"), Map.of());
    assertThatThrownBy(
            () -> OwnershipPolicy.classify(A, secretWithoutNamespace, Fixtures.context(A)))
        .isInstanceOf(InvalidInputException.class)
        .extracting(e -> ((InvalidInputException) e).code())
        .isEqualTo("input.namespace-missing");
    assertThat(OwnershipPolicy.validate(secretWithoutNamespace.ref()).errors())
        .extracting(p -> p.code())
        .containsExactly("input.namespace-missing");
  }

  @Test
  void labelApplyWritesOrRemovesTheKey() {
    Map<String, String> source = Map.of("app", "x", KEY, "plane-b");
    assertThat(OwnershipLabel.apply(source, A))
        .containsExactly(Map.entry("app", "x"), Map.entry(KEY, "plane-a"));
    assertThat(OwnershipLabel.apply(source, LEGACY)).containsExactly(Map.entry("app", "x"));
    assertThat(OwnershipLabel.valueOf(Map.of(KEY, ""))).isEmpty();
    assertThat(OwnershipLabel.matches(Map.of(), LEGACY)).isTrue();
    assertThat(OwnershipLabel.matches(Map.of(KEY, "plane-a"), A)).isTrue();
    assertThat(OwnershipLabel.matches(Map.of(KEY, "plane-a"), LEGACY)).isFalse();
    assertThat(OwnershipLabel.selector(A)).isEqualTo("nvcf.nvidia.com/control-plane-id=plane-a");
    assertThat(OwnershipLabel.selector(LEGACY)).isEqualTo("!nvcf.nvidia.com/control-plane-id");
    assertThat(List.of(OwnershipLabel.KEY)).containsExactly("nvcf.nvidia.com/control-plane-id");
  }
}
