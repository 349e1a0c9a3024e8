package io.planerules.storage.qualification;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.TransitionalDescriptor;
import io.planerules.storage.catalog.CatalogRules;
import java.util.List;

/**
 * The rules reference of qualification (for {@code docs/rules.md}): the verdict rules of
 * qualification.md §3 in evaluation order, the deployment warnings of §4, and the evidence document
 * checks of §1 with every problem code.
 *
 * <pre>{@code
 * QualificationRules.all().get(0).id();   // qualification.reclaim-policy-retain
 * }</pre>
 */
public final class QualificationRules {

  /** The rule id under which evidence document problems are listed. */
  public static final String EVIDENCE_RULE = "qualification.evidence";

  private static final ImmutableMap<String, List<String>> REASONS =
      ImmutableMap.<String, List<String>>builder()
          .put(
              "qualification.reclaim-policy-retain",
              List.of(QualificationCodes.RECLAIM_POLICY_RETAIN))
          .put("qualification.writer-populated", List.of(QualificationCodes.WRITER_POPULATED))
          .put("qualification.writer-durable", List.of(QualificationCodes.WRITER_DURABLE))
          .put(
              "qualification.reader-proof",
              List.of(
                  QualificationCodes.IDENTICAL_BYTES_PREFIX + "<shape>/<namespace>",
                  QualificationCodes.READ_ONLY_ENFORCED_PREFIX + "<shape>/<probe>"))
          .put(
              "qualification.read-write-many",
              List.of(
                  QualificationCodes.WRITER_ACCESS_MODE_PREFIX + "ReadWriteMany",
                  QualificationCodes.INCONSISTENT_EVIDENCE_PREFIX + "<shape>/<namespace>",
                  QualificationCodes.CROSS_NAMESPACE_PREFIX + "ReadWriteMany"))
          .put(
              "qualification.read-only-many",
              List.of(
                  QualificationCodes.INCONSISTENT_EVIDENCE_PREFIX + "<shape>/<namespace>",
                  QualificationCodes.CROSS_NAMESPACE_PREFIX + "ReadOnlyMany",
                  QualificationCodes.READER_MOUNT_RO))
          .put("qualification.read-write-once", List.of())
          .put(
              "qualification.rox-needs-writer-mode",
              List.of(QualificationCodes.ROX_NEEDS_WRITER_MODE))
          .put(
              "qualification.fresh-dynamic-claim",
              List.of(
                  QualificationCodes.SHARED_FILESYSTEM_ASSUMPTION_FAILS,
                  QualificationCodes.CLASS_PINNED_TO_ONE_EXPORT))
          .put(
              Qualification.VERDICT_RULE,
              List.of(
                  VerdictKind.QUALIFIED.wireName(),
                  VerdictKind.PARTIALLY_QUALIFIED.wireName(),
                  VerdictKind.NOT_QUALIFIED.wireName()))
          .put("qualification.writer-runs-as-root", List.of(QualificationCodes.WRITER_RUNS_AS_ROOT))
          .put("qualification.writer-fsgroup", List.of(QualificationCodes.WRITER_FSGROUP))
          .put(
              "qualification.fully-qualified-images",
              List.of(QualificationCodes.FULLY_QUALIFIED_IMAGES))
          .buildOrThrow();

  /** Every evidence problem code, in pipeline order; catalog codes are the catalog's own rules. */
  static final ImmutableList<String> EVIDENCE_CODES =
      ImmutableList.of(
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
          CatalogRules.PROVISIONER_FORMAT,
          CatalogRules.PROVIDER_FORMAT,
          CatalogRules.READER_OPTION_BLANK,
          CatalogRules.READER_OPTION_WHITESPACE,
          CatalogRules.READER_OPTION_DUPLICATE,
          CatalogRules.READER_OPTION_CONFLICT,
          CatalogRules.READER_OPTION_COMMA,
          CatalogRules.READER_OPTION_LENGTH,
          CatalogRules.READER_OPTION_RW,
          CatalogRules.NVMESH_PROVIDER_MISMATCH);

  private QualificationRules() {}

  /**
   * Every qualification rule: the verdict rules in evaluation order, then the deployment warning
   * rules, then the evidence document checks.
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> all() {
    return ImmutableList.<RuleDescriptor>builder()
        .addAll(Qualification.VERDICT_RULES.describe(id -> REASONS.get(id.value())))
        .addAll(Qualification.WARNING_RULES.describe(id -> REASONS.get(id.value())))
        .add(
            new TransitionalDescriptor(
                RuleId.of(EVIDENCE_RULE),
                "qualification evidence",
                "the evidence document is read with the catalog's hardened parser and its facts"
                    + " checked; the justified entry's values pass the catalog's own rules",
                EVIDENCE_CODES))
        .build();
  }
}
