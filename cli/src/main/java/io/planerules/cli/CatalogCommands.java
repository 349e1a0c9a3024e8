package io.planerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.cli.ops.CatalogOps;
import io.planerules.cli.ops.Catalogs;
import io.planerules.cli.table.Render;
import io.planerules.cli.table.Table;
import io.planerules.storage.catalog.CatalogDiff;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.Workflow;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code planerules catalog validate|show|diff}. */
@Command(
    name = "catalog",
    description = "Validates, shows and compares storage capability catalogs.",
    footer = {
      "  ./planerules catalog validate cli/examples/broken-catalog.yaml",
      "  ./planerules catalog show"
    },
    subcommands = {
      CatalogCommands.Validate.class,
      CatalogCommands.Show.class,
      CatalogCommands.Diff.class
    })
final class CatalogCommands extends GroupCommand {

  /** Compiler-style lines: {@code FILE:LINE:COLUMN: severity code: message (at path)}. */
  static String problemLines(String file, JsonNode problems) {
    StringBuilder out = new StringBuilder();
    for (JsonNode p : problems) {
      out.append(file);
      if (p.has("line")) {
        out.append(':').append(p.get("line").asInt()).append(':').append(p.get("column").asInt());
      }
      out.append(": ")
          .append(p.get("severity").textValue())
          .append(' ')
          .append(p.get("code").textValue())
          .append(": ")
          .append(p.get("message").textValue());
      if (p.has("path")) {
        out.append(" (at ").append(p.get("path").textValue()).append(')');
      }
      out.append('\n');
    }
    return out.toString();
  }

  /** {@code catalog validate FILE}. */
  @Command(
      name = "validate",
      description = {
        "Validates a storage capability catalog.",
        "Prints every error and warning with its line:column, then the verdict and the catalog"
            + " revision. The file is YAML or JSON."
      },
      exitCodeList = {
        "0:the catalog is valid (warnings allowed)",
        "1:the catalog is invalid",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = "  ./planerules catalog validate cli/examples/broken-catalog.yaml")
  static final class Validate extends BaseCommand {
    @Parameters(index = "0", paramLabel = "FILE", description = "the catalog file (YAML or JSON)")
    Path file;

    @Override
    public Integer call() {
      JsonNode result = CatalogOps.validation(CatalogParser.parse(readBytes(file)), true);
      boolean valid = result.get("valid").booleanValue();
      String name = file.toString();
      StringBuilder text = new StringBuilder();
      text.append(problemLines(name, result.get("errors")))
          .append(problemLines(name, result.get("warnings")))
          .append(name)
          .append(": ")
          .append(valid ? "valid" : "invalid")
          .append(" (")
          .append(result.get("errors").size())
          .append(" errors, ")
          .append(result.get("warnings").size())
          .append(" warnings), catalog revision ")
          .append(Render.cell(result.get("catalogRevision")))
          .append('\n');
      print(result, text.toString());
      return valid ? OK : NEGATIVE;
    }
  }

  /** The loaded catalog of an optional file, or the problems printed and exit 1. */
  abstract static class CatalogReader extends BaseCommand {
    Catalogs.Loaded load(@Nullable Path file) {
      return file == null ? Catalogs.embedded() : Catalogs.load(readBytes(file));
    }

    int refuse(String name, Catalogs.Loaded loaded) {
      print(
          CatalogOps.refusal(name, loaded),
          problemLines(name, loaded.problems()) + name + ": invalid catalog\n");
      return NEGATIVE;
    }
  }

  /** {@code catalog show [FILE]}. */
  @Command(
      name = "show",
      description = {
        "Prints a catalog's drivers and the transitions they derive.",
        "One row per driver: provider, access modes, reader mount options, encryption, and the"
            + " transition of each workflow.",
        "Without FILE it shows the embedded default catalog."
      },
      exitCodeList = {
        "0:the catalog is valid",
        "1:the catalog is invalid (every problem is printed)",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules catalog show",
        "  ./planerules catalog show cli/examples/catalog.yaml"
      })
  static final class Show extends CatalogReader {
    @Parameters(
        index = "0",
        arity = "0..1",
        paramLabel = "FILE",
        description = "the catalog file (default: the embedded catalog)")
    @Nullable Path file;

    @Override
    public Integer call() {
      String name = file == null ? "embedded default" : file.toString();
      Catalogs.Loaded loaded = load(file);
      StorageCatalog catalog = loaded.catalog();
      if (catalog == null) {
        return refuse(name, loaded);
      }
      JsonNode out = CatalogOps.show(name, loaded, catalog);
      Table table =
          Table.of(
              "PROVISIONER",
              "PROVIDER",
              "ACCESS MODES",
              "READER OPTIONS",
              "ENCRYPTION",
              "regularModelCache",
              "helmModelCache");
      for (JsonNode driver : out.get("drivers")) {
        JsonNode transitions = driver.get("transitions");
        table.row(
            driver.get("provisioner").textValue(),
            driver.get("provider").textValue(),
            Render.cell(driver.get("accessModes")),
            Render.cell(driver.get("readerMountOptions")),
            driver.get("encryptionSupported").booleanValue(),
            transitions.get(Workflow.REGULAR.wireName()).textValue(),
            transitions.get(Workflow.HELM.wireName()).textValue());
      }
      String text =
          "catalog: "
              + name
              + ", revision "
              + Render.cell(out.get("catalogRevision"))
              + "\n"
              + table.render()
              + problemLines(name, loaded.problems());
      print(out, text);
      return OK;
    }
  }

  /**
   * The table of a diff report's JSON ({@link CatalogOps#report}): one row per driver x workflow,
   * then whether the revision changed and whether the catalogs are semantically equal.
   */
  static String diffText(JsonNode report) {
    Table table =
        Table.of(
            "PROVISIONER",
            "WORKFLOW",
            "CHANGE",
            "BEFORE",
            "AFTER",
            "CHANGED FIELDS",
            "INVALIDATES WARM CACHES");
    for (JsonNode change : report.get("changes")) {
      table.row(
          change.get("provisioner").textValue(),
          change.get("workflow").textValue(),
          change.get("change").textValue(),
          change.has("before") ? change.at("/before/transition").textValue() : "-",
          change.has("after") ? change.at("/after/transition").textValue() : "-",
          Render.cell(change.get("changedFields")),
          change.get("invalidatesWarmCaches").booleanValue() ? "yes" : "no");
    }
    return table.render()
        + "revision changed: "
        + (report.get("revisionChanged").booleanValue() ? "yes" : "no")
        + ", semantically equal: "
        + (report.get("semanticallyEqual").booleanValue() ? "yes" : "no")
        + "\n";
  }

  /** {@code catalog diff OLD NEW}. */
  @Command(
      name = "diff",
      description = {
        "Compares two catalogs per driver and workflow.",
        "Each driver x workflow is unchanged, profile-changed (warm caches on it would drift),"
            + " capability-changed, transition-changed, enabled, disabled, added or removed."
      },
      exitCodeList = {
        "0:every entry is unchanged",
        "1:an entry changed, or a catalog is invalid (its problems are printed)",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules catalog diff cli/examples/catalog.yaml \\",
        "      cli/examples/catalog-lustre.yaml"
      })
  static final class Diff extends CatalogReader {
    @Parameters(index = "0", paramLabel = "OLD", description = "the current catalog file")
    Path oldFile;

    @Parameters(index = "1", paramLabel = "NEW", description = "the proposed catalog file")
    Path newFile;

    @Override
    public Integer call() {
      Catalogs.Loaded before = load(oldFile);
      if (before.catalog() == null) {
        return refuse(oldFile.toString(), before);
      }
      Catalogs.Loaded after = load(newFile);
      if (after.catalog() == null) {
        return refuse(newFile.toString(), after);
      }
      CatalogDiff.Report report = CatalogDiff.diff(before.catalog(), after.catalog());
      JsonNode out = CatalogOps.report(report);
      boolean changed = false;
      for (JsonNode change : out.get("changes")) {
        changed |= !change.get("change").textValue().equals("unchanged");
      }
      String text = diffText(out);
      print(out, text);
      return changed ? NEGATIVE : OK;
    }
  }
}
