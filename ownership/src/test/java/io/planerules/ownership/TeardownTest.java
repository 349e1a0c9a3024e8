package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.LEGACY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.RecheckResult;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.ownership.teardown.TeardownStep;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Teardown planning (docs/reference/ownership.md#teardown), after upstream {@code
 * control-plane-namespaces.sh}, {@code control-plane-clusterissuers.sh} and {@code
 * control-plane-lifecycle.test.sh}.
 */
class TeardownTest {

  static final List<String> A_CONTROL =
      List.of(
          "plane-a-api-keys",
          "plane-a-cassandra-system",
          "plane-a-ess",
          "plane-a-ingress",
          "plane-a-nats-system",
          "plane-a-nvcf",
          "plane-a-sis",
          "plane-a-vault-system");

  static final List<String> LEGACY_CONTROL =
      List.of(
          "api-keys",
          "cassandra-system",
          "ess",
          "nats-system",
          "ncp",
          "nvcf",
          "sis",
          "vault-system");

  static List<ObservedObject> owned(List<String> names, String owner) {
    return names.stream().map(n -> Fixtures.ns(n, owner)).toList();
  }

  static final Set<TeardownScope> CONTROL = Set.of(TeardownScope.CONTROL_PLANE);

  @Test
  void scopeNamespaceSets() {
    assertThat(TeardownPlanner.scopeNamespaces(A, TeardownScope.CONTROL_PLANE))
        .containsExactlyElementsOf(A_CONTROL);
    assertThat(TeardownPlanner.scopeNamespaces(A, TeardownScope.COMPUTE_PLANE))
        .containsExactly("plane-a-nvca-operator", "plane-a-nvca-system", "plane-a-nvcf-backend");
    assertThat(TeardownPlanner.scopeNamespaces(LEGACY, TeardownScope.CONTROL_PLANE))
        .containsExactlyElementsOf(LEGACY_CONTROL);
    assertThat(TeardownPlanner.scopeNamespaces(LEGACY, TeardownScope.COMPUTE_PLANE))
        .containsExactly("nvca-operator", "nvca-system", "nvcf-backend");
  }

  @Test
  void allOwnedGivesExactlyTheEightNamedNamespaces() {
    List<ObservedObject> namespaces = new ArrayList<>(owned(A_CONTROL, "plane-a"));
    namespaces.add(Fixtures.ns("plane-b-nvcf", "plane-b"));
    namespaces.add(Fixtures.ns("cert-manager"));
    namespaces.add(Fixtures.ns("plane-a-nvca-system", "plane-a"));
    namespaces.add(Fixtures.ns("nvcf"));
    TeardownPlan plan = TeardownPlanner.plan(A, Inventory.of(namespaces, List.of()), CONTROL);
    assertThat(plan.aborted()).isFalse();
    assertThat(plan.deleteNamespaces()).containsExactlyElementsOf(A_CONTROL);
    assertThat(plan.steps().get(0).target()).isNull();
    assertThat(plan.steps().get(0).scope()).isEqualTo(TeardownScope.CONTROL_PLANE);
    assertThat(plan.steps()).hasSize(9);
    assertThat(plan.steps().subList(1, 9)).allMatch(s -> s.waitForDeletion());
    assertThat(plan.reasons()).isEmpty();
    assertThat(plan.reasonText()).isEmpty();
    assertThat(TeardownPlanner.plan(A, Inventory.of(namespaces, List.of()), Set.of()))
        .isEqualTo(plan);
  }

  @Test
  void oneUnlabelledOrForeignNamespaceAbortsWithNoSteps() {
    for (String owner : new String[] {null, "plane-b", "", "PLANE-A"}) {
      List<ObservedObject> namespaces = new ArrayList<>(owned(A_CONTROL.subList(0, 7), "plane-a"));
      namespaces.add(Fixtures.ns("plane-a-vault-system", owner));
      TeardownPlan plan = TeardownPlanner.plan(A, Inventory.of(namespaces, List.of()), CONTROL);
      assertThat(plan.aborted()).as(String.valueOf(owner)).isTrue();
      assertThat(plan.steps()).isEmpty();
      assertThat(plan.deleteNamespaces()).isEmpty();
      assertThat(plan.reasons())
          .extracting(Problem::code)
          .containsExactly("teardown.namespace-not-owned");
      assertThat(plan.reasonText().orElseThrow())
          .startsWith("refusing to tear down Namespace plane-a-vault-system: ");
    }
  }

  @Test
  void absentNamespacesAreSkipped() {
    TeardownPlan plan =
        TeardownPlanner.plan(
            A, Inventory.of(owned(List.of("plane-a-nvcf"), "plane-a"), List.of()), CONTROL);
    assertThat(plan.deleteNamespaces()).containsExactly("plane-a-nvcf");
    assertThat(plan.decisions()).hasSize(1);
  }

  @Test
  void issuersSelectedByLabelIncludingRetainedNames() {
    List<ObservedObject> issuers =
        List.of(
            Fixtures.issuer("plane-a-nvcf-openbao-pki", "plane-a"),
            Fixtures.issuer("plane-a-retained-pki", "plane-a"),
            Fixtures.issuer("plane-b-nvcf-openbao-pki", "plane-b"),
            Fixtures.issuer("nvcf-openbao-pki", null),
            Fixtures.issuer("corp-ca", null),
            Fixtures.issuer("plane-a-unlabelled", null));
    TeardownPlan plan = TeardownPlanner.plan(A, Inventory.of(List.of(), issuers), CONTROL);
    assertThat(plan.aborted()).isFalse();
    assertThat(plan.deleteClusterIssuers())
        .containsExactly("plane-a-nvcf-openbao-pki", "plane-a-retained-pki");
    assertThat(plan.decisions())
        .extracting(v -> v.ruleId().value())
        .containsExactly(
            "teardown.issuer-not-selected",
            "teardown.issuer-not-selected",
            "teardown.issuer-selected",
            "teardown.issuer-selected",
            "teardown.issuer-not-selected",
            "teardown.issuer-not-selected");
  }

  @Test
  void selectedIssuerOutsidePrefixAborts() {
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            Inventory.of(
                owned(List.of("plane-a-nvcf"), "plane-a"),
                List.of(
                    Fixtures.issuer("shared-pki", "plane-a"),
                    Fixtures.issuer("plane-ab-pki", "plane-a"))),
            CONTROL);
    assertThat(plan.aborted()).isTrue();
    assertThat(plan.reasons())
        .extracting(Problem::code, Problem::message)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "teardown.issuer-outside-prefix",
                "refusing to delete managed ClusterIssuer outside control plane plane-a: plane-ab-pki"),
            org.assertj.core.groups.Tuple.tuple(
                "teardown.issuer-outside-prefix",
                "refusing to delete managed ClusterIssuer outside control plane plane-a: shared-pki"));
    assertThat(plan.steps()).isEmpty();
  }

  @Test
  void sharedExternalIssuerIsNeverDeletedEvenIfLabelled() {
    SharedPrerequisites shared =
        PolicyContext.defaults(A).shared().withExternalClusterIssuer("plane-a-external");
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            Inventory.of(List.of(), List.of(Fixtures.issuer("plane-a-external", "plane-a"))),
            CONTROL,
            shared);
    assertThat(plan.deleteClusterIssuers()).isEmpty();
    assertThat(plan.decisions().get(0).ruleId())
        .isEqualTo(RuleId.of("policy.teardown.shared-prerequisite"));
  }

  @Test
  void legacySetIncludesNcpAndNeverIssuers() {
    List<ObservedObject> namespaces = new ArrayList<>(owned(LEGACY_CONTROL, null));
    namespaces.add(Fixtures.ns("gateway-system"));
    namespaces.add(Fixtures.ns("plane-a-nvcf", "plane-a"));
    TeardownPlan plan =
        TeardownPlanner.plan(
            LEGACY,
            Inventory.of(namespaces, List.of(Fixtures.issuer("nvcf-openbao-pki", null))),
            CONTROL);
    assertThat(plan.aborted()).isFalse();
    assertThat(plan.deleteNamespaces()).containsExactlyElementsOf(LEGACY_CONTROL);
    assertThat(plan.deleteClusterIssuers()).isEmpty();
    assertThat(plan.decisions().get(plan.decisions().size() - 1).ruleId())
        .isEqualTo(RuleId.of("teardown.legacy-keeps-issuers"));
    TeardownPlan labelled =
        TeardownPlanner.plan(
            LEGACY, Inventory.of(List.of(Fixtures.ns("ncp", "plane-a")), List.of()), CONTROL);
    assertThat(labelled.aborted()).isTrue();
  }

  @Test
  void hookLeftovers() {
    String hook = "plane-a-nvca-operator-pre-delete-cleanup";
    List<ObservedObject> hooks =
        List.of(
            ObservedObject.of(
                new ObjectRef("ServiceAccount", "plane-a-nvca-operator", hook),
                Fixtures.owner("plane-a")),
            ObservedObject.of(
                new ObjectRef("Job", "plane-a-nvca-operator", hook), Fixtures.owner("plane-b")),
            ObservedObject.of(ObjectRef.cluster("ClusterRole", hook), Fixtures.owner("plane-a")),
            ObservedObject.of(ObjectRef.cluster("ClusterRoleBinding", hook), Map.of()),
            ObservedObject.of(
                ObjectRef.cluster("ClusterRole", "plane-b-nvca-operator-pre-delete-cleanup"),
                Fixtures.owner("plane-a")),
            ObservedObject.of(
                new ObjectRef("ServiceAccount", "elsewhere", hook), Fixtures.owner("plane-a")));
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            new Inventory(List.of(), List.of(), hooks, List.of()),
            Set.of(TeardownScope.COMPUTE_PLANE));
    assertThat(plan.aborted()).isFalse();
    assertThat(plan.steps())
        .filteredOn(s -> s.target() != null)
        .extracting(s -> s.target())
        .containsExactly(
            ObjectRef.cluster("ClusterRole", hook),
            new ObjectRef("ServiceAccount", "plane-a-nvca-operator", hook));
    assertThat(plan.warnings())
        .extracting(Problem::code)
        .containsExactly("teardown.hook-object-not-owned", "teardown.hook-object-not-owned");
    assertThat(plan.warnings()).allMatch(p -> !p.isError());
  }

  @Test
  void stepOrderAcrossBothScopes() {
    List<ObservedObject> namespaces =
        List.of(
            Fixtures.ns("plane-a-nvcf", "plane-a"), Fixtures.ns("plane-a-nvca-system", "plane-a"));
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            Inventory.of(
                namespaces, List.of(Fixtures.issuer("plane-a-nvcf-openbao-pki", "plane-a"))),
            EnumSet.allOf(TeardownScope.class));
    assertThat(plan.steps())
        .extracting(TeardownStep::target, TeardownStep::scope)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(null, TeardownScope.CONTROL_PLANE),
            org.assertj.core.groups.Tuple.tuple(null, TeardownScope.COMPUTE_PLANE),
            org.assertj.core.groups.Tuple.tuple(
                ObjectRef.namespace("plane-a-nvca-system"), TeardownScope.COMPUTE_PLANE),
            org.assertj.core.groups.Tuple.tuple(
                ObjectRef.namespace("plane-a-nvcf"), TeardownScope.CONTROL_PLANE),
            org.assertj.core.groups.Tuple.tuple(
                ObjectRef.cluster("ClusterIssuer", "plane-a-nvcf-openbao-pki"),
                TeardownScope.CONTROL_PLANE));
  }

  @Test
  void duplicateInventoryEntryAborts() {
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            Inventory.of(
                List.of(
                    Fixtures.ns("plane-a-nvcf", "plane-a"), Fixtures.ns("plane-a-nvcf", "plane-a")),
                List.of()),
            CONTROL);
    assertThat(plan.aborted()).isTrue();
    assertThat(plan.reasons()).extracting(Problem::code).contains("teardown.inventory-duplicate");
  }

  /**
   * A PROCEED carries the fresh read's resourceVersion as the delete's precondition: without it, a
   * relabel for plane-b between the re-check and the delete went unnoticed and plane-a deleted
   * plane-b's namespace (the interleaving of
   * simulation/src/test/java/io/planerules/simulation/RegressionTest.java).
   */
  @Test
  void recheckGivesTheDeleteItsResourceVersionPrecondition() {
    TeardownStep ns =
        new TeardownStep(TeardownScope.CONTROL_PLANE, ObjectRef.namespace("plane-a-nvcf"), true, A);
    ObservedObject fresh =
        new ObservedObject(
            ObjectRef.namespace("plane-a-nvcf"), Fixtures.owner("plane-a"), Map.of(), "42");
    RecheckResult proceed = TeardownPlanner.recheck(ns, Optional.of(fresh));
    assertThat(proceed.proceeds()).isTrue();
    assertThat(proceed.deletePrecondition()).isEqualTo("42");
    assertThat(
            TeardownPlanner.recheck(ns, Optional.of(Fixtures.ns("plane-a-nvcf", "plane-a")))
                .deletePrecondition())
        .isNull();
    assertThat(TeardownPlanner.recheck(ns, Optional.empty()).deletePrecondition()).isNull();
    // only a proceed carries the read's resourceVersion
    ObservedObject relabelled =
        new ObservedObject(
            ObjectRef.namespace("plane-a-nvcf"), Fixtures.owner("plane-b"), Map.of(), "42");
    RecheckResult changed = TeardownPlanner.recheck(ns, Optional.of(relabelled));
    assertThat(changed.aborts()).isTrue();
    assertThat(changed.deletePrecondition()).isNull();
  }

  @Test
  void recheck() {
    TeardownStep ns =
        new TeardownStep(TeardownScope.CONTROL_PLANE, ObjectRef.namespace("plane-a-nvcf"), true, A);
    RecheckResult gone = TeardownPlanner.recheck(ns, Optional.empty());
    assertThat(gone.targetGone()).isTrue();
    assertThat(gone.proceeds() || gone.aborts()).isFalse();
    RecheckResult proceed =
        TeardownPlanner.recheck(ns, Optional.of(Fixtures.ns("plane-a-nvcf", "plane-a")));
    assertThat(proceed.proceeds()).isTrue();
    assertThat(proceed.targetGone() || proceed.aborts()).isFalse();
    RecheckResult changed =
        TeardownPlanner.recheck(ns, Optional.of(Fixtures.ns("plane-a-nvcf", "plane-b")));
    assertThat(changed.aborts()).isTrue();
    assertThat(changed.proceeds() || changed.targetGone()).isFalse();
    assertThat(changed.message())
        .isEqualTo(
            "refusing to delete Namespace plane-a-nvcf: expected owner plane-a, found plane-b.");
    TeardownStep issuer =
        new TeardownStep(
            TeardownScope.CONTROL_PLANE,
            ObjectRef.cluster("ClusterIssuer", "plane-a-retained-pki"),
            false,
            A);
    assertThat(
            TeardownPlanner.recheck(
                    issuer, Optional.of(Fixtures.issuer("plane-a-retained-pki", null)))
                .message())
        .isEqualTo(
            "refusing to delete ClusterIssuer plane-a-retained-pki: expected owner plane-a, found unset.");
    TeardownStep legacy =
        new TeardownStep(TeardownScope.CONTROL_PLANE, ObjectRef.namespace("ncp"), true, LEGACY);
    assertThat(TeardownPlanner.recheck(legacy, Optional.of(Fixtures.ns("ncp"))).proceeds())
        .isTrue();
    assertThat(
            TeardownPlanner.recheck(legacy, Optional.of(Fixtures.ns("ncp", "plane-a"))).message())
        .isEqualTo("refusing to delete Namespace ncp: expected owner unset, found plane-a.");
    TeardownStep uninstall = new TeardownStep(TeardownScope.CONTROL_PLANE, null, false, A);
    assertThat(TeardownPlanner.recheck(uninstall, Optional.empty()).proceeds()).isTrue();
    assertThatThrownBy(
            () -> TeardownPlanner.recheck(ns, Optional.of(Fixtures.ns("other", "plane-a"))))
        .isInstanceOf(InvalidInputException.class);
    assertThatThrownBy(() -> new TeardownStep(TeardownScope.CONTROL_PLANE, null, true, A))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void residueCleanAndEachRule() {
    Inventory clean =
        new Inventory(
            List.of(Fixtures.ns("cert-manager", "plane-a"), Fixtures.ns("plane-b-nvcf", "plane-b")),
            List.of(Fixtures.issuer("corp-ca", null)),
            List.of(),
            List.of(
                ObservedObject.of(
                    ObjectRef.cluster("CustomResourceDefinition", "nvcfbackends.nvcf.nvidia.io"),
                    Fixtures.owner("plane-a"))));
    assertThat(TeardownPlanner.checkResidue(A, clean).problems()).isEmpty();

    Inventory dirty =
        new Inventory(
            List.of(
                Fixtures.ns("plane-a-nvcf-ui"), Fixtures.ns("plane-a-gdn-streaming", "plane-b")),
            List.of(Fixtures.issuer("plane-a-nvcf-openbao-pki", null)),
            List.of(
                ObservedObject.of(
                    ObjectRef.cluster("ClusterRole", "plane-a-nvca-operator-pre-delete-cleanup"),
                    Map.of())),
            List.of(
                ObservedObject.of(
                    ObjectRef.cluster("ClusterRoleBinding", "plane-a-nvca"), Map.of()),
                Fixtures.secret("somewhere", "leftover", "plane-a")));
    assertThat(TeardownPlanner.checkResidue(A, dirty).errors())
        .extracting(Problem::code, Problem::message)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(
                "residue.namespace",
                "namespace plane-a-nvcf-ui of control plane \"plane-a\" still present"),
            org.assertj.core.groups.Tuple.tuple(
                "residue.namespace",
                "namespace plane-a-gdn-streaming of control plane \"plane-a\" still present"),
            org.assertj.core.groups.Tuple.tuple(
                "residue.cluster-name",
                "cluster-scoped ClusterIssuer plane-a-nvcf-openbao-pki of control plane \"plane-a\" still present"),
            org.assertj.core.groups.Tuple.tuple(
                "residue.cluster-name",
                "cluster-scoped ClusterRole plane-a-nvca-operator-pre-delete-cleanup of control plane \"plane-a\" still present"),
            org.assertj.core.groups.Tuple.tuple(
                "residue.cluster-name",
                "cluster-scoped ClusterRoleBinding plane-a-nvca of control plane \"plane-a\" still present"),
            org.assertj.core.groups.Tuple.tuple(
                "residue.labelled",
                "Secret somewhere/leftover still labelled for control plane \"plane-a\""));
  }

  @Test
  void legacyResidue() {
    Inventory after =
        new Inventory(
            List.of(Fixtures.ns("ncp"), Fixtures.ns("nvca-system"), Fixtures.ns("gateway-system")),
            List.of(Fixtures.issuer("nvcf-openbao-pki", null)),
            List.of(),
            List.of(
                ObservedObject.of(ObjectRef.cluster("ClusterRole", "nvca"), Map.of()),
                ObservedObject.of(
                    ObjectRef.cluster("ClusterRoleBinding", "nvca-operator-pre-delete-cleanup"),
                    Map.of()),
                Fixtures.secret("x", "y", "plane-a")));
    assertThat(TeardownPlanner.checkResidue(LEGACY, after).errors())
        .extracting(Problem::code)
        .containsExactlyInAnyOrder(
            "residue.namespace",
            "residue.namespace",
            "residue.cluster-name",
            "residue.cluster-name");
  }
}
