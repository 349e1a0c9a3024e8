package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.storage.catalog.CatalogDiff;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.qualification.QualificationEvidence.CsiDriverFacts;
import io.planerules.storage.qualification.QualificationEvidence.StorageClassFacts;
import io.planerules.storage.qualification.QualificationEvidence.WriterFacts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this package's javadoc, compiled and run; each region is quoted there. The
 * expected values are the documented ones ({@code docs/qualification/weka.yaml}, read by hand).
 */
class QualificationExamplesTest {

  private static final Path WEKA = Path.of("../docs/qualification/weka.yaml");

  @Test
  void wireNames() {
    // tag::reclaim-policy[]
    Optional<ReclaimPolicy> retain = ReclaimPolicy.fromWireName("Retain"); // RETAIN
    Optional<ReclaimPolicy> lower = ReclaimPolicy.fromWireName("retain"); // empty: case-sensitive
    // end::reclaim-policy[]
    assertThat(retain).contains(ReclaimPolicy.RETAIN);
    assertThat(lower).isEmpty();
    // tag::fs-group-policy[]
    Optional<FsGroupPolicy> oci = FsGroupPolicy.fromWireName("ReadWriteOnceWithFSType");
    // end::fs-group-policy[]
    assertThat(oci).contains(FsGroupPolicy.READ_WRITE_ONCE_WITH_FS_TYPE);
    // tag::reader-shape[]
    boolean rox2 =
        ReaderShape.fromWireName("staticPvReadOnlyMany").orElseThrow().provesReadOnlyMany(); // true
    // end::reader-shape[]
    assertThat(rox2).isTrue();
  }

  @Test
  void qualification() throws IOException {
    List<ReaderEntry> readers =
        List.of(
            new ReaderEntry(
                ReaderShape.STATIC_PV_READ_WRITE_MANY,
                ReaderNamespace.OTHER,
                true,
                ReaderEntry.allProbes(ProbeResult.EROFS),
                null),
            new ReaderEntry(
                ReaderShape.STATIC_PV_READ_ONLY_MANY,
                ReaderNamespace.OTHER,
                true,
                ReaderEntry.allProbes(ProbeResult.EROFS),
                null));
    // tag::qualification-evidence[]
    QualificationEvidence weka =
        new QualificationEvidence(
            "csi.weka.io",
            "weka",
            "example-cluster",
            "2026-08-31",
            "",
            new StorageClassFacts("nv-storage-file", ReclaimPolicy.RETAIN, "", List.of()),
            new CsiDriverFacts(FsGroupPolicy.FILE),
            new WriterFacts(WriterMode.READ_WRITE_MANY, true, true),
            List.of("ro"),
            readers);
    // end::qualification-evidence[]
    assertThat(weka.validate().isValid()).isTrue();
    // tag::qualification[]
    QualificationVerdict v = Qualification.evaluate(weka);
    List<AccessMode> modes = v.entry().accessModes(); // [READ_ONLY_MANY, READ_WRITE_MANY]
    Transition helm = v.transition(Workflow.HELM); // RWX_READ_ONLY
    // end::qualification[]
    assertThat(modes).containsExactly(AccessMode.READ_ONLY_MANY, AccessMode.READ_WRITE_MANY);
    assertThat(helm).isEqualTo(Transition.RWX_READ_ONLY);
    assertThat(v.verdict()).isEqualTo(VerdictKind.QUALIFIED);
    // tag::reader-entry[]
    ReaderEntry e =
        new ReaderEntry(
            ReaderShape.STATIC_PV_READ_WRITE_MANY,
            ReaderNamespace.OTHER,
            true,
            ReaderEntry.allProbes(ProbeResult.EROFS),
            null);
    boolean proves = e.proves(); // true: identical bytes, every write refused with EROFS
    // end::reader-entry[]
    assertThat(proves).isTrue();
    Map<WriteProbe, ProbeResult> eperm =
        new java.util.EnumMap<>(ReaderEntry.allProbes(ProbeResult.EROFS));
    eperm.put(WriteProbe.CHMOD, ProbeResult.EPERM);
    assertThat(new ReaderEntry(e.shape(), e.namespace(), true, eperm, null).proves()).isFalse();
    // tag::csi-driver-facts[]
    CsiDriverFacts oci = new CsiDriverFacts(FsGroupPolicy.READ_WRITE_ONCE_WITH_FS_TYPE);
    CsiDriverFacts unset = new CsiDriverFacts(null); // the object is there, the key is not
    // end::csi-driver-facts[]
    assertThat(oci.fsGroupPolicy()).isEqualTo(FsGroupPolicy.READ_WRITE_ONCE_WITH_FS_TYPE);
    assertThat(unset.fsGroupPolicy()).isNull();
  }

  @Test
  void qualificationFromText() throws IOException {
    // tag::qualify[]
    QualificationResult r = Qualify.evaluate(Files.readString(WEKA));
    VerdictKind verdict = r.verdict().orElseThrow().verdict(); // QUALIFIED
    // end::qualify[]
    assertThat(verdict).isEqualTo(VerdictKind.QUALIFIED);
    String text = Files.readString(WEKA);
    // tag::qualification-result[]
    QualificationResult result = Qualify.evaluate(text);
    List<?> answer =
        result.isValid()
            ? result.verdict().orElseThrow().qualifiedModes()
            : result.problems().errors();
    // end::qualification-result[]
    assertThat(answer).isEqualTo(List.of(AccessMode.READ_ONLY_MANY, AccessMode.READ_WRITE_MANY));
    // tag::qualification-verdict[]
    QualificationVerdict v = Qualify.evaluate(text).verdict().orElseThrow();
    VerdictKind kind = v.verdict(); // QUALIFIED
    List<String> findings = v.findings(); // [shared-filesystem-assumption-fails]
    // end::qualification-verdict[]
    assertThat(kind).isEqualTo(VerdictKind.QUALIFIED);
    assertThat(findings).containsExactly("shared-filesystem-assumption-fails");
    // tag::qualification-parser[]
    QualificationParser.Result parsed = QualificationParser.parse(Files.readAllBytes(WEKA));
    String provisioner = parsed.evidence().orElseThrow().provisioner(); // csi.weka.io
    // end::qualification-parser[]
    assertThat(provisioner).isEqualTo("csi.weka.io");
    // tag::entry-yaml[]
    String yaml = v.entryYaml();
    //   csi.weka.io:
    //     provider: weka
    //     accessModes: [ReadOnlyMany, ReadWriteMany]
    //     readerMountOptions: []
    // end::entry-yaml[]
    assertThat(yaml)
        .isEqualTo(
            "  csi.weka.io:\n    provider: weka\n    accessModes: [ReadOnlyMany, ReadWriteMany]\n"
                + "    readerMountOptions: []\n");
    StorageCatalog current = DefaultCatalog.get();
    StorageCatalog edited = v.appliedTo(current);
    assertThat(edited.semanticallyEquals(current)).isTrue();
    assertThat(CatalogDiff.diff(current, edited))
        .allSatisfy(change -> assertThat(change.kind()).isEqualTo(CatalogDiff.Kind.UNCHANGED));
  }
}
