package io.planerules.binding.reader;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A reader PV (to apply to a deep copy of the writer PV; fields not listed are copied unchanged,
 * {@code status} cleared, metadata replaced) and its statically pre-bound reader PVC
 * (docs/reference/binding-decision.md#reader-plan).
 *
 * @param pv the reader PV
 * @param pvc the reader PVC
 */
public record ReaderPlan(Pv pv, Pvc pvc) {
  /** Checks the components. */
  public ReaderPlan {
    requireNonNull(pv, "pv");
    requireNonNull(pvc, "pvc");
  }

  /**
   * The reader PV fields that differ from the writer PV.
   *
   * @param name {@code secondary-pv-<icmsRequestName>}
   * @param accessModes {@code [ReadOnlyMany]}
   * @param storageClassName {@code ""}: a pre-bound pair must not name a class
   * @param reclaimPolicy {@code Retain}: removing a reader never destroys the shared cache
   * @param claimRef the reader PVC it is pre-bound to
   * @param csiDriver the writer's CSI driver
   * @param volumeHandle the derived reader handle (see {@link ReaderVolumes#deriveHandle})
   * @param csiReadOnly {@code true}: access modes are not enforced at mount time
   * @param mountOptions re-resolved by {@link ReaderMountOptions}, never the writer's; never {@code
   *     rw}
   * @param clearStatus {@code true}: the copy's status is cleared
   */
  public record Pv(
      String name,
      List<String> accessModes,
      String storageClassName,
      String reclaimPolicy,
      ClaimRef claimRef,
      String csiDriver,
      String volumeHandle,
      boolean csiReadOnly,
      List<String> mountOptions,
      boolean clearStatus) {
    /** Copies the lists. */
    public Pv {
      accessModes = List.copyOf(accessModes);
      mountOptions = List.copyOf(mountOptions);
    }
  }

  /**
   * The PV's {@code claimRef}.
   *
   * @param apiVersion {@code v1}
   * @param kind {@code PersistentVolumeClaim}
   * @param name the reader PVC name
   * @param namespace the reader namespace
   */
  public record ClaimRef(String apiVersion, String kind, String name, String namespace) {}

  /**
   * The reader PVC.
   *
   * @param name {@code ro-pvc-<handle>}
   * @param namespace the reader namespace
   * @param accessModes {@code [ReadOnlyMany]}
   * @param storageClassName explicitly {@code ""} (not unset)
   * @param volumeName the reader PV name
   * @param storageRequest the writer's capacity
   */
  public record Pvc(
      String name,
      String namespace,
      List<String> accessModes,
      String storageClassName,
      String volumeName,
      String storageRequest) {
    /** Copies the list. */
    public Pvc {
      accessModes = List.copyOf(accessModes);
    }
  }
}
