package io.planerules.simulation;

import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions of docs/architecture.md#conventions hold for the simulation too (no
 * clock, no random source: the walks are seeded).
 */
class ConventionsTest {

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check("io.planerules.simulation");
  }
}
