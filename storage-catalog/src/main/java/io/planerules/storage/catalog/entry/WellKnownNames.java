package io.planerules.storage.catalog.entry;

/**
 * The names of drivers the catalog's rules single out, each spelled once for every module: NVMesh
 * reader handles encode the namespace, so the Helm workflow's ReadOnlyMany clause and the
 * provider/provisioner consistency warning name it.
 */
public final class WellKnownNames {

  /** The provider id of NVMesh, {@code nvmesh}. */
  public static final String NVMESH_PROVIDER = "nvmesh";

  /** The CSI provisioner of NVMesh, {@code nvmesh-csi.excelero.com}. */
  public static final String NVMESH_PROVISIONER = "nvmesh-csi.excelero.com";

  private WellKnownNames() {}
}
