package io.planerules.admission;

/** Message fragments the CEL messages and {@link AdmissionDecision} share. */
final class Messages {

  private Messages() {}

  /** The legacy plane's explanation (docs/reference/ownership.md#policy). */
  static final String LEGACY_ONLY_UNLABELLED = "the legacy plane only manages unlabelled objects";

  /** The legacy plane's explanation for a labelled namespace. */
  static final String LEGACY_ONLY_UNLABELLED_NAMESPACES =
      "the legacy plane only manages unlabelled namespaces";

  /** The explanation of rule shared-prerequisite. */
  static final String SHARED = "a shared prerequisite no plane manages";
}
