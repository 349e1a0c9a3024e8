package io.planerules.storage.qualification;

import static io.planerules.storage.qualification.VerdictCode.CROSS_NAMESPACE;
import static io.planerules.storage.qualification.VerdictCode.INCONSISTENT_EVIDENCE;
import static io.planerules.storage.qualification.VerdictCode.WRITER_ACCESS_MODE;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.DefinedRule;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.AccessMode;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The qualification rules, three decisions in the order docs/rules.md lists them: the {@code
 * qualification verdict} rules, which {@link Qualification} applies in this order (every rule runs;
 * each failure is a named missing proof), the {@code qualification deployment warning} rules it
 * applies after them, and the {@code qualification evidence} check ({@link EvidenceValidation},
 * after the one reader and the binding) with every problem code it can raise. Each constant's
 * {@code description()} is its line in docs/rules.md; its reason codes are {@link VerdictCode}s
 * (parameterised ones shown with their placeholders), {@link VerdictKind} wire names or {@link
 * EvidenceCode}s.
 */
enum QualificationRule implements DefinedRule {
  RECLAIM_POLICY_RETAIN(
      Group.VERDICT,
      "qualification.reclaim-policy-retain",
      "the StorageClass must be Retain, otherwise nothing qualifies",
      VerdictCode.RECLAIM_POLICY_RETAIN.code()),
  WRITER_POPULATED(
      Group.VERDICT,
      "qualification.writer-populated",
      "the writer must have written the cache and published a manifest",
      VerdictCode.WRITER_POPULATED.code()),
  WRITER_DURABLE(
      Group.VERDICT,
      "qualification.writer-durable",
      "the data must still be there after the writer exited",
      VerdictCode.WRITER_DURABLE.code()),
  READER_PROOF(
      Group.VERDICT,
      "qualification.reader-proof",
      "a reader proves its mode only with identical bytes and all six probes EROFS",
      VerdictCode.IDENTICAL_BYTES.code(),
      VerdictCode.READ_ONLY_ENFORCED.code()),
  READ_WRITE_MANY(
      Group.VERDICT,
      "qualification.read-write-many",
      "ReadWriteMany needs an RWX writer and an RWX shape proving it in another namespace",
      WRITER_ACCESS_MODE.code(AccessMode.READ_WRITE_MANY.wireName()),
      INCONSISTENT_EVIDENCE.code(),
      CROSS_NAMESPACE.code(AccessMode.READ_WRITE_MANY.wireName())),
  READ_ONLY_MANY(
      Group.VERDICT,
      "qualification.read-only-many",
      "ReadOnlyMany needs a ROX shape proving it in another namespace and reader option ro",
      INCONSISTENT_EVIDENCE.code(),
      CROSS_NAMESPACE.code(AccessMode.READ_ONLY_MANY.wireName()),
      VerdictCode.READER_MOUNT_RO.code()),
  READ_WRITE_ONCE(
      Group.VERDICT,
      "qualification.read-write-once",
      "ReadWriteOnce needs an RWO writer, the writer proofs and qualified ReadOnlyMany"),
  ROX_NEEDS_WRITER_MODE(
      Group.VERDICT,
      "qualification.rox-needs-writer-mode",
      "ReadOnlyMany with a ReadWriteMany writer qualifies only together with ReadWriteMany",
      VerdictCode.ROX_NEEDS_WRITER_MODE.code()),
  FRESH_DYNAMIC_CLAIM(
      Group.VERDICT,
      "qualification.fresh-dynamic-claim",
      "a fresh dynamic claim on the class is recorded as a finding, never a failure",
      VerdictCode.SHARED_FILESYSTEM_ASSUMPTION_FAILS.code(),
      VerdictCode.CLASS_PINNED_TO_ONE_EXPORT.code()),
  VERDICT(
      Group.VERDICT,
      "qualification.verdict",
      "not-qualified = no mode; qualified = every mode some reader shape tried",
      VerdictKind.QUALIFIED.wireName(),
      VerdictKind.PARTIALLY_QUALIFIED.wireName(),
      VerdictKind.NOT_QUALIFIED.wireName()),
  WRITER_RUNS_AS_ROOT(
      Group.WARNING,
      "qualification.writer-runs-as-root",
      "fsGroupPolicy ReadWriteOnceWithFSType, None or unset: the writer must run as root",
      VerdictCode.WRITER_RUNS_AS_ROOT.code()),
  WRITER_FSGROUP(
      Group.WARNING,
      "qualification.writer-fsgroup",
      "fsGroupPolicy File, or no CSIDriver object: the writer runs with fsGroup 65532",
      VerdictCode.WRITER_FSGROUP.code()),
  FULLY_QUALIFIED_IMAGES(
      Group.WARNING,
      "qualification.fully-qualified-images",
      "the reference mentions CRI-O: image references must be fully qualified",
      VerdictCode.FULLY_QUALIFIED_IMAGES.code()),
  /** Its codes end with the catalog's rules that the justified entry's values pass. */
  EVIDENCE(
      Group.EVIDENCE,
      "qualification.evidence",
      "the evidence document is read with the catalog's hardened parser and its facts"
          + " checked; the justified entry's values pass the catalog's own rules",
      Stream.concat(
              Arrays.stream(EvidenceCode.values()).map(EvidenceCode::code),
              StorageCatalog.entryValueCodes().stream())
          .toArray(String[]::new));

  private static final ImmutableList<RuleDescriptor> ALL = ImmutableList.copyOf(values());

  /** The three decisions the rules belong to, each with the class that decides it. */
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
   * rules, then the evidence document check.
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> all() {
    return ALL;
  }

  /**
   * The rule with an id.
   *
   * @param id a qualification rule id
   * @return the rule
   * @throws IllegalArgumentException when no qualification rule has the id
   */
  static QualificationRule of(RuleId id) {
    for (QualificationRule rule : values()) {
      if (rule.definition.id().equals(id)) {
        return rule;
      }
    }
    throw new IllegalArgumentException("not a qualification rule: " + id);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
