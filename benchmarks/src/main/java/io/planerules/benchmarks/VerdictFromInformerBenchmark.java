package io.planerules.benchmarks;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.OwnershipState;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.SharedPrerequisites;
import io.planerules.ownership.Verdict;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What an operator pays per ownership decision: from the objects an informer holds (kind,
 * namespace, name and a label map, as a Kubernetes client deserialised them), build the reference
 * and decide from it and the raw label map ({@link OwnershipPolicy#decide(ControlPlaneId, Action,
 * ObjectRef, java.util.Map, PolicyContext)}, action RECONCILE). N objects of a mix: 40 % owned, 30
 * % foreign (labelled for another plane), 20 % unlabelled, 10 % of a shared prerequisite's kind
 * (Namespaces and CRDs, half of them actual shared prerequisites); each object carries four other
 * labels. Baseline: a loop doing {@code labels.get(key)} + {@code equals} on the same raw maps.
 * Goals: subject / baseline ≤ 3.0, and the per-object cost at N = 10 000 at most 1.2 × that at N =
 * 100. Not gated: {@link #observed} (the same decision on an {@link ObservedObject} built per
 * object) and {@link #floor} (the label check plus the one allocation any answer needs).
 *
 * <p>Nothing a caller pays is done in {@code @Setup}: the raw objects are built there, as an
 * informer's cache holds them (label keys interned, as Jackson interns map keys; values, names and
 * kinds distinct strings per object), and every reference and verdict is built inside the measured
 * loop.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class VerdictFromInformerBenchmark {

  /** What an informer's cache holds of one object. */
  record InformerObject(
      String kind, @Nullable String namespace, String name, Map<String, String> labels) {}

  /** Number of objects per operation. */
  @Param({"100", "10000"})
  public int n;

  ControlPlaneId id;
  String idValue;
  PolicyContext context;
  InformerObject[] objects;

  @Setup
  public void setUp() {
    id = ControlPlaneId.of("alpha");
    idValue = id.value();
    context = PolicyContext.defaults(id);
    objects = new InformerObject[n];
    Map<OwnershipState, Integer> seen = new EnumMap<>(OwnershipState.class);
    for (int i = 0; i < n; i++) {
      objects[i] = informerObject(i);
      seen.merge(decide(objects[i]).state(), 1, Integer::sum);
    }
    if (seen.size() != 4) {
      throw new IllegalStateException(
          "not a mix of owned, foreign, unlabelled and shared prerequisites: " + seen);
    }
  }

  /** The i-th object of the mix; strings are fresh copies, as a deserialiser makes them. */
  private InformerObject informerObject(int i) {
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put("app.kubernetes.io/name", fresh("worker-" + (i % 17)));
    labels.put("app.kubernetes.io/managed-by", fresh("nvca"));
    labels.put("helm.sh/chart", fresh("nvca-2.4." + (i % 5)));
    labels.put("nvcf.nvidia.com/function-id", fresh("fn-" + i));
    int bucket = i % 10;
    if (bucket < 4) {
      labels.put(OwnershipLabel.KEY, fresh(idValue));
    } else if (bucket < 7) {
      labels.put(OwnershipLabel.KEY, fresh("beta"));
    }
    if (bucket < 9) {
      return new InformerObject(fresh("ConfigMap"), fresh("alpha-nvcf"), "cm-" + i, labels);
    }
    // the shared prerequisites' kinds: every other one is a shared prerequisite, the rest a plane
    // Namespace or CRD labelled for this plane
    labels.put(OwnershipLabel.KEY, fresh(idValue));
    boolean shared = (i / 10) % 2 == 0;
    if ((i / 20) % 2 == 0) {
      return new InformerObject(
          fresh("Namespace"),
          null,
          shared ? fresh(SharedPrerequisites.CERT_MANAGER) : "alpha-" + i,
          labels);
    }
    return new InformerObject(
        fresh("CustomResourceDefinition"),
        null,
        shared ? fresh(SharedPrerequisites.BACKEND_CRD) : "widgets" + i + ".example.test",
        labels);
  }

  private static String fresh(String value) {
    return new String(value.toCharArray());
  }

  /**
   * What a caller does per object: the reference from the informer's kind, namespace and name, and
   * the decision from it and the raw label map (the observation the decision reads is the reference
   * and the ownership label; the map is not copied,
   * docs/adr/0081-decide-from-the-raw-label-map.md).
   */
  Verdict decide(InformerObject raw) {
    return OwnershipPolicy.decide(
        id,
        Action.RECONCILE,
        new ObjectRef(raw.kind, raw.namespace, raw.name),
        raw.labels,
        context);
  }

  /**
   * A verdict per object, as an operator's reconcile loop uses it: outcome, state, rule and reason
   * decided; message and trace computed on first use (ADR 0075), here never.
   */
  @Benchmark
  public void subject(Blackhole bh) {
    for (InformerObject raw : objects) {
      bh.consume(decide(raw));
    }
  }

  /**
   * Not gated: the same decision on an {@link ObservedObject} built per object, which copies the
   * label map (the call for a caller that keeps the observation).
   */
  @Benchmark
  public void observed(Blackhole bh) {
    for (InformerObject raw : objects) {
      ObservedObject object =
          ObservedObject.of(new ObjectRef(raw.kind, raw.namespace, raw.name), raw.labels);
      bh.consume(OwnershipPolicy.decide(id, Action.RECONCILE, object, context));
    }
  }

  /**
   * Not gated: the least any verdict that can explain itself later costs per object — the
   * baseline's label lookup and comparison plus one object holding what an explanation names (kind,
   * namespace, name, the label's value, the plane and the answer). No rule is applied; it shows how
   * much of the subject's ratio is the allocation every answer needs.
   */
  @Benchmark
  public void floor(Blackhole bh) {
    for (InformerObject raw : objects) {
      String label = raw.labels.get(OwnershipLabel.KEY);
      bh.consume(new Answer(raw.kind, raw.namespace, raw.name, label, id, idValue.equals(label)));
    }
  }

  /** What {@link #floor} keeps per object. */
  record Answer(
      String kind,
      @Nullable String namespace,
      String name,
      @Nullable String label,
      ControlPlaneId id,
      boolean owned) {}

  /** A label lookup and comparison per object, on the same raw maps. */
  @Benchmark
  public void baseline(Blackhole bh) {
    for (InformerObject raw : objects) {
      bh.consume(idValue.equals(raw.labels.get(OwnershipLabel.KEY)));
    }
  }
}
