package io.planerules.storage.qualification;

import static io.planerules.storage.qualification.QualificationCodes.CROSS_NAMESPACE_PREFIX;
import static io.planerules.storage.qualification.QualificationCodes.IDENTICAL_BYTES_PREFIX;
import static io.planerules.storage.qualification.QualificationCodes.INCONSISTENT_EVIDENCE_PREFIX;
import static io.planerules.storage.qualification.QualificationCodes.READ_ONLY_ENFORCED_PREFIX;
import static io.planerules.storage.qualification.QualificationCodes.WRITER_ACCESS_MODE_PREFIX;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.storage.catalog.ValidationRule;
import java.util.List;

/**
 * Every qualification rule, in the order {@code docs/rules.md} lists them: the verdict rules in
 * evaluation order, the deployment warnings, then the check of the evidence document with every
 * problem code it can raise. The reason codes are the constants of {@link QualificationCodes}
 * (parameterised codes shown with their placeholders).
 *
 * <pre>{@code
 * QualificationRule.all().get(0).id();   // qualification.reclaim-policy-retain
 * }</pre>
 */
public enum QualificationRule implements RuleDescriptor {
  /** Retain or nothing qualifies. */
  RECLAIM_POLICY_RETAIN(
      Group.VERDICT,
      "qualification.reclaim-policy-retain",
      "the StorageClass must be Retain, otherwise nothing qualifies",
      QualificationCodes.RECLAIM_POLICY_RETAIN),
  /** The writer populated the cache. */
  WRITER_POPULATED(
      Group.VERDICT,
      "qualification.writer-populated",
      "the writer must have written the cache and published a manifest",
      QualificationCodes.WRITER_POPULATED),
  /** The data outlived the writer. */
  WRITER_DURABLE(
      Group.VERDICT,
      "qualification.writer-durable",
      "the data must still be there after the writer exited",
      QualificationCodes.WRITER_DURABLE),
  /** What a reader entry must show to prove its mode. */
  READER_PROOF(
      Group.VERDICT,
      "qualification.reader-proof",
      "a reader proves its mode only with identical bytes and all six probes EROFS",
      IDENTICAL_BYTES_PREFIX + "<shape>/<namespace>",
      READ_ONLY_ENFORCED_PREFIX + "<shape>/<probe>"),
  /** ReadWriteMany. */
  READ_WRITE_MANY(
      Group.VERDICT,
      "qualification.read-write-many",
      "ReadWriteMany needs an RWX writer and an RWX shape proving it in another namespace",
      WRITER_ACCESS_MODE_PREFIX + "ReadWriteMany",
      INCONSISTENT_EVIDENCE_PREFIX + "<shape>/<namespace>",
      CROSS_NAMESPACE_PREFIX + "ReadWriteMany"),
  /** ReadOnlyMany. */
  READ_ONLY_MANY(
      Group.VERDICT,
      "qualification.read-only-many",
      "ReadOnlyMany needs a ROX shape proving it in another namespace and reader option ro",
      INCONSISTENT_EVIDENCE_PREFIX + "<shape>/<namespace>",
      CROSS_NAMESPACE_PREFIX + "ReadOnlyMany",
      QualificationCodes.READER_MOUNT_RO),
  /** ReadWriteOnce. */
  READ_WRITE_ONCE(
      Group.VERDICT,
      "qualification.read-write-once",
      "ReadWriteOnce needs an RWO writer, the writer proofs and qualified ReadOnlyMany"),
  /** ReadOnlyMany with an RWX writer needs ReadWriteMany. */
  ROX_NEEDS_WRITER_MODE(
      Group.VERDICT,
      "qualification.rox-needs-writer-mode",
      "ReadOnlyMany with a ReadWriteMany writer qualifies only together with ReadWriteMany",
      QualificationCodes.ROX_NEEDS_WRITER_MODE),
  /** Findings of a fresh dynamic claim. */
  FRESH_DYNAMIC_CLAIM(
      Group.VERDICT,
      "qualification.fresh-dynamic-claim",
      "a fresh dynamic claim on the class is recorded as a finding, never a failure",
      QualificationCodes.SHARED_FILESYSTEM_ASSUMPTION_FAILS,
      QualificationCodes.CLASS_PINNED_TO_ONE_EXPORT),
  /** The verdict. */
  VERDICT(
      Group.VERDICT,
      "qualification.verdict",
      "not-qualified = no mode; qualified = every mode some reader shape tried",
      VerdictKind.QUALIFIED.wireName(),
      VerdictKind.PARTIALLY_QUALIFIED.wireName(),
      VerdictKind.NOT_QUALIFIED.wireName()),
  /** Warning: the writer runs as root. */
  WRITER_RUNS_AS_ROOT(
      Group.WARNING,
      "qualification.writer-runs-as-root",
      "fsGroupPolicy ReadWriteOnceWithFSType, None or unset: the writer must run as root",
      QualificationCodes.WRITER_RUNS_AS_ROOT),
  /** Warning: the writer runs with fsGroup 65532. */
  WRITER_FSGROUP(
      Group.WARNING,
      "qualification.writer-fsgroup",
      "fsGroupPolicy File, or no CSIDriver object: the writer runs with fsGroup 65532",
      QualificationCodes.WRITER_FSGROUP),
  /** Warning: image references must be fully qualified. */
  FULLY_QUALIFIED_IMAGES(
      Group.WARNING,
      "qualification.fully-qualified-images",
      "the reference mentions CRI-O: image references must be fully qualified",
      QualificationCodes.FULLY_QUALIFIED_IMAGES),
  /** The evidence document and every problem code reading and checking it can raise. */
  EVIDENCE(
      Group.EVIDENCE,
      "qualification.evidence",
      "the evidence document is read with the catalog's hardened parser and its facts"
          + " checked; the justified entry's values pass the catalog's own rules",
      QualificationCodes.SIZE,
      QualificationCodes.ENCODING,
      QualificationCodes.FORBIDDEN_CHARACTER,
      QualificationCodes.EMPTY,
      QualificationCodes.YAML_ALIAS,
      QualificationCodes.YAML_ANCHOR,
      QualificationCodes.YAML_TAG,
      QualificationCodes.MULTI_DOCUMENT,
      QualificationCodes.DUPLICATE_KEY,
      QualificationCodes.DEPTH,
      QualificationCodes.ROOT_TYPE,
      QualificationCodes.SYNTAX,
      QualificationCodes.AMBIGUOUS_SCALAR,
      QualificationCodes.FIELD_LENGTH,
      QualificationCodes.UNKNOWN_FIELD,
      QualificationCodes.FIELD_TYPE,
      QualificationCodes.FIELD_MISSING,
      QualificationCodes.FIELD_VALUE,
      QualificationCodes.LIST_LENGTH,
      QualificationCodes.TOO_MANY_PROBLEMS,
      QualificationCodes.API_VERSION,
      QualificationCodes.KIND,
      QualificationCodes.FIELD_BLANK,
      QualificationCodes.DATE_FORMAT,
      QualificationCodes.READERS_EMPTY,
      QualificationCodes.SHAPE_NAMESPACE,
      // the justified entry's values pass the catalog's own validation rules
      ValidationRule.PROVISIONER_FORMAT.code(),
      ValidationRule.PROVIDER_FORMAT.code(),
      ValidationRule.READER_OPTION_BLANK.code(),
      ValidationRule.READER_OPTION_WHITESPACE.code(),
      ValidationRule.READER_OPTION_DUPLICATE.code(),
      ValidationRule.READER_OPTION_CONFLICT.code(),
      ValidationRule.READER_OPTION_COMMA.code(),
      ValidationRule.READER_OPTION_LENGTH.code(),
      ValidationRule.READER_OPTION_RW.code(),
      ValidationRule.NVMESH_PROVIDER_MISMATCH.code());

  /** Every rule id starts with it; a warning rule's id without it is the warning's code. */
  static final String RULE_PREFIX = "qualification.";

  private static final ImmutableList<RuleDescriptor> ALL = ImmutableList.copyOf(values());

  /** The three decisions the rules belong to. */
  private enum Group {
    VERDICT("qualification verdict", Qualification.class),
    WARNING("qualification deployment warning", Qualification.class),
    EVIDENCE("qualification evidence", EvidenceValidation.class);

    final String decision;
    final Class<?> decidedBy;

    Group(String decision, Class<?> decidedBy) {
      this.decision = decision;
      this.decidedBy = decidedBy;
    }
  }

  private final Definition definition;

  QualificationRule(Group group, String id, String description, String... reasonCodes) {
    definition =
        Definition.of(id, group.decision, group.decidedBy, description, List.of(reasonCodes));
  }

  /**
   * Every qualification rule: the verdict rules in evaluation order, then the deployment warning
   * rules, then the evidence document checks.
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> all() {
    return ALL;
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
