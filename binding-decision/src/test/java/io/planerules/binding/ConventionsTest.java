package io.planerules.binding;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.planerules.testkit.arch.LibraryConventions;
import org.junit.jupiter.api.Test;

/**
 * The library conventions (docs/architecture.md) hold for every production class of this module,
 * and its packages depend on each other one way only, in the order the layers below name them.
 */
class ConventionsTest {

  private static final String ROOT = "io.planerules.binding";

  @Test
  void libraryConventionsHold() {
    LibraryConventions.check(ROOT);
  }

  @Test
  void packagesDependOneWay() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages(ROOT);
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("reader volumes")
        .definedBy(ROOT + ".reader..")
        .layer("helm backend")
        .definedBy(ROOT + ".helm..")
        .layer("binding intent")
        .definedBy(ROOT + ".intent..")
        .layer("selection wire form")
        .definedBy(ROOT + ".selection.io..")
        .layer("persisted selection")
        .definedBy(ROOT + ".selection")
        .layer("decision")
        .definedBy(ROOT + ".decision..")
        .layer("model-cache names")
        .definedBy(ROOT + ".names..")
        .layer("internal")
        .definedBy(ROOT + ".internal..")
        .layer("shared")
        .definedBy(ROOT)
        .whereLayer("reader volumes")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("helm backend")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("binding intent")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("selection wire form")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("persisted selection")
        .mayOnlyBeAccessedByLayers(
            "reader volumes", "helm backend", "binding intent", "selection wire form")
        .whereLayer("decision")
        .mayOnlyBeAccessedByLayers(
            "reader volumes",
            "helm backend",
            "binding intent",
            "selection wire form",
            "persisted selection")
        .whereLayer("model-cache names")
        .mayOnlyBeAccessedByLayers(
            "reader volumes",
            "helm backend",
            "binding intent",
            "selection wire form",
            "persisted selection",
            "decision")
        .whereLayer("internal")
        .mayOnlyBeAccessedByLayers(
            "reader volumes",
            "helm backend",
            "binding intent",
            "selection wire form",
            "persisted selection",
            "decision",
            "model-cache names")
        .whereLayer("shared")
        .mayOnlyBeAccessedByLayers(
            "reader volumes",
            "helm backend",
            "binding intent",
            "selection wire form",
            "persisted selection",
            "decision",
            "model-cache names",
            "internal")
        .check(classes);
  }
}
