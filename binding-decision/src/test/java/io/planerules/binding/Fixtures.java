package io.planerules.binding;

import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.decision.TopologyRequirement;
import io.planerules.binding.decision.TopologyTerm;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.testkit.binding.StorageClassInput;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Turns testkit's JSON-shaped inputs into domain values, and shared sample values. */
public final class Fixtures {
  public static final String NVMESH = "nvmesh-csi.excelero.com";
  public static final String WEKA = "csi.weka.io";
  public static final String FSS = "fss.csi.oraclecloud.com";
  public static final String LUSTRE = "lustre.csi.oraclecloud.com";

  private Fixtures() {}

  public static StorageClassSnapshot snapshot(StorageClassInput in) {
    List<TopologyTerm> terms = new ArrayList<>();
    for (List<StorageClassInput.Requirement> term : in.allowedTopologies()) {
      terms.add(
          new TopologyTerm(
              term.stream().map(r -> new TopologyRequirement(r.key(), r.values())).toList()));
    }
    return new StorageClassSnapshot(
        in.name(),
        in.uid(),
        in.provisioner(),
        in.reclaimPolicy(),
        in.parameters(),
        in.volumeBindingMode(),
        in.mountOptions(),
        terms);
  }

  @SuppressWarnings("unchecked")
  public static PersistedSelection selection(Map<String, Object> m) {
    return new PersistedSelection(
        str(m, "version"),
        str(m, "workflow"),
        str(m, "mode"),
        str(m, "storageClassName"),
        str(m, "storageClassUID"),
        str(m, "storageClassDigest"),
        str(m, "profileDigest"),
        str(m, "catalogRevision"),
        str(m, "provider"),
        str(m, "provisioner"),
        str(m, "transition"),
        (List<String>) m.getOrDefault("requiredAccessModes", List.of()),
        (List<String>) m.getOrDefault("requiredMountOptions", List.of()),
        Boolean.TRUE.equals(m.get("encryptionRequired")),
        str(m, "bindingName"),
        str(m, "bindingUID"));
  }

  private static String str(Map<String, Object> m, String key) {
    Object value = m.get(key);
    return value == null ? "" : (String) value;
  }

  public static StorageClassSnapshot nvcfSc(String provisioner) {
    return StorageClassSnapshot.of("nvcf-sc", "uid-1", provisioner, "Retain");
  }

  public static StorageCatalog catalog() {
    return DefaultCatalog.get();
  }

  /** A resolved decision on the default catalog. */
  public static Decision decision(String provisioner, String workflow) {
    Outcome<Decision> outcome =
        DecisionResolver.resolve(catalog(), nvcfSc(provisioner), workflow, ProfileDigest.Scheme.V1);
    return outcome.orElseThrow();
  }

  /**
   * A valid durable selection that requires encryption, on the default catalog with the
   * provisioner's entry marked {@code encryptionSupported: true}.
   */
  public static PersistedSelection encrypted(String provisioner, String workflow) {
    StorageCatalog encrypting =
        io.planerules.storage.catalog.CatalogParser.parse(
                "apiVersion: storage.nvcf.nvidia.com/v1alpha1\n"
                    + "kind: StorageCapabilityCatalog\n"
                    + "drivers:\n"
                    + "  nvmesh-csi.excelero.com:\n"
                    + "    provider: nvmesh\n"
                    + "    accessModes: [ReadWriteOnce, ReadOnlyMany]\n"
                    + "    readerMountOptions: [ro, norecovery, nouuid]\n"
                    + "    encryptionSupported: true\n")
            .orElseThrow();
    Outcome<Decision> outcome =
        DecisionResolver.resolve(
            encrypting, nvcfSc(provisioner), workflow, ProfileDigest.Scheme.V1);
    Decision decision = outcome.orElseThrow();
    return PersistedSelection.select(workflow, "durable", decision, true).orElseThrow();
  }

  /**
   * The selection with this binding reference as the wire may carry it, unvalidated (the public
   * {@code withBinding} refuses an incomplete one).
   */
  public static PersistedSelection rawBinding(PersistedSelection s, String name, String uid) {
    return new PersistedSelection(
        s.version(),
        s.workflow(),
        s.mode(),
        s.storageClassName(),
        s.storageClassUID(),
        s.storageClassDigest(),
        s.profileDigest(),
        s.catalogRevision(),
        s.provider(),
        s.provisioner(),
        s.transition(),
        s.requiredAccessModes(),
        s.requiredMountOptions(),
        s.encryptionRequired(),
        name,
        uid);
  }

  /** A valid durable selection on the default catalog. */
  public static PersistedSelection durable(String provisioner, String workflow) {
    return PersistedSelection.of(workflow, "durable", decision(provisioner, workflow));
  }

  public static List<String[]> tsv(String resource) {
    try (InputStream in = Fixtures.class.getResourceAsStream(resource)) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      List<String[]> rows = new ArrayList<>();
      for (String line : text.split("\n")) {
        if (!line.isEmpty() && !line.startsWith("#")) {
          rows.add(line.split("\t", -1));
        }
      }
      return rows;
    } catch (IOException | NullPointerException e) {
      throw new AssertionError("golden resource " + resource, e);
    }
  }
}
