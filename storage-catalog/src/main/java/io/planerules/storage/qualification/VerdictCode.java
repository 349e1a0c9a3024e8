package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

/**
 * The codes a qualification verdict names (docs/reference/storage-catalog.md#verdict-rules): the
 * missing proofs in rule order, the findings and the deployment warnings. Each is raised through
 * its constant; a parameterised code ({@code identical-bytes:<shape>/<namespace>}) is its prefix
 * and an argument ({@link #code(String)}).
 */
enum VerdictCode {
  RECLAIM_POLICY_RETAIN("reclaim-policy-retain"),
  WRITER_POPULATED("writer-populated"),
  WRITER_DURABLE("writer-durable"),
  IDENTICAL_BYTES("identical-bytes:", "<shape>/<namespace>"),
  READ_ONLY_ENFORCED("read-only-enforced:", "<shape>/<probe>"),
  CROSS_NAMESPACE("cross-namespace:", "<mode>"),
  INCONSISTENT_EVIDENCE("inconsistent-evidence:", "<shape>/<namespace>"),
  /**
   * An RWX reader shape was tried, but the writer's claim was not ReadWriteMany (the qualification
   * guide names no code for it; this one is ours).
   */
  WRITER_ACCESS_MODE("writer-access-mode:", "<mode>"),
  READER_MOUNT_RO("reader-mount-ro"),
  ROX_NEEDS_WRITER_MODE("rox-needs-writer-mode"),
  /** A finding: information, never a failure. */
  SHARED_FILESYSTEM_ASSUMPTION_FAILS("shared-filesystem-assumption-fails"),
  /** A finding: information, never a failure. */
  CLASS_PINNED_TO_ONE_EXPORT("class-pinned-to-one-export"),
  /** A deployment warning: never changes the verdict. */
  WRITER_RUNS_AS_ROOT("writer-runs-as-root"),
  /** A deployment warning: never changes the verdict. */
  WRITER_FSGROUP("writer-fsgroup"),
  /** A deployment warning: never changes the verdict. */
  FULLY_QUALIFIED_IMAGES("fully-qualified-images");

  private final String text;

  /** The argument's placeholders, or {@code ""} for a code without argument. */
  private final String placeholders;

  VerdictCode(String text) {
    this(text, "");
  }

  VerdictCode(String prefix, String placeholders) {
    this.text = prefix;
    this.placeholders = placeholders;
  }

  /**
   * The code; for a parameterised one, with its placeholders as docs/rules.md lists it.
   *
   * @return e.g. {@code reclaim-policy-retain} or {@code identical-bytes:<shape>/<namespace>}
   */
  public String code() {
    return text + placeholders;
  }

  /**
   * A parameterised code with its argument.
   *
   * @param argument e.g. {@code staticPvReadWriteMany/other}
   * @return e.g. {@code identical-bytes:staticPvReadWriteMany/other}
   * @throws IllegalStateException for a code without argument
   */
  public String code(String argument) {
    requireNonNull(argument, "argument");
    if (placeholders.isEmpty()) {
      throw new IllegalStateException(this + " takes no argument");
    }
    return text + argument;
  }

  /**
   * The constant a code was raised through.
   *
   * @param code a verdict code
   * @return the constant
   * @throws IllegalArgumentException when no constant raises it
   */
  static VerdictCode of(String code) {
    for (VerdictCode c : values()) {
      if (c.placeholders.isEmpty() ? code.equals(c.text) : code.startsWith(c.text)) {
        return c;
      }
    }
    throw new IllegalArgumentException("not a verdict code: " + code);
  }

  /**
   * The argument of a parameterised code raised through this constant.
   *
   * @param code the code
   * @return what follows the prefix
   */
  String argument(String code) {
    return code.substring(text.length());
  }
}
