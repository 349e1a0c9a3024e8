package io.planerules.audit;

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
    LibraryConventions.check("io.planerules.audit");
  }

  /**
   * The packages depend on each other one way: the wire formats on the rules and the values, the
   * rules on the values and sources; only the {@code io} package imports Jackson and SnakeYAML, and
   * nothing here reaches into storage-catalog.
   */
  @Test
  void packagesDependOneWay() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.planerules.audit");
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("Wire formats")
        .definedBy("io.planerules.audit.io")
        .layer("Rules")
        .definedBy("io.planerules.audit")
        .layer("Report")
        .definedBy("io.planerules.audit.report")
        .layer("Sources")
        .definedBy("io.planerules.audit.source")
        .whereLayer("Wire formats")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("Rules")
        .mayOnlyBeAccessedByLayers("Wire formats")
        .whereLayer("Report")
        .mayOnlyBeAccessedByLayers("Wire formats", "Rules")
        .check(classes);
    noClasses()
        .that()
        .resideOutsideOfPackage("io.planerules.audit.io..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("com.fasterxml..", "org.yaml..")
        .check(classes);
    noClasses()
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.planerules.storage..")
        .check(classes);
  }
}
