package io.planerules.admission;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions of docs/architecture.md#conventions hold for every production class of
 * this module.
 */
class ConventionsTest {

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check("io.planerules.admission");
  }

  /**
   * The packages depend on each other one way: YAML and JSON on the core's documents, the core on
   * the objects; only the {@code io} package imports Jackson.
   */
  @Test
  void packagesDependOneWay() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.planerules.admission");
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("Rendering")
        .definedBy("io.planerules.admission.io")
        .layer("Core")
        .definedBy("io.planerules.admission")
        .layer("Objects")
        .definedBy("io.planerules.admission.policy")
        .whereLayer("Rendering")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("Core")
        .mayOnlyBeAccessedByLayers("Rendering")
        .whereLayer("Objects")
        .mayOnlyBeAccessedByLayers("Core")
        .check(classes);
    noClasses()
        .that()
        .resideOutsideOfPackage("io.planerules.admission.io..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("com.fasterxml..")
        .check(classes);
  }
}
