package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.LEGACY;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.OwnershipPolicy.PolicyCell;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.MirrorFailure;
import io.planerules.ownership.mirror.MirrorWriteProtocol;
import io.planerules.ownership.mirror.Observation;
import io.planerules.ownership.mirror.ProtocolStep;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.Steps;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceResult;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The action × state matrix of docs/reference/ownership.md#verdicts-and-the-action-policy, every
 * cell in both modes (7 × 6 × 2 = 84 rows), transcribed from the spec table: outcome, rule id,
 * reason.
 */
class PolicyMatrixTest {

  @ParameterizedTest(name = "{0} × {1} in {2}: {3} {4}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          RECONCILE | OWNED               | named  | ALLOW | OWNED
          RECONCILE | FOREIGN             | named  | DENY  | FOREIGN_OWNER
          RECONCILE | UNLABELLED          | named  | DENY  | NOT_OWNED_UNLABELLED
          RECONCILE | SHARED_PREREQUISITE | named  | DENY  | SHARED_NOT_MANAGED
          RECONCILE | NAMESPACE_FOREIGN   | named  | DENY  | OUTSIDE_PLANE_NAMESPACE
          RECONCILE | MERGED_FOREIGN      | named  | DENY  | FOREIGN_AFTER_MERGE
          UPDATE    | OWNED               | named  | ALLOW | OWNED
          UPDATE    | FOREIGN             | named  | DENY  | FOREIGN_OWNER
          UPDATE    | UNLABELLED          | named  | DENY  | NO_ADOPTION
          UPDATE    | SHARED_PREREQUISITE | named  | DENY  | SHARED_NOT_MANAGED
          UPDATE    | NAMESPACE_FOREIGN   | named  | DENY  | OUTSIDE_PLANE_NAMESPACE
          UPDATE    | MERGED_FOREIGN      | named  | DENY  | FOREIGN_AFTER_MERGE
          DELETE    | OWNED               | named  | ALLOW | OWNED
          DELETE    | FOREIGN             | named  | DENY  | FOREIGN_OWNER
          DELETE    | UNLABELLED          | named  | DENY  | NOT_OWNED_UNLABELLED
          DELETE    | SHARED_PREREQUISITE | named  | DENY  | SHARED_NEVER_DELETED
          DELETE    | NAMESPACE_FOREIGN   | named  | DENY  | OUTSIDE_PLANE_NAMESPACE
          DELETE    | MERGED_FOREIGN      | named  | DENY  | FOREIGN_AFTER_MERGE
          ADOPT     | OWNED               | named  | ALLOW | ALREADY_OWNED
          ADOPT     | FOREIGN             | named  | DENY  | FOREIGN_OWNER
          ADOPT     | UNLABELLED          | named  | DENY  | NO_ADOPTION
          ADOPT     | SHARED_PREREQUISITE | named  | DENY  | SHARED_NOT_MANAGED
          ADOPT     | NAMESPACE_FOREIGN   | named  | DENY  | OUTSIDE_PLANE_NAMESPACE
          ADOPT     | MERGED_FOREIGN      | named  | DENY  | FOREIGN_AFTER_MERGE
          MIRROR    | OWNED               | named  | ALLOW | TARGET_OWNED
          MIRROR    | FOREIGN             | named  | SKIP  | TARGET_FOREIGN
          MIRROR    | UNLABELLED          | named  | SKIP  | TARGET_UNLABELLED
          MIRROR    | SHARED_PREREQUISITE | named  | SKIP  | TARGET_SHARED
          MIRROR    | NAMESPACE_FOREIGN   | named  | SKIP  | OUTSIDE_PLANE_NAMESPACE
          MIRROR    | MERGED_FOREIGN      | named  | DENY  | FOREIGN_AFTER_MERGE
          SELECT_WORKLOAD_NAMESPACE | OWNED               | named | ALLOW | SELECTED
          SELECT_WORKLOAD_NAMESPACE | FOREIGN             | named | SKIP  | FOREIGN_OWNER
          SELECT_WORKLOAD_NAMESPACE | UNLABELLED          | named | SKIP  | NOT_OWNED_UNLABELLED
          SELECT_WORKLOAD_NAMESPACE | SHARED_PREREQUISITE | named | SKIP  | SHARED_NOT_MANAGED
          SELECT_WORKLOAD_NAMESPACE | NAMESPACE_FOREIGN   | named | SKIP  | OUTSIDE_PLANE_NAMESPACE
          SELECT_WORKLOAD_NAMESPACE | MERGED_FOREIGN      | named | DENY  | FOREIGN_AFTER_MERGE
          TEARDOWN  | OWNED               | named  | ALLOW | OWNED
          TEARDOWN  | FOREIGN             | named  | ABORT | FOREIGN_OWNER
          TEARDOWN  | UNLABELLED          | named  | ABORT | NOT_OWNED_UNLABELLED
          TEARDOWN  | SHARED_PREREQUISITE | named  | SKIP  | SHARED_NEVER_DELETED
          TEARDOWN  | NAMESPACE_FOREIGN   | named  | ABORT | OUTSIDE_PLANE_NAMESPACE
          TEARDOWN  | MERGED_FOREIGN      | named  | ABORT | FOREIGN_AFTER_MERGE
          RECONCILE | OWNED               | legacy | ALLOW | OWNED
          RECONCILE | FOREIGN             | legacy | DENY  | FOREIGN_OWNER
          RECONCILE | UNLABELLED          | legacy | DENY  | NOT_OWNED_UNLABELLED
          RECONCILE | SHARED_PREREQUISITE | legacy | DENY  | SHARED_NOT_MANAGED
          RECONCILE | NAMESPACE_FOREIGN   | legacy | DENY  | OUTSIDE_PLANE_NAMESPACE
          RECONCILE | MERGED_FOREIGN      | legacy | DENY  | FOREIGN_AFTER_MERGE
          UPDATE    | OWNED               | legacy | ALLOW | OWNED
          UPDATE    | FOREIGN             | legacy | DENY  | FOREIGN_OWNER
          UPDATE    | UNLABELLED          | legacy | DENY  | NO_ADOPTION
          UPDATE    | SHARED_PREREQUISITE | legacy | DENY  | SHARED_NOT_MANAGED
          UPDATE    | NAMESPACE_FOREIGN   | legacy | DENY  | OUTSIDE_PLANE_NAMESPACE
          UPDATE    | MERGED_FOREIGN      | legacy | DENY  | FOREIGN_AFTER_MERGE
          DELETE    | OWNED               | legacy | ALLOW | OWNED
          DELETE    | FOREIGN             | legacy | DENY  | FOREIGN_OWNER
          DELETE    | UNLABELLED          | legacy | DENY  | NOT_OWNED_UNLABELLED
          DELETE    | SHARED_PREREQUISITE | legacy | DENY  | SHARED_NEVER_DELETED
          DELETE    | NAMESPACE_FOREIGN   | legacy | DENY  | OUTSIDE_PLANE_NAMESPACE
          DELETE    | MERGED_FOREIGN      | legacy | DENY  | FOREIGN_AFTER_MERGE
          ADOPT     | OWNED               | legacy | ALLOW | ALREADY_OWNED
          ADOPT     | FOREIGN             | legacy | DENY  | FOREIGN_OWNER
          ADOPT     | UNLABELLED          | legacy | DENY  | NO_ADOPTION
          ADOPT     | SHARED_PREREQUISITE | legacy | DENY  | SHARED_NOT_MANAGED
          ADOPT     | NAMESPACE_FOREIGN   | legacy | DENY  | OUTSIDE_PLANE_NAMESPACE
          ADOPT     | MERGED_FOREIGN      | legacy | DENY  | FOREIGN_AFTER_MERGE
          MIRROR    | OWNED               | legacy | ALLOW | TARGET_OWNED
          MIRROR    | FOREIGN             | legacy | SKIP  | TARGET_FOREIGN
          MIRROR    | UNLABELLED          | legacy | SKIP  | TARGET_UNLABELLED
          MIRROR    | SHARED_PREREQUISITE | legacy | SKIP  | TARGET_SHARED
          MIRROR    | NAMESPACE_FOREIGN   | legacy | SKIP  | OUTSIDE_PLANE_NAMESPACE
          MIRROR    | MERGED_FOREIGN      | legacy | DENY  | FOREIGN_AFTER_MERGE
          SELECT_WORKLOAD_NAMESPACE | OWNED               | legacy | ALLOW | SELECTED
          SELECT_WORKLOAD_NAMESPACE | FOREIGN             | legacy | SKIP  | FOREIGN_OWNER
          SELECT_WORKLOAD_NAMESPACE | UNLABELLED          | legacy | SKIP  | NOT_OWNED_UNLABELLED
          SELECT_WORKLOAD_NAMESPACE | SHARED_PREREQUISITE | legacy | SKIP  | SHARED_NOT_MANAGED
          SELECT_WORKLOAD_NAMESPACE | NAMESPACE_FOREIGN   | legacy | SKIP  | OUTSIDE_PLANE_NAMESPACE
          SELECT_WORKLOAD_NAMESPACE | MERGED_FOREIGN      | legacy | DENY  | FOREIGN_AFTER_MERGE
          TEARDOWN  | OWNED               | legacy | ALLOW | OWNED
          TEARDOWN  | FOREIGN             | legacy | ABORT | FOREIGN_OWNER
          TEARDOWN  | UNLABELLED          | legacy | ABORT | NOT_OWNED_UNLABELLED
          TEARDOWN  | SHARED_PREREQUISITE | legacy | SKIP  | SHARED_NEVER_DELETED
          TEARDOWN  | NAMESPACE_FOREIGN   | legacy | ABORT | OUTSIDE_PLANE_NAMESPACE
          TEARDOWN  | MERGED_FOREIGN      | legacy | ABORT | FOREIGN_AFTER_MERGE
          """)
  void cell(
      Action action, OwnershipState state, String mode, Verdict.Kind outcome, ReasonCode reason) {
    ControlPlaneId id = mode.equals("legacy") ? LEGACY : A;
    String expectedRule =
        "policy."
            + action.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
            + "."
            + state.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    Classification c =
        new Classification(
            ObjectRef.namespace("ns"),
            state,
            RuleId.of("ownership.label-match"),
            ReasonCode.LABEL_MATCH,
            "because",
            Trace.empty());
    Verdict v = OwnershipPolicy.apply(action, c);
    assertThat(v.kind()).isEqualTo(outcome);
    assertThat(v.ruleId().value()).isEqualTo(expectedRule);
    assertThat(v.reason()).isEqualTo(reason);
    assertThat(v.state()).isEqualTo(state);
    assertThat(v.allowed()).isEqualTo(outcome == Verdict.Kind.ALLOW);
    assertThat(v.trace().decidingEntry().orElseThrow().ruleId().value()).isEqualTo(expectedRule);
    PolicyCell cell = PolicyCell.of(action, state);
    assertThat(cell.kind()).isEqualTo(outcome);
    assertThat(cell.reason()).isEqualTo(reason);
    String expectedMessage =
        switch (outcome) {
          case ALLOW -> "may " + action.verb() + " Namespace ns: because";
          case SKIP -> "skipping Namespace ns: because";
          case DENY, ABORT -> "refusing to " + action.verb() + " Namespace ns: because";
        };
    assertThat(v.message()).isEqualTo(expectedMessage);
  }

  /** Every state reachable through classification, decided end to end in both modes. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "~",
      textBlock =
          """
          plane-a | plane-a-nvcf | plane-a | OWNED
          plane-a | plane-a-nvcf | plane-b | FOREIGN
          plane-a | plane-a-nvcf | ~       | UNLABELLED
          plane-a | cert-manager | plane-a | SHARED_PREREQUISITE
          plane-a | plane-b-nvcf | plane-a | NAMESPACE_FOREIGN
          ''      | nvcf         | ~       | OWNED
          ''      | nvcf         | plane-a | FOREIGN
          ''      | cert-manager | ~       | SHARED_PREREQUISITE
          ''      | plane-b-nvcf | ~       | NAMESPACE_FOREIGN
          """)
  void decideAgreesWithTheCellForReachableStates(
      String plane, String namespace, String owner, OwnershipState state) {
    ControlPlaneId id = Fixtures.id(plane);
    PolicyContext context =
        PolicyContext.defaults(id).restrictedTo(Set.of("plane-a-nvcf", "nvcf", "cert-manager"));
    for (Action action : Action.values()) {
      ObservedObject ns = Fixtures.ns(namespace, owner);
      if (action == Action.SELECT_WORKLOAD_NAMESPACE) {
        // selection reads the workload label first (select.workload-label)
        Map<String, String> labels = new HashMap<>(ns.labels());
        labels.put(OwnershipPolicy.WORKLOAD_LABEL, "gpu");
        ns = ObservedObject.of(ns.ref(), labels);
      }
      Verdict v = OwnershipPolicy.decide(id, action, ns, context);
      assertThat(v.state()).isEqualTo(state);
      assertThat(v.ruleId()).isEqualTo(PolicyCell.of(action, state).ruleId());
      assertThat(v.kind()).isEqualTo(PolicyCell.of(action, state).kind());
      assertThat(v.trace().ruleIds()).hasSize(v.trace().entries().size()).contains(v.ruleId());
      assertThat(v.trace().entries().get(v.trace().entries().size() - 1).result())
          .isEqualTo(TraceResult.DECIDED);
    }
  }

  @Test
  void matrixIsTotalWithUniqueRuleIds() {
    assertThat(List.of(PolicyCell.values())).hasSize(42);
    Set<RuleId> ids = new HashSet<>();
    List.of(PolicyCell.values()).forEach(c -> ids.add(c.ruleId()));
    assertThat(ids).hasSize(42);
    assertThat(
            PolicyCell.of(Action.SELECT_WORKLOAD_NAMESPACE, OwnershipState.SHARED_PREREQUISITE)
                .ruleId())
        .isEqualTo(RuleId.of("policy.select-workload-namespace.shared-prerequisite"));
  }

  @Test
  void refusalMessagesNameBothSides() {
    Verdict foreign =
        OwnershipPolicy.decide(
            A,
            Action.DELETE,
            Fixtures.secret("plane-a-nvcf", "db", "plane-b"),
            Fixtures.context(A));
    assertThat(foreign.message())
        .isEqualTo(
            "refusing to delete Secret plane-a-nvcf/db: owned by control plane \"plane-b\", not"
                + " \"plane-a\"");
    Verdict unlabelled =
        OwnershipPolicy.decide(
            A, Action.UPDATE, Fixtures.secret("plane-a-nvcf", "db", null), Fixtures.context(A));
    assertThat(unlabelled.message())
        .isEqualTo(
            "refusing to update Secret plane-a-nvcf/db: unlabelled, expected owner \"plane-a\"");
    Verdict legacy =
        OwnershipPolicy.decide(
            LEGACY, Action.RECONCILE, Fixtures.ns("nvcf", "plane-a"), Fixtures.context(LEGACY));
    assertThat(legacy.message())
        .isEqualTo(
            "refusing to reconcile Namespace nvcf: labelled for control plane \"plane-a\"; the"
                + " legacy plane only manages unlabelled objects");
  }

  @Test
  void noAdoptionOfUnlabelledObjectsInNamedMode() {
    Verdict v =
        OwnershipPolicy.decide(A, Action.ADOPT, Fixtures.ns("plane-a-nvcf"), Fixtures.context(A));
    assertThat(v).isInstanceOf(Verdicts.Deny.class);
    assertThat(v.reason()).isEqualTo(ReasonCode.NO_ADOPTION);
    Verdict legacy =
        OwnershipPolicy.decide(LEGACY, Action.ADOPT, Fixtures.ns("nvcf"), Fixtures.context(LEGACY));
    assertThat(legacy.reason()).isEqualTo(ReasonCode.ALREADY_OWNED);
  }

  /**
   * Rows where a legacy plane is stricter than Go's {@code IsOwnedByControlPlane} (which returns
   * true for everything in legacy mode): labelled ICMSRequest, MiniService, mirror namespace and
   * existing mirror Secret are refused.
   */
  @Test
  void legacyRefusesLabelledObjectsWhereGoWouldAccept() {
    PolicyContext context = Fixtures.context(LEGACY);
    ObservedObject request =
        ObservedObject.of(
            new ObjectRef("ICMSRequest", "nvcf-backend", "r1"), Fixtures.owner("plane-a"));
    assertThat(OwnershipPolicy.decideIcmsRequest(LEGACY, request, "", context))
        .isInstanceOf(Verdicts.Deny.class)
        .extracting(Verdict::reason)
        .isEqualTo(ReasonCode.FOREIGN_OWNER);
    ObservedObject mini =
        ObservedObject.of(
            ObjectRef.cluster("MiniService", "r1-miniservice"), Fixtures.owner("plane-a"));
    assertThat(OwnershipPolicy.decideMiniServiceDelete(LEGACY, mini, context).allowed()).isFalse();
    MirrorConfig config = MirrorConfig.of(LEGACY, "", Map.of("mirror", "true"));
    SecretSnapshot source =
        new SecretSnapshot(
            "nvca-operator",
            "pull",
            "",
            Map.of("mirror", "true"),
            Map.of(),
            SecretData.EMPTY,
            null);
    SortedMap<String, Verdict> targets =
        SecretMirrorPlanner.targets(config, source, List.of(Fixtures.ns("ws-1", "plane-a")));
    assertThat(targets.get("ws-1").reason()).isEqualTo(ReasonCode.TARGET_FOREIGN);
    SecretCopy copy = SecretMirrorPlanner.copy(config, source, "ws-1");
    // the write decision on a fresh read of a labelled existing copy refuses it
    ProtocolStep w =
        MirrorWriteProtocol.next(
            Steps.read(copy, 1),
            Observation.read(Optional.of(Fixtures.secret("ws-1", "pull", "plane-a"))));
    assertThat(w.outcome().code()).isEqualTo(MirrorFailure.MIRROR_TARGET_NOT_OWNED);
  }
}
