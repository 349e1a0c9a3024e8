package io.planerules.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.storage.catalog.CatalogDiff;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.MountOptions;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.digest.ProfileInput;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.Transitions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this module's javadoc, compiled and run; each region is quoted there. The
 * expected values are the documented ones (the digests are those of binding-decision's golden
 * files, computed with {@code sha256sum}).
 */
class StorageExamplesTest {

  private static final Path WEKA = Path.of("../docs/qualification/weka.yaml");

  private static final String NVMESH_V1_DIGEST =
      "sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727";

  @Test
  void catalogResult() {
    byte[] bytes =
        ("apiVersion: storage.nvcf.nvidia.com/v1alpha1\nkind: StorageCapabilityCatalog\n"
                + "drivers:\n  example.csi.test:\n    provider: example\n"
                + "    accessModes: [ReadWriteOnce, ReadOnlyMany]\n    readerMountOptions: []\n")
            .getBytes(StandardCharsets.UTF_8);
    // tag::catalog-result[]
    CatalogResult r = CatalogParser.parse(bytes);
    List<String> log = new ArrayList<>();
    if (!r.isValid()) {
      r.errors()
          .forEach(p -> log.add(p.toString())); // error catalog.rox-needs-ro at ... (6:18): ...
    }
    // end::catalog-result[]
    assertThat(log)
        .containsExactly(
            "error catalog.rox-needs-ro at drivers[\"example.csi.test\"].accessModes (6:18):"
                + " driver \"example.csi.test\" qualifies for the ReadOnlyMany reader shape and"
                + " must list readerMountOption \"ro\"");
  }

  @Test
  void catalogValidator() {
    // tag::catalog-validator[]
    CatalogResult r =
        StorageCatalog.builder()
            .driver("example.csi.test", "example", List.of("ReadOnlyMany"), List.of("ro"), null)
            .validate();
    String first = r.errors().get(0).code(); // catalog.rox-needs-writer
    // end::catalog-validator[]
    assertThat(first).isEqualTo("catalog.rox-needs-writer");
  }

  @Test
  void defaultCatalog() {
    // tag::default-catalog[]
    String provider = DefaultCatalog.get().driver("csi.weka.io").orElseThrow().provider(); // weka
    // end::default-catalog[]
    assertThat(provider).isEqualTo("weka");
  }

  @Test
  void mountOptions() {
    // tag::mount-options[]
    boolean roRw = MountOptions.negates("ro", "rw"); // true
    boolean atime = MountOptions.negates("atime", "noatime"); // true
    boolean other = MountOptions.negates("nodev", "nosuid"); // false
    boolean comma = MountOptions.hasUnquotedComma("ro,rw"); // true
    boolean quoted = MountOptions.hasUnquotedComma("x=\"a,b\""); // false
    // end::mount-options[]
    assertThat(List.of(roRw, atime, other, comma, quoted))
        .containsExactly(true, true, false, true, false);
  }

  @Test
  void storageCatalog() {
    // tag::storage-catalog[]
    StorageCatalog catalog =
        StorageCatalog.builder()
            .driver(
                "csi.weka.io", "weka", List.of("ReadWriteMany", "ReadOnlyMany"), List.of(), false)
            .build();
    DriverEntry weka = catalog.driver("csi.weka.io").orElseThrow();
    Transition helm = catalog.transition(weka, Workflow.HELM).transition(); // RWX_READ_ONLY
    // end::storage-catalog[]
    assertThat(helm).isEqualTo(Transition.RWX_READ_ONLY);
  }

  @Test
  void catalogDiff() {
    StorageCatalog before = DefaultCatalog.get();
    StorageCatalog after =
        StorageCatalog.builder()
            .driver(
                "nvmesh-csi.excelero.com",
                "nvmesh",
                List.of("ReadWriteOnce"),
                List.of("ro", "norecovery", "nouuid"),
                null)
            .build();
    // tag::catalog-diff[]
    List<CatalogDiff.Change> changes = CatalogDiff.diff(before, after);
    List<CatalogDiff.Change> invalidating =
        changes.stream().filter(CatalogDiff.Change::invalidatesWarmCaches).toList();
    // end::catalog-diff[]
    assertThat(invalidating)
        .extracting(c -> c.provisioner() + " " + c.workflow() + " " + c.kind())
        .contains(
            "nvmesh-csi.excelero.com regularModelCache disabled",
            "csi.weka.io helmModelCache removed");
  }

  @Test
  void catalogRevision() {
    // tag::catalog-revision[]
    String empty = CatalogRevision.of(new byte[0]).value();
    // sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
    // end::catalog-revision[]
    assertThat(empty)
        .isEqualTo("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  }

  @Test
  void profileDigest() {
    DriverEntry entry = DefaultCatalog.get().driver("nvmesh-csi.excelero.com").orElseThrow();
    // tag::profile-digest[]
    String digest = ProfileDigest.digest(entry, Workflow.REGULAR, ProfileDigest.Scheme.V1);
    // sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727 for NVMesh
    // end::profile-digest[]
    assertThat(digest).isEqualTo(NVMESH_V1_DIGEST);
  }

  @Test
  void profileInput() {
    // tag::profile-input[]
    ProfileInput input =
        ProfileInput.builder()
            .provisioner("nvmesh-csi.excelero.com")
            .provider("nvmesh")
            .workflow("regularModelCache")
            .transition("roxReadOnly")
            .addAccessModes("ReadWriteOnce", "ReadOnlyMany")
            .addReaderMountOptions("ro", "norecovery", "nouuid")
            .build();
    String digest = ProfileDigest.digest(input, ProfileDigest.Scheme.V1);
    // sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727
    // end::profile-input[]
    assertThat(digest).isEqualTo(NVMESH_V1_DIGEST);
  }

  @Test
  void wireNames() {
    // tag::access-mode[]
    Optional<AccessMode> rox = AccessMode.fromWireName("ReadOnlyMany"); // READ_ONLY_MANY
    Optional<AccessMode> none = AccessMode.fromWireName("readonlymany"); // empty: case-sensitive
    // end::access-mode[]
    assertThat(rox).contains(AccessMode.READ_ONLY_MANY);
    assertThat(none).isEmpty();
    // tag::workflow[]
    Optional<Workflow> helm = Workflow.fromWireName("helmModelCache"); // HELM
    // end::workflow[]
    assertThat(helm).contains(Workflow.HELM);
  }

  @Test
  void catalogDifferences() {
    byte[] listForm =
        ("apiVersion: storage.nvcf.nvidia.com/v1alpha1\nkind: StorageCapabilityCatalog\n"
                + "drivers:\n"
                + "  - {name: nvmesh-csi.excelero.com, provider: nvmesh,"
                + " accessModes: [ReadWriteOnce, ReadOnlyMany],"
                + " readerMountOptions: [ro, norecovery, nouuid]}\n"
                + "  - {name: csi.weka.io, provider: weka, accessModes: [ReadWriteMany, ReadOnlyMany],"
                + " readerMountOptions: [ro]}\n"
                + "  - {name: fss.csi.oraclecloud.com, provider: ociFss,"
                + " accessModes: [ReadWriteMany, ReadOnlyMany], readerMountOptions: []}\n"
                + "  - {name: lustre.csi.oraclecloud.com, provider: ociLustre, accessModes: [],"
                + " readerMountOptions: []}\n")
            .getBytes(StandardCharsets.UTF_8);
    // tag::catalog-differences[]
    StorageCatalog chart = CatalogParser.parse(listForm).orElseThrow();
    boolean same = chart.semanticallyEquals(DefaultCatalog.get()); // false: Weka's options differ
    List<String> lines = CatalogDiff.differences(chart, DefaultCatalog.get());
    // [drivers["csi.weka.io"].readerMountOptions: [ro] vs []]
    // end::catalog-differences[]
    assertThat(same).isFalse();
    assertThat(listForm).isNotEqualTo(DefaultCatalog.payload());
    assertThat(lines).containsExactly("drivers[\"csi.weka.io\"].readerMountOptions: [ro] vs []");
  }

  @Test
  void catalogSource() {
    Map<String, String> data =
        Map.of(
            CatalogParser.CONFIG_MAP_KEY,
            new String(DefaultCatalog.payload(), StandardCharsets.UTF_8));
    // tag::catalog-source[]
    CatalogResult r = CatalogParser.fromConfigMap("nvca-system", data);
    // end::catalog-source[]
    assertThat(r.isValid()).isTrue();
    assertThat(CatalogParser.fromConfigMap("nvca-system", Map.of()).errors())
        .extracting(Problem::code)
        .containsExactly("catalog.empty");
  }

  @Test
  void transitions() {
    // tag::transition[]
    List<AccessMode> modes = Transition.ROX_READ_ONLY.requiredAccessModes();
    // [READ_WRITE_ONCE, READ_ONLY_MANY]
    // end::transition[]
    assertThat(modes).containsExactly(AccessMode.READ_WRITE_ONCE, AccessMode.READ_ONLY_MANY);
    // tag::transitions[]
    Transition helm =
        Transitions.derive(
                "weka", List.of("ReadWriteOnce", "ReadOnlyMany"), List.of("ro"), "helmModelCache")
            .transition(); // DISABLED (transition.helm-rox-needs-nvmesh)
    // end::transitions[]
    assertThat(helm).isEqualTo(Transition.DISABLED);
  }
}
