package io.planerules.binding.reader;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A reader PV (to apply to a deep copy of the writer PV; fields not listed are copied unchanged,
 * {@code status} cleared, metadata replaced) and its statically pre-bound reader PVC
 * (docs/reference/binding-decision.md#reader-plan). Built by {@link ReaderVolumes#plan}; the PV's
 * fields are read through the unprefixed accessors, its {@code claimRef} through {@code claimRef*}
 * and the PVC's through {@code pvc*}.
 */
public final class ReaderPlan {
  private final Pv pv;
  private final Pvc pvc;

  ReaderPlan(Pv pv, Pvc pvc) {
    this.pv = requireNonNull(pv, "pv");
    this.pvc = requireNonNull(pvc, "pvc");
  }

  Pv pv() {
    return pv;
  }

  Pvc pvc() {
    return pvc;
  }

  /** The reader PV name: {@code secondary-pv-<icmsRequestName>}. */
  public String name() {
    return pv.name();
  }

  /** The reader PV's access modes: {@code [ReadOnlyMany]}. */
  public List<String> accessModes() {
    return pv.accessModes();
  }

  /** The reader PV's storage class: {@code ""}, a pre-bound pair must not name a class. */
  public String storageClassName() {
    return pv.storageClassName();
  }

  /** {@code Retain}: removing a reader never destroys the shared cache. */
  public String reclaimPolicy() {
    return pv.reclaimPolicy();
  }

  /** The {@code apiVersion} of the PV's {@code claimRef}: {@code v1}. */
  public String claimRefApiVersion() {
    return pv.claimRef().apiVersion();
  }

  /** The {@code kind} of the PV's {@code claimRef}: {@code PersistentVolumeClaim}. */
  public String claimRefKind() {
    return pv.claimRef().kind();
  }

  /** The {@code name} of the PV's {@code claimRef}: the reader PVC name. */
  public String claimRefName() {
    return pv.claimRef().name();
  }

  /** The {@code namespace} of the PV's {@code claimRef}: the reader namespace. */
  public String claimRefNamespace() {
    return pv.claimRef().namespace();
  }

  /** The writer's CSI driver. */
  public String csiDriver() {
    return pv.csiDriver();
  }

  /** The derived reader handle (see {@link ReaderVolumes#deriveHandle}). */
  public String volumeHandle() {
    return pv.volumeHandle();
  }

  /** {@code true}: access modes are not enforced at mount time. */
  public boolean csiReadOnly() {
    return pv.csiReadOnly();
  }

  /**
   * Re-resolved (the durable selection's required options, or {@link
   * ReaderVolumes#legacyMountOptions}, then the operator's), never the writer's; never {@code rw}.
   */
  public List<String> mountOptions() {
    return pv.mountOptions();
  }

  /** {@code true}: the copy's status is cleared. */
  public boolean clearStatus() {
    return pv.clearStatus();
  }

  /** The reader PVC name: {@code ro-pvc-<handle>}. */
  public String pvcName() {
    return pvc.name();
  }

  /** The reader PVC's namespace: the reader namespace. */
  public String pvcNamespace() {
    return pvc.namespace();
  }

  /** The reader PVC's access modes: {@code [ReadOnlyMany]}. */
  public List<String> pvcAccessModes() {
    return pvc.accessModes();
  }

  /** The reader PVC's storage class: explicitly {@code ""} (not unset). */
  public String pvcStorageClassName() {
    return pvc.storageClassName();
  }

  /** The reader PVC's {@code volumeName}: the reader PV name. */
  public String pvcVolumeName() {
    return pvc.volumeName();
  }

  /** The reader PVC's storage request: the writer's capacity. */
  public String pvcStorageRequest() {
    return pvc.storageRequest();
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
  record Pv(
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
    Pv {
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
  record ClaimRef(String apiVersion, String kind, String name, String namespace) {}

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
  record Pvc(
      String name,
      String namespace,
      List<String> accessModes,
      String storageClassName,
      String volumeName,
      String storageRequest) {
    /** Copies the list. */
    Pvc {
      accessModes = List.copyOf(accessModes);
    }
  }
}
