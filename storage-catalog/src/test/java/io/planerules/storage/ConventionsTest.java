package io.planerules.storage;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.planerules.testkit.arch.LibraryConventions;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The library conventions of docs/architecture.md#conventions hold for every production class of
 * this module.
 */
class ConventionsTest {

  /**
   * The module's packages from the bottom up: a package may use the ones before it, never the ones
   * after it.
   */
  private static final List<String> LAYERS =
      List.of(
          "io.planerules.storage.internal.json",
          "io.planerules.storage.internal.text",
          "io.planerules.storage.internal.drivers",
          "io.planerules.storage.internal.io",
          "io.planerules.storage.catalog.entry",
          "io.planerules.storage.catalog.transition",
          "io.planerules.storage.catalog.digest",
          "io.planerules.storage.catalog",
          "io.planerules.storage.qualification");

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check("io.planerules.storage");
  }

  @Test
  void packagesDependOneWayInTheirLayerOrder() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.planerules.storage");
    for (int i = 0; i < LAYERS.size() - 1; i++) {
      String[] above = LAYERS.subList(i + 1, LAYERS.size()).toArray(String[]::new);
      noClasses()
          .that()
          .resideInAPackage(LAYERS.get(i))
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(above)
          .because(LAYERS.get(i) + " lies below " + Arrays.toString(above))
          .check(classes);
    }
  }
}
