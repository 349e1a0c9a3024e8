package io.planerules.storage.qualification;

import com.google.common.collect.ImmutableList;
import io.planerules.storage.catalog.entry.AccessMode;
import java.util.List;
import java.util.function.Predicate;

/**
 * The facts of docs/reference/storage-catalog.md#verdict-rules computed once from the evidence,
 * independent of the order of its reader entries; the verdict rules read them and the verdict is
 * assembled from them.
 */
final class Analysis {

  /**
   * What the readers established about one mode, before the gates of rules 1–2 apply.
   *
   * @param relevant whether missing proofs are reported for the mode at all
   * @param attempted whether some reader shape tried the mode
   * @param readerQualified whether the readers' proofs qualify it
   * @param missing the missing proofs the mode's rule names, in order
   */
  record ModeStatus(
      boolean relevant,
      boolean attempted,
      boolean readerQualified,
      ImmutableList<String> missing) {}

  final QualificationEvidence evidence;
  final boolean retain;
  final boolean populated;
  final boolean durable;
  final ImmutableList<String> readerProofMissing;
  final ModeStatus readWriteMany;
  final ModeStatus readOnlyMany;
  final boolean readOnlyManyWithWriter;
  final ImmutableList<String> findings;

  private Analysis(QualificationEvidence evidence) {
    this.evidence = evidence;
    this.retain = evidence.storageClass().reclaimPolicy() == ReclaimPolicy.RETAIN;
    this.populated = evidence.writer().populated();
    this.durable = evidence.writer().durableAfterExit();
    this.readerProofMissing = readerProofMissing(evidence.readers());
    boolean writerRwx = writerMode() == WriterMode.READ_WRITE_MANY;
    boolean hasRo = evidence.readerMountOptions().contains("ro");

    List<ReaderEntry> rwxEntries = entries(ReaderShape::provesReadWriteMany);
    boolean rwxAttempted = !rwxEntries.isEmpty();
    boolean rwxRelevant = writerRwx || rwxAttempted;
    ImmutableList.Builder<String> rwxMissing = ImmutableList.builder();
    if (rwxAttempted && !writerRwx) {
      rwxMissing.add(VerdictCode.WRITER_ACCESS_MODE.code(AccessMode.READ_WRITE_MANY.wireName()));
    }
    rwxMissing.addAll(inconsistent(ReaderShape::provesReadWriteMany));
    boolean rwxProvenOther = provenInOtherNamespace(rwxEntries);
    if (!rwxProvenOther) {
      rwxMissing.add(VerdictCode.CROSS_NAMESPACE.code(AccessMode.READ_WRITE_MANY.wireName()));
    }
    this.readWriteMany =
        new ModeStatus(
            rwxRelevant,
            rwxAttempted,
            writerRwx && !blocked(rwxEntries) && rwxProvenOther,
            rwxRelevant ? rwxMissing.build() : ImmutableList.of());

    List<ReaderEntry> roxEntries = entries(ReaderShape::provesReadOnlyMany);
    boolean roxAttempted = !roxEntries.isEmpty();
    boolean roxRelevant = !writerRwx || roxAttempted;
    ImmutableList.Builder<String> roxMissing = ImmutableList.builder();
    roxMissing.addAll(inconsistent(ReaderShape::provesReadOnlyMany));
    boolean roxProvenOther = provenInOtherNamespace(roxEntries);
    if (!roxProvenOther) {
      roxMissing.add(VerdictCode.CROSS_NAMESPACE.code(AccessMode.READ_ONLY_MANY.wireName()));
    }
    if (!hasRo) {
      roxMissing.add(VerdictCode.READER_MOUNT_RO.code());
    }
    this.readOnlyMany =
        new ModeStatus(
            roxRelevant,
            roxAttempted,
            !blocked(roxEntries) && roxProvenOther && hasRo,
            roxRelevant ? roxMissing.build() : ImmutableList.of());
    this.readOnlyManyWithWriter =
        readOnlyMany.readerQualified() && (!writerRwx || readWriteMany.readerQualified());
    this.findings = findings(evidence.readers());
  }

  static Analysis of(QualificationEvidence evidence) {
    return new Analysis(evidence);
  }

  WriterMode writerMode() {
    return evidence.writer().accessMode();
  }

  /** Rules 1–2: Retain, populated, durable. */
  boolean gatesHold() {
    return retain && populated && durable;
  }

  /** Rule 7: ReadOnlyMany was proven by readers but no writer mode qualifies with it. */
  boolean readOnlyManyNeedsWriterMode() {
    return readOnlyMany.readerQualified() && !readOnlyManyWithWriter;
  }

  /** The qualified modes in the order ReadWriteOnce, ReadOnlyMany, ReadWriteMany. */
  ImmutableList<AccessMode> qualifiedModes() {
    if (!gatesHold()) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<AccessMode> modes = ImmutableList.builder();
    if (readOnlyManyWithWriter && writerMode() == WriterMode.READ_WRITE_ONCE) {
      modes.add(AccessMode.READ_WRITE_ONCE);
    }
    if (readOnlyManyWithWriter) {
      modes.add(AccessMode.READ_ONLY_MANY);
    }
    if (readWriteMany.readerQualified()) {
      modes.add(AccessMode.READ_WRITE_MANY);
    }
    return modes.build();
  }

  /** The modes some reader shape tried, in the same order. */
  ImmutableList<AccessMode> attemptedModes() {
    ImmutableList.Builder<AccessMode> modes = ImmutableList.builder();
    if (readOnlyMany.attempted() && writerMode() == WriterMode.READ_WRITE_ONCE) {
      modes.add(AccessMode.READ_WRITE_ONCE);
    }
    if (readOnlyMany.attempted()) {
      modes.add(AccessMode.READ_ONLY_MANY);
    }
    if (readWriteMany.attempted()) {
      modes.add(AccessMode.READ_WRITE_MANY);
    }
    return modes.build();
  }

  /** Every missing proof, in rule order. */
  ImmutableList<String> missing() {
    ImmutableList.Builder<String> missing = ImmutableList.builder();
    if (!retain) {
      missing.add(VerdictCode.RECLAIM_POLICY_RETAIN.code());
    }
    if (!populated) {
      missing.add(VerdictCode.WRITER_POPULATED.code());
    }
    if (!durable) {
      missing.add(VerdictCode.WRITER_DURABLE.code());
    }
    missing.addAll(readerProofMissing);
    missing.addAll(readWriteMany.missing());
    missing.addAll(readOnlyMany.missing());
    if (readOnlyManyNeedsWriterMode()) {
      missing.add(VerdictCode.ROX_NEEDS_WRITER_MODE.code());
    }
    return missing.build();
  }

  private ImmutableList<ReaderEntry> entries(Predicate<ReaderShape> family) {
    return evidence.readers().stream()
        .filter(e -> family.test(e.shape()))
        .collect(ImmutableList.toImmutableList());
  }

  private static boolean blocked(List<ReaderEntry> entries) {
    return entries.stream().anyMatch(e -> !e.proves());
  }

  private static boolean provenInOtherNamespace(List<ReaderEntry> entries) {
    return entries.stream().anyMatch(e -> e.namespace() == ReaderNamespace.OTHER && e.proves());
  }

  /** Rule 4/5 contradictions: a shape and namespace with one proving and one failing entry. */
  private ImmutableList<String> inconsistent(Predicate<ReaderShape> family) {
    ImmutableList.Builder<String> codes = ImmutableList.builder();
    for (ReaderShape shape : ReaderShape.values()) {
      if (!family.test(shape)) {
        continue;
      }
      for (ReaderNamespace namespace : ReaderNamespace.values()) {
        boolean proving = false;
        boolean failing = false;
        for (ReaderEntry entry : evidence.readers()) {
          if (entry.shape() == shape && entry.namespace() == namespace) {
            proving |= entry.proves();
            failing |= !entry.proves();
          }
        }
        if (proving && failing) {
          codes.add(
              VerdictCode.INCONSISTENT_EVIDENCE.code(
                  shape.wireName() + "/" + namespace.wireName()));
        }
      }
    }
    return codes.build();
  }

  /**
   * Rule 3 per shape (fresh dynamic claims prove nothing and are skipped): identical bytes per
   * namespace, then every probe not refused with EROFS, each code once.
   */
  private static ImmutableList<String> readerProofMissing(List<ReaderEntry> readers) {
    ImmutableList.Builder<String> codes = ImmutableList.builder();
    for (ReaderShape shape : ReaderShape.values()) {
      if (shape == ReaderShape.FRESH_DYNAMIC_CLAIM) {
        continue;
      }
      for (ReaderNamespace namespace : ReaderNamespace.values()) {
        if (readers.stream()
            .anyMatch(
                e -> e.shape() == shape && e.namespace() == namespace && !e.identicalBytes())) {
          codes.add(
              VerdictCode.IDENTICAL_BYTES.code(shape.wireName() + "/" + namespace.wireName()));
        }
      }
      for (WriteProbe probe : WriteProbe.values()) {
        if (readers.stream()
            .anyMatch(e -> e.shape() == shape && e.probe(probe) != ProbeResult.EROFS)) {
          codes.add(VerdictCode.READ_ONLY_ENFORCED.code(shape.wireName() + "/" + probe.wireName()));
        }
      }
    }
    return codes.build();
  }

  /** Rule 8. */
  private static ImmutableList<String> findings(List<ReaderEntry> readers) {
    ImmutableList.Builder<String> findings = ImmutableList.builder();
    List<ReaderEntry> fresh =
        readers.stream().filter(e -> e.shape() == ReaderShape.FRESH_DYNAMIC_CLAIM).toList();
    if (fresh.stream().anyMatch(e -> !e.identicalBytes())) {
      findings.add(VerdictCode.SHARED_FILESYSTEM_ASSUMPTION_FAILS.code());
    }
    if (fresh.stream().anyMatch(ReaderEntry::identicalBytes)) {
      findings.add(VerdictCode.CLASS_PINNED_TO_ONE_EXPORT.code());
    }
    return findings.build();
  }
}
