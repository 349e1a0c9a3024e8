package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.CSIPersistentVolumeSource;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.ObjectReferenceBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolume;
import io.fabric8.kubernetes.api.model.PersistentVolumeBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolumeSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.planerules.binding.reader.ReaderPlan;
import io.planerules.binding.reader.ReaderRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The writer PersistentVolume in, the reader PersistentVolume and PersistentVolumeClaim out, for
 * reader volumes of a durable model cache (docs/reference/fabric8.md#reader-volumes).
 * <!-- snippet: Fabric8ExamplesTest#reader-volume-objects -->
 *
 * <pre>{@code
 * ReaderRequest request =
 *     ReaderVolumeObjects.request(
 *         writerPv,
 *         handle,
 *         "req-1",
 *         "tenant",
 *         new ReaderRequest.Legacy("nvmesh-csi.excelero.com", null),
 *         List.of());
 * ReaderPlan plan = ReaderVolumes.plan(request).orElseThrow();
 * PersistentVolume pv = ReaderVolumeObjects.persistentVolume(writerPv, plan);
 * PersistentVolumeClaim pvc = ReaderVolumeObjects.persistentVolumeClaim(plan);
 * }</pre>
 */
public final class ReaderVolumeObjects {

  private ReaderVolumeObjects() {}

  /**
   * The writer PV facts: name, {@code spec.csi.driver} and {@code spec.csi.volumeHandle} ({@code
   * null} without a CSI source) and {@code spec.capacity.storage} as a quantity string.
   *
   * @param writer the writer PV
   * @return the facts
   * @throws MappingException {@code fabric8.metadata-missing}, {@code fabric8.pv-capacity-missing}
   */
  public static ReaderRequest.WriterPv writer(PersistentVolume writer) {
    ObjectMeta meta = ObservedObjects.metadata(writer);
    PersistentVolumeSpec spec = writer.getSpec();
    CSIPersistentVolumeSource csi = spec == null ? null : spec.getCsi();
    Map<String, Quantity> capacity = spec == null ? null : spec.getCapacity();
    Quantity storage = capacity == null ? null : capacity.get("storage");
    if (storage == null) {
      throw new MappingException(
          MappingException.CAPACITY_MISSING,
          "spec.capacity.storage",
          "writer PV " + meta.getName() + " has no spec.capacity.storage");
    }
    return new ReaderRequest.WriterPv(
        meta.getName(),
        csi == null ? null : csi.getDriver(),
        csi == null ? null : csi.getVolumeHandle(),
        storage.toString());
  }

  /**
   * The reader request of one ICMSRequest against a writer PV.
   *
   * @param writer the writer PV
   * @param cacheHandle the cache handle
   * @param icmsRequestName the ICMSRequest name
   * @param readerNamespace the namespace of the reader PVC
   * @param mountOptionSource where the required mount options come from
   * @param operatorOptions the operator's own mount options
   * @return the request {@code ReaderVolumes.plan} reads
   */
  public static ReaderRequest request(
      PersistentVolume writer,
      String cacheHandle,
      String icmsRequestName,
      String readerNamespace,
      ReaderRequest.MountOptionSource mountOptionSource,
      List<String> operatorOptions) {
    return ReaderRequest.builder()
        .cacheHandle(cacheHandle)
        .icmsRequestName(icmsRequestName)
        .readerNamespace(readerNamespace)
        .writer(writer(writer))
        .mountOptionSource(mountOptionSource)
        .addAllOperatorOptions(operatorOptions)
        .build();
  }

  /**
   * The reader PV, ready to create: a deep copy of the writer PV with metadata replaced (name
   * only), status cleared and the plan's fields applied (access modes, storage class {@code ""},
   * reclaim policy, claimRef, CSI driver, volume handle, {@code readOnly}, mount options); every
   * other spec field is the writer's. The writer is not changed.
   *
   * @param writer the writer PV
   * @param plan the reader plan
   * @return the reader PV
   */
  public static PersistentVolume persistentVolume(PersistentVolume writer, ReaderPlan plan) {
    ReaderPlan.Pv pv = plan.pv();
    ReaderPlan.ClaimRef claim = pv.claimRef();
    PersistentVolume reader =
        new PersistentVolumeBuilder(writer)
            .withMetadata(new ObjectMetaBuilder().withName(pv.name()).build())
            .editOrNewSpec()
            .withAccessModes(new ArrayList<>(pv.accessModes()))
            .withStorageClassName(pv.storageClassName())
            .withPersistentVolumeReclaimPolicy(pv.reclaimPolicy())
            .withClaimRef(
                new ObjectReferenceBuilder()
                    .withApiVersion(claim.apiVersion())
                    .withKind(claim.kind())
                    .withName(claim.name())
                    .withNamespace(claim.namespace())
                    .build())
            .editOrNewCsi()
            .withDriver(pv.csiDriver())
            .withVolumeHandle(pv.volumeHandle())
            .withReadOnly(pv.csiReadOnly())
            .endCsi()
            .withMountOptions(new ArrayList<>(pv.mountOptions()))
            .endSpec()
            .build();
    if (pv.clearStatus()) {
      reader.setStatus(null);
    }
    return reader;
  }

  /**
   * The reader PVC, ready to create: statically pre-bound to the reader PV, storage class {@code
   * ""} (set, not unset), the writer's capacity as its request.
   *
   * @param plan the reader plan
   * @return the reader PVC
   */
  public static PersistentVolumeClaim persistentVolumeClaim(ReaderPlan plan) {
    ReaderPlan.Pvc pvc = plan.pvc();
    return new PersistentVolumeClaimBuilder()
        .withNewMetadata()
        .withName(pvc.name())
        .withNamespace(pvc.namespace())
        .endMetadata()
        .withNewSpec()
        .withAccessModes(new ArrayList<>(pvc.accessModes()))
        .withStorageClassName(pvc.storageClassName())
        .withVolumeName(pvc.volumeName())
        .withNewResources()
        .addToRequests("storage", new Quantity(pvc.storageRequest()))
        .endResources()
        .endSpec()
        .build();
  }
}
