package io.planerules.storage.internal.io;

import java.util.Set;

/** A document kind for the reader's own tests: each code is its check's name, no prefix. */
final class TestKind {

  /** Codes {@code SIZE}, {@code YAML_ALIAS}, ...; {@code drivers} keyed by names. */
  static final DocumentKind KIND =
      new DocumentKind(Enum::name, "", "empty", Set.of("drivers"), DocumentKind.Refusals.DETAILED);

  private TestKind() {}
}
