package io.planerules.rbac;

import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions of docs/architecture.md#conventions hold for every production class of
 * this module.
 */
class ConventionsTest {

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check("io.planerules.rbac");
  }
}
