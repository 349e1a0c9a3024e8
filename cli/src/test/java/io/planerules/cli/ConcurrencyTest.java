package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.cli.batch.BatchEngine;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.json.Json;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Every entry point may be called from any thread (docs/reliability.md#threads): the same mixed
 * workload — catalog parsing, decisions, digests, ownership verdicts with their deferred
 * explanations, teardown plans and every batch operation of {@code ops.jsonl} — run on 8 threads at
 * once against the shared default catalog gives, answer for answer, what one thread gives.
 */
class ConcurrencyTest {

  private static final int THREADS = 8;

  private static List<Supplier<String>> workload() throws IOException {
    List<Supplier<String>> work = new ArrayList<>();
    byte[] catalog;
    try (InputStream in =
        DefaultCatalog.class.getResourceAsStream("nvcf-storage-capabilities-v1alpha1.yaml")) {
      catalog = in.readAllBytes();
    }
    work.add(() -> CatalogParser.parse(catalog).toString());
    for (String provisioner :
        List.of("nvmesh-csi.excelero.com", "csi.weka.io", "fss.csi.oraclecloud.com", "x")) {
      StorageClassSnapshot sc = StorageClassSnapshot.of("nvcf-sc", "uid-1", provisioner, "Retain");
      work.add(() -> sc.digest() + sc.canonical());
      for (String workflow : List.of("regularModelCache", "helmModelCache")) {
        for (ProfileDigest.Scheme scheme : ProfileDigest.Scheme.values()) {
          work.add(
              () ->
                  DecisionResolver.resolve(DefaultCatalog.get(), sc, workflow, scheme).toString());
        }
      }
    }
    for (String plane : List.of("plane-a", "plane-b", "")) {
      ControlPlaneId id = plane.isEmpty() ? ControlPlaneId.LEGACY : ControlPlaneId.of(plane);
      for (String owner : List.of("plane-a", "plane-b", "")) {
        ObservedObject secret =
            ObservedObject.of(
                new ObjectRef("Secret", "plane-a-nvcf", "s"), Map.of(OwnershipLabel.KEY, owner));
        PolicyContext context =
            PolicyContext.defaults(id).withNamespaceLabels(Map.of(OwnershipLabel.KEY, owner));
        for (Action action : Action.values()) {
          // the message and trace are computed on first read: racing readers must agree
          work.add(() -> OwnershipPolicy.decide(id, action, secret, context).toString());
        }
      }
      Inventory inventory =
          Inventory.of(
              List.of(
                  ObservedObject.of(
                      ObjectRef.namespace(plane + "-nvcf"), Map.of(OwnershipLabel.KEY, plane)),
                  ObservedObject.of(
                      ObjectRef.namespace("plane-b-nvca"), Map.of(OwnershipLabel.KEY, "plane-b"))),
              List.of());
      work.add(() -> TeardownPlanner.plan(id, inventory, Set.of()).toString());
    }
    BatchEngine engine = new BatchEngine(OpRegistry.standard());
    String ops;
    try (InputStream in = ConcurrencyTest.class.getResourceAsStream("/ops.jsonl")) {
      ops = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    for (String line : ops.lines().filter(l -> !l.isBlank()).toList()) {
      work.add(() -> Json.write(engine.answer(line)));
    }
    return work;
  }

  @Test
  void eightThreadsGiveTheAnswersOfOne() throws Exception {
    List<Supplier<String>> expectedWork = workload();
    List<String> expected = new ArrayList<>();
    for (Supplier<String> task : expectedWork) {
      expected.add(task.get());
    }
    // fresh objects, so that deferred explanations are first read under contention
    List<Supplier<String>> work = workload();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<List<String>>> runs = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int offset = t * work.size() / THREADS;
        runs.add(
            pool.submit(
                () -> {
                  start.await();
                  String[] answers = new String[work.size()];
                  for (int i = 0; i < work.size(); i++) {
                    int index = (offset + i) % work.size();
                    answers[index] = work.get(index).get();
                  }
                  return List.of(answers);
                }));
      }
      start.countDown();
      for (Future<List<String>> run : runs) {
        assertThat(run.get()).containsExactlyElementsOf(expected);
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(expected).hasSizeGreaterThan(150);
  }
}
