package io.planerules.ownership.mirror;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Fixtures;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.Verdict;
import io.planerules.testkit.Properties;
import io.planerules.testkit.ownership.ObjectSpec;
import io.planerules.testkit.ownership.OwnershipGenerators;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/**
 * Mirroring properties of docs/reference/ownership.md (property 6, 7) in a simulated cluster that
 * relabels and conflicts at random, plus "a retry on an object relabelled to B is always refused".
 */
class MirrorPropertiesTest {

  record World(String a, String b, List<ObjectSpec> namespaces, List<Integer> dice) {}

  static Gen<World> worlds() {
    return Fixtures.planePairsOneInFourLegacy()
        .flatMap(
            p -> {
              Gen<ObjectSpec> ns =
                  SourceDSL.integers()
                      .between(0, 7)
                      .zip(OwnershipGenerators.ownerValues(p.a(), p.b()), (i, o) -> List.of(i, o))
                      .flatMap(
                          pair ->
                              OwnershipGenerators.labelMaps((Optional<String>) pair.get(1))
                                  .map(l -> ObjectSpec.namespace("ws-" + pair.get(0), l)));
              return SourceDSL.lists()
                  .of(ns)
                  .ofSizeBetween(0, 8)
                  .map(MirrorPropertiesTest::distinctNames)
                  .zip(
                      SourceDSL.lists().of(SourceDSL.integers().between(0, 99)).ofSize(400),
                      (list, dice) -> new World(p.a(), p.b(), list, dice));
            });
  }

  static List<ObjectSpec> distinctNames(List<ObjectSpec> list) {
    Map<String, ObjectSpec> byName = new java.util.LinkedHashMap<>();
    list.forEach(o -> byName.putIfAbsent(o.name(), o));
    return new ArrayList<>(byName.values());
  }

  static MirrorConfig config(ControlPlaneId a) {
    return MirrorConfig.of(a, "", Map.of("mirror", "true"));
  }

  static SecretSnapshot source(MirrorConfig config) {
    return new SecretSnapshot(
        config.sourceNamespace(),
        "pull",
        "",
        Map.of("mirror", "true"),
        Map.of(),
        SecretData.EMPTY,
        "1");
  }

  /** A simulated target Secret per namespace, mutated at random between the planner's steps. */
  static final class Cluster {
    final Map<String, ObservedObject> secrets = new HashMap<>();
    final List<Integer> dice;
    final String a;
    final String b;
    int next;
    int rv = 100;

    Cluster(World w) {
      this.dice = w.dice();
      this.a = w.a();
      this.b = w.b();
    }

    int roll() {
      return dice.get(next++ % dice.size());
    }

    ObservedObject randomSecret(String ns) {
      int r = roll() % 3;
      Map<String, String> labels =
          r == 0 ? Fixtures.owner(a.isEmpty() ? null : a) : r == 1 ? Fixtures.owner(b) : Map.of();
      return new ObservedObject(
          new ObjectRef("Secret", ns, "pull"), labels, Map.of(), String.valueOf(rv++));
    }
  }

  /** Executes the protocol for one target, checking the UPDATE invariant on the way. */
  static TargetOutcome execute(Cluster cluster, SecretCopy desired, AtomicInteger updates) {
    String ns = desired.namespace();
    ProtocolStep step = MirrorWriteProtocol.start(desired);
    ObservedObject lastRead = null;
    while (!step.isTerminal()) {
      Observation o;
      ObservedObject read = null;
      if (step.isCreate()) {
        int r = cluster.roll();
        if (r < 40) {
          o = Observation.success();
        } else if (r < 95) {
          cluster.secrets.putIfAbsent(ns, cluster.randomSecret(ns));
          o = Observation.alreadyExists("exists");
        } else {
          o = Observation.writeError("forbidden");
        }
      } else if (step.isRead()) {
        int r = cluster.roll();
        if (r < 15) {
          cluster.secrets.put(ns, cluster.randomSecret(ns));
        } else if (r < 20) {
          cluster.secrets.remove(ns);
        }
        read = r >= 97 ? null : cluster.secrets.get(ns);
        o =
            r >= 97
                ? Observation.readError("timeout")
                : Observation.read(Optional.ofNullable(read));
      } else {
        updates.incrementAndGet();
        // invariant: the UPDATE follows, in the same attempt, an owned fresh read and sends its rv
        assertThat(lastRead).isNotNull();
        assertThat(OwnershipLabel.matches(lastRead.labels(), desired.planeId())).isTrue();
        assertThat(step.resourceVersion()).isEqualTo(lastRead.resourceVersion());
        int r = cluster.roll();
        if (r < 50) {
          o = Observation.success();
        } else if (r < 95) {
          cluster.secrets.put(ns, cluster.randomSecret(ns));
          o = Observation.conflict("409");
        } else {
          o = Observation.writeError("boom");
        }
      }
      lastRead = read;
      step = MirrorWriteProtocol.next(step, o);
    }
    return step.outcome();
  }

  /** Property 6. */
  @Test
  void mirroringNeverWritesIntoNonOwnedNamespacesOrOverNonOwnedSecrets() {
    AtomicInteger updates = new AtomicInteger();
    Properties.qt()
        .forAll(worlds())
        .checkAssert(
            w -> {
              ControlPlaneId a = Fixtures.id(w.a());
              MirrorConfig config = config(a);
              SecretSnapshot source = source(config);
              List<ObservedObject> namespaces = Fixtures.observed(w.namespaces());
              SortedMap<String, Verdict> targets =
                  SecretMirrorPlanner.targets(config, source, namespaces);
              Cluster cluster = new Cluster(w);
              List<TargetOutcome> outcomes = new ArrayList<>();
              for (Map.Entry<String, Verdict> t : targets.entrySet()) {
                ObservedObject ns =
                    namespaces.stream()
                        .filter(n -> n.ref().name().equals(t.getKey()))
                        .findFirst()
                        .orElseThrow();
                if (t.getValue().allowed()) {
                  assertThat(OwnershipLabel.matches(ns.labels(), a)).isTrue();
                  SecretCopy copy = SecretMirrorPlanner.copy(config, source, t.getKey());
                  assertThat(OwnershipLabel.matches(copy.labels(), a)).isTrue();
                  outcomes.add(execute(cluster, copy, updates));
                } else {
                  assertThat(OwnershipLabel.matches(ns.labels(), a)).isFalse();
                  outcomes.add(
                      TargetOutcome.skipped(
                          t.getKey(), t.getValue().ruleId(), t.getValue().reason()));
                }
              }
              MirrorReport report = new MirrorReport(source, outcomes);
              assertThat(report.outcomes())
                  .extracting(TargetOutcome::namespace)
                  .containsExactlyElementsOf(targets.keySet());
              assertThat(report.outcomes())
                  .extracting(TargetOutcome::namespace)
                  .doesNotHaveDuplicates();
              List<TargetOutcome> failed = report.failures();
              assertThat(report.error().isPresent()).isEqualTo(!failed.isEmpty());
              failed.forEach(f -> assertThat(report.error().orElseThrow()).contains(f.message()));
            });
    assertThat(updates.get()).as("updates exercised").isGreaterThan(100);
  }

  /**
   * A retry decision on an object relabelled to B (or unlabelled, for a named plane) is a refusal.
   */
  @Test
  void retryOnObjectRelabelledToBIsAlwaysRefused() {
    Properties.qt()
        .forAll(
            OwnershipGenerators.planePairs(),
            SourceDSL.integers().between(1, MirrorWriteProtocol.MAX_ATTEMPTS),
            OwnershipGenerators.seeds())
        .checkAssert(
            (p, attempt, seed) -> {
              for (ControlPlaneId a : List.of(ControlPlaneId.of(p.a()), ControlPlaneId.LEGACY)) {
                SecretCopy copy = SecretMirrorPlanner.copy(config(a), source(config(a)), "ws-1");
                Map<String, String> labels =
                    OwnershipGenerators.reordered(
                        Map.of(
                            OwnershipLabel.KEY, p.b(), "app", "x", SecretCopy.MIRRORED_FROM, "src"),
                        seed);
                ObservedObject relabelled =
                    new ObservedObject(
                        new ObjectRef("Secret", "ws-1", "pull"), labels, Map.of(), "7");
                ProtocolStep next =
                    MirrorWriteProtocol.next(
                        Steps.read(copy, attempt), Observation.read(Optional.of(relabelled)));
                assertThat(next.isTerminal()).isTrue();
                assertThat(next.outcome().isFailed()).isTrue();
                assertThat(next.outcome().code()).isEqualTo(MirrorFailure.MIRROR_TARGET_NOT_OWNED);
                assertThat(
                        SecretMirrorPlanner.decideWrite(a, copy, Optional.of(relabelled)).isDeny())
                    .isTrue();
              }
            });
  }

  /** Property 7: the replay plan is the concatenation, by source name, of single-source plans. */
  @Test
  void replayEqualsConcatenationOfSingleSourcePlans() {
    Properties.qt()
        .forAll(
            worlds(), SourceDSL.lists().of(SourceDSL.integers().between(0, 9)).ofSizeBetween(0, 5))
        .checkAssert(
            (w, sourceSeeds) -> {
              ControlPlaneId a = Fixtures.id(w.a());
              MirrorConfig config = config(a);
              List<SecretSnapshot> secrets = new ArrayList<>();
              java.util.Set<String> used = new java.util.HashSet<>();
              for (int s : sourceSeeds) {
                String name = "src-" + s;
                if (!used.add(name)) {
                  continue;
                }
                boolean matches = s % 3 != 0;
                secrets.add(
                    new SecretSnapshot(
                        s % 4 == 1 ? "elsewhere" : config.sourceNamespace(),
                        name,
                        "",
                        matches ? Map.of("mirror", "true") : Map.of(),
                        Map.of(),
                        SecretData.EMPTY,
                        null));
                if (s % 2 == 0) {
                  secrets.add(
                      new SecretSnapshot(
                          "ws-" + s,
                          name,
                          "",
                          Fixtures.owner(s % 4 == 0 ? w.b() : w.a().isEmpty() ? null : w.a()),
                          Map.of(),
                          SecretData.EMPTY,
                          "5"));
                }
              }
              SyncedSnapshot snapshot =
                  new SyncedSnapshot(true, true, secrets, Fixtures.observed(w.namespaces()));
              ReplayPlan plan = SecretMirrorPlanner.planReplay(config, snapshot);
              List<ReplayPlan.SourcePlan> expected = new ArrayList<>();
              secrets.stream()
                  .filter(s -> SecretMirrorPlanner.sourceDecision(config, s).eligible())
                  .sorted(java.util.Comparator.comparing(SecretSnapshot::name))
                  .forEach(s -> expected.add(SecretMirrorPlanner.planSource(config, s, snapshot)));
              assertThat(plan.sources()).isEqualTo(expected);
              for (ReplayPlan.SourcePlan source : plan.sources()) {
                for (ReplayPlan.PlannedTarget t : source.targets()) {
                  if (t.write() != null) {
                    assertThat(t.verdict().allowed()).isTrue();
                  }
                }
              }
            });
  }
}
