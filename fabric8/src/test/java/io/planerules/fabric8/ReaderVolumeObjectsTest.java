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
import java.util.List;
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
    assertThat(ReaderVolumeObjects.writer(writer()))
        .isEqualTo(
            new ReaderRequest.WriterPv(
                "pv-writer", "nvmesh-csi.excelero.com", "a:b:writer-ns", "1Ti"));
    PersistentVolume noCsi = writer();
    noCsi.getSpec().setCsi(null);
    assertThat(ReaderVolumeObjects.writer(noCsi))
        .isEqualTo(new ReaderRequest.WriterPv("pv-writer", null, null, "1Ti"));
  }

  @Test
  void aWriterWithoutCapacityIsATypedError() {
    PersistentVolume pv = writer();
    pv.getSpec().setCapacity(null);
    assertThatThrownBy(() -> ReaderVolumeObjects.writer(pv))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e -> assertThat(e.code()).isEqualTo("fabric8.pv-capacity-missing"));
  }

  @Test
  void aPlanBecomesAReaderPvCopiedFromTheWriterAndItsPreBoundPvc() {
    // the plan of a request "req-1" with cache handle "h1" read in namespace "tenant", by hand
    ReaderPlan plan =
        new ReaderPlan(
            new ReaderPlan.Pv(
                "secondary-pv-req-1",
                List.of("ReadOnlyMany"),
                "",
                "Retain",
                new ReaderPlan.ClaimRef("v1", "PersistentVolumeClaim", "ro-pvc-h1", "tenant"),
                "nvmesh-csi.excelero.com",
                "a:b:tenant",
                true,
                List.of("ro", "norecovery"),
                true),
            new ReaderPlan.Pvc(
                "ro-pvc-h1", "tenant", List.of("ReadOnlyMany"), "", "secondary-pv-req-1", "1Ti"));
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
    ReaderRequest request =
        ReaderVolumeObjects.request(
            writer(), "h1", "req-1", "tenant", new ReaderRequest.Legacy(null, null), List.of());
    ReaderPlan plan = ReaderVolumes.plan(request).orElseThrow();
    // NVMesh: the writer handle through its last colon, then the reader namespace
    assertThat(plan.pv().volumeHandle()).isEqualTo("a:b:tenant");
    assertThat(plan.pvc().storageRequest()).isEqualTo("1Ti");
    assertThat(ReaderVolumeObjects.persistentVolume(writer(), plan).getSpec().getMountOptions())
        .doesNotContain("rw")
        .isEqualTo(plan.pv().mountOptions());
  }
}
