package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.LEGACY;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.ReleaseRef;
import io.planerules.ownership.informer.InformerScope;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.install.HookPolicy;
import io.planerules.ownership.install.NamespaceLifecycle;
import io.planerules.ownership.install.SharedCrdPolicy;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * docs/reference/ownership.md#verdicts-and-the-action-policy: ICMSRequest, MiniService, workload
 * selection, namespace lifecycle, CRD, hooks.
 */
class RuntimeDecisionsTest {

  private static ObservedObject request(String ns, String owner) {
    return ObservedObject.of(new ObjectRef("ICMSRequest", ns, "req-1"), Fixtures.owner(owner));
  }

  @Test
  void icmsRequestOutsideRequestsNamespaceIsRefusedBeforeClassification() {
    Verdict v =
        OwnershipPolicy.decideIcmsRequest(
            A, request("plane-b-nvcf-backend", "plane-a"), "", Fixtures.context(A));
    assertThat(v).isInstanceOf(Verdicts.Deny.class);
    assertThat(v.ruleId()).isEqualTo(RuleId.of("icms.namespace"));
    assertThat(v.reason()).isEqualTo(ReasonCode.REQUEST_NAMESPACE_MISMATCH);
    assertThat(v.state()).isEqualTo(OwnershipState.NAMESPACE_FOREIGN);
    assertThat(v.trace().ruleIds()).containsExactly(RuleId.of("icms.namespace"));
    assertThat(v.message())
        .isEqualTo(
            "refusing to reconcile ICMSRequest plane-b-nvcf-backend/req-1: namespace"
                + " \"plane-b-nvcf-backend\" is not the requests namespace"
                + " \"plane-a-nvcf-backend\" of control plane \"plane-a\"");
  }

  @Test
  void icmsRequestInRequestsNamespaceIsClassified() {
    Verdict owned =
        OwnershipPolicy.decideIcmsRequest(
            A, request("plane-a-nvcf-backend", "plane-a"), "", Fixtures.context(A));
    assertThat(owned.allowed()).isTrue();
    assertThat(owned.ruleId()).isEqualTo(RuleId.of("policy.reconcile.owned"));
    assertThat(owned.trace().entries().get(0).ruleId()).isEqualTo(RuleId.of("icms.namespace"));
    assertThat(owned.trace().entries().get(0).result()).isEqualTo(TraceResult.PASSED);
    Verdict foreign =
        OwnershipPolicy.decideIcmsRequest(
            A, request("plane-a-nvcf-backend", "plane-b"), "", Fixtures.context(A));
    assertThat(foreign.reason()).isEqualTo(ReasonCode.FOREIGN_OWNER);
    Verdict configured =
        OwnershipPolicy.decideIcmsRequest(
            A, request("custom", "plane-a"), "custom", Fixtures.context(A));
    assertThat(configured.allowed()).isTrue();
    Verdict legacy =
        OwnershipPolicy.decideIcmsRequest(
            LEGACY, request("anything", null), "", Fixtures.context(LEGACY));
    assertThat(legacy.allowed()).isTrue();
    assertThat(legacy.trace().entries().get(0).result()).isEqualTo(TraceResult.NOT_APPLICABLE);
  }

  @Test
  void miniServiceDeleteDenialDoesNotRequeue() {
    ObservedObject mini =
        ObservedObject.of(
            ObjectRef.cluster("MiniService", "plane-a-req-1-miniservice"),
            Fixtures.owner("plane-b"));
    Verdict v = OwnershipPolicy.decideMiniServiceDelete(A, mini, Fixtures.context(A));
    assertThat(v).isInstanceOf(Verdicts.Deny.class);
    Verdicts.Deny deny = (Verdicts.Deny) v;
    assertThat(deny.requeue()).isFalse();
    assertThat(deny.message())
        .contains(
            "Refusing to delete MiniService plane-a-req-1-miniservice: owned by another control plane")
        .contains("\"plane-b\"");
    ObservedObject own =
        ObservedObject.of(
            ObjectRef.cluster("MiniService", "plane-a-req-1-miniservice"),
            Fixtures.owner("plane-a"));
    assertThat(OwnershipPolicy.decideMiniServiceDelete(A, own, Fixtures.context(A)).allowed())
        .isTrue();
  }

  @ParameterizedTest(name = "[{index}] plane ''{0}'' labels {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          plane-a | workload+plane-a | ALLOW | policy.select-workload-namespace.owned       | SELECTED
          plane-a | workload+plane-b | SKIP  | policy.select-workload-namespace.foreign     | FOREIGN_OWNER
          plane-a | workload         | SKIP  | policy.select-workload-namespace.unlabelled  | NOT_OWNED_UNLABELLED
          plane-a | plane-a          | SKIP  | select.workload-label                        | NOT_A_WORKLOAD_NAMESPACE
          ''      | workload         | ALLOW | policy.select-workload-namespace.owned       | SELECTED
          ''      | workload+plane-a | SKIP  | policy.select-workload-namespace.foreign     | FOREIGN_OWNER
          ''      | none             | SKIP  | select.workload-label                        | NOT_A_WORKLOAD_NAMESPACE
          """)
  void workloadNamespaceSelection(
      String plane, String labels, Verdict.Kind outcome, String rule, ReasonCode reason) {
    java.util.Map<String, String> map = new java.util.HashMap<>();
    for (String part : labels.split("\\+")) {
      if (part.equals("workload")) {
        map.put(OwnershipPolicy.WORKLOAD_LABEL, "");
      } else if (!part.equals("none")) {
        map.put(OwnershipLabel.KEY, part);
      }
    }
    var id = Fixtures.id(plane);
    ObjectRef ref = ObjectRef.namespace("ws-1");
    // both doors of the policy apply select.workload-label before the cell: an observation and
    // the raw label map an informer holds
    for (Verdict v :
        List.of(
            OwnershipPolicy.decide(
                id,
                Action.SELECT_WORKLOAD_NAMESPACE,
                ObservedObject.of(ref, map),
                Fixtures.context(id)),
            OwnershipPolicy.decide(
                id, Action.SELECT_WORKLOAD_NAMESPACE, ref, map, Fixtures.context(id)))) {
      assertThat(v.kind()).isEqualTo(outcome);
      assertThat(v.ruleId()).isEqualTo(RuleId.of(rule));
      assertThat(v.reason()).isEqualTo(reason);
      assertThat(v.trace().entries().get(0).ruleId()).isEqualTo(RuleId.of("select.workload-label"));
    }
  }

  /**
   * Selecting a namespace that lacks the workload label through the policy itself is a skip by
   * {@code select.workload-label}, never the cell's answer: the policy used to answer {@code
   * policy.select-workload-namespace.owned} for an owned namespace without the label.
   */
  @Test
  void thePolicyNeverSelectsANamespaceWithoutTheWorkloadLabel() {
    ObservedObject owned = Fixtures.ns("plane-a-ws", "plane-a");
    Verdict v =
        OwnershipPolicy.decide(A, Action.SELECT_WORKLOAD_NAMESPACE, owned, Fixtures.context(A));
    assertThat(v).isInstanceOf(Verdicts.Skip.class);
    assertThat(v.ruleId()).isEqualTo(RuleId.of("select.workload-label"));
    assertThat(v.reason()).isEqualTo(ReasonCode.NOT_A_WORKLOAD_NAMESPACE);
    assertThat(v.state()).isEqualTo(OwnershipState.OWNED);
    assertThat(v.trace().entries())
        .containsExactly(
            new TraceEntry(
                RuleId.of("select.workload-label"), TraceResult.DECIDED, "label absent"));
    ObservedObject workload =
        ObservedObject.of(
            owned.ref(),
            Map.of(OwnershipLabel.KEY, "plane-a", OwnershipPolicy.WORKLOAD_LABEL, "gpu"));
    Verdict selected =
        OwnershipPolicy.decide(A, Action.SELECT_WORKLOAD_NAMESPACE, workload, Fixtures.context(A));
    assertThat(selected.allowed()).isTrue();
    assertThat(selected.message())
        .isEqualTo(
            "may select as workload namespace Namespace plane-a-ws: labelled for control plane"
                + " \"plane-a\"");
    assertThat(selected.trace().ruleIds())
        .containsExactly(
            RuleId.of("select.workload-label"),
            RuleId.of("ownership.shared-prerequisite"),
            RuleId.of("ownership.namespace-scope"),
            RuleId.of("ownership.label-missing"),
            RuleId.of("ownership.label-match"),
            RuleId.of("policy.select-workload-namespace.owned"));
  }

  /** The informer of workload namespaces selects by label what the selection decides. */
  @Test
  void workloadSelectorStrings() {
    assertThat(workloadSelector(A))
        .isEqualTo(
            "nvca.nvcf.nvidia.io/workload-instance-type,nvcf.nvidia.com/control-plane-id=plane-a");
    assertThat(workloadSelector(LEGACY))
        .isEqualTo("nvca.nvcf.nvidia.io/workload-instance-type,!nvcf.nvidia.com/control-plane-id");
  }

  private static String workloadSelector(ControlPlaneId id) {
    return InformerScopes.forPlane(id).stream()
        .filter(s -> s.informer().equals("workload-namespaces"))
        .map(InformerScope::labelSelector)
        .findFirst()
        .orElseThrow()
        .toString();
  }

  // ---------------------------------------------------------------- namespace lifecycle

  private static final List<String> NAMES = List.of("plane-a-nvcf", "plane-a-sis");

  @Test
  void prepareCreatesAndLabelsAbsentNamespacesAndAcceptsOwnedOnes() {
    NamespaceLifecycle.Plan plan =
        NamespaceLifecycle.prepare(A, NAMES, List.of(Fixtures.ns("plane-a-sis", "plane-a")));
    assertThat(plan.isValid()).isTrue();
    assertThat(plan.steps())
        .containsExactly(
            "create namespace plane-a-nvcf",
            "label namespace plane-a-nvcf nvcf.nvidia.com/control-plane-id=plane-a",
            "namespace plane-a-sis ok");
    assertThat(plan.create()).containsExactly("plane-a-nvcf");
    assertThat(plan.delete()).isEmpty();
    assertThat(plan.labels()).containsExactly(Map.entry(OwnershipLabel.KEY, "plane-a"));
  }

  @Test
  void anyNotOwnedNamespaceEmptiesThePlan() {
    List<ObservedObject> foreign = List.of(Fixtures.ns("plane-a-sis", "plane-b"));
    for (NamespaceLifecycle.Plan plan :
        List.of(
            NamespaceLifecycle.prepare(A, NAMES, foreign),
            NamespaceLifecycle.verify(A, NAMES, foreign))) {
      assertThat(plan.steps()).isEmpty();
      assertThat(plan.create()).isEmpty();
      assertThat(plan.labels()).isEmpty();
      assertThat(plan.problems().errors())
          .extracting(Problem::code, Problem::message)
          .containsExactly(
              org.assertj.core.groups.Tuple.tuple(
                  "namespace.not-owned",
                  "namespace plane-a-sis is not owned by control plane plane-a (owner=plane-b)."));
    }
    NamespaceLifecycle.Plan unlabelled =
        NamespaceLifecycle.verify(A, NAMES, List.of(Fixtures.ns("plane-a-nvcf")));
    assertThat(unlabelled.problems().errors().get(0).message())
        .isEqualTo("namespace plane-a-nvcf is not owned by control plane plane-a (owner=unset).");
  }

  @Test
  void verifyAcceptsAbsentAndOwned() {
    NamespaceLifecycle.Plan plan =
        NamespaceLifecycle.verify(A, NAMES, List.of(Fixtures.ns("plane-a-nvcf", "plane-a")));
    assertThat(plan.steps())
        .containsExactly("namespace plane-a-nvcf ok", "namespace plane-a-sis ok");
    assertThat(plan.create()).isEmpty();
    assertThat(plan.delete()).isEmpty();
  }

  @Test
  void cleanupDeletesOwnedAndSkipsTheRest() {
    NamespaceLifecycle.Plan plan =
        NamespaceLifecycle.cleanup(
            A,
            List.of("plane-a-nvcf", "plane-a-sis", "plane-a-ess"),
            List.of(Fixtures.ns("plane-a-nvcf", "plane-a"), Fixtures.ns("plane-a-sis", "plane-b")));
    assertThat(plan.steps())
        .containsExactly(
            "delete namespace plane-a-nvcf",
            "Skipping namespace plane-a-sis: expected owner plane-a, found plane-b.",
            "namespace plane-a-ess absent");
    assertThat(plan.delete()).containsExactly("plane-a-nvcf");
    assertThat(plan.create()).isEmpty();
    assertThat(plan.labels()).isEmpty();
  }

  @Test
  void namespaceOutsideThePlaneIsRefusedEvenWithThePrefix() {
    NamespaceLifecycle.Plan plan =
        NamespaceLifecycle.prepare(
            A, List.of("plane-a-nvcf", "plane-a-custom", "cert-manager"), List.of());
    assertThat(plan.steps()).isEmpty();
    assertThat(plan.problems().errors())
        .extracting(Problem::code, Problem::message)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "namespace.outside-plane",
                "refusing to manage namespace outside control plane plane-a: plane-a-custom"),
            org.assertj.core.groups.Tuple.tuple(
                "namespace.outside-plane",
                "refusing to manage namespace outside control plane plane-a: cert-manager"));
  }

  @Test
  void lifecycleIsNamedOnly() {
    for (NamespaceLifecycle.Plan plan :
        List.of(
            NamespaceLifecycle.prepare(LEGACY, List.of("nvcf"), List.of()),
            NamespaceLifecycle.verify(LEGACY, List.of("nvcf"), List.of()),
            NamespaceLifecycle.cleanup(LEGACY, List.of("nvcf"), List.of()))) {
      assertThat(plan.problems().errors())
          .extracting(Problem::code)
          .containsExactly("input.named-only");
    }
  }

  // ---------------------------------------------------------------- CRD and hooks

  private static final ReleaseRef THIS = new ReleaseRef("nvca-operator", "nvca-operator");

  @Test
  void sharedCrdRendering() {
    SharedCrdPolicy.CrdDecision named = SharedCrdPolicy.decide(A, Optional.empty(), THIS);
    assertThat(named.renders()).isFalse();
    assertThat(named.ruleId()).isEqualTo(RuleId.of("crd.named-defers-to-prerequisite"));
    assertThat(named.annotations()).isEmpty();

    SharedCrdPolicy.CrdDecision absent = SharedCrdPolicy.decide(LEGACY, Optional.empty(), THIS);
    assertThat(absent.renders()).isTrue();
    assertThat(absent.ruleId()).isEqualTo(RuleId.of("crd.absent"));
    assertThat(absent.annotations()).containsExactly(Map.entry("helm.sh/resource-policy", "keep"));

    Map<String, String> same =
        Map.of(
            "meta.helm.sh/release-name",
            "nvca-operator",
            "meta.helm.sh/release-namespace",
            "nvca-operator");
    SharedCrdPolicy.CrdDecision sameRelease =
        SharedCrdPolicy.decide(LEGACY, Optional.of(same), THIS);
    assertThat(sameRelease.renders()).isTrue();
    assertThat(sameRelease.ruleId()).isEqualTo(RuleId.of("crd.same-release"));

    Map<String, String> otherNamespace =
        Map.of(
            "meta.helm.sh/release-name",
            "nvca-operator",
            "meta.helm.sh/release-namespace",
            "other");
    SharedCrdPolicy.CrdDecision other =
        SharedCrdPolicy.decide(LEGACY, Optional.of(otherNamespace), THIS);
    assertThat(other.renders()).isFalse();
    assertThat(other.ruleId()).isEqualTo(RuleId.of("crd.other-owner"));
    assertThat(other.message())
        .isEqualTo("CRD owned by release other/nvca-operator: leave it alone");
    assertThat(SharedCrdPolicy.decide(LEGACY, Optional.of(Map.of()), THIS).ruleId())
        .isEqualTo(RuleId.of("crd.other-owner"));
  }

  @ParameterizedTest(name = "[{index}] ''{0}'' valid={1}")
  @CsvSource(
      delimiter = '|',
      nullValues = "~",
      textBlock =
          """
          before-hook-creation,hook-succeeded       | true
          hook-succeeded, before-hook-creation      | true
          ' before-hook-creation , hook-succeeded ' | true
          before-hook-creation,hook-succeeded,hook-failed | true
          before-hook-creation                      | false
          hook-succeeded                            | false
          before-hook-creation hook-succeeded       | false
          ''                                        | false
          ~                                         | false
          """)
  void hookDeletePolicy(String value, boolean valid) {
    Map<String, String> annotations =
        value == null ? Map.of() : Map.of("helm.sh/hook-delete-policy", value);
    ObservedObject hook =
        new ObservedObject(
            ObjectRef.cluster("ClusterRole", "plane-a-nvca-operator-pre-delete-cleanup"),
            Map.of(),
            annotations,
            null);
    var result = HookPolicy.check(hook);
    assertThat(result.isValid()).isEqualTo(valid);
    if (!valid) {
      assertThat(result.errors()).extracting(Problem::code).containsExactly("hook.delete-policy");
      assertThat(result.errors().get(0).message())
          .startsWith(
              "ClusterRole plane-a-nvca-operator-pre-delete-cleanup: helm.sh/hook-delete-policy"
                  + " must include before-hook-creation and hook-succeeded, got ");
    }
  }
}
