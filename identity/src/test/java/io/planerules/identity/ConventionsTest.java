package io.planerules.identity;

import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/** The library conventions of architecture.md hold for every production class of this module. */
class ConventionsTest {

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check("io.planerules.identity");
  }
}
