package io.planerules.storage.catalog;

import com.google.common.collect.ImmutableList;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import java.util.List;

/**
 * The embedded default catalog (the seed's final state), shipped as the resource {@code
 * io/planerules/storage/catalog/nvcf-storage-capabilities-v1alpha1.yaml}. This module never falls
 * back to it silently: callers that want it (e.g. when the ConfigMap does not exist) ask for it.
 *
 * <p>Derived transitions: NVMesh {@code roxReadOnly}, Weka and OCI FSS {@code rwxReadOnly}, OCI
 * Lustre {@code disabled}, in both workflows.
 *
 * <p>The model is declared here, beside the payload, because the parser lives in the {@code io}
 * package that depends on this one; a test parses {@link #payload()} with {@code CatalogParser} and
 * proves it valid, warning-free and semantically equal to {@link #get()}, drivers in the same
 * order.
 * <!-- snippet: StorageExamplesTest#default-catalog -->
 *
 * <pre>{@code
 * String provider = DefaultCatalog.get().driver("csi.weka.io").orElseThrow().provider(); // weka
 * }</pre>
 */
public final class DefaultCatalog {

  /** The resource name, relative to this package. */
  public static final String RESOURCE = "nvcf-storage-capabilities-v1alpha1.yaml";

  private static final byte[] PAYLOAD = Resources.read(RESOURCE);

  private static final StorageCatalog CATALOG =
      new StorageCatalog(
          ImmutableList.of(
              entry(
                  "nvmesh-csi.excelero.com",
                  "nvmesh",
                  List.of(AccessMode.READ_WRITE_ONCE, AccessMode.READ_ONLY_MANY),
                  List.of("ro", "norecovery", "nouuid")),
              entry(
                  "csi.weka.io",
                  "weka",
                  List.of(AccessMode.READ_WRITE_MANY, AccessMode.READ_ONLY_MANY),
                  List.of()),
              entry(
                  "fss.csi.oraclecloud.com",
                  "ociFss",
                  List.of(AccessMode.READ_WRITE_MANY, AccessMode.READ_ONLY_MANY),
                  List.of()),
              entry("lustre.csi.oraclecloud.com", "ociLustre", List.of(), List.of())),
          WireForm.MAP,
          CatalogRevision.of(PAYLOAD),
          ImmutableList.of());

  private DefaultCatalog() {}

  private static DriverEntry entry(
      String provisioner, String provider, List<AccessMode> modes, List<String> options) {
    return new DriverEntry(provisioner, provider, modes, options, false);
  }

  /** The default catalog, with the revision of {@link #payload()}; valid, no warnings. */
  public static StorageCatalog get() {
    return CATALOG;
  }

  /** A copy of the exact resource bytes. */
  public static byte[] payload() {
    return PAYLOAD.clone();
  }
}
