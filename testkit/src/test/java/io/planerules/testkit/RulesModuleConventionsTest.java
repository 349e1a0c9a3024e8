package io.planerules.testkit;

import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions hold for the {@code rules} module. It is checked here because {@code
 * rules} cannot depend on testkit (testkit depends on it).
 */
class RulesModuleConventionsTest {

  @Test
  void libraryConventionsHoldForRules() {
    // tag::library-conventions[]
    LibraryConventions.check("io.planerules.rules"); // an AssertionError lists every violation
    // end::library-conventions[]
  }
}
