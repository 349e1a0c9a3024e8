package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.Evaluation;
import io.planerules.rules.RuleBook;
import io.planerules.rules.RuleOutcome;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceResult;
import io.planerules.storage.catalog.AccessMode;
import io.planerules.storage.catalog.DriverEntry;
import io.planerules.storage.catalog.Transitions;
import io.planerules.storage.catalog.Workflow;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Decides what a qualification run justifies: the ordered verdict rules of qualification.md §3 and
 * the deployment warnings of §4 over a {@link QualificationEvidence}.
 *
 * <p>Every rule runs (each failure is a named missing proof); the first two gate everything: a
 * StorageClass that is not {@code Retain}, or a writer that did not populate a durable cache,
 * qualifies nothing. The verdict does not depend on the order of the reader entries. Text input is
 * parsed by {@code io.QualificationParser}; {@code io.Qualify.evaluate(text)} does both steps.
 *
 * <pre>{@code
 * QualificationVerdict v = Qualification.evaluate(evidence);
 * v.entry();              // provider weka, accessModes [ReadOnlyMany, ReadWriteMany], readerMountOptions []
 * v.enabledWorkflows();   // regularModelCache rwxReadOnly, helmModelCache rwxReadOnly
 * }</pre>
 */
public final class Qualification {

  /** Every rule id starts with it; a warning rule's id without it is the warning's code. */
  static final String RULE_PREFIX = "qualification.";

  static final String VERDICT_RULE = "qualification.verdict";

  static final RuleBook<Analysis, VerdictKind> VERDICT_RULES =
      RuleBook.<Analysis, VerdictKind>named("qualification verdict")
          .rule(
              "qualification.reclaim-policy-retain",
              "the StorageClass must be Retain, otherwise nothing qualifies",
              a ->
                  RuleOutcome.pass(
                      a.retain
                          ? "reclaimPolicy Retain"
                          : "reclaimPolicy "
                              + a.evidence.storageClass().reclaimPolicy().wireName()
                              + " is not Retain: nothing qualifies"))
          .rule(
              "qualification.writer-populated",
              "the writer must have written the cache and published a manifest",
              a ->
                  RuleOutcome.pass(
                      a.populated ? "writer populated" : "writer not populated: nothing qualifies"))
          .rule(
              "qualification.writer-durable",
              "the data must still be there after the writer exited",
              a ->
                  RuleOutcome.pass(
                      a.durable
                          ? "data durable after exit"
                          : "data not durable after exit: nothing qualifies"))
          .rule(
              "qualification.reader-proof",
              "a reader proves its mode only with identical bytes and all six probes EROFS",
              a ->
                  a.readerProofMissing.isEmpty()
                      ? RuleOutcome.pass("every mode-proving reader entry proves its mode")
                      : RuleOutcome.pass("missing " + a.readerProofMissing))
          .rule(
              "qualification.read-write-many",
              "ReadWriteMany needs an RWX writer and an RWX shape proving it in another namespace",
              a -> modeOutcome(a.readWriteMany, "ReadWriteMany"))
          .rule(
              "qualification.read-only-many",
              "ReadOnlyMany needs a ROX shape proving it in another namespace and reader option ro",
              a -> modeOutcome(a.readOnlyMany, "ReadOnlyMany"))
          .rule(
              "qualification.read-write-once",
              "ReadWriteOnce needs an RWO writer, the writer proofs and qualified ReadOnlyMany",
              a ->
                  a.writerMode() != WriterMode.READ_WRITE_ONCE
                      ? RuleOutcome.notApplicable("writer claim is not ReadWriteOnce")
                      : RuleOutcome.pass(
                          a.readOnlyManyWithWriter && a.gatesHold()
                              ? "ReadWriteOnce qualified with ReadOnlyMany"
                              : "ReadWriteOnce not qualified: a writer mode alone enables nothing"))
          .rule(
              "qualification.rox-needs-writer-mode",
              "ReadOnlyMany with a ReadWriteMany writer qualifies only together with ReadWriteMany",
              a ->
                  a.readOnlyManyNeedsWriterMode()
                      ? RuleOutcome.pass(
                          "missing rox-needs-writer-mode: ReadWriteMany is not qualified")
                      : RuleOutcome.notApplicable(
                          "ReadOnlyMany has a writer mode or is not proven"))
          .rule(
              "qualification.fresh-dynamic-claim",
              "a fresh dynamic claim on the class is recorded as a finding, never a failure",
              a ->
                  a.findings.isEmpty()
                      ? RuleOutcome.notApplicable("no fresh dynamic claim tried")
                      : RuleOutcome.pass("findings " + a.findings))
          .rule(
              VERDICT_RULE,
              "not-qualified = no mode; qualified = every mode some reader shape tried",
              Qualification::decide)
          .build();

  static final RuleBook<QualificationEvidence, String> WARNING_RULES =
      RuleBook.<QualificationEvidence, String>named("qualification deployment warning")
          .rule(
              "qualification.writer-runs-as-root",
              "fsGroupPolicy ReadWriteOnceWithFSType, None or unset: the writer must run as root",
              e ->
                  runsAsRoot(e)
                      ? RuleOutcome.pass("warning " + QualificationCodes.WRITER_RUNS_AS_ROOT)
                      : RuleOutcome.notApplicable("Kubernetes applies fsGroup"))
          .rule(
              "qualification.writer-fsgroup",
              "fsGroupPolicy File, or no CSIDriver object: the writer runs with fsGroup 65532",
              e ->
                  runsAsRoot(e)
                      ? RuleOutcome.notApplicable("the writer runs as root")
                      : RuleOutcome.pass("warning " + QualificationCodes.WRITER_FSGROUP))
          .rule(
              "qualification.fully-qualified-images",
              "the reference mentions CRI-O: image references must be fully qualified",
              e ->
                  mentionsCrio(e.reference())
                      ? RuleOutcome.pass("warning " + QualificationCodes.FULLY_QUALIFIED_IMAGES)
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
    EnabledWorkflows workflows =
        new EnabledWorkflows(
            Transitions.derive(entry, Workflow.REGULAR).transition(),
            Transitions.derive(entry, Workflow.HELM).transition());
    Trace warningTrace = WARNING_RULES.evaluate(evidence).trace();
    ImmutableList<String> missing = analysis.missing();
    ImmutableList<String> warnings =
        warningTrace.entries().stream()
            .filter(e -> e.result() == TraceResult.PASSED)
            .map(e -> e.ruleId().value().substring(RULE_PREFIX.length()))
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
        workflows,
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
    return evidence
        .csiDriverObject()
        .map(d -> d.fsGroupPolicy() != FsGroupPolicy.FILE)
        .orElse(false);
  }

  static boolean mentionsCrio(String reference) {
    String folded = reference.toLowerCase(Locale.ROOT);
    return folded.contains("cri-o") || folded.contains("crio");
  }
}
