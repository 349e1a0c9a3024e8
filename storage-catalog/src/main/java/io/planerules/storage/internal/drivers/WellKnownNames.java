package io.planerules.storage.internal.drivers;

/**
 * The names of drivers the catalog's rules single out, each spelled once for every module: NVMesh
 * reader handles encode the namespace, so the Helm workflow's ReadOnlyMany clause, the
 * provider/provisioner consistency warning and, in binding-decision, the reader handle, the legacy
 * reader mount options and the legacy Helm backend name it.
 */
public final class WellKnownNames {

  /** The provider id of NVMesh, {@code nvmesh}. */
  public static final String NVMESH_PROVIDER = "nvmesh";

  /** The CSI provisioner of NVMesh, {@code nvmesh-csi.excelero.com}. */
  public static final String NVMESH_PROVISIONER = "nvmesh-csi.excelero.com";

  private WellKnownNames() {}
}
