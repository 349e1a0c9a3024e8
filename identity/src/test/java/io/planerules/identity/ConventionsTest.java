package io.planerules.identity;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions hold for every production class of this module, and its packages depend
 * on each other one way only: rules index → plane checks → naming → id and domain → name validators
 * → internal helpers.
 */
class ConventionsTest {

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check("io.planerules.identity");
  }

  @Test
  void packagesDependOneWay() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("io.planerules.identity");
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("rules index")
        .definedBy("io.planerules.identity.rules")
        .layer("plane checks")
        .definedBy("io.planerules.identity.plane")
        .layer("naming")
        .definedBy("io.planerules.identity.naming")
        .layer("id and domain")
        .definedBy("io.planerules.identity")
        .layer("name validators")
        .definedBy("io.planerules.identity.validation")
        .layer("internal")
        .definedBy("io.planerules.identity.internal")
        .whereLayer("rules index")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("plane checks")
        .mayOnlyBeAccessedByLayers("rules index")
        .whereLayer("naming")
        .mayOnlyBeAccessedByLayers("rules index", "plane checks")
        .whereLayer("id and domain")
        .mayOnlyBeAccessedByLayers("rules index", "plane checks", "naming")
        .whereLayer("name validators")
        .mayOnlyBeAccessedByLayers("rules index", "plane checks", "naming", "id and domain")
        .whereLayer("internal")
        .mayOnlyBeAccessedByLayers(
            "rules index", "plane checks", "naming", "id and domain", "name validators")
        .check(classes);
  }
}
