package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceResult;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.qualification.QualificationEvidence.CsiDriverFacts;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Decides what a qualification run justifies: the ordered verdict rules of
 * docs/reference/storage-catalog.md#verdict-rules and the deployment warnings over a {@link
 * QualificationEvidence}.
 *
 * <p>Every rule runs (each failure is a named missing proof); the first two gate everything: a
 * StorageClass that is not {@code Retain}, or a writer that did not populate a durable cache,
 * qualifies nothing. The verdict does not depend on the order of the reader entries. Text input is
 * parsed by {@code io.QualificationParser}; {@code io.Qualify.evaluate(text)} does both steps.
 * <!-- snippet: QualificationExamplesTest#qualification -->
 *
 * <pre>{@code
 * QualificationVerdict v = Qualification.evaluate(weka);
 * List<AccessMode> modes = v.entry().accessModes(); // [READ_ONLY_MANY, READ_WRITE_MANY]
 * Transition helm = v.transition(Workflow.HELM); // RWX_READ_ONLY
 * }</pre>
 */
final class Qualification {

  static final RuleBook<Analysis, VerdictKind> VERDICT_RULES =
      RuleBook.<Analysis, VerdictKind>named(QualificationRule.VERDICT.decision())
          .rule(
              QualificationRule.RECLAIM_POLICY_RETAIN,
              a ->
                  RuleOutcome.pass(
                      a.retain
                          ? "reclaimPolicy Retain"
                          : "reclaimPolicy "
                              + a.evidence.storageClass().reclaimPolicy().wireName()
                              + " is not Retain: nothing qualifies"))
          .rule(
              QualificationRule.WRITER_POPULATED,
              a ->
                  RuleOutcome.pass(
                      a.populated ? "writer populated" : "writer not populated: nothing qualifies"))
          .rule(
              QualificationRule.WRITER_DURABLE,
              a ->
                  RuleOutcome.pass(
                      a.durable
                          ? "data durable after exit"
                          : "data not durable after exit: nothing qualifies"))
          .rule(
              QualificationRule.READER_PROOF,
              a ->
                  a.readerProofMissing.isEmpty()
                      ? RuleOutcome.pass("every mode-proving reader entry proves its mode")
                      : RuleOutcome.pass("missing " + a.readerProofMissing))
          .rule(
              QualificationRule.READ_WRITE_MANY, a -> modeOutcome(a.readWriteMany, "ReadWriteMany"))
          .rule(QualificationRule.READ_ONLY_MANY, a -> modeOutcome(a.readOnlyMany, "ReadOnlyMany"))
          .rule(
              QualificationRule.READ_WRITE_ONCE,
              a ->
                  a.writerMode() != WriterMode.READ_WRITE_ONCE
                      ? RuleOutcome.notApplicable("writer claim is not ReadWriteOnce")
                      : RuleOutcome.pass(
                          a.readOnlyManyWithWriter && a.gatesHold()
                              ? "ReadWriteOnce qualified with ReadOnlyMany"
                              : "ReadWriteOnce not qualified: a writer mode alone enables nothing"))
          .rule(
              QualificationRule.ROX_NEEDS_WRITER_MODE,
              a ->
                  a.readOnlyManyNeedsWriterMode()
                      ? RuleOutcome.pass(
                          "missing rox-needs-writer-mode: ReadWriteMany is not qualified")
                      : RuleOutcome.notApplicable(
                          "ReadOnlyMany has a writer mode or is not proven"))
          .rule(
              QualificationRule.FRESH_DYNAMIC_CLAIM,
              a ->
                  a.findings.isEmpty()
                      ? RuleOutcome.notApplicable("no fresh dynamic claim tried")
                      : RuleOutcome.pass("findings " + a.findings))
          .rule(QualificationRule.VERDICT, Qualification::decide)
          .build();

  static final RuleBook<QualificationEvidence, String> WARNING_RULES =
      RuleBook.<QualificationEvidence, String>named(QualificationRule.WRITER_FSGROUP.decision())
          .rule(
              QualificationRule.WRITER_RUNS_AS_ROOT,
              e ->
                  runsAsRoot(e)
                      ? RuleOutcome.pass("warning " + VerdictCode.WRITER_RUNS_AS_ROOT.code())
                      : RuleOutcome.notApplicable("Kubernetes applies fsGroup"))
          .rule(
              QualificationRule.WRITER_FSGROUP,
              e ->
                  runsAsRoot(e)
                      ? RuleOutcome.notApplicable("the writer runs as root")
                      : RuleOutcome.pass("warning " + VerdictCode.WRITER_FSGROUP.code()))
          .rule(
              QualificationRule.FULLY_QUALIFIED_IMAGES,
              e ->
                  mentionsCrio(e.reference())
                      ? RuleOutcome.pass("warning " + VerdictCode.FULLY_QUALIFIED_IMAGES.code())
                      : RuleOutcome.notApplicable("the reference does not mention CRI-O"))
          .build();

  private Qualification() {}

  /**
   * Applies the verdict rules and deployment warnings to evidence built in code or parsed.
   *
   * <p>The evidence should be {@linkplain QualificationEvidence#validate() valid}: only then is the
   * justified entry guaranteed to pass catalog validation (the parser's {@code Qualify} refuses
   * invalid evidence before it gets here).
   *
   * @param evidence the facts of the run
   * @return the verdict with its trace
   */
  public static QualificationVerdict evaluate(QualificationEvidence evidence) {
    requireNonNull(evidence, "evidence");
    Analysis analysis = Analysis.of(evidence);
    Evaluation<VerdictKind> evaluation = VERDICT_RULES.evaluate(analysis);
    VerdictKind verdict = evaluation.decided().orElseThrow();
    ImmutableList<AccessMode> modes = analysis.qualifiedModes();
    boolean rwoWriter = modes.contains(AccessMode.READ_WRITE_ONCE);
    DriverEntry entry =
        new DriverEntry(
            evidence.provisioner(),
            evidence.provider(),
            modes,
            rwoWriter ? evidence.readerMountOptions() : ImmutableList.of(),
            false);
    Trace warningTrace = WARNING_RULES.evaluate(evidence).trace();
    ImmutableList<String> missing = analysis.missing();
    ImmutableList<String> warnings =
        warningTrace.entries().stream()
            .filter(e -> e.result() == TraceResult.PASSED)
            .map(e -> QualificationRule.of(e.ruleId()).reasonCodes().get(0))
            .collect(ImmutableList.toImmutableList());
    Reasons reasons = new Reasons(evidence);
    Map<String, String> explained = new LinkedHashMap<>();
    for (List<String> codes : List.of(missing, analysis.findings, warnings)) {
      codes.forEach(code -> explained.put(code, reasons.of(code)));
    }
    return new QualificationVerdict(
        evidence.provisioner(),
        verdict,
        modes,
        entry,
        missing,
        analysis.findings,
        warnings,
        ImmutableMap.copyOf(explained),
        evaluation.trace().then(warningTrace));
  }

  private static RuleOutcome<VerdictKind> decide(Analysis analysis) {
    VerdictKind kind = kind(analysis);
    return RuleOutcome.decide(
        kind,
        kind.wireName()
            + ": qualified "
            + names(analysis.qualifiedModes())
            + " of tried "
            + names(analysis.attemptedModes()));
  }

  private static VerdictKind kind(Analysis analysis) {
    ImmutableList<AccessMode> qualified = analysis.qualifiedModes();
    if (qualified.isEmpty()) {
      return VerdictKind.NOT_QUALIFIED;
    }
    return qualified.equals(analysis.attemptedModes())
        ? VerdictKind.QUALIFIED
        : VerdictKind.PARTIALLY_QUALIFIED;
  }

  private static RuleOutcome<VerdictKind> modeOutcome(Analysis.ModeStatus status, String mode) {
    if (!status.relevant()) {
      return RuleOutcome.notApplicable(mode + " not tried");
    }
    return RuleOutcome.pass(
        status.readerQualified()
            ? mode + " proven by the readers"
            : mode + " not proven: missing " + status.missing());
  }

  private static String names(List<AccessMode> modes) {
    return modes.stream().map(AccessMode::wireName).toList().toString();
  }

  static boolean runsAsRoot(QualificationEvidence evidence) {
    CsiDriverFacts csiDriver = evidence.csiDriver();
    return csiDriver != null && csiDriver.fsGroupPolicy() != FsGroupPolicy.FILE;
  }

  static boolean mentionsCrio(String reference) {
    String folded = reference.toLowerCase(Locale.ROOT);
    return folded.contains("cri-o") || folded.contains("crio");
  }
}
