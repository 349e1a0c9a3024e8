package io.planerules.storage.qualification;

import io.planerules.storage.qualification.QualificationEvidence.CsiDriverFacts;
import io.planerules.storage.qualification.QualificationEvidence.StorageClassFacts;
import io.planerules.storage.qualification.QualificationEvidence.WriterFacts;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Evidence built in code for the rule tables: a qualifying base plus one change at a time. */
final class Fixtures {

  private Fixtures() {}

  static ReaderEntry proving(ReaderShape shape, ReaderNamespace namespace) {
    return new ReaderEntry(shape, namespace, true, ReaderEntry.allProbes(ProbeResult.EROFS), null);
  }

  static ReaderEntry notIdentical(ReaderShape shape, ReaderNamespace namespace) {
    return new ReaderEntry(shape, namespace, false, ReaderEntry.allProbes(ProbeResult.EROFS), null);
  }

  static ReaderEntry probe(
      ReaderShape shape, ReaderNamespace namespace, WriteProbe probe, ProbeResult result) {
    Map<WriteProbe, ProbeResult> probes = new EnumMap<>(ReaderEntry.allProbes(ProbeResult.EROFS));
    probes.put(probe, result);
    return new ReaderEntry(shape, namespace, true, probes, null);
  }

  static ReaderEntry fresh(boolean identicalBytes) {
    return new ReaderEntry(
        ReaderShape.FRESH_DYNAMIC_CLAIM,
        ReaderNamespace.OTHER,
        identicalBytes,
        Map.of(WriteProbe.CREATE, ProbeResult.SUCCEEDED),
        !identicalBytes);
  }

  /** A fluent builder whose defaults qualify [ReadOnlyMany, ReadWriteMany] (the Weka run). */
  static final class Builder {
    String provisioner = "csi.weka.io";
    String provider = "weka";
    String reference = "";
    ReclaimPolicy reclaimPolicy = ReclaimPolicy.RETAIN;
    @Nullable CsiDriverFacts csiDriver = new CsiDriverFacts(FsGroupPolicy.FILE);
    WriterMode writerMode = WriterMode.READ_WRITE_MANY;
    boolean populated = true;
    boolean durable = true;
    List<String> readerMountOptions = List.of("ro");
    List<ReaderEntry> readers = new ArrayList<>();

    Builder provisioner(String value) {
      provisioner = value;
      return this;
    }

    Builder provider(String value) {
      provider = value;
      return this;
    }

    Builder reference(String value) {
      reference = value;
      return this;
    }

    Builder reclaimPolicy(ReclaimPolicy value) {
      reclaimPolicy = value;
      return this;
    }

    Builder csiDriver(@Nullable CsiDriverFacts value) {
      csiDriver = value;
      return this;
    }

    Builder writer(WriterMode mode) {
      writerMode = mode;
      return this;
    }

    Builder populated(boolean value) {
      populated = value;
      return this;
    }

    Builder durable(boolean value) {
      durable = value;
      return this;
    }

    Builder options(String... values) {
      readerMountOptions = List.of(values);
      return this;
    }

    Builder reader(ReaderEntry entry) {
      readers.add(entry);
      return this;
    }

    QualificationEvidence build() {
      return new QualificationEvidence(
          provisioner,
          provider,
          "example-cluster",
          "2026-08-31",
          reference,
          new StorageClassFacts("nv-storage-file", reclaimPolicy, "Immediate", List.of()),
          csiDriver,
          new WriterFacts(writerMode, populated, durable),
          readerMountOptions,
          readers);
    }

    QualificationVerdict verdict() {
      QualificationEvidence evidence = build();
      if (!evidence.validate().isValid()) {
        throw new AssertionError("fixture evidence is invalid: " + evidence.validate());
      }
      return Qualification.evaluate(evidence);
    }
  }

  /** Writer RWX; add readers. */
  static Builder rwx() {
    return new Builder();
  }

  /** Writer RWO with NVMesh's options; add readers. */
  static Builder rwo() {
    return new Builder()
        .provisioner("nvmesh-csi.excelero.com")
        .provider("nvmesh")
        .writer(WriterMode.READ_WRITE_ONCE)
        .options("ro", "norecovery", "nouuid");
  }

  /**
   * The Weka run: RWX + ROX static PVs in another namespace, a fresh claim that came back empty.
   */
  static Builder weka() {
    return rwx()
        .reader(proving(ReaderShape.STATIC_PV_READ_WRITE_MANY, ReaderNamespace.OTHER))
        .reader(proving(ReaderShape.STATIC_PV_READ_ONLY_MANY, ReaderNamespace.OTHER))
        .reader(fresh(false));
  }

  /** The NVMesh run: ROX view in the same namespace, static PV with rewritten handle elsewhere. */
  static Builder nvmesh() {
    return rwo()
        .reader(proving(ReaderShape.WRITER_RWO_READER_ROX, ReaderNamespace.SAME))
        .reader(proving(ReaderShape.STATIC_PV_READ_ONLY_MANY, ReaderNamespace.OTHER));
  }
}
