package io.planerules.cli;

import io.planerules.cli.ops.IdentityOps;
import io.planerules.cli.table.Render;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.ValidationResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code planerules id ...}. */
@Command(
    name = "id",
    description = "Checks control-plane ids.",
    footer = "  ./planerules id check Plane-A",
    subcommands = {IdCommands.Check.class})
final class IdCommands extends GroupCommand {

  /** {@code planerules id check ID}: validates a control-plane id; prints its mode or problems. */
  @Command(
      name = "check",
      description = {
        "Validates a control-plane id.",
        "Prints the id's mode, or every problem with its code and the Helm value path."
            + " The empty id ('') is legacy mode."
      },
      exitCodeList = {
        "0:the id is valid",
        "1:the id is invalid (every problem is printed)",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = "  ./planerules id check Plane-A")
  static final class Check extends BaseCommand {

    @Parameters(
        index = "0",
        paramLabel = "ID",
        description = "the candidate control-plane id ('' for legacy mode)")
    String id;

    @Override
    public Integer call() {
      ValidationResult result = ControlPlaneId.validate(id);
      if (json()) {
        printJson(IdentityOps.idValidation(id, result));
      } else {
        printText(text(id, result));
      }
      return result.isValid() ? OK : NEGATIVE;
    }

    /** The table text of an id's validation: its mode, or every problem. */
    static String text(String id, ValidationResult result) {
      return result.isValid()
          ? "control-plane id \""
              + id
              + "\" is valid ("
              + (id.isEmpty() ? "legacy" : "named")
              + " mode)\n"
          : "control-plane id \"" + id + "\" is invalid:\n" + Render.problems(result.problems());
    }
  }
}
