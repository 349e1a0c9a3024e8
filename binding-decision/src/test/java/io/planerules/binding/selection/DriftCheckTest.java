package io.planerules.binding.selection;

import static io.planerules.binding.Fixtures.NVMESH;
import static io.planerules.binding.Fixtures.WEKA;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Fixtures;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.rules.RuleId;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** docs/reference/binding-decision.md#drift: every drift rule, and what is not drift. */
class DriftCheckTest {
  private static final String PAYLOAD =
      new String(DefaultCatalog.payload(), StandardCharsets.UTF_8);
  private static final String PREFIX = "model cache storage selection drift: ";

  private static final PersistedSelection NV = Fixtures.durable(NVMESH, "regularModelCache");
  private static final StorageClassSnapshot LIVE = Fixtures.nvcfSc(NVMESH);

  private static DriftResult inputs(PersistedSelection s, String payload) {
    return DriftCheck.inputs(s, LIVE, "nvca-system", payload);
  }

  private static void drift(DriftResult result, String rule, String detail) {
    assertThat(result).isInstanceOf(DriftResults.Drift.class);
    DriftResults.Drift drift = (DriftResults.Drift) result;
    assertThat(drift.ruleId().value()).isEqualTo(rule);
    assertThat(drift.message()).isEqualTo(PREFIX + detail);
    assertThat(drift.problems().problems()).hasSize(1);
    assertThat(drift.problems().problems().get(0).code()).isEqualTo(rule);
    assertThat(drift.problems().problems().get(0).message()).isEqualTo(PREFIX + detail);
    assertThat(drift.isDrift()).isTrue();
    assertThat(drift.isChecked()).isTrue();
    assertThat(drift.trace().decidingEntry().orElseThrow().ruleId().value()).isEqualTo(rule);
  }

  private static void noDrift(DriftResult result) {
    assertThat(result).isInstanceOf(DriftResults.NoDrift.class);
    assertThat(result.ruleId().value()).isEqualTo("drift.none");
    assertThat(result.isDrift()).isFalse();
    assertThat(result.isChecked()).isTrue();
    assertThat(result.message()).isEmpty();
    assertThat(result.problems().isValid()).isTrue();
  }

  private static void notChecked(DriftResult result, String code, String message) {
    assertThat(result).isInstanceOf(DriftResults.NotChecked.class);
    DriftResults.NotChecked n = (DriftResults.NotChecked) result;
    assertThat(n.problem().code()).isEqualTo(code);
    assertThat(n.problem().message()).isEqualTo(message);
    assertThat(n.problems().problems()).containsExactly(n.problem());
    assertThat(n.message()).isEqualTo(message);
    assertThat(n.ruleId().value()).isEqualTo(code);
    assertThat(n.isDrift()).isFalse();
    assertThat(n.isChecked()).isFalse();
  }

  private static StorageClassSnapshot live(
      String uid, String provisioner, @Nullable String reclaim, Map<String, String> params) {
    return new StorageClassSnapshot(
        "nvcf-sc", uid, provisioner, reclaim, params, null, List.of(), List.of());
  }

  @Test
  void unchangedInputsAreNotDrift() {
    noDrift(DriftCheck.live(NV, LIVE));
    noDrift(inputs(NV, PAYLOAD));
    noDrift(DriftCheck.inputs(NV, LIVE, Fixtures.catalog()));
    assertThat(inputs(NV, PAYLOAD).trace().ruleIds().stream().map(RuleId::value))
        .containsExactly(
            "drift.selection-invalid",
            "drift.non-durable",
            "drift.storage-class-missing",
            "drift.storage-class-uid",
            "drift.storage-class-provisioner",
            "drift.storage-class-retain",
            "drift.storage-class-digest",
            "drift.catalog-namespace",
            "drift.catalog-missing",
            "drift.catalog-invalid",
            "drift.catalog-entry",
            "drift.provider",
            "drift.transition",
            "drift.profile-digest",
            "drift.none");
  }

  @Test
  void payloadOnlyEditsAreNotDrift() {
    noDrift(inputs(NV, PAYLOAD + "\n"));
    noDrift(inputs(NV, "# a comment\n" + PAYLOAD));
    noDrift(
        inputs(
            NV,
            PAYLOAD
                + "  csi.example.com:\n    provider: example\n    accessModes: [ReadWriteMany]\n"
                + "    readerMountOptions: []\n"));
    noDrift(
        inputs(
            NV,
            PAYLOAD.replace(
                "csi.weka.io:\n    provider: weka", "csi.weka.io:\n    provider: wekaNew")));
    noDrift(
        inputs(NV, PAYLOAD.replace("[ro, norecovery, nouuid]", "[\"ro\", 'norecovery', nouuid]")));
  }

  @Test
  void reorderedReaderOptionsAreProfileDigestDrift() {
    String reordered = PAYLOAD.replace("[ro, norecovery, nouuid]", "[ro, nouuid, norecovery]");
    DriverEntry entry =
        new DriverEntry(
            NVMESH,
            "nvmesh",
            Fixtures.catalog().driver(NVMESH).orElseThrow().accessModes(),
            List.of("ro", "nouuid", "norecovery"),
            false);
    String now =
        ProfileDigest.digest(
            entry, Workflow.REGULAR, Transition.ROX_READ_ONLY, ProfileDigest.Scheme.V1);
    drift(
        inputs(NV, reordered),
        "drift.profile-digest",
        "selected provisioner \"nvmesh-csi.excelero.com\" qualified profile digest changed from \""
            + NV.profileDigest()
            + "\" to \""
            + now
            + "\"");
  }

  @Test
  void narrowedModesWithForgedDigestAreTransitionDrift() {
    String narrowed =
        PAYLOAD
            .replace("accessModes: [ReadWriteOnce, ReadOnlyMany]", "accessModes: [ReadWriteOnce]")
            .replace("readerMountOptions: [ro, norecovery, nouuid]", "readerMountOptions: []");
    DriverEntry entry = new DriverEntry(NVMESH, "nvmesh", List.of(), List.of(), false);
    PersistedSelection forged =
        Fixtures.selection(
            Map.ofEntries(
                Map.entry("version", "v1alpha1"),
                Map.entry("workflow", "regularModelCache"),
                Map.entry("mode", "durable"),
                Map.entry("storageClassName", "nvcf-sc"),
                Map.entry("storageClassUID", "uid-1"),
                Map.entry("storageClassDigest", LIVE.digest()),
                Map.entry(
                    "profileDigest",
                    ProfileDigest.digest(
                        entry,
                        Workflow.REGULAR,
                        Transition.ROX_READ_ONLY,
                        ProfileDigest.Scheme.V1)),
                Map.entry("provider", "nvmesh"),
                Map.entry("provisioner", NVMESH),
                Map.entry("transition", "roxReadOnly"),
                Map.entry("requiredAccessModes", List.of("ReadWriteOnce", "ReadOnlyMany")),
                Map.entry("requiredMountOptions", List.of("ro"))));
    drift(
        inputs(forged, narrowed),
        "drift.transition",
        "selected provisioner \"nvmesh-csi.excelero.com\" transition for regularModelCache changed"
            + " from \"roxReadOnly\" to \"disabled\"");
  }

  @Test
  void catalogEntryProviderAndInvalidCatalog() {
    drift(
        inputs(NV, PAYLOAD.replace("provider: nvmesh", "provider: excelero")),
        "drift.provider",
        "selected provisioner \"nvmesh-csi.excelero.com\" provider changed from \"nvmesh\" to"
            + " \"excelero\"");
    drift(
        inputs(NV, PAYLOAD.replace("nvmesh-csi.excelero.com:", "nvmesh-csi.example.com:")),
        "drift.catalog-entry",
        "selected provisioner \"nvmesh-csi.excelero.com\" has no catalog entry");
    DriftResult invalid = inputs(NV, PAYLOAD.replace("kind: StorageCapabilityCatalog", "kind: X"));
    assertThat(invalid.ruleId().value()).isEqualTo("drift.catalog-invalid");
    assertThat(invalid.message())
        .startsWith(PREFIX + "selected storage capability catalog is invalid: ");
    notChecked(
        DriftCheck.inputs(NV, LIVE, " ", PAYLOAD),
        "drift.catalog-namespace",
        "storage capability ConfigMap namespace is empty");
    notChecked(
        DriftCheck.inputs(NV, LIVE, "ns", null),
        "drift.catalog-missing",
        "storage capability ConfigMap ns/nvcf-storage-capabilities has no"
            + " \"storage-provider-capabilities.yaml\" data");
    notChecked(
        DriftCheck.inputs(NV, LIVE, "ns", ""),
        "drift.catalog-missing",
        "storage capability ConfigMap ns/nvcf-storage-capabilities has no"
            + " \"storage-provider-capabilities.yaml\" data");
  }

  @Test
  void liveStorageClassRules() {
    drift(
        DriftCheck.live(NV, live("uid-2", NVMESH, "Retain", Map.of())),
        "drift.storage-class-uid",
        "selected model cache StorageClass \"nvcf-sc\" UID changed from \"uid-1\" to \"uid-2\"");
    drift(
        DriftCheck.live(NV, live("uid-1", WEKA, "Retain", Map.of())),
        "drift.storage-class-provisioner",
        "selected model cache StorageClass \"nvcf-sc\" provisioner changed from"
            + " \"nvmesh-csi.excelero.com\" to \"csi.weka.io\"");
    drift(
        DriftCheck.live(NV, live("uid-1", NVMESH, "Delete", Map.of())),
        "drift.storage-class-retain",
        "selected model cache StorageClass \"nvcf-sc\" no longer uses reclaimPolicy Retain");
    drift(
        DriftCheck.live(NV, live("uid-1", NVMESH, null, Map.of())),
        "drift.storage-class-retain",
        "selected model cache StorageClass \"nvcf-sc\" no longer uses reclaimPolicy Retain");
    StorageClassSnapshot changed = live("uid-1", NVMESH, "Retain", Map.of("tier", "fast"));
    drift(
        DriftCheck.live(NV, changed),
        "drift.storage-class-digest",
        "selected model cache StorageClass \"nvcf-sc\" configuration digest changed from \""
            + LIVE.digest()
            + "\" to \""
            + changed.digest()
            + "\"");
    // the same live checks run first in the pre-binding check
    assertThat(DriftCheck.inputs(NV, changed, "ns", PAYLOAD).ruleId().value())
        .isEqualTo("drift.storage-class-digest");
  }

  @Test
  void metadataEditsAreNotDrift() {
    noDrift(DriftCheck.live(NV, StorageClassSnapshot.of("renamed", "uid-1", NVMESH, "Retain")));
  }

  @Test
  void invalidSelectionMissingClassAndNonDurable() {
    PersistedSelection invalid = Fixtures.rawBinding(NV, "name-only", "");
    notChecked(
        DriftCheck.live(invalid, LIVE),
        "selection.binding-ref",
        "model cache selection has incomplete binding reference");
    notChecked(
        DriftCheck.inputs(null, LIVE, "ns", PAYLOAD),
        "selection.nil",
        "model cache storage selection is nil");
    notChecked(
        DriftCheck.live(NV, null),
        "drift.storage-class-missing",
        "get selected model cache StorageClass \"nvcf-sc\": not found");
    DriftResult none =
        DriftCheck.inputs(PersistedSelection.of("helmModelCache", "none", null), null, "", null);
    assertThat(none).isInstanceOf(DriftResults.NoDrift.class);
    assertThat(none.ruleId().value()).isEqualTo("drift.non-durable");
  }

  @Test
  void encryptionSchemeSelectionsDriftUnderV1() {
    PersistedSelection enc =
        PersistedSelection.of(
            "regularModelCache",
            "durable",
            DecisionResolver.resolve(
                    Fixtures.catalog(), LIVE, "regularModelCache", ProfileDigest.Scheme.ENCRYPTION)
                .orElseThrow());
    noDrift(DriftCheck.inputs(enc, LIVE, "ns", PAYLOAD, ProfileDigest.Scheme.ENCRYPTION));
    assertThat(DriftCheck.inputs(enc, LIVE, "ns", PAYLOAD).ruleId().value())
        .isEqualTo("drift.profile-digest");
    assertThat(
            DriftCheck.inputs(enc, LIVE, Fixtures.catalog(), ProfileDigest.Scheme.ENCRYPTION)
                .ruleId()
                .value())
        .isEqualTo("drift.none");
  }
}
