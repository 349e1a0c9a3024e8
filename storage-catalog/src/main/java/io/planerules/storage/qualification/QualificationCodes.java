package io.planerules.storage.qualification;

/**
 * Every stable code this package produces: missing-proof codes
 * (docs/reference/storage-catalog.md#verdict-rules), findings , deployment warnings and evidence
 * problem codes. Parameterised missing proofs are built by the static methods, e.g. {@code
 * identicalBytes(STATIC_PV_READ_WRITE_MANY, OTHER)} is {@code
 * identical-bytes:staticPvReadWriteMany/other}.
 */
public final class QualificationCodes {

  // Missing proofs, in rule order.

  /** The StorageClass is not {@code Retain}: nothing qualifies. */
  public static final String RECLAIM_POLICY_RETAIN = "reclaim-policy-retain";

  /** The writer did not populate the cache and publish a manifest: nothing qualifies. */
  public static final String WRITER_POPULATED = "writer-populated";

  /** The data was not there after the writer exited: nothing qualifies. */
  public static final String WRITER_DURABLE = "writer-durable";

  /** Prefix of {@code identical-bytes:<shape>/<namespace>}. */
  public static final String IDENTICAL_BYTES_PREFIX = "identical-bytes:";

  /** Prefix of {@code read-only-enforced:<shape>/<probe>}. */
  public static final String READ_ONLY_ENFORCED_PREFIX = "read-only-enforced:";

  /** Prefix of {@code cross-namespace:<mode>}. */
  public static final String CROSS_NAMESPACE_PREFIX = "cross-namespace:";

  /** Prefix of {@code inconsistent-evidence:<shape>/<namespace>}. */
  public static final String INCONSISTENT_EVIDENCE_PREFIX = "inconsistent-evidence:";

  /**
   * Prefix of {@code writer-access-mode:ReadWriteMany}: an RWX reader shape was tried, but the
   * writer's claim was not ReadWriteMany (the spec names no code for it; this one is ours).
   */
  public static final String WRITER_ACCESS_MODE_PREFIX = "writer-access-mode:";

  /** {@code readerMountOptions} lacks {@code ro}, so ReadOnlyMany is not qualified. */
  public static final String READER_MOUNT_RO = "reader-mount-ro";

  /** ReadOnlyMany was proven but no writer mode qualifies with it. */
  public static final String ROX_NEEDS_WRITER_MODE = "rox-needs-writer-mode";

  // Findings: information, never a failure.

  /** A fresh dynamic claim on the class came back with other (empty) data. */
  public static final String SHARED_FILESYSTEM_ASSUMPTION_FAILS =
      "shared-filesystem-assumption-fails";

  /**
   * A fresh dynamic claim on the class saw the writer's bytes: the class is pinned to one export.
   */
  public static final String CLASS_PINNED_TO_ONE_EXPORT = "class-pinned-to-one-export";

  // Deployment warnings: never change the verdict.

  /** The CSIDriver does not make Kubernetes chown the volume: the writer must run as root. */
  public static final String WRITER_RUNS_AS_ROOT = "writer-runs-as-root";

  /** Kubernetes chowns the volume: the writer runs with fsGroup 65532. */
  public static final String WRITER_FSGROUP = "writer-fsgroup";

  /** The runtime (CRI-O) enforces short-name resolution: image references must be qualified. */
  public static final String FULLY_QUALIFIED_IMAGES = "fully-qualified-images";

  // Evidence problems.

  /** A required text field is blank. */
  public static final String FIELD_BLANK = "qualification.field-blank";

  /** {@code date} is not an ISO calendar date {@code yyyy-MM-dd}. */
  public static final String DATE_FORMAT = "qualification.date-format";

  /** {@code readers} is empty. */
  public static final String READERS_EMPTY = "qualification.readers-empty";

  /** A same-namespace-only reader shape claims to have run in another namespace. */
  public static final String SHAPE_NAMESPACE = "qualification.shape-namespace";

  /** {@code apiVersion} is not {@value QualificationEvidence#API_VERSION}. */
  public static final String API_VERSION = "qualification.api-version";

  /** {@code kind} is not {@value QualificationEvidence#KIND}. */
  public static final String KIND = "qualification.kind";

  /** A required field is absent or null. */
  public static final String FIELD_MISSING = "qualification.field-missing";

  /** A field has the wrong JSON/YAML type. */
  public static final String FIELD_TYPE = "qualification.field-type";

  /** A field's value is not one of the allowed names (case-sensitive). */
  public static final String FIELD_VALUE = "qualification.field-value";

  /** A key not in the evidence format. */
  public static final String UNKNOWN_FIELD = "qualification.unknown-field";

  /** A list longer than its limit. */
  public static final String LIST_LENGTH = "qualification.list-length";

  /** More than {@link #MAX_PROBLEMS} problems; collection stopped. */
  public static final String TOO_MANY_PROBLEMS = "qualification.too-many-problems";

  // Text-level problems of the hardened reader (the catalog's pipeline, same settings).

  /** More than {@link #MAX_BYTES} bytes. */
  public static final String SIZE = "qualification.size";

  /** UTF-16/32 byte order mark, malformed UTF-8 or an unpaired surrogate. */
  public static final String ENCODING = "qualification.encoding";

  /** A control character (raw, or produced by an escape). */
  public static final String FORBIDDEN_CHARACTER = "qualification.forbidden-character";

  /** No document, only comments, or a null root. */
  public static final String EMPTY = "qualification.empty";

  /** A YAML alias. */
  public static final String YAML_ALIAS = "qualification.yaml-alias";

  /** A YAML anchor. */
  public static final String YAML_ANCHOR = "qualification.yaml-anchor";

  /** An explicit YAML tag. */
  public static final String YAML_TAG = "qualification.yaml-tag";

  /** Anything after the root value. */
  public static final String MULTI_DOCUMENT = "qualification.multi-document";

  /** A key repeated in one mapping. */
  public static final String DUPLICATE_KEY = "qualification.duplicate-key";

  /** More than {@link #MAX_DEPTH} nested containers. */
  public static final String DEPTH = "qualification.depth";

  /** The root is not a mapping. */
  public static final String ROOT_TYPE = "qualification.root-type";

  /** Anything else the YAML or JSON parser refuses. */
  public static final String SYNTAX = "qualification.syntax";

  /** A plain {@code yes/no/on/off/y/n} scalar, which a YAML 1.1 reader takes for a boolean. */
  public static final String AMBIGUOUS_SCALAR = "qualification.ambiguous-scalar";

  /**
   * A key longer than {@link #MAX_KEY_LENGTH} or a scalar longer than {@link #MAX_SCALAR_LENGTH}.
   */
  public static final String FIELD_LENGTH = "qualification.field-length";

  // Limits (the catalog's, docs/reference/storage-catalog.md#binding-problems), not configurable.

  /** Largest accepted document, in UTF-8 bytes. */
  public static final int MAX_BYTES = 262_144;

  /** Deepest nesting of containers (root = 1). */
  public static final int MAX_DEPTH = 16;

  /** Longest key, in characters. */
  public static final int MAX_KEY_LENGTH = 256;

  /** Longest scalar, in characters. */
  public static final int MAX_SCALAR_LENGTH = 4096;

  /** Most reader entries and most mount options in one list. */
  public static final int MAX_LIST_ITEMS = 64;

  /** Most problems reported before {@link #TOO_MANY_PROBLEMS}. */
  public static final int MAX_PROBLEMS = 100;

  private QualificationCodes() {}

  /**
   * {@code identical-bytes:<shape>/<namespace>}.
   *
   * @param shape the reader shape
   * @param namespace where it ran
   * @return the code
   */
  public static String identicalBytes(ReaderShape shape, ReaderNamespace namespace) {
    return IDENTICAL_BYTES_PREFIX + shape.wireName() + "/" + namespace.wireName();
  }

  /**
   * {@code read-only-enforced:<shape>/<probe>}.
   *
   * @param shape the reader shape
   * @param probe the probe that was not refused with EROFS
   * @return the code
   */
  public static String readOnlyEnforced(ReaderShape shape, WriteProbe probe) {
    return READ_ONLY_ENFORCED_PREFIX + shape.wireName() + "/" + probe.wireName();
  }

  /**
   * {@code inconsistent-evidence:<shape>/<namespace>}.
   *
   * @param shape the reader shape
   * @param namespace where its disagreeing entries ran
   * @return the code
   */
  public static String inconsistentEvidence(ReaderShape shape, ReaderNamespace namespace) {
    return INCONSISTENT_EVIDENCE_PREFIX + shape.wireName() + "/" + namespace.wireName();
  }

  /**
   * {@code cross-namespace:<mode>}, e.g. {@code cross-namespace:ReadWriteMany}.
   *
   * @param modeWireName the access mode's wire name
   * @return the code
   */
  public static String crossNamespace(String modeWireName) {
    return CROSS_NAMESPACE_PREFIX + modeWireName;
  }
}
