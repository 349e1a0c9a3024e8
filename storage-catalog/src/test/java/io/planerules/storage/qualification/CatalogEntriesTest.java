package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.storage.catalog.CatalogDiff;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The entry as YAML ready to paste, and the catalog diff of putting it in place. */
class CatalogEntriesTest {

  @Test
  void yamlOfTheRecordedRuns() {
    assertThat(Fixtures.weka().verdict().entryYaml())
        .isEqualTo(
            """
              csi.weka.io:
                provider: weka
                accessModes: [ReadOnlyMany, ReadWriteMany]
                readerMountOptions: []
            """);
    assertThat(Fixtures.nvmesh().verdict().entryYaml())
        .isEqualTo(
            """
              nvmesh-csi.excelero.com:
                provider: nvmesh
                accessModes: [ReadWriteOnce, ReadOnlyMany]
                readerMountOptions: [ro, norecovery, nouuid]
            """);
  }

  @Test
  void scalarsThatAreNotPlainIdentifiersAreQuoted() {
    assertThat(CatalogEntries.scalar("ro")).isEqualTo("ro");
    assertThat(CatalogEntries.scalar("no")).isEqualTo("\"no\"");
    assertThat(CatalogEntries.scalar("true")).isEqualTo("\"true\"");
    assertThat(CatalogEntries.scalar("1e5")).isEqualTo("\"1e5\"");
    assertThat(CatalogEntries.scalar("context=\"a,b\"")).isEqualTo("\"context=\\\"a,b\\\"\"");
    assertThat(CatalogEntries.scalar("")).isEqualTo("\"\"");
    DriverEntry encrypted =
        new DriverEntry("example.csi.test", "example", List.of(), List.of("ro"), true);
    assertThat(CatalogEntries.yaml(encrypted)).endsWith("    encryptionSupported: true\n");
  }

  @Test
  void replacingTheDefaultCatalogsWekaEntryWithTheWekaRunChangesNothing() {
    StorageCatalog edited = Fixtures.weka().verdict().appliedTo(DefaultCatalog.get());
    assertThat(edited.semanticallyEquals(DefaultCatalog.get())).isTrue();
    assertThat(CatalogDiff.diff(DefaultCatalog.get(), edited))
        .allSatisfy(c -> assertThat(c.kind()).isEqualTo(CatalogDiff.Kind.UNCHANGED));
  }

  @Test
  void aDeleteClassRunWouldDisableTheDriverAndInvalidateWarmCaches() {
    QualificationVerdict v = Fixtures.weka().reclaimPolicy(ReclaimPolicy.DELETE).verdict();
    StorageCatalog edited = v.appliedTo(DefaultCatalog.get());
    assertThat(edited.driver("csi.weka.io").orElseThrow().accessModes()).isEmpty();
    assertThat(edited.drivers().stream().map(DriverEntry::provisioner).toList())
        .isEqualTo(DefaultCatalog.get().drivers().stream().map(DriverEntry::provisioner).toList());
    List<CatalogDiff.Change> weka =
        CatalogDiff.diff(DefaultCatalog.get(), edited).stream()
            .filter(c -> c.provisioner().equals("csi.weka.io"))
            .toList();
    assertThat(weka).hasSize(2);
    assertThat(weka)
        .allSatisfy(
            c -> {
              assertThat(c.kind()).isEqualTo(CatalogDiff.Kind.DISABLED);
              assertThat(c.invalidatesWarmCaches()).isTrue();
            });
  }

  @Test
  void aNewProvisionerIsAppended() {
    QualificationVerdict v =
        Fixtures.weka().provisioner("example.csi.test").provider("example").verdict();
    StorageCatalog edited = v.appliedTo(DefaultCatalog.get());
    assertThat(edited.drivers()).hasSize(DefaultCatalog.get().drivers().size() + 1);
    assertThat(edited.drivers().get(edited.drivers().size() - 1).accessModes())
        .containsExactly(AccessMode.READ_ONLY_MANY, AccessMode.READ_WRITE_MANY);
    assertThat(
            CatalogDiff.diff(DefaultCatalog.get(), edited).stream()
                .filter(c -> c.provisioner().equals("example.csi.test"))
                .map(c -> c.kind())
                .toList())
        .containsExactly(CatalogDiff.Kind.ADDED, CatalogDiff.Kind.ADDED);
    assertThat(Workflow.values()).hasSize(2);
  }
}
