package io.planerules.fabric8;

import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions of docs/architecture.md#conventions hold for the adapter too: it is pure
 * mapping (no clock, no I/O, no client), and it is the one package allowed to use the fabric8
 * model.
 */
class ConventionsTest {

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check("io.planerules.fabric8");
  }
}
