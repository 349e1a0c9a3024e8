package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The evidence model built in code: wire names, reader proofs and {@code validate()}. */
class EvidenceModelTest {

  @Test
  void wireNamesRoundTripExactlyAndCaseSensitively() {
    assertRoundTrip(ReclaimPolicy.values(), ReclaimPolicy::wireName, ReclaimPolicy::fromWireName);
    assertRoundTrip(FsGroupPolicy.values(), FsGroupPolicy::wireName, FsGroupPolicy::fromWireName);
    assertRoundTrip(
        ReaderNamespace.values(), ReaderNamespace::wireName, ReaderNamespace::fromWireName);
    assertRoundTrip(WriteProbe.values(), WriteProbe::wireName, WriteProbe::fromWireName);
    assertRoundTrip(ProbeResult.values(), ProbeResult::wireName, ProbeResult::fromWireName);
    assertRoundTrip(WriterMode.values(), WriterMode::wireName, WriterMode::fromWireName);
    assertRoundTrip(ReaderShape.values(), ReaderShape::wireName, ReaderShape::fromWireName);
    assertThat(ReclaimPolicy.fromWireName("retain")).isEmpty();
    assertThat(ProbeResult.fromWireName("erofs")).isEmpty();
    assertThat(WriterMode.fromWireName("ReadOnlyMany")).isEmpty();
    assertThat(FsGroupPolicy.fromWireName("ReadWriteOnceWithFSType"))
        .contains(FsGroupPolicy.READ_WRITE_ONCE_WITH_FS_TYPE);
    assertThat(Stream.of(WriteProbe.values()).map(WriteProbe::wireName).toList())
        .containsExactly("create", "append", "rename", "chmod", "truncate", "delete");
    assertThat(Stream.of(VerdictKind.values()).map(VerdictKind::wireName).toList())
        .containsExactly("qualified", "partially-qualified", "not-qualified");
  }

  private static <E> void assertRoundTrip(
      E[] values, Function<E, String> wireName, Function<String, java.util.Optional<E>> lookup) {
    for (E value : values) {
      assertThat(lookup.apply(wireName.apply(value))).contains(value);
      assertThat(lookup.apply(wireName.apply(value) + " ")).isEmpty();
    }
    assertThat(lookup.apply("")).isEmpty();
  }

  @Test
  void shapesProveTheirModes() {
    assertThat(ReaderShape.SHARED_CLAIM_READ_WRITE_MANY.provesReadWriteMany()).isTrue();
    assertThat(ReaderShape.SHARED_CLAIM_READ_WRITE_MANY.provesReadOnlyMany()).isFalse();
    assertThat(ReaderShape.SHARED_CLAIM_READ_WRITE_MANY.sameNamespaceOnly()).isTrue();
    assertThat(ReaderShape.STATIC_PV_READ_WRITE_MANY.provesReadWriteMany()).isTrue();
    assertThat(ReaderShape.STATIC_PV_READ_WRITE_MANY.sameNamespaceOnly()).isFalse();
    assertThat(ReaderShape.WRITER_RWO_READER_ROX.provesReadOnlyMany()).isTrue();
    assertThat(ReaderShape.WRITER_RWO_READER_ROX.provesReadWriteMany()).isFalse();
    assertThat(ReaderShape.WRITER_RWO_READER_ROX.sameNamespaceOnly()).isTrue();
    assertThat(ReaderShape.STATIC_PV_READ_ONLY_MANY.provesReadOnlyMany()).isTrue();
    assertThat(ReaderShape.STATIC_PV_READ_ONLY_MANY.sameNamespaceOnly()).isFalse();
    assertThat(ReaderShape.FRESH_DYNAMIC_CLAIM.provesReadOnlyMany()).isFalse();
    assertThat(ReaderShape.FRESH_DYNAMIC_CLAIM.provesReadWriteMany()).isFalse();
    assertThat(ReaderShape.FRESH_DYNAMIC_CLAIM.sameNamespaceOnly()).isFalse();
  }

  @Test
  void aReaderProvesOnlyWithIdenticalBytesAndSixErofs() {
    ReaderEntry proving =
        Fixtures.proving(ReaderShape.STATIC_PV_READ_ONLY_MANY, ReaderNamespace.OTHER);
    assertThat(proving.proves()).isTrue();
    assertThat(proving.probesNotReadOnly()).isEmpty();
    assertThat(proving.key()).isEqualTo("staticPvReadOnlyMany/other");
    assertThat(proving.listingEmpty()).isNull();
    ReaderEntry eacces =
        Fixtures.probe(
            ReaderShape.STATIC_PV_READ_ONLY_MANY,
            ReaderNamespace.OTHER,
            WriteProbe.TRUNCATE,
            ProbeResult.EACCES);
    assertThat(eacces.proves()).isFalse();
    assertThat(eacces.probesNotReadOnly()).containsExactly(WriteProbe.TRUNCATE);
    assertThat(
            Fixtures.notIdentical(ReaderShape.STATIC_PV_READ_ONLY_MANY, ReaderNamespace.OTHER)
                .proves())
        .isFalse();
    ReaderEntry none =
        new ReaderEntry(
            ReaderShape.STATIC_PV_READ_WRITE_MANY, ReaderNamespace.SAME, true, Map.of(), false);
    assertThat(none.probesNotReadOnly()).containsExactly(WriteProbe.values());
    assertThat(none.listingEmpty()).isFalse();
    assertThat(ReaderEntry.allProbes(ProbeResult.EPERM))
        .hasSize(6)
        .containsValue(ProbeResult.EPERM);
  }

  static Stream<Arguments> invalidEvidence() {
    QualificationEvidence base = Fixtures.weka().build();
    return Stream.of(
        Arguments.of(
            "blank provisioner",
            with(base, "provisioner", " "),
            "qualification.field-blank",
            "provisioner"),
        Arguments.of(
            "blank provider", with(base, "provider", ""), "qualification.field-blank", "provider"),
        Arguments.of(
            "blank cluster", with(base, "cluster", "\t"), "qualification.field-blank", "cluster"),
        Arguments.of(
            "not a date", with(base, "date", "31.08.2026"), "qualification.date-format", "date"),
        Arguments.of(
            "no such day", with(base, "date", "2026-13-01"), "qualification.date-format", "date"),
        Arguments.of(
            "date with time",
            with(base, "date", "2026-08-31T00:00"),
            "qualification.date-format",
            "date"),
        Arguments.of(
            "no readers", base.withReaders(List.of()), "qualification.readers-empty", "readers"),
        Arguments.of(
            "RWO view elsewhere",
            base.withReaders(
                List.of(
                    Fixtures.proving(ReaderShape.WRITER_RWO_READER_ROX, ReaderNamespace.OTHER))),
            "qualification.shape-namespace",
            "readers[0].namespace"),
        Arguments.of(
            "CSI name",
            with(base, "provisioner", "Weka CSI"),
            "catalog.provisioner-format",
            "provisioner"),
        Arguments.of(
            "reader option duplicate",
            withOptions(base, List.of("ro", "ro")),
            "catalog.reader-option-duplicate",
            "readerMountOptions[1]"),
        Arguments.of(
            "reader option whitespace",
            withOptions(base, List.of("ro", " nouuid")),
            "catalog.reader-option-whitespace",
            "readerMountOptions[1]"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidEvidence")
  void validateNamesTheFact(String name, QualificationEvidence evidence, String code, String path) {
    ValidationResult result = evidence.validate();
    assertThat(result.isValid()).isFalse();
    assertThat(result.errors()).extracting(Problem::code).containsExactly(code);
    assertThat(result.errors().get(0).path()).isEqualTo(path);
  }

  @Test
  void validEvidenceValidatesAndMessagesAreExact() {
    assertThat(Fixtures.weka().build().validate().problems()).isEmpty();
    assertThat(Fixtures.nvmesh().build().validate().problems()).isEmpty();
    assertThat(with(Fixtures.weka().build(), "date", "2024-02-29").validate().isValid()).isTrue();
    assertThat(
            with(Fixtures.weka().build(), "date", "2026-02-29")
                .validate()
                .errors()
                .get(0)
                .message())
        .isEqualTo("qualification run date \"2026-02-29\" is not an ISO date (yyyy-MM-dd)");
    assertThat(with(Fixtures.weka().build(), "cluster", "").validate().errors().get(0).message())
        .isEqualTo("qualification run has a blank cluster; it is required");
    assertThat(Fixtures.weka().build().withReaders(List.of()).validate().errors().get(0).message())
        .isEqualTo("qualification run lists no reader shape; at least one is required");
  }

  @Test
  void resultHoldsAVerdictExactlyWhenValid() {
    QualificationVerdict verdict = Fixtures.weka().verdict();
    QualificationResult ok = new QualificationResult(verdict, ValidationResult.ok());
    assertThat(ok.isValid()).isTrue();
    assertThat(ok.verdict()).contains(verdict);
    ValidationResult bad = ValidationResult.of(Problem.error("qualification.empty", "", "empty"));
    QualificationResult refused = new QualificationResult(null, bad);
    assertThat(refused.isValid()).isFalse();
    assertThat(refused.verdict()).isEmpty();
    assertThatThrownBy(() -> new QualificationResult(verdict, bad))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new QualificationResult(null, ValidationResult.ok()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static QualificationEvidence with(QualificationEvidence e, String field, String value) {
    return new QualificationEvidence(
        field.equals("provisioner") ? value : e.provisioner(),
        field.equals("provider") ? value : e.provider(),
        field.equals("cluster") ? value : e.cluster(),
        field.equals("date") ? value : e.date(),
        e.reference(),
        e.storageClass(),
        e.csiDriver(),
        e.writer(),
        e.readerMountOptions(),
        e.readers());
  }

  private static QualificationEvidence withOptions(QualificationEvidence e, List<String> options) {
    return new QualificationEvidence(
        e.provisioner(),
        e.provider(),
        e.cluster(),
        e.date(),
        e.reference(),
        e.storageClass(),
        e.csiDriver(),
        e.writer(),
        options,
        e.readers());
  }
}
