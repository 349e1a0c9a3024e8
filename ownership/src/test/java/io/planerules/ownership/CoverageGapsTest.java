package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.ownership.install.HookPolicy;
import io.planerules.ownership.install.NamespaceLifecycle;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.MirrorFailure;
import io.planerules.ownership.mirror.MirrorWriteProtocol;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.Steps;
import io.planerules.ownership.mirror.SyncedSnapshot;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.ownership.teardown.TeardownStep;
import io.planerules.rules.RuleDescriptor;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Behaviour the main tables reach only indirectly, pinned directly. */
class CoverageGapsTest {

  @Test
  void malformedInputsOfEachEntryPointThrowTheTypedException() {
    ObservedObject noNamespace =
        ObservedObject.of(new ObjectRef("ICMSRequest", null, "r"), Map.of());
    assertThatThrownBy(
            () -> OwnershipPolicy.decideIcmsRequest(A, noNamespace, "", Fixtures.context(A)))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("namespaced kind ICMSRequest needs a namespace");
    MirrorConfig config = MirrorConfig.of(A, "", Map.of("m", "1"));
    SecretSnapshot s =
        new SecretSnapshot(
            "plane-a-nvca-operator", "x", "", Map.of("m", "1"), Map.of(), SecretData.EMPTY, null);
    SyncedSnapshot dupNamespaces =
        new SyncedSnapshot(true, true, List.of(s), List.of(Fixtures.ns("w"), Fixtures.ns("w")));
    assertThatThrownBy(() -> SecretMirrorPlanner.planReplay(config, dupNamespaces))
        .isInstanceOf(InvalidInputException.class);
  }

  @Test
  void hookMessageForAMissingAnnotation() {
    ObservedObject hook =
        ObservedObject.of(new ObjectRef("Job", "plane-a-nvca-operator", "h"), Map.of());
    assertThat(HookPolicy.check(hook).errors().get(0).message())
        .isEqualTo(
            "Job plane-a-nvca-operator/h: helm.sh/hook-delete-policy must include"
                + " before-hook-creation and hook-succeeded, got none");
    ObservedObject partial =
        new ObservedObject(
            new ObjectRef("Job", "ns", "h"),
            Map.of(),
            Map.of(HookPolicy.ANNOTATION, "hook-succeeded"),
            null);
    assertThat(HookPolicy.check(partial).errors().get(0).message())
        .endsWith("got \"hook-succeeded\"");
  }

  @Test
  void hashCodesFollowEquality() {
    SecretData one = SecretData.of(Map.of("a", new byte[] {1}, "b", new byte[] {2, 3}));
    SecretData same = SecretData.of(Map.of("b", new byte[] {2, 3}, "a", new byte[] {1}));
    assertThat(one.hashCode()).isEqualTo(same.hashCode());
    assertThat(one.hashCode()).isNotEqualTo(SecretData.of(Map.of("a", new byte[] {1})).hashCode());
    assertThat(one.hashCode()).isNotEqualTo(SecretData.EMPTY.hashCode());
    assertThat(SecretData.of(Map.of("a", new byte[] {5})).hashCode())
        .isNotEqualTo(SecretData.of(Map.of("a", new byte[] {6})).hashCode());
    assertThat(SharedPrerequisites.none().withExternalClusterIssuer("x").hashCode())
        .isNotEqualTo(SharedPrerequisites.none().hashCode());
  }

  @Test
  void smallAccessors() {
    assertThat(new ObjectRef("Secret", "ns", "x").namespace()).isEqualTo("ns");
    TeardownStep step =
        new TeardownStep(TeardownScope.CONTROL_PLANE, ObjectRef.namespace("n"), true, A);
    assertThat(step.target()).isEqualTo(ObjectRef.namespace("n"));
    SecretCopy copy =
        SecretMirrorPlanner.copy(
            MirrorConfig.of(A, "", Map.of("m", "1")),
            new SecretSnapshot("s", "x", "", Map.of(), Map.of(), SecretData.EMPTY, null),
            "t");
    assertThat(MirrorWriteProtocol.start(copy).isTerminal()).isFalse();
    assertThat(MirrorWriteProtocol.start(copy).isCreate()).isTrue();
    assertThat(MirrorWriteProtocol.start(copy).attempt()).isZero();
    assertThat(MirrorWriteProtocol.start(copy).resourceVersion()).isNull();
    assertThat(Steps.read(copy, 1).isTerminal()).isFalse();
    assertThat(Steps.failed(copy, MirrorFailure.MIRROR_READ_FAILED, "m").isTerminal()).isTrue();
    assertThat(Steps.done(copy, false).isTerminal()).isTrue();
    assertThatThrownBy(() -> Steps.read(copy, 1).outcome())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("step READ has not ended the protocol");
    NamespaceLifecycle.Plan bad = NamespaceLifecycle.verify(A, List.of("nope"), List.of());
    assertThat(bad.isValid()).isFalse();
    assertThat(TeardownScope.COMPUTE_PLANE.wireName()).isEqualTo("compute-plane");
    assertThat(Optional.of(copy.ref())).contains(new ObjectRef("Secret", "t", "x"));
  }

  @Test
  void reasonCodesOfDocumentedRules() {
    Map<String, List<String>> reasons =
        OwnershipRulesTest.all().stream()
            .collect(
                java.util.stream.Collectors.toMap(
                    d -> d.id().value(), RuleDescriptor::reasonCodes));
    assertThat(reasons.get("ownership.foreign-label"))
        .containsExactly("FOREIGN_LABEL", "LABELLED_FOR_NAMED_PLANE");
    assertThat(reasons.get("ownership.label-missing"))
        .containsExactly("UNLABELLED", "LEGACY_UNLABELLED");
    assertThat(reasons.get("backend.legacy-unscoped")).containsExactly("LEGACY_UNSCOPED");
    assertThat(reasons.get("backend.legacy-named")).containsExactly("LEGACY_REFUSES_NAMED_BACKEND");
    assertThat(reasons.get("backend.override-requests-namespace"))
        .containsExactly("MERGED_FOREIGN_REQUESTS_NAMESPACE");
    assertThat(reasons.get("crd.same-release")).containsExactly("RENDER");
    assertThat(reasons.get("mirror.write-not-owned"))
        .containsExactly("TARGET_NOT_OWNED", "MIRROR_TARGET_NOT_OWNED");
  }

  @Test
  void hookObjectsAreOrderedByNameThenKindThenNamespace() {
    String hook = "plane-a-nvca-operator-pre-delete-cleanup";
    List<ObservedObject> hooks =
        List.of(
            ObservedObject.of(
                ObjectRef.cluster("ClusterRoleBinding", hook), Fixtures.owner("plane-a")),
            ObservedObject.of(
                new ObjectRef("ServiceAccount", "plane-a-nvca-operator", hook),
                Fixtures.owner("plane-a")),
            ObservedObject.of(
                new ObjectRef("Job", "plane-a-nvca-operator", hook), Fixtures.owner("plane-a")),
            ObservedObject.of(ObjectRef.cluster("ClusterRole", hook), Fixtures.owner("plane-a")));
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            new Inventory(List.of(), List.of(), hooks, List.of()),
            java.util.Set.of(TeardownScope.COMPUTE_PLANE));
    assertThat(plan.steps().stream().skip(1).map(s -> s.target().kind()).toList())
        .containsExactly("ClusterRole", "ClusterRoleBinding", "Job", "ServiceAccount");
  }
}
