package io.planerules.simulation;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions of docs/architecture.md#conventions hold for the simulation too (no
 * clock, no random source: the walks are seeded), and its packages depend one way: the explorer on
 * the actors, the actors on the server.
 */
class ConventionsTest {

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check("io.planerules.simulation");
  }

  @Test
  void packagesDependOneWay() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.planerules.simulation");
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("Explorer")
        .definedBy("io.planerules.simulation.explore")
        .layer("Actors")
        .definedBy("io.planerules.simulation.actor")
        .layer("Server")
        .definedBy("io.planerules.simulation.server")
        .whereLayer("Explorer")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("Actors")
        .mayOnlyBeAccessedByLayers("Explorer")
        .whereLayer("Server")
        .mayOnlyBeAccessedByLayers("Explorer", "Actors")
        .check(classes);
  }
}
