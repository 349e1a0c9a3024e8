package io.planerules.binding.decision;

import static io.planerules.binding.Fixtures.FSS;
import static io.planerules.binding.Fixtures.LUSTRE;
import static io.planerules.binding.Fixtures.NVMESH;
import static io.planerules.binding.Fixtures.WEKA;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Fixtures;
import io.planerules.binding.Outcome;
import io.planerules.rules.RuleId;
import io.planerules.rules.TraceResult;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/binding-decision.md#decision-resolution: refusals, the default catalog × workflow
 * table, the trace.
 */
class DecisionResolverTest {

  private static Outcome<Decision> refused(@Nullable StorageClassSnapshot sc, String wf) {
    Outcome<Decision> outcome = DecisionResolver.resolve(Fixtures.catalog(), sc, wf);
    assertThat(outcome.isOk()).isFalse();
    return outcome;
  }

  @Test
  void refusalsCarryTheirRuleReasonAndExactMessage() {
    Object[][] table = {
      {
        null,
        "regularModelCache",
        "decision.storage-class",
        "STORAGE_CLASS_NOT_FOUND",
        "model cache StorageClass not found"
      },
      {
        StorageClassSnapshot.of("nvcf-sc-30", "u", NVMESH, "Retain"),
        "regularModelCache",
        "decision.storage-class",
        "STORAGE_CLASS_NOT_FOUND",
        "model cache StorageClass not found"
      },
      {
        StorageClassSnapshot.of("nvcf-sc", "u", NVMESH, "Delete"),
        "regularModelCache",
        "decision.reclaim-retain",
        "RECLAIM_POLICY_NOT_RETAIN",
        "model cache StorageClass \"nvcf-sc\" must use reclaimPolicy Retain"
      },
      {
        StorageClassSnapshot.of("nvcf-sc", "u", NVMESH, null),
        "regularModelCache",
        "decision.reclaim-retain",
        "RECLAIM_POLICY_NOT_RETAIN",
        "model cache StorageClass \"nvcf-sc\" must use reclaimPolicy Retain"
      },
      {
        StorageClassSnapshot.of("nvcf-sc", "u", " \t\u3000", "Retain"),
        "regularModelCache",
        "decision.provisioner",
        "EMPTY_PROVISIONER",
        "model cache StorageClass \"nvcf-sc\" has an empty provisioner"
      },
      {
        StorageClassSnapshot.of("nvcf-sc", "u", "", "Retain"),
        "helmModelCache",
        "decision.provisioner",
        "EMPTY_PROVISIONER",
        "model cache StorageClass \"nvcf-sc\" has an empty provisioner"
      },
      {
        StorageClassSnapshot.of("nvcf-sc", "u", "CSI.WEKA.IO", "Retain"),
        "regularModelCache",
        "decision.catalog-entry",
        "NO_CATALOG_ENTRY",
        "model cache StorageClass \"nvcf-sc\" uses provisioner \"CSI.WEKA.IO\" with no catalog entry"
      },
      {
        StorageClassSnapshot.of("nvcf-sc", "u", WEKA, "Retain"),
        "batchModelCache",
        "decision.workflow",
        "UNKNOWN_WORKFLOW",
        "unknown model cache workflow \"batchModelCache\""
      },
      {
        StorageClassSnapshot.of("nvcf-sc", "u", WEKA, "Retain"),
        "",
        "decision.workflow",
        "UNKNOWN_WORKFLOW",
        "unknown model cache workflow \"\""
      },
    };
    for (Object[] row : table) {
      Outcome<Decision> r = refused((StorageClassSnapshot) row[0], (String) row[1]);
      assertThat(r.ruleId().value()).isEqualTo(row[2]);
      assertThat(r.reason()).isEqualTo(row[3]);
      assertThat(r.message()).isEqualTo(row[4]);
      assertThat(r.problems().problems()).hasSize(1);
      assertThat(r.problems().problems().get(0).code()).isEqualTo(row[2]);
      assertThat(r.problems().problems().get(0).message()).isEqualTo(row[4]);
      assertThat(r.problems().problems().get(0).path()).isEmpty();
      assertThat(r.trace().decidingEntry().orElseThrow().ruleId().value()).isEqualTo(row[2]);
      assertThat(DecisionResolver.storageClassNotFound(r))
          .isEqualTo(row[3].equals("STORAGE_CLASS_NOT_FOUND"));
    }
  }

  @Test
  void refusalOrderIsStorageClassRetainProvisionerEntryWorkflow() {
    Outcome<Decision> r =
        refused(StorageClassSnapshot.of("nvcf-sc", "u", "unknown.csi", "Retain"), "bogus");
    assertThat(r.ruleId().value()).isEqualTo("decision.catalog-entry");
    assertThat(r.trace().ruleIds().stream().map(RuleId::value))
        .containsExactly(
            "decision.storage-class",
            "decision.reclaim-retain",
            "decision.provisioner",
            "decision.catalog-entry");
    assertThat(r.trace().entries().get(0).result()).isEqualTo(TraceResult.PASSED);
  }

  @Test
  void defaultCatalogTimesWorkflowTable() {
    Object[][] table = {
      {
        NVMESH,
        "regularModelCache",
        Transition.ROX_READ_ONLY,
        "nvmesh",
        "transition.rox-reader-claim"
      },
      {
        NVMESH,
        "helmModelCache",
        Transition.ROX_READ_ONLY,
        "nvmesh",
        "transition.helm-nvmesh-reader-claim"
      },
      {WEKA, "regularModelCache", Transition.RWX_READ_ONLY, "weka", "transition.rwx-shared-claim"},
      {WEKA, "helmModelCache", Transition.RWX_READ_ONLY, "weka", "transition.rwx-shared-claim"},
      {FSS, "regularModelCache", Transition.RWX_READ_ONLY, "ociFss", "transition.rwx-shared-claim"},
      {FSS, "helmModelCache", Transition.RWX_READ_ONLY, "ociFss", "transition.rwx-shared-claim"},
      {LUSTRE, "regularModelCache", Transition.DISABLED, "ociLustre", "transition.not-qualified"},
      {LUSTRE, "helmModelCache", Transition.DISABLED, "ociLustre", "transition.not-qualified"},
    };
    for (Object[] row : table) {
      StorageClassSnapshot sc =
          new StorageClassSnapshot(
              "nvcf-sc",
              "uid-7",
              (String) row[0],
              "Retain",
              Map.of("a", "b"),
              null,
              List.of(),
              List.of());
      Outcome<Decision> outcome = DecisionResolver.resolve(Fixtures.catalog(), sc, (String) row[1]);
      assertThat(outcome.isOk()).isTrue();
      assertThat(DecisionResolver.storageClassNotFound(outcome)).isFalse();
      Decision d = outcome.orElseThrow();
      assertThat(d.transition()).isEqualTo(row[2]);
      assertThat(d.provider()).isEqualTo(row[3]);
      assertThat(d.ruleId().value()).isEqualTo(row[4]);
      assertThat(outcome.ruleId().value()).isEqualTo(row[4]);
      assertThat(d.workflow().wireName()).isEqualTo(row[1]);
      assertThat(d.provisioner()).isEqualTo(row[0]);
      assertThat(d.requiredAccessModes()).isEqualTo(d.transition().requiredAccessModes());
      assertThat(d.storageClassName()).isEqualTo("nvcf-sc");
      assertThat(d.storageClassUID()).isEqualTo("uid-7");
      assertThat(d.storageClassDigest()).isEqualTo(sc.digest());
      assertThat(d.encryptionSupported()).isFalse();
      assertThat(d.catalogRevision()).isEqualTo(Fixtures.catalog().revision());
      assertThat(d.profileDigestScheme()).isEqualTo(ProfileDigest.Scheme.V1);
      assertThat(d.trace().ruleIds().subList(0, 5).stream().map(RuleId::value))
          .containsExactly(
              "decision.storage-class",
              "decision.reclaim-retain",
              "decision.provisioner",
              "decision.catalog-entry",
              "decision.workflow");
      assertThat(d.trace().entries().subList(0, 5))
          .allSatisfy(e -> assertThat(e.result()).isEqualTo(TraceResult.PASSED));
      assertThat(d.trace().decidingEntry().orElseThrow().ruleId().value()).isEqualTo(row[4]);
      assertThat(outcome.reason()).isEqualTo(d.reason());
      assertThat(outcome.message()).isEqualTo(d.message()).isNotEmpty();
      assertThat(outcome.trace()).isEqualTo(d.trace());
    }
  }

  @Test
  void nvmeshRegularCarriesModesAndReaderOptions() {
    Decision d = Fixtures.decision(NVMESH, "regularModelCache");
    assertThat(d.requiredAccessModes())
        .containsExactly(AccessMode.READ_WRITE_ONCE, AccessMode.READ_ONLY_MANY);
    assertThat(d.requiredAccessModeNames()).containsExactly("ReadWriteOnce", "ReadOnlyMany");
    assertThat(d.requiredMountOptions()).containsExactly("ro", "norecovery", "nouuid");
  }

  @Test
  void unqualifiedProvisionerResolvesDisabledNotRefused() {
    StorageCatalog catalog =
        StorageCatalog.builder()
            .driver("csi.example.com", "example", List.of(), List.of(), true)
            .build();
    Outcome<Decision> outcome =
        DecisionResolver.resolve(
            catalog,
            Fixtures.nvcfSc("csi.example.com"),
            "helmModelCache",
            ProfileDigest.Scheme.ENCRYPTION);
    Decision d = outcome.orElseThrow();
    assertThat(d.transition()).isEqualTo(Transition.DISABLED);
    assertThat(d.workflow()).isEqualTo(Workflow.HELM);
    assertThat(d.encryptionSupported()).isTrue();
    assertThat(d.catalogRevision()).isEmpty();
    assertThat(d.requiredAccessModes()).isEmpty();
    assertThat(d.profileDigestScheme()).isEqualTo(ProfileDigest.Scheme.ENCRYPTION);
    assertThat(d.profileDigest())
        .isEqualTo(
            ProfileDigest.digest(
                catalog.driver("csi.example.com").orElseThrow(),
                Workflow.HELM,
                Transition.DISABLED,
                ProfileDigest.Scheme.ENCRYPTION));
  }
}
