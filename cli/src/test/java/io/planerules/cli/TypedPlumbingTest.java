package io.planerules.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * One-shot commands call the library and print its typed answers; the batch protocol maps JSON to
 * the same calls; neither goes through the other. No command class (a {@link BaseCommand} but
 * {@code batch} itself) touches the batch protocol's request types, and none builds JSON: the JSON
 * form of an answer is the ops package's ({@code cli.ops}), shared with the batch operations.
 */
class TypedPlumbingTest {

  private static final JavaClasses CLI =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("io.planerules.cli");

  @Test
  void noCommandGoesThroughTheBatchProtocol() {
    noClasses()
        .that()
        .areAssignableTo(BaseCommand.class)
        .and()
        .doNotHaveSimpleName("BatchCommand")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.planerules.cli.batch..")
        .check(CLI);
  }

  @Test
  void noCommandBuildsJson() {
    noClasses()
        .that()
        .areAssignableTo(BaseCommand.class)
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("com.fasterxml.jackson.databind.node.ObjectNode")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("com.fasterxml.jackson.databind.node.ArrayNode")
        .check(CLI);
  }
}
