package io.planerules.storage.qualification;

import static io.planerules.storage.qualification.Fixtures.fresh;
import static io.planerules.storage.qualification.Fixtures.notIdentical;
import static io.planerules.storage.qualification.Fixtures.probe;
import static io.planerules.storage.qualification.Fixtures.proving;
import static io.planerules.storage.qualification.ReaderNamespace.OTHER;
import static io.planerules.storage.qualification.ReaderNamespace.SAME;
import static io.planerules.storage.qualification.ReaderShape.SHARED_CLAIM_READ_WRITE_MANY;
import static io.planerules.storage.qualification.ReaderShape.STATIC_PV_READ_ONLY_MANY;
import static io.planerules.storage.qualification.ReaderShape.STATIC_PV_READ_WRITE_MANY;
import static io.planerules.storage.qualification.ReaderShape.WRITER_RWO_READER_ROX;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.TraceResult;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Example tables for every verdict rule of docs/reference/storage-catalog.md#verdict-rules; every
 * missing-proof code is named at least once with the exact list a verdict reports.
 */
class VerdictRulesTest {

  private static final List<String> NONE = List.of();
  private static final List<String> ROX_RWX = List.of("ReadOnlyMany", "ReadWriteMany");
  private static final List<String> RWO_ROX = List.of("ReadWriteOnce", "ReadOnlyMany");

  static Stream<Arguments> cases() {
    return Stream.of(
        // rule 1: reclaim-policy-retain
        row("weka run", Fixtures::weka, "qualified", ROX_RWX, NONE),
        row(
            "Delete class qualifies nothing",
            () -> Fixtures.weka().reclaimPolicy(ReclaimPolicy.DELETE),
            "not-qualified",
            NONE,
            List.of("reclaim-policy-retain")),
        row(
            "Recycle class qualifies nothing",
            () -> Fixtures.weka().reclaimPolicy(ReclaimPolicy.RECYCLE),
            "not-qualified",
            NONE,
            List.of("reclaim-policy-retain")),
        // rule 2: writer-populated, writer-durable
        row(
            "writer did not populate",
            () -> Fixtures.weka().populated(false),
            "not-qualified",
            NONE,
            List.of("writer-populated")),
        row(
            "data not durable after exit",
            () -> Fixtures.nvmesh().durable(false),
            "not-qualified",
            NONE,
            List.of("writer-durable")),
        row(
            "every gate failure is named, in rule order",
            () ->
                Fixtures.weka().durable(false).populated(false).reclaimPolicy(ReclaimPolicy.DELETE),
            "not-qualified",
            NONE,
            List.of("reclaim-policy-retain", "writer-populated", "writer-durable")),
        // rule 3 + 4: identical bytes, read-only enforced
        row(
            "RWX reader without identical bytes",
            () ->
                Fixtures.rwx()
                    .reader(notIdentical(STATIC_PV_READ_WRITE_MANY, OTHER))
                    .reader(proving(STATIC_PV_READ_ONLY_MANY, OTHER)),
            "not-qualified",
            NONE,
            List.of(
                "identical-bytes:staticPvReadWriteMany/other",
                "cross-namespace:ReadWriteMany",
                "rox-needs-writer-mode")),
        row(
            "EACCES is not proof of a read-only filesystem",
            () ->
                Fixtures.rwx()
                    .reader(
                        probe(
                            STATIC_PV_READ_WRITE_MANY,
                            OTHER,
                            WriteProbe.CHMOD,
                            ProbeResult.EACCES)),
            "not-qualified",
            NONE,
            List.of(
                "read-only-enforced:staticPvReadWriteMany/chmod", "cross-namespace:ReadWriteMany")),
        // rule 4: cross-namespace, inconsistency, blocking
        row(
            "RWX proven only in the writer's namespace",
            () -> Fixtures.rwx().reader(proving(SHARED_CLAIM_READ_WRITE_MANY, SAME)),
            "not-qualified",
            NONE,
            List.of("cross-namespace:ReadWriteMany")),
        row(
            "two RWX entries of one shape and namespace disagree",
            () ->
                Fixtures.rwx()
                    .reader(proving(STATIC_PV_READ_WRITE_MANY, OTHER))
                    .reader(notIdentical(STATIC_PV_READ_WRITE_MANY, OTHER)),
            "not-qualified",
            NONE,
            List.of(
                "identical-bytes:staticPvReadWriteMany/other",
                "inconsistent-evidence:staticPvReadWriteMany/other")),
        row(
            "a failing same-namespace RWX entry blocks the mode",
            () ->
                Fixtures.rwx()
                    .reader(proving(STATIC_PV_READ_WRITE_MANY, OTHER))
                    .reader(
                        probe(
                            SHARED_CLAIM_READ_WRITE_MANY,
                            SAME,
                            WriteProbe.DELETE,
                            ProbeResult.SUCCEEDED)),
            "not-qualified",
            NONE,
            List.of("read-only-enforced:sharedClaimReadWriteMany/delete")),
        row(
            "an RWX shape with an RWO writer",
            () ->
                Fixtures.rwo()
                    .reader(proving(STATIC_PV_READ_WRITE_MANY, OTHER))
                    .reader(proving(STATIC_PV_READ_ONLY_MANY, OTHER)),
            "partially-qualified",
            RWO_ROX,
            List.of("writer-access-mode:ReadWriteMany")),
        // rule 5: ReadOnlyMany
        row(
            "no ro reader option",
            () -> Fixtures.weka().options(),
            "partially-qualified",
            List.of("ReadWriteMany"),
            List.of("reader-mount-ro")),
        row(
            "ROX proven only in the writer's namespace",
            () ->
                Fixtures.rwx()
                    .reader(proving(STATIC_PV_READ_WRITE_MANY, OTHER))
                    .reader(proving(STATIC_PV_READ_ONLY_MANY, SAME)),
            "partially-qualified",
            List.of("ReadWriteMany"),
            List.of("cross-namespace:ReadOnlyMany")),
        row(
            "two ROX entries disagree",
            () ->
                Fixtures.nvmesh()
                    .reader(
                        probe(
                            STATIC_PV_READ_ONLY_MANY,
                            OTHER,
                            WriteProbe.CREATE,
                            ProbeResult.NOT_RUN)),
            "not-qualified",
            NONE,
            List.of(
                "read-only-enforced:staticPvReadOnlyMany/create",
                "inconsistent-evidence:staticPvReadOnlyMany/other")),
        row(
            "a failing same-namespace ROX view blocks ReadOnlyMany",
            () ->
                Fixtures.rwo()
                    .reader(notIdentical(WRITER_RWO_READER_ROX, SAME))
                    .reader(proving(STATIC_PV_READ_ONLY_MANY, OTHER)),
            "not-qualified",
            NONE,
            List.of("identical-bytes:writerRwoReaderRox/same")),
        // rule 6: ReadWriteOnce
        row("the NVMesh run", Fixtures::nvmesh, "qualified", RWO_ROX, NONE),
        row(
            "NVMesh without ro",
            () -> Fixtures.nvmesh().options("norecovery", "nouuid"),
            "not-qualified",
            NONE,
            List.of("reader-mount-ro")),
        row(
            "an RWO writer with only a same-namespace ROX view",
            () -> Fixtures.rwo().reader(proving(WRITER_RWO_READER_ROX, SAME)),
            "not-qualified",
            NONE,
            List.of("cross-namespace:ReadOnlyMany")),
        // rule 7: ReadOnlyMany with a ReadWriteMany writer
        row(
            "ROX proven with an RWX writer but no RWX shape tried",
            () -> Fixtures.rwx().reader(proving(STATIC_PV_READ_ONLY_MANY, OTHER)),
            "not-qualified",
            NONE,
            List.of("cross-namespace:ReadWriteMany", "rox-needs-writer-mode")),
        row(
            "RWX alone qualifies with an RWX writer",
            () -> Fixtures.rwx().reader(proving(STATIC_PV_READ_WRITE_MANY, OTHER)),
            "qualified",
            List.of("ReadWriteMany"),
            NONE),
        // rule 8 only: a fresh claim proves nothing
        row(
            "only a fresh dynamic claim",
            () -> Fixtures.rwx().reader(fresh(false)),
            "not-qualified",
            NONE,
            List.of("cross-namespace:ReadWriteMany")));
  }

  private static Arguments row(
      String name,
      Supplier<Fixtures.Builder> evidence,
      String verdict,
      List<String> modes,
      List<String> missing) {
    return Arguments.of(name, evidence, verdict, modes, missing);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void verdictModesAndMissingProofs(
      String name,
      Supplier<Fixtures.Builder> evidence,
      String verdict,
      List<String> modes,
      List<String> missing) {
    QualificationVerdict v = evidence.get().verdict();
    assertThat(v.verdict().wireName()).isEqualTo(verdict);
    assertThat(v.qualifiedModeNames()).containsExactlyElementsOf(modes);
    assertThat(v.missing()).containsExactlyElementsOf(missing);
    assertThat(v.entry().accessModeNames()).containsExactlyElementsOf(modes);
    assertThat(v.reasons().keySet()).containsAll(missing);
    assertThat(v.trace().decidingEntry().orElseThrow().ruleId().value())
        .isEqualTo("qualification.verdict");
  }

  static Stream<Arguments> probeFailures() {
    List<Arguments> rows = new ArrayList<>();
    for (WriteProbe p : WriteProbe.values()) {
      for (ProbeResult r :
          List.of(
              ProbeResult.EACCES, ProbeResult.EPERM, ProbeResult.SUCCEEDED, ProbeResult.NOT_RUN)) {
        rows.add(Arguments.of(p, r));
      }
    }
    return rows.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("probeFailures")
  void everyProbeMustBeRefusedWithErofs(WriteProbe failed, ProbeResult result) {
    QualificationVerdict v =
        Fixtures.rwx().reader(probe(STATIC_PV_READ_WRITE_MANY, OTHER, failed, result)).verdict();
    assertThat(v.missing())
        .containsExactly(
            "read-only-enforced:staticPvReadWriteMany/" + failed.wireName(),
            "cross-namespace:ReadWriteMany");
    assertThat(v.qualifiedModes()).isEmpty();
  }

  @ParameterizedTest(name = "{0} absent")
  @MethodSource("absentProbes")
  void anAbsentProbeCountsAsNotRun(WriteProbe absent) {
    java.util.Map<WriteProbe, ProbeResult> probes =
        new java.util.EnumMap<>(ReaderEntry.allProbes(ProbeResult.EROFS));
    probes.remove(absent);
    ReaderEntry entry = new ReaderEntry(STATIC_PV_READ_ONLY_MANY, OTHER, true, probes, null);
    assertThat(entry.probe(absent)).isEqualTo(ProbeResult.NOT_RUN);
    QualificationVerdict v = Fixtures.rwo().reader(entry).verdict();
    assertThat(v.missing())
        .containsExactly(
            "read-only-enforced:staticPvReadOnlyMany/" + absent.wireName(),
            "cross-namespace:ReadOnlyMany");
  }

  static Stream<WriteProbe> absentProbes() {
    return Stream.of(WriteProbe.values());
  }

  @org.junit.jupiter.api.Test
  void freshDynamicClaimsAreFindingsNeverFailures() {
    assertThat(Fixtures.weka().verdict().findings())
        .containsExactly("shared-filesystem-assumption-fails");
    QualificationVerdict pinned = Fixtures.nvmesh().reader(fresh(true)).verdict();
    assertThat(pinned.findings()).containsExactly("class-pinned-to-one-export");
    assertThat(pinned.verdict()).isEqualTo(VerdictKind.QUALIFIED);
    assertThat(Fixtures.nvmesh().reader(fresh(true)).reader(fresh(false)).verdict().findings())
        .containsExactly("shared-filesystem-assumption-fails", "class-pinned-to-one-export");
    assertThat(Fixtures.nvmesh().verdict().findings()).isEmpty();
  }

  @org.junit.jupiter.api.Test
  void roxThroughAnRwoWriterOnAnotherProviderEnablesRegularCachingOnly() {
    QualificationVerdict v =
        Fixtures.nvmesh().provisioner("csi.weka.io").provider("weka").options("ro").verdict();
    assertThat(v.qualifiedModeNames()).containsExactly("ReadWriteOnce", "ReadOnlyMany");
    assertThat(v.entry().readerMountOptions()).containsExactly("ro");
    assertThat(v.transition(Workflow.REGULAR)).isEqualTo(Transition.ROX_READ_ONLY);
    assertThat(v.transition(Workflow.HELM)).isEqualTo(Transition.DISABLED);
    assertThat(v.enables(Workflow.REGULAR)).isTrue();
    assertThat(v.enables(Workflow.HELM)).isFalse();
    QualificationVerdict weka = Fixtures.weka().verdict();
    assertThat(weka.enables(Workflow.HELM)).isTrue();
    assertThat(weka.enables(Workflow.REGULAR)).isTrue();
    QualificationVerdict none = Fixtures.weka().durable(false).verdict();
    assertThat(none.enables(Workflow.REGULAR)).isFalse();
    assertThat(none.enables(Workflow.HELM)).isFalse();
  }

  @org.junit.jupiter.api.Test
  void readerOptionsEnterTheEntryOnlyThroughAnRwoWriter() {
    assertThat(Fixtures.weka().options("ro", "noatime").verdict().entry().readerMountOptions())
        .isEmpty();
    assertThat(Fixtures.nvmesh().verdict().entry().readerMountOptions())
        .containsExactly("ro", "norecovery", "nouuid");
    assertThat(Fixtures.nvmesh().durable(false).verdict().entry().readerMountOptions()).isEmpty();
  }

  @org.junit.jupiter.api.Test
  void traceListsEveryVerdictRuleThenTheWarnings() {
    QualificationVerdict v = Fixtures.weka().verdict();
    assertThat(v.trace().ruleIds().stream().map(id -> id.value()).toList())
        .containsExactly(
            "qualification.reclaim-policy-retain",
            "qualification.writer-populated",
            "qualification.writer-durable",
            "qualification.reader-proof",
            "qualification.read-write-many",
            "qualification.read-only-many",
            "qualification.read-write-once",
            "qualification.rox-needs-writer-mode",
            "qualification.fresh-dynamic-claim",
            "qualification.verdict",
            "qualification.writer-runs-as-root",
            "qualification.writer-fsgroup",
            "qualification.fully-qualified-images");
    assertThat(v.trace().entries().get(0).note()).isEqualTo("reclaimPolicy Retain");
    assertThat(v.trace().entries().get(6).result()).isEqualTo(TraceResult.NOT_APPLICABLE);
    assertThat(v.trace().decidingEntry().orElseThrow().note())
        .isEqualTo(
            "qualified: qualified [ReadOnlyMany, ReadWriteMany] of tried [ReadOnlyMany, ReadWriteMany]");
    assertThat(
            Fixtures.weka()
                .reclaimPolicy(ReclaimPolicy.DELETE)
                .verdict()
                .trace()
                .entries()
                .get(0)
                .note())
        .isEqualTo("reclaimPolicy Delete is not Retain: nothing qualifies");
  }

  @org.junit.jupiter.api.Test
  void reasonsExplainEveryCode() {
    QualificationVerdict v =
        Fixtures.rwx()
            .reclaimPolicy(ReclaimPolicy.DELETE)
            .reader(notIdentical(STATIC_PV_READ_WRITE_MANY, OTHER))
            .reader(proving(STATIC_PV_READ_WRITE_MANY, OTHER))
            .verdict();
    assertThat(v.reasons())
        .containsEntry(
            "reclaim-policy-retain",
            "StorageClass \"nv-storage-file\" has reclaimPolicy Delete; a model cache class must be"
                + " Retain (a deleted claim would destroy a warm cache), so nothing qualifies")
        .containsEntry(
            "identical-bytes:staticPvReadWriteMany/other",
            "reader shape staticPvReadWriteMany in the other namespace did not see identical bytes"
                + " (the manifest's SHA-256 must match; a listing is not proof)")
        .containsEntry(
            "inconsistent-evidence:staticPvReadWriteMany/other",
            "entries of reader shape staticPvReadWriteMany in the other namespace disagree (one"
                + " proves, one fails): evidence against a mode is never outvoted")
        .containsEntry(
            "writer-fsgroup",
            "CSIDriver fsGroupPolicy is File: Kubernetes chowns the volume, the writer runs with"
                + " fsGroup 65532");
  }
}
