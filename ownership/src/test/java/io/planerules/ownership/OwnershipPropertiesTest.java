package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.backend.BackendAdmission;
import io.planerules.ownership.informer.InformerScope;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.ownership.teardown.TeardownStep;
import io.planerules.testkit.Properties;
import io.planerules.testkit.ownership.InventorySpec;
import io.planerules.testkit.ownership.ObjectSpec;
import io.planerules.testkit.ownership.OwnershipGenerators;
import io.planerules.testkit.ownership.OwnershipGenerators.PlanePair;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/** The properties of docs/reference/ownership.md (1 000 examples each). */
class OwnershipPropertiesTest {

  /** A plane A (named or legacy), a named plane B ≠ A, an inventory and a permutation seed. */
  record Case(String a, String b, InventorySpec inventory, long seed, Set<TeardownScope> scopes) {}

  static Gen<Set<TeardownScope>> scopes() {
    return SourceDSL.integers()
        .between(0, 2)
        .map(
            i ->
                switch (i) {
                  case 0 -> Set.of(TeardownScope.CONTROL_PLANE);
                  case 1 -> Set.of(TeardownScope.COMPUTE_PLANE);
                  default -> EnumSet.allOf(TeardownScope.class);
                });
  }

  static Gen<Case> cases(boolean ready) {
    return Fixtures.planePairsOneInFourLegacy()
        .flatMap(
            p ->
                OwnershipGenerators.inventories(p.a(), p.b(), ready)
                    .zip(
                        OwnershipGenerators.seeds(),
                        scopes(),
                        (inv, seed, scopes) -> new Case(p.a(), p.b(), inv, seed, scopes)));
  }

  static TeardownPlan plan(Case c) {
    return TeardownPlanner.plan(Fixtures.id(c.a()), Fixtures.inventory(c.inventory()), c.scopes());
  }

  static ObservedObject find(Case c, ObjectRef ref) {
    for (ObjectSpec s : c.inventory().all()) {
      ObservedObject o = Fixtures.observed(s);
      if (o.ref().equals(ref)) {
        return o;
      }
    }
    throw new AssertionError("planned target not in inventory: " + ref);
  }

  /** Properties 1 and 4: only A's objects, only A's derived names, never shared prerequisites. */
  @Test
  void teardownPlanOnlyTargetsObjectsOfA() {
    java.util.concurrent.atomic.AtomicInteger targets =
        new java.util.concurrent.atomic.AtomicInteger();
    Properties.qt()
        .forAll(cases(false))
        .checkAssert(
            c -> {
              ControlPlaneId a = Fixtures.id(c.a());
              TeardownPlan plan = plan(c);
              Set<String> aNamespaces = new java.util.HashSet<>();
              for (TeardownScope s : TeardownScope.values()) {
                aNamespaces.addAll(TeardownPlanner.scopeNamespaces(a, s));
              }
              SharedPrerequisites shared = PolicyContext.defaults(a).shared();
              for (TeardownStep step : plan.steps()) {
                if (step.target() == null) {
                  continue;
                }
                ObservedObject o = find(c, step.target());
                targets.incrementAndGet();
                Optional<String> label = o.ownershipLabel();
                assertThat(label).isNotEqualTo(Optional.of(c.b()));
                if (a.isLegacy()) {
                  assertThat(label).isEmpty();
                } else {
                  assertThat(label).contains(c.a());
                }
                assertThat(shared.contains(o.ref())).isFalse();
                switch (o.ref().kind()) {
                  case "Namespace" -> assertThat(aNamespaces).contains(o.ref().name());
                  case "ClusterIssuer" -> {
                    assertThat(a.isLegacy()).isFalse();
                    assertThat(o.ref().name()).startsWith(c.a() + "-");
                  }
                  case "ServiceAccount", "Job", "ClusterRole", "ClusterRoleBinding" ->
                      assertThat(o.ref().name())
                          .isEqualTo(
                              (a.isLegacy() ? "" : c.a() + "-") + OwnershipGenerators.HOOK_BASE);
                  default -> throw new AssertionError(step);
                }
              }
            });
    assertThat(targets.get()).as("planned targets checked").isGreaterThan(200);
  }

  /** Property 2: aborted ⇔ reasons, then no steps. */
  @Test
  void abortedIffReasonsAndThenNoSteps() {
    Properties.qt()
        .forAll(cases(false))
        .checkAssert(
            c -> {
              TeardownPlan plan = plan(c);
              assertThat(plan.aborted()).isEqualTo(!plan.reasons().isEmpty());
              if (plan.aborted()) {
                assertThat(plan.steps()).isEmpty();
              } else {
                assertThat(plan.steps()).isNotEmpty();
              }
            });
  }

  /**
   * Property 2, second half: adding a present, non-owned (unlabelled for a named plane, or foreign)
   * namespace of A's set to a ready inventory makes the plan abort.
   */
  @Test
  void addingANonOwnedPlaneNamespaceAborts() {
    java.util.concurrent.atomic.AtomicInteger checked =
        new java.util.concurrent.atomic.AtomicInteger();
    Properties.qt()
        .forAll(cases(true), SourceDSL.integers().between(0, 100), SourceDSL.booleans().all())
        .checkAssert(
            (c, pick, unlabelled) -> {
              ControlPlaneId a = Fixtures.id(c.a());
              if (plan(c).aborted()) {
                return;
              }
              List<String> candidates = new ArrayList<>();
              for (TeardownScope s : c.scopes()) {
                candidates.addAll(TeardownPlanner.scopeNamespaces(a, s));
              }
              c.inventory().namespaces().forEach(n -> candidates.remove(n.name()));
              if (candidates.isEmpty()) {
                return;
              }
              String name = candidates.get(pick % candidates.size());
              Map<String, String> labels =
                  unlabelled && !a.isLegacy() ? Map.of() : Map.of(OwnershipLabel.KEY, c.b());
              Case more =
                  new Case(
                      c.a(),
                      c.b(),
                      c.inventory().withNamespace(ObjectSpec.namespace(name, labels)),
                      c.seed(),
                      c.scopes());
              TeardownPlan plan = plan(more);
              checked.incrementAndGet();
              assertThat(plan.aborted()).isTrue();
              assertThat(plan.steps()).isEmpty();
              assertThat(plan.reasons())
                  .extracting(p -> p.code())
                  .contains("teardown.namespace-not-owned");
            });
    assertThat(checked.get()).as("non-vacuous examples").isGreaterThan(200);
  }

  /** Property 3: invariant under permutation of the lists and of label insertion order. */
  @Test
  void teardownPlanIsIndependentOfInputOrder() {
    Properties.qt()
        .forAll(cases(false))
        .checkAssert(
            c -> {
              InventorySpec inv = c.inventory();
              long s = c.seed();
              InventorySpec shuffled =
                  new InventorySpec(
                      reorder(OwnershipGenerators.permute(inv.namespaces(), s), s),
                      reorder(OwnershipGenerators.permute(inv.clusterIssuers(), s + 1), s),
                      reorder(OwnershipGenerators.permute(inv.hookObjects(), s + 2), s),
                      reorder(OwnershipGenerators.permute(inv.others(), s + 3), s));
              Case other = new Case(c.a(), c.b(), shuffled, s, c.scopes());
              assertThat(plan(other)).isEqualTo(plan(c));
            });
  }

  static List<ObjectSpec> reorder(List<ObjectSpec> specs, long seed) {
    return specs.stream()
        .map(
            o ->
                new ObjectSpec(
                    o.kind(),
                    o.namespace(),
                    o.name(),
                    OwnershipGenerators.reordered(o.labels(), seed),
                    o.annotations()))
        .toList();
  }

  /** A generated object of plane A's world with a label map, plus a seed. */
  record ObjectCase(String a, String b, ObjectSpec object, long seed) {}

  static Gen<ObjectCase> objectCases() {
    return Fixtures.planePairsOneInFourLegacy()
        .flatMap(
            p ->
                OwnershipGenerators.ownerValues(p.a(), p.b())
                    .flatMap(
                        owner ->
                            org.quicktheories.generators.Generate.pick(
                                    List.of(
                                        "Namespace:" + (p.a().isEmpty() ? "nvcf" : p.a() + "-nvcf"),
                                        "Namespace:cert-manager",
                                        "Secret:" + p.b() + "-nvcf",
                                        "ClusterIssuer:issuer",
                                        "CustomResourceDefinition:nvcfbackends.nvcf.nvidia.io"))
                                .flatMap(
                                    kindName -> {
                                      String kind = kindName.substring(0, kindName.indexOf(':'));
                                      String name = kindName.substring(kindName.indexOf(':') + 1);
                                      String ns = kind.equals("Secret") ? name : null;
                                      return OwnershipGenerators.objects(
                                          kind, ns, kind.equals("Secret") ? "s" : name, owner);
                                    }))
                    .zip(
                        OwnershipGenerators.seeds(),
                        (o, seed) -> new ObjectCase(p.a(), p.b(), o, seed)));
  }

  /** Verdicts ignore label insertion order, unrelated labels and annotations. */
  @Test
  void verdictsIndependentOfLabelOrderAndUnrelatedMetadata() {
    Properties.qt()
        .forAll(objectCases())
        .checkAssert(
            c -> {
              ControlPlaneId a = Fixtures.id(c.a());
              ObservedObject original = Fixtures.observed(c.object());
              Map<String, String> onlyOwner =
                  c.object().owner() == null
                      ? Map.of()
                      : Map.of(OwnershipLabel.KEY, c.object().owner());
              ObservedObject reordered =
                  new ObservedObject(
                      original.ref(),
                      OwnershipGenerators.reordered(c.object().labels(), c.seed()),
                      Map.of("note", "x"),
                      "99");
              ObservedObject stripped =
                  new ObservedObject(original.ref(), onlyOwner, Map.of(), null);
              for (Action action : Action.values()) {
                Verdict v = OwnershipPolicy.decide(a, action, original, PolicyContext.defaults(a));
                assertThat(OwnershipPolicy.decide(a, action, reordered, PolicyContext.defaults(a)))
                    .isEqualTo(v);
                assertThat(OwnershipPolicy.decide(a, action, stripped, PolicyContext.defaults(a)))
                    .isEqualTo(v);
              }
            });
  }

  /**
   * Property 5 (legacy semantics): legacy never allows a mutating action, nor MIRROR, on a labelled
   * object.
   */
  @Test
  void legacyNeverAllowsMutatingLabelledObjects() {
    Properties.qt()
        .forAll(objectCases())
        .checkAssert(
            c -> {
              ObservedObject o = Fixtures.observed(c.object());
              if (o.ownershipLabel().isEmpty()) {
                return;
              }
              for (Action action : Action.values()) {
                Verdict v =
                    OwnershipPolicy.decide(
                        ControlPlaneId.LEGACY,
                        action,
                        o,
                        PolicyContext.defaults(ControlPlaneId.LEGACY));
                assertThat(v.allowed()).as(action + " " + o).isFalse();
              }
            });
  }

  /** A named plane never gets ALLOW on an object labelled for another plane or unlabelled. */
  @Test
  void namedPlaneAllowsOnlyItsOwnLabel() {
    Properties.qt()
        .forAll(objectCases())
        .checkAssert(
            c -> {
              if (c.a().isEmpty()) {
                return;
              }
              ControlPlaneId a = Fixtures.id(c.a());
              ObservedObject o = Fixtures.observed(c.object());
              for (Action action : Action.values()) {
                Verdict v = OwnershipPolicy.decide(a, action, o, PolicyContext.defaults(a));
                if (v.allowed()) {
                  assertThat(o.ownershipLabel()).contains(c.a());
                }
              }
            });
  }

  /** NVCFBackend admission: anything naming B, or a foreign namespace, is never allowed for A. */
  @Test
  void backendNamingAnotherPlaneIsNeverAdmitted() {
    Properties.qt()
        .forAll(
            OwnershipGenerators.planePairs()
                .flatMap(
                    p ->
                        OwnershipGenerators.backends(p.a(), p.b())
                            .zip(SourceDSL.booleans().all(), (b, d) -> List.of(p, b, d))))
        .checkAssert(
            args -> {
              PlanePair p = (PlanePair) args.get(0);
              var spec = (io.planerules.testkit.ownership.BackendSpec) args.get(1);
              boolean deleting = (Boolean) args.get(2);
              ControlPlaneId a = ControlPlaneId.of(p.a());
              Verdict v = BackendAdmission.evaluate(a, Fixtures.view(spec), deleting);
              List<String> values = new ArrayList<>();
              values.add(spec.controlPlaneId());
              values.add(spec.systemNamespace());
              values.add(spec.requestsNamespace());
              spec.overrides()
                  .ifPresent(
                      o -> {
                        values.add(o.controlPlaneId());
                        values.add(o.systemNamespace());
                        values.add(o.requestsNamespace());
                      });
              if (v.allowed()) {
                assertThat(spec.namespace()).isEqualTo(p.a() + "-nvca-operator");
                assertThat(values)
                    .allMatch(
                        x ->
                            x.isEmpty()
                                || x.equals(p.a())
                                || x.equals(p.a() + "-nvca-system")
                                || x.equals(p.a() + "-nvcf-backend"));
              } else {
                assertThat(((Verdicts.Deny) v).retainFinalizer()).isEqualTo(deleting);
              }
              Verdict legacy =
                  BackendAdmission.evaluate(ControlPlaneId.LEGACY, Fixtures.view(spec), deleting);
              boolean namesId =
                  !spec.controlPlaneId().isEmpty()
                      || spec.overrides().map(o -> !o.controlPlaneId().isEmpty()).orElse(false);
              assertThat(legacy.allowed()).isEqualTo(!namesId);
            });
  }

  /**
   * Informer scopes: admitted ⇒ classified owned or shared
   * (docs/reference/ownership.md#informer-scopes).
   */
  @Test
  void informerScopeAdmissionImpliesOwnedOrShared() {
    Properties.qt()
        .forAll(objectCases(), OwnershipGenerators.ownerValues("x", "y"))
        .checkAssert(
            (c, nsOwner) -> {
              ControlPlaneId a = Fixtures.id(c.a());
              ObservedObject o = Fixtures.observed(c.object());
              Map<String, String> nsLabels =
                  nsOwner.map(v -> Map.of(OwnershipLabel.KEY, v)).orElse(Map.of());
              List<ObservedObject> variants =
                  List.of(
                      o,
                      retarget(o, "MiniService", null),
                      retarget(
                          o, "ICMSRequest", (c.a().isEmpty() ? "" : c.a() + "-") + "nvcf-backend"),
                      retarget(o, "Secret", (c.a().isEmpty() ? "" : c.a() + "-") + "nvca-operator"),
                      withLabel(o, SecretCopy.MIRRORED_FROM, "src"),
                      withLabel(
                          retarget(o, "Namespace", null), OwnershipPolicy.WORKLOAD_LABEL, "gpu"));
              for (ObservedObject variant : variants) {
                for (InformerScope scope : InformerScopes.forPlane(a)) {
                  if (scope.admits(variant, nsLabels)) {
                    OwnershipState state =
                        OwnershipPolicy.classify(a, variant, PolicyContext.defaults(a)).state();
                    assertThat(state)
                        .as(scope.informer() + " admitted " + variant)
                        .isIn(OwnershipState.OWNED, OwnershipState.SHARED_PREREQUISITE);
                  }
                }
              }
            });
  }

  static ObservedObject retarget(ObservedObject o, String kind, String namespace) {
    return new ObservedObject(
        new ObjectRef(kind, namespace, o.ref().name()), o.labels(), o.annotations(), null);
  }

  static ObservedObject withLabel(ObservedObject o, String key, String value) {
    Map<String, String> labels = new java.util.HashMap<>(o.labels());
    labels.put(key, value);
    return new ObservedObject(o.ref(), labels, o.annotations(), null);
  }
}
