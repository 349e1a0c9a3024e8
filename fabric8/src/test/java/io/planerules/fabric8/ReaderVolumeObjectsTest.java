package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.PersistentVolume;
import io.fabric8.kubernetes.api.model.PersistentVolumeBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Quantity;
import io.planerules.binding.reader.ReaderPlan;
import io.planerules.binding.reader.ReaderRequest;
import io.planerules.binding.reader.ReaderVolumes;
import io.planerules.rules.PlaneRulesException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReaderVolumeObjectsTest {

  private static PersistentVolume writer() {
    return new PersistentVolumeBuilder()
        .withNewMetadata()
        .withName("pv-writer")
        .withLabels(Map.of("writer", "yes"))
        .withUid("u-w")
        .withResourceVersion("5")
        .endMetadata()
        .withNewSpec()
        .withCapacity(Map.of("storage", new Quantity("1Ti")))
        .withAccessModes("ReadWriteMany")
        .withStorageClassName("nvcf-sc")
        .withPersistentVolumeReclaimPolicy("Delete")
        .withVolumeMode("Filesystem")
        .withMountOptions("rw", "noatime")
        .withNewCsi()
        .withDriver("nvmesh-csi.excelero.com")
        .withVolumeHandle("a:b:writer-ns")
        .withVolumeAttributes(Map.of("attr", "v"))
        .endCsi()
        .endSpec()
        .withNewStatus()
        .withPhase("Bound")
        .endStatus()
        .build();
  }

  @Test
  void theWriterPvGivesItsFacts() {
    ReaderPlan plan =
        ReaderVolumes.plan(req1InTenant(writer()).legacy(null, null).build()).orElseThrow();
    assertThat(plan.csiDriver()).isEqualTo("nvmesh-csi.excelero.com");
    assertThat(plan.volumeHandle()).isEqualTo("a:b:tenant");
    assertThat(plan.pvcStorageRequest()).isEqualTo("1Ti");
    PersistentVolume noCsi = writer();
    noCsi.getSpec().setCsi(null);
    assertThat(ReaderVolumes.plan(req1InTenant(noCsi).legacy(null, null).build()).message())
        .isEqualTo("shared-FS writer PV pv-writer has no CSI volume handle");
  }

  @Test
  void aWriterWithoutCapacityIsATypedError() {
    PersistentVolume pv = writer();
    pv.getSpec().setCapacity(null);
    assertThatThrownBy(() -> ReaderVolumeObjects.request(pv))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e -> assertThat(e.code()).isEqualTo("fabric8.pv-capacity-missing"));
  }

  @Test
  void aPlanBecomesAReaderPvCopiedFromTheWriterAndItsPreBoundPvc() {
    // a request "req-1" with cache handle "h1" read in namespace "tenant"
    ReaderPlan plan =
        ReaderVolumes.plan(
                req1InTenant(writer())
                    .legacy(
                        "nvmesh-csi.excelero.com",
                        Map.of("nvmesh-csi.excelero.com", "ro, norecovery"))
                    .build())
            .orElseThrow();
    PersistentVolume writer = writer();

    PersistentVolume pv = ReaderVolumeObjects.persistentVolume(writer, plan);
    PersistentVolumeClaim pvc = ReaderVolumeObjects.persistentVolumeClaim(plan);

    assertThat(pv.getMetadata().getName()).isEqualTo("secondary-pv-req-1");
    assertThat(pv.getMetadata().getLabels()).isEmpty();
    assertThat(pv.getMetadata().getUid()).isNull();
    assertThat(pv.getMetadata().getResourceVersion()).isNull();
    assertThat(pv.getStatus()).isNull();
    assertThat(pv.getSpec().getAccessModes()).containsExactly("ReadOnlyMany");
    assertThat(pv.getSpec().getStorageClassName()).isEmpty();
    assertThat(pv.getSpec().getPersistentVolumeReclaimPolicy()).isEqualTo("Retain");
    assertThat(pv.getSpec().getClaimRef().getApiVersion()).isEqualTo("v1");
    assertThat(pv.getSpec().getClaimRef().getKind()).isEqualTo("PersistentVolumeClaim");
    assertThat(pv.getSpec().getClaimRef().getName()).isEqualTo("ro-pvc-h1");
    assertThat(pv.getSpec().getClaimRef().getNamespace()).isEqualTo("tenant");
    assertThat(pv.getSpec().getCsi().getDriver()).isEqualTo("nvmesh-csi.excelero.com");
    assertThat(pv.getSpec().getCsi().getVolumeHandle()).isEqualTo("a:b:tenant");
    assertThat(pv.getSpec().getCsi().getReadOnly()).isTrue();
    assertThat(pv.getSpec().getMountOptions()).containsExactly("ro", "norecovery");
    // not in the plan: the writer's, unchanged
    assertThat(pv.getSpec().getCapacity()).containsEntry("storage", new Quantity("1Ti"));
    assertThat(pv.getSpec().getVolumeMode()).isEqualTo("Filesystem");
    assertThat(pv.getSpec().getCsi().getVolumeAttributes()).containsEntry("attr", "v");
    // the writer itself is untouched
    assertThat(writer).isEqualTo(writer());

    assertThat(pvc.getMetadata().getName()).isEqualTo("ro-pvc-h1");
    assertThat(pvc.getMetadata().getNamespace()).isEqualTo("tenant");
    assertThat(pvc.getSpec().getAccessModes()).containsExactly("ReadOnlyMany");
    assertThat(pvc.getSpec().getStorageClassName()).isEmpty();
    assertThat(pvc.getSpec().getVolumeName()).isEqualTo("secondary-pv-req-1");
    assertThat(pvc.getSpec().getResources().getRequests())
        .containsEntry("storage", new Quantity("1Ti"));
  }

  @Test
  void theRequestOfAWriterPlansTheNvmeshReaderHandle() {
    ReaderRequest request = req1InTenant(writer()).legacy(null, null).build();
    ReaderPlan plan = ReaderVolumes.plan(request).orElseThrow();
    // NVMesh: the writer handle through its last colon, then the reader namespace
    assertThat(plan.volumeHandle()).isEqualTo("a:b:tenant");
    assertThat(plan.pvcStorageRequest()).isEqualTo("1Ti");
    assertThat(ReaderVolumeObjects.persistentVolume(writer(), plan).getSpec().getMountOptions())
        .doesNotContain("rw")
        .isEqualTo(plan.mountOptions());
  }

  /** The request "req-1" with cache handle "h1" read in namespace "tenant", its source unset. */
  private static ReaderRequest.Builder req1InTenant(PersistentVolume writer) {
    return ReaderVolumeObjects.request(writer)
        .cacheHandle("h1")
        .icmsRequestName("req-1")
        .readerNamespace("tenant");
  }
}
