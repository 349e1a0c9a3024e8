package io.planerules.benchmarks;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.OwnershipState;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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
 * Ownership verdicts ({@link OwnershipPolicy#decide(ControlPlaneId, Action, ObservedObject,
 * PolicyContext)}, action RECONCILE) for N observed objects of a realistic mix: 40 % owned, 30 %
 * foreign (labelled for another plane), 30 % unlabelled; each object carries four other labels.
 * Baseline: a loop doing {@code labels.get(key)} + {@code equals} on the same objects. Goals:
 * subject / baseline ≤ 2.5, and the per-object cost at N = 10 000 at most 1.2 × that at N = 100.
 *
 * <p>This measures the decision alone, on observations built in {@code @Setup}: an {@link
 * ObservedObject} reads its ownership label and checks its reference when it is built, and that
 * work is not timed here. It is not what a caller holding informer objects pays per decision (that
 * caller builds the observation first, {@link VerdictFromInformerBenchmark}); read the ratio as the
 * cost of deciding, not of the whole call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class OwnershipVerdictBenchmark {

  /** Number of objects per operation. */
  @Param({"100", "10000"})
  public int n;

  private ControlPlaneId id;
  private String idValue;
  private PolicyContext context;
  private ObservedObject[] objects;

  @Setup
  public void setUp() {
    id = ControlPlaneId.of("alpha");
    idValue = id.value();
    context = PolicyContext.defaults(id);
    List<ObservedObject> list = new ArrayList<>(n);
    Map<OwnershipState, Integer> seen = new EnumMap<>(OwnershipState.class);
    for (int i = 0; i < n; i++) {
      Map<String, String> labels = new LinkedHashMap<>();
      labels.put("app.kubernetes.io/name", "worker-" + (i % 17));
      labels.put("app.kubernetes.io/managed-by", "nvca");
      labels.put("helm.sh/chart", "nvca-2.4." + (i % 5));
      labels.put("nvcf.nvidia.com/function-id", "fn-" + i);
      int bucket = i % 10;
      if (bucket < 4) {
        labels.put(OwnershipLabel.KEY, idValue);
      } else if (bucket < 7) {
        labels.put(OwnershipLabel.KEY, "beta");
      }
      ObjectRef ref = new ObjectRef("ConfigMap", "alpha-nvcf", "cm-" + i);
      ObservedObject object = ObservedObject.of(ref, labels);
      list.add(object);
      seen.merge(
          OwnershipPolicy.decide(id, Action.RECONCILE, object, context).state(), 1, Integer::sum);
    }
    objects = list.toArray(new ObservedObject[0]);
    if (seen.size() != 3) {
      throw new IllegalStateException("not a mix of owned, foreign and unlabelled: " + seen);
    }
  }

  /**
   * A verdict per object, as an operator's reconcile loop uses it: outcome, state, rule and reason
   * decided; message and trace computed on first use (ADR 0075), here never.
   */
  @Benchmark
  public void subject(Blackhole bh) {
    for (ObservedObject object : objects) {
      Verdict verdict = OwnershipPolicy.decide(id, Action.RECONCILE, object, context);
      bh.consume(verdict);
    }
  }

  /**
   * Not gated, reported beside the pair: a verdict per object whose message and trace are also
   * read, i.e. the cost of explaining every decision (a CLI run or an audit log does this).
   */
  @Benchmark
  public void explained(Blackhole bh) {
    for (ObservedObject object : objects) {
      Verdict verdict = OwnershipPolicy.decide(id, Action.RECONCILE, object, context);
      bh.consume(verdict.message());
      bh.consume(verdict.trace());
    }
  }

  /** A label lookup and comparison per object. */
  @Benchmark
  public void baseline(Blackhole bh) {
    for (ObservedObject object : objects) {
      bh.consume(idValue.equals(object.labels().get(OwnershipLabel.KEY)));
    }
  }
}
