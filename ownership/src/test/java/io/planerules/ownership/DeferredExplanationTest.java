package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.testkit.Properties;
import io.planerules.testkit.ownership.OwnershipGenerators;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * {@link OwnershipPolicy#decide} decides the state with the rule predicates alone and defers the
 * message and trace (docs/adr/0075-verdict-explanations-on-first-use.md). These tests hold it to
 * the explaining path, the cell applied to {@link OwnershipClassifier#classify} at once: same kind
 * of verdict, state, rule, reason, message and trace, for every action; and so is the decision from
 * a reference and a raw label map (docs/adr/0081-decide-from-the-raw-label-map.md).
 */
class DeferredExplanationTest {

  /** Objects of every classification branch; {@code ns} is a namespace of plane A or B. */
  private static final List<String> REFS =
      List.of(
          "Namespace::A-nvcf",
          "Namespace::B-nvcf",
          "Namespace::cert-manager",
          "Secret:A-nvcf:pull",
          "Secret:B-nvcf:pull",
          "Secret:cert-manager:pki",
          "ConfigMap:A-nvcf:cm",
          "ClusterIssuer::issuer",
          "ClusterIssuer::corp-ca",
          "CustomResourceDefinition::nvcfbackends.nvcf.nvidia.io",
          "HelmRelease:A-nvcf:nvca-shared-crds",
          "HelmRelease:A-nvcf:other-release");

  /** How the context restricts namespaces: none, to A's namespace, to B's namespace. */
  private enum Restriction {
    NONE,
    PLANE_A,
    PLANE_B
  }

  private record Case(
      String a,
      String b,
      String ref,
      Optional<String> owner,
      Map<String, String> labels,
      Restriction restriction,
      boolean found,
      boolean corpCaShared,
      NamespaceLabel namespaceLabel) {}

  /** The ownership label of the object's namespace, as the context knows it. */
  private enum NamespaceLabel {
    UNKNOWN,
    PLANE_A,
    PLANE_B,
    UNLABELLED
  }

  private static Gen<Case> cases() {
    return Fixtures.planePairsOneInFourLegacy()
        .flatMap(
            p ->
                OwnershipGenerators.ownerValues(p.a(), p.b())
                    .flatMap(
                        owner ->
                            OwnershipGenerators.labelMaps(owner)
                                .zip(
                                    Generate.pick(REFS),
                                    Generate.enumValues(Restriction.class),
                                    SourceDSL.integers().between(0, 31),
                                    (labels, ref, restriction, flags) ->
                                        new Case(
                                            p.a(),
                                            p.b(),
                                            ref,
                                            owner,
                                            labels,
                                            restriction,
                                            (flags & 7) != 0,
                                            (flags & 1) == 0,
                                            NamespaceLabel.values()[flags >> 3]))));
  }

  private static String namespaceOf(String plane) {
    return plane.isEmpty() ? "nvcf" : plane + "-nvcf";
  }

  private static ObjectRef ref(Case c) {
    String[] parts = c.ref().split(":", -1);
    String namespace =
        parts[1].replace("A-nvcf", namespaceOf(c.a())).replace("B-nvcf", namespaceOf(c.b()));
    String name =
        parts[2].replace("A-nvcf", namespaceOf(c.a())).replace("B-nvcf", namespaceOf(c.b()));
    return new ObjectRef(parts[0], namespace, name);
  }

  private static PolicyContext context(Case c, ControlPlaneId id) {
    PolicyContext context = PolicyContext.defaults(id);
    if (c.corpCaShared()) {
      context = PolicyContext.of(context.shared().withExternalClusterIssuer("corp-ca"));
    }
    context =
        switch (c.namespaceLabel()) {
          case UNKNOWN -> context;
          case PLANE_A -> context.withNamespaceLabels(Fixtures.owner(c.a()));
          case PLANE_B -> context.withNamespaceLabels(Fixtures.owner(c.b()));
          case UNLABELLED -> context.withNamespaceLabels(Map.of());
        };
    return switch (c.restriction()) {
      case NONE -> context;
      case PLANE_A -> context.restrictedTo(Set.of(namespaceOf(c.a())));
      case PLANE_B -> context.restrictedTo(Set.of(namespaceOf(c.b())));
    };
  }

  @Test
  void deferredVerdictEqualsTheExplainingPathForEveryAction() {
    Map<OwnershipState, Boolean> seen = new ConcurrentHashMap<>();
    Properties.qt()
        .forAll(cases())
        .checkAssert(
            c -> {
              ControlPlaneId id = Fixtures.id(c.a());
              ObjectRef ref = ref(c);
              // an object not found is a reference with no labels
              Map<String, String> labels = c.found() ? c.labels() : Map.of();
              ObservedObject object = ObservedObject.of(ref, labels);
              PolicyContext context = context(c, id);
              Classification explained = OwnershipPolicy.classify(id, object, context);
              assertThat(OwnershipPolicy.classify(id, ref, labels, context)).isEqualTo(explained);
              assertThat(Fixtures.state(id, ref, labels.get(OwnershipLabel.KEY), context))
                  .isEqualTo(explained.state());
              seen.put(explained.state(), true);
              for (Action action : Action.values()) {
                Verdict fast = OwnershipPolicy.decide(id, action, object, context);
                Verdict slow = Fixtures.explained(action, explained, labels);
                assertThat(fast.getClass()).isEqualTo(slow.getClass());
                assertThat(fast.state()).isEqualTo(slow.state());
                assertThat(fast.ruleId()).isEqualTo(slow.ruleId());
                assertThat(fast.reason()).isEqualTo(slow.reason());
                assertThat(fast.message()).isEqualTo(slow.message());
                assertThat(fast.trace()).isEqualTo(slow.trace());
                assertThat(fast).isEqualTo(slow).hasSameHashCodeAs(slow);
                assertThat(fast).hasToString(slow.toString());
                // the decision from the raw label map is the same verdict
                Map<String, String> raw = new LinkedHashMap<>(labels);
                assertThat(OwnershipPolicy.decide(id, action, ref, raw, context))
                    .isEqualTo(slow)
                    .hasSameHashCodeAs(slow);
              }
            });
    assertThat(seen.keySet())
        .as("every state reachable by classification was generated")
        .containsExactlyInAnyOrder(
            OwnershipState.OWNED,
            OwnershipState.FOREIGN,
            OwnershipState.UNLABELLED,
            OwnershipState.SHARED_PREREQUISITE,
            OwnershipState.NAMESPACE_FOREIGN);
  }

  @Test
  void aDecisionFromTheRawLabelMapDoesNotKeepTheMap() {
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    Map<String, String> labels = new HashMap<>(Map.of(OwnershipLabel.KEY, "plane-b", "app", "x"));
    Verdict v =
        OwnershipPolicy.decide(
            id,
            Action.DELETE,
            new ObjectRef("Secret", "plane-a-nvcf", "pull"),
            labels,
            PolicyContext.defaults(id));
    labels.put(OwnershipLabel.KEY, "plane-a");
    assertThat(v.state()).isEqualTo(OwnershipState.FOREIGN);
    assertThat(v.message())
        .isEqualTo(
            "refusing to delete Secret plane-a-nvcf/pull: owned by control plane \"plane-b\","
                + " not \"plane-a\"");
  }

  @Test
  void aDecisionFromTheRawLabelMapRefusesWhatAnObservationRefuses() {
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    PolicyContext context = PolicyContext.defaults(id);
    Map<String, String> nullOwner = new HashMap<>();
    nullOwner.put(OwnershipLabel.KEY, null);
    ObjectRef ref = new ObjectRef("Secret", "plane-a-nvcf", "pull");
    assertThatThrownBy(() -> OwnershipPolicy.decide(id, Action.RECONCILE, ref, nullOwner, context))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> ObservedObject.of(ref, nullOwner))
        .isInstanceOf(NullPointerException.class);
    ObjectRef malformed = new ObjectRef("Secret", null, "pull");
    assertThatThrownBy(
            () -> OwnershipPolicy.decide(id, Action.RECONCILE, malformed, Map.of(), context))
        .isInstanceOfSatisfying(
            InvalidInputException.class,
            e -> assertThat(e.result()).isEqualTo(OwnershipPolicy.validate(malformed)));
    // an empty label is no label, as an observation reads it
    assertThat(
            OwnershipPolicy.decide(
                    id, Action.RECONCILE, ref, Map.of(OwnershipLabel.KEY, ""), context)
                .state())
        .isEqualTo(OwnershipState.UNLABELLED);
  }

  @Test
  void theExplanationIsComputedOnceAndKept() {
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    ObservedObject object =
        ObservedObject.of(
            new ObjectRef("Secret", "plane-a-nvcf", "pull"), Map.of(OwnershipLabel.KEY, "plane-b"));
    Verdict v = OwnershipPolicy.decide(id, Action.DELETE, object, PolicyContext.defaults(id));
    assertThat(v.message())
        .isEqualTo(
            "refusing to delete Secret plane-a-nvcf/pull: owned by control plane \"plane-b\","
                + " not \"plane-a\"")
        .isSameAs(v.message());
    assertThat(v.trace()).isSameAs(v.trace());
  }

  @Test
  void threadsReadingOneVerdictSeeTheSameExplanation() throws Exception {
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    ObservedObject object =
        ObservedObject.of(new ObjectRef("ConfigMap", "plane-a-nvcf", "cm"), Map.of());
    Verdict v = OwnershipPolicy.decide(id, Action.UPDATE, object, PolicyContext.defaults(id));
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> messages =
          pool.invokeAll(List.of(v::message, v::message, v::message, v::message));
      for (Future<String> m : messages) {
        assertThat(m.get())
            .isEqualTo(
                "refusing to update ConfigMap plane-a-nvcf/cm: unlabelled, expected owner"
                    + " \"plane-a\"");
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aMalformedReferenceIsRefusedBeforeAnyVerdict() {
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    for (ObjectRef bad :
        List.of(
            new ObjectRef("", "ns", "x"),
            new ObjectRef("Secret", "ns", ""),
            new ObjectRef("Secret", null, "x"),
            new ObjectRef("Namespace", "ns", "x"))) {
      assertThatThrownBy(
              () ->
                  OwnershipPolicy.decide(
                      id, Action.RECONCILE, bad, Map.of(), PolicyContext.defaults(id)))
          .isInstanceOfSatisfying(
              InvalidInputException.class,
              e -> {
                assertThat(e.result()).isEqualTo(OwnershipPolicy.validate(bad));
                assertThat(e.code()).startsWith("input.");
              });
      assertThat(bad.isWellFormed()).isFalse();
      assertThat(OwnershipPolicy.validate(bad).isValid()).isFalse();
    }
    // an observation's reference is checked when it is built, and refused when it is decided
    ObservedObject malformed = ObservedObject.of(new ObjectRef("Secret", null, "x"), Map.of());
    assertThatThrownBy(
            () ->
                OwnershipPolicy.decide(id, Action.RECONCILE, malformed, PolicyContext.defaults(id)))
        .isInstanceOf(InvalidInputException.class);
    assertThatThrownBy(() -> OwnershipPolicy.classify(id, malformed, PolicyContext.defaults(id)))
        .isInstanceOf(InvalidInputException.class);
    ObjectRef good = new ObjectRef("Widget", null, "x");
    assertThat(good.isWellFormed()).isTrue();
    assertThat(new ObjectRef("Widget", "ns", "x").isWellFormed()).isTrue();
  }
}
