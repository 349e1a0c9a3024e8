package io.planerules.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.fasterxml.jackson.databind.JsonNode;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * One-shot commands call the library and print its typed answers; the batch protocol maps JSON to
 * the same calls; neither goes through the other. No command class (a {@link BaseCommand} but
 * {@code batch} itself) touches the batch protocol's request types, and none builds JSON: the JSON
 * form of an answer is the ops package's ({@code cli.ops}), shared with the batch operations. The
 * text of an answer is rendered from the typed answer, never from its JSON form: no one-shot
 * command class and no table renderer reads a Jackson tree.
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

  /**
   * The one-shot command classes: every class of the top-level {@code cli} package whose name (or
   * whose enclosing class's name) has {@code Command} in it, and {@code PlanTables}; but {@link
   * BaseCommand}, which prints the JSON form the {@code cli.ops} mapping builds of an answer.
   */
  private static final String ONE_SHOT_COMMAND =
      "io\\.planerules\\.cli\\.(\\w*Command\\w*|PlanTables)(\\$.*)?";

  @Test
  void noCommandRendersTextFromJson() {
    noClasses()
        .that()
        .haveNameMatching(ONE_SHOT_COMMAND)
        .and()
        .doNotHaveFullyQualifiedName(BaseCommand.class.getName())
        .should()
        .dependOnClassesThat()
        .areAssignableTo(JsonNode.class)
        .orShould()
        .dependOnClassesThat()
        .resideInAPackage("io.planerules.cli.json..")
        .because(
            "a command renders its text from the library's typed answer and hands that answer to"
                + " the cli.ops mapping for --output json")
        .check(CLI);
  }

  @Test
  void tablesRenderTypedAnswers() {
    noClasses()
        .that()
        .resideInAPackage("io.planerules.cli.table..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("com.fasterxml.jackson..")
        .check(CLI);
  }
}
