package io.planerules.binding;

import static io.planerules.binding.Fixtures.FSS;
import static io.planerules.binding.Fixtures.NVMESH;
import static io.planerules.binding.Fixtures.WEKA;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.decision.TopologyRequirement;
import io.planerules.binding.decision.TopologyTerm;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.digest.ProfileInput;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Golden canonical bytes and digests. Every expected value comes from {@code golden/*.tsv}, written
 * by hand from docs/reference/binding-decision.md and hashed by {@code golden/generate.sh} with
 * {@code printf '%s' '<canonical>' | sha256sum} — never by the code under test.
 */
class GoldenDigestTest {

  @Test
  void workedExampleOfSection34() {
    // the default NVMesh entry, regular workflow, V1: 216 bytes, sha256:628503f5…
    String canonical =
        ProfileDigest.canonical(
            ProfileInput.builder()
                .provisioner(NVMESH)
                .provider("nvmesh")
                .workflow("regularModelCache")
                .transition("roxReadOnly")
                .addAllAccessModes(List.of("ReadWriteOnce", "ReadOnlyMany"))
                .addAllReaderMountOptions(List.of("ro", "norecovery", "nouuid"))
                .build(),
            ProfileDigest.Scheme.V1);
    assertThat(canonical)
        .isEqualTo(
            "{\"provisioner\":\"nvmesh-csi.excelero.com\",\"provider\":\"nvmesh\",\"workflow\":\"regularModelCache\",\"transition\":\"roxReadOnly\",\"accessModes\":[\"ReadOnlyMany\",\"ReadWriteOnce\"],\"readerMountOptions\":[\"ro\",\"norecovery\",\"nouuid\"]}");
    assertThat(canonical).hasSize(216);
    Decision decision = Fixtures.decision(NVMESH, "regularModelCache");
    assertThat(decision.profileDigest())
        .isEqualTo("sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727");
  }

  @Test
  void everyDefaultEntryTimesWorkflowTimesSchemeMatchesTheGoldenFile() {
    List<String[]> rows = Fixtures.tsv("golden/profile-digests.tsv");
    assertThat(rows).hasSize(16);
    for (String[] row : rows) {
      String provisioner = row[0];
      Workflow workflow = Workflow.fromWireName(row[1]).orElseThrow();
      ProfileDigest.Scheme scheme = ProfileDigest.Scheme.fromWireName(row[2]).orElseThrow();
      Outcome<Decision> outcome =
          DecisionResolver.resolve(
              Fixtures.catalog(), Fixtures.nvcfSc(provisioner), row[1], scheme);
      assertThat(outcome.isOk()).as(String.join(" ", row)).isTrue();
      Decision decision = outcome.orElseThrow();
      assertThat(decision.transition().wireName()).as(row[0] + " " + row[1]).isEqualTo(row[3]);
      assertThat(decision.profileDigest()).as(String.join(" ", row)).isEqualTo(row[5]);
      assertThat(decision.profileDigestScheme()).isEqualTo(scheme);
      DriverEntry entry = Fixtures.catalog().driver(provisioner).orElseThrow();
      assertThat(ProfileDigest.canonical(entry, workflow, decision.transition(), scheme))
          .isEqualTo(row[4]);
    }
  }

  @Test
  void storageClassDigestsMatchTheGoldenFile() {
    Map<String, String[]> rows = new LinkedHashMap<>();
    for (String[] row : Fixtures.tsv("golden/storageclass-digests.tsv")) {
      rows.put(row[0], row);
    }
    for (String provisioner : List.of(NVMESH, WEKA, FSS, Fixtures.LUSTRE)) {
      StorageClassSnapshot sc = Fixtures.nvcfSc(provisioner);
      assertThat(sc.canonical()).isEqualTo(rows.get(provisioner + "-retain")[1]);
      assertThat(sc.digest()).isEqualTo(rows.get(provisioner + "-retain")[2]);
    }
    // the example of docs/reference/binding-decision.md#storageclass-digest
    assertThat(StorageClassSnapshot.of("other", "u", WEKA, "Retain").digest())
        .isEqualTo("v1:sha256:7d1cc4638dce90de61d0adbafe80f7e9da05c0180d4ff76842f507ae82c1382a")
        .isEqualTo(rows.get("weka-retain")[2]);
    StorageClassSnapshot full =
        new StorageClassSnapshot(
            "nvcf-sc",
            "uid",
            FSS,
            "Retain",
            Map.of("zeta", "a<b>&c", "mountTargetOcid", "ocid1.mt", "availabilityDomain", "AD-1"),
            "WaitForFirstConsumer",
            List.of("nosuid", "nconnect=16"),
            List.of(
                new TopologyTerm(
                    List.of(
                        new TopologyRequirement("topology.kubernetes.io/zone", List.of("b", "a")),
                        new TopologyRequirement("k", null),
                        new TopologyRequirement("e", List.of()))),
                new TopologyTerm(List.of())));
    assertThat(full.canonical()).isEqualTo(rows.get("full")[1]);
    assertThat(full.digest()).isEqualTo(rows.get("full")[2]);
    StorageClassSnapshot noReclaim = StorageClassSnapshot.of("nvcf-sc", "", NVMESH, null);
    assertThat(noReclaim.canonical()).isEqualTo(rows.get("no-reclaim")[1]);
    assertThat(noReclaim.digest()).isEqualTo(rows.get("no-reclaim")[2]);
  }

  @Test
  void lustreAndEncryptionShapesOfSection34() {
    DriverEntry lustre = Fixtures.catalog().driver(Fixtures.LUSTRE).orElseThrow();
    assertThat(
            ProfileDigest.canonical(
                lustre, Workflow.REGULAR, Transition.DISABLED, ProfileDigest.Scheme.V1))
        .isEqualTo(
            "{\"provisioner\":\"lustre.csi.oraclecloud.com\",\"provider\":\"ociLustre\",\"workflow\":\"regularModelCache\",\"transition\":\"disabled\",\"accessModes\":null}");
    DriverEntry nvmesh = Fixtures.catalog().driver(NVMESH).orElseThrow();
    assertThat(
            ProfileDigest.canonical(
                nvmesh,
                Workflow.REGULAR,
                Transition.ROX_READ_ONLY,
                ProfileDigest.Scheme.ENCRYPTION))
        .endsWith("\"nouuid\"],\"encryptionSupported\":false}");
  }
}
