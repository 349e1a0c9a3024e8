package io.planerules.ownership;

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
    LibraryConventions.check("io.planerules.ownership");
  }

  /**
   * The packages depend on each other one way: informer scopes on mirroring (the mirrored-Secret
   * label), every concept on the core (label, classification, verdict, policy), the core on the
   * internal helpers only.
   */
  @Test
  void packagesDependOneWay() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.planerules.ownership");
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("Informer scopes")
        .definedBy("io.planerules.ownership.informer")
        .layer("Secret mirroring")
        .definedBy("io.planerules.ownership.mirror")
        .layer("Teardown")
        .definedBy("io.planerules.ownership.teardown")
        .layer("Backend admission")
        .definedBy("io.planerules.ownership.backend")
        .layer("Install and removal")
        .definedBy("io.planerules.ownership.install")
        .layer("Core")
        .definedBy("io.planerules.ownership")
        .layer("Internal")
        .definedBy("io.planerules.ownership.internal")
        .whereLayer("Informer scopes")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("Secret mirroring")
        .mayOnlyBeAccessedByLayers("Informer scopes")
        .whereLayer("Teardown")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("Backend admission")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("Install and removal")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("Core")
        .mayOnlyBeAccessedByLayers(
            "Informer scopes",
            "Secret mirroring",
            "Teardown",
            "Backend admission",
            "Install and removal")
        .whereLayer("Internal")
        .mayOnlyBeAccessedByLayers(
            "Informer scopes",
            "Secret mirroring",
            "Teardown",
            "Backend admission",
            "Install and removal",
            "Core")
        .check(classes);
  }
}
