package io.planerules.identity;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions hold for every production class of this module, and its packages depend
 * on each other one way only: plane checks → naming → id and domain → name validators → internal
 * helpers.
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
        .whereLayer("plane checks")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("naming")
        .mayOnlyBeAccessedByLayers("plane checks")
        .whereLayer("id and domain")
        .mayOnlyBeAccessedByLayers("plane checks", "naming")
        .whereLayer("name validators")
        .mayOnlyBeAccessedByLayers("plane checks", "naming", "id and domain")
        .whereLayer("internal")
        .mayOnlyBeAccessedByLayers("plane checks", "naming", "id and domain", "name validators")
        .check(classes);
  }
}
