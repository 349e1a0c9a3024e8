package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.Transitions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The embedded default catalog. */
class DefaultCatalogTest {

  @Test
  void parsesValidWithoutWarningsAndEqualsTheDeclaredModel() {
    CatalogResult parsed = CatalogParser.parse(DefaultCatalog.payload());
    assertThat(parsed.problems()).isEmpty();
    StorageCatalog fromText = parsed.orElseThrow();
    StorageCatalog declared = DefaultCatalog.get();
    assertThat(fromText.drivers()).isEqualTo(declared.drivers());
    assertThat(fromText.semanticallyEquals(declared)).isTrue();
    assertThat(fromText.revision()).isEqualTo(declared.revision());
    assertThat(fromText.wireForm()).isEqualTo(declared.wireForm());
    assertThat(declared.warnings()).isEmpty();
    assertThat(declared.revision().orElseThrow().value())
        .isEqualTo("sha256:b6858cdfc2448f4ba89bc92d3d8bbe2f5eab2341f6f01b4cd314177404048368");
  }

  @Test
  void derivedTransitions() {
    StorageCatalog c = DefaultCatalog.get();
    assertThat(c.drivers())
        .extracting(DriverEntry::provisioner)
        .containsExactly(
            "nvmesh-csi.excelero.com",
            "csi.weka.io",
            "fss.csi.oraclecloud.com",
            "lustre.csi.oraclecloud.com");
    for (Workflow w : Workflow.values()) {
      assertThat(transition(c, "nvmesh-csi.excelero.com", w)).isEqualTo(Transition.ROX_READ_ONLY);
      assertThat(transition(c, "csi.weka.io", w)).isEqualTo(Transition.RWX_READ_ONLY);
      assertThat(transition(c, "fss.csi.oraclecloud.com", w)).isEqualTo(Transition.RWX_READ_ONLY);
      assertThat(transition(c, "lustre.csi.oraclecloud.com", w)).isEqualTo(Transition.DISABLED);
    }
    assertThat(c.driver("CSI.WEKA.IO")).isEmpty();
    assertThat(c.driver("nvmesh-csi.excelero.com").orElseThrow().readerMountOptions())
        .containsExactly("ro", "norecovery", "nouuid");
  }

  private static Transition transition(StorageCatalog c, String p, Workflow w) {
    return Transitions.derive(c.driver(p).orElseThrow(), w).transition();
  }

  @Test
  void payloadIsACopy() {
    byte[] a = DefaultCatalog.payload();
    a[0] = 'X';
    assertThat(DefaultCatalog.payload()[0]).isEqualTo((byte) '#');
  }

  /** Every copy of the catalog the project ships is byte-identical to the embedded one. */
  @Test
  void byteIdenticalToEveryShippedCopy() throws IOException {
    Path root = Path.of("..").toAbsolutePath().normalize();
    List<Path> copies;
    try (Stream<Path> files = Files.walk(root)) {
      copies =
          files
              .filter(p -> p.getFileName().toString().equals(DefaultCatalog.RESOURCE))
              .filter(p -> !p.toString().contains("/target/"))
              .filter(p -> !p.toString().contains("/.git/"))
              .toList();
    }
    assertThat(copies).isNotEmpty();
    for (Path copy : copies) {
      byte[] shipped = Files.readAllBytes(copy);
      assertThat(shipped).as("%s", copy).isEqualTo(DefaultCatalog.payload());
      assertThat(
              CatalogParser.parse(shipped).orElseThrow().semanticallyEquals(DefaultCatalog.get()))
          .isTrue();
    }
  }
}
