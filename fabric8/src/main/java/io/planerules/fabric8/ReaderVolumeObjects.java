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
import java.util.Map;

/**
 * The writer PersistentVolume in, the reader PersistentVolume and PersistentVolumeClaim out, for
 * reader volumes of a durable model cache (docs/reference/fabric8.md#reader-volumes).
 * <!-- snippet: Fabric8ExamplesTest#reader-volume-objects -->
 *
 * <pre>{@code
 * ReaderRequest request =
 *     ReaderVolumeObjects.request(writerPv)
 *         .cacheHandle(handle)
 *         .icmsRequestName("req-1")
 *         .readerNamespace("tenant")
 *         .legacy("nvmesh-csi.excelero.com", null)
 *         .build();
 * ReaderPlan plan = ReaderVolumes.plan(request).orElseThrow();
 * PersistentVolume pv = ReaderVolumeObjects.persistentVolume(writerPv, plan);
 * PersistentVolumeClaim pvc = ReaderVolumeObjects.persistentVolumeClaim(plan);
 * }</pre>
 */
public final class ReaderVolumeObjects {

  private ReaderVolumeObjects() {}

  /**
   * A reader request builder with the writer PV facts set: name, {@code spec.csi.driver} and {@code
   * spec.csi.volumeHandle} ({@code null} without a CSI source) and {@code spec.capacity.storage} as
   * a quantity string; the caller sets the cache handle, ICMSRequest name, reader namespace, option
   * source and operator options.
   *
   * @param writer the writer PV
   * @return the builder of the request {@code ReaderVolumes.plan} reads
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.metadata-missing}, {@code fabric8.pv-capacity-missing}
   */
  public static ReaderRequest.Builder request(PersistentVolume writer) {
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
    return ReaderRequest.builder()
        .writer(
            meta.getName(),
            csi == null ? null : csi.getDriver(),
            csi == null ? null : csi.getVolumeHandle(),
            storage.toString());
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
    PersistentVolume reader =
        new PersistentVolumeBuilder(writer)
            .withMetadata(new ObjectMetaBuilder().withName(plan.name()).build())
            .editOrNewSpec()
            .withAccessModes(new ArrayList<>(plan.accessModes()))
            .withStorageClassName(plan.storageClassName())
            .withPersistentVolumeReclaimPolicy(plan.reclaimPolicy())
            .withClaimRef(
                new ObjectReferenceBuilder()
                    .withApiVersion(plan.claimRefApiVersion())
                    .withKind(plan.claimRefKind())
                    .withName(plan.claimRefName())
                    .withNamespace(plan.claimRefNamespace())
                    .build())
            .editOrNewCsi()
            .withDriver(plan.csiDriver())
            .withVolumeHandle(plan.volumeHandle())
            .withReadOnly(plan.csiReadOnly())
            .endCsi()
            .withMountOptions(new ArrayList<>(plan.mountOptions()))
            .endSpec()
            .build();
    if (plan.clearStatus()) {
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
    return new PersistentVolumeClaimBuilder()
        .withNewMetadata()
        .withName(plan.pvcName())
        .withNamespace(plan.pvcNamespace())
        .endMetadata()
        .withNewSpec()
        .withAccessModes(new ArrayList<>(plan.pvcAccessModes()))
        .withStorageClassName(plan.pvcStorageClassName())
        .withVolumeName(plan.pvcVolumeName())
        .withNewResources()
        .addToRequests("storage", new Quantity(plan.pvcStorageRequest()))
        .endResources()
        .endSpec()
        .build();
  }
}
