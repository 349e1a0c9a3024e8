package io.planerules.cli;

import io.planerules.cli.ops.CatalogOps;
import io.planerules.cli.ops.Catalogs;
import io.planerules.cli.table.Render;
import io.planerules.cli.table.Table;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.storage.catalog.CatalogDiff;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transitions;
import java.nio.file.Path;
import java.util.List;
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
  static String problemLines(String file, List<Problem> problems) {
    StringBuilder out = new StringBuilder();
    for (Problem p : problems) {
      out.append(file);
      SourcePosition position = p.position();
      if (position != null) {
        out.append(':').append(position.line()).append(':').append(position.column());
      }
      out.append(": ")
          .append(p.severity().wireName())
          .append(' ')
          .append(p.code())
          .append(": ")
          .append(p.message());
      if (!p.path().isEmpty()) {
        out.append(" (at ").append(p.path()).append(')');
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
      CatalogResult result = CatalogParser.parse(readBytes(file));
      if (json()) {
        printJson(CatalogOps.validation(result, true));
      } else {
        printText(text(result));
      }
      return result.isValid() ? OK : NEGATIVE;
    }

    private String text(CatalogResult result) {
      String name = file.toString();
      return problemLines(name, result.errors())
          + problemLines(name, result.warnings())
          + name
          + ": "
          + (result.isValid() ? "valid" : "invalid")
          + " ("
          + result.errors().size()
          + " errors, "
          + result.warnings().size()
          + " warnings), catalog revision "
          + Render.cell(result.revision().map(CatalogRevision::value).orElse(null))
          + "\n";
    }
  }

  /** The loaded catalog of an optional file, or the problems printed and exit 1. */
  abstract static class CatalogReader extends BaseCommand {
    Catalogs.Loaded load(@Nullable Path file) {
      return file == null ? Catalogs.embedded() : Catalogs.load(readBytes(file));
    }

    int refuse(String name, Catalogs.Loaded loaded) {
      if (json()) {
        printJson(CatalogOps.refusal(name, loaded));
      } else {
        printText(problemLines(name, loaded.problems()) + name + ": invalid catalog\n");
      }
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
      if (json()) {
        printJson(CatalogOps.show(name, loaded, catalog));
      } else {
        printText(text(name, loaded, catalog));
      }
      return OK;
    }

    private static String text(String name, Catalogs.Loaded loaded, StorageCatalog catalog) {
      Table table =
          Table.of(
              "PROVISIONER",
              "PROVIDER",
              "ACCESS MODES",
              "READER OPTIONS",
              "ENCRYPTION",
              "regularModelCache",
              "helmModelCache");
      for (DriverEntry driver : catalog.drivers()) {
        table.row(
            driver.provisioner(),
            driver.provider(),
            Render.cell(driver.accessModeNames()),
            Render.cell(driver.readerMountOptions()),
            driver.encryptionSupported(),
            Transitions.derive(driver, Workflow.REGULAR).transition().wireName(),
            Transitions.derive(driver, Workflow.HELM).transition().wireName());
      }
      return "catalog: "
          + name
          + ", revision "
          + Render.cell(loaded.revision())
          + "\n"
          + table.render()
          + problemLines(name, loaded.problems());
    }
  }

  /**
   * The table of a diff report: one row per driver x workflow, then whether the revision changed
   * and whether the catalogs are semantically equal.
   */
  static String diffText(CatalogOps.Diff report) {
    Table table =
        Table.of(
            "PROVISIONER",
            "WORKFLOW",
            "CHANGE",
            "BEFORE",
            "AFTER",
            "CHANGED FIELDS",
            "INVALIDATES WARM CACHES");
    for (CatalogDiff.Change change : report.changes()) {
      CatalogDiff.Side before = change.before();
      CatalogDiff.Side after = change.after();
      table.row(
          change.provisioner(),
          change.workflow().wireName(),
          change.kind().wireName(),
          before == null ? "-" : before.transition().wireName(),
          after == null ? "-" : after.transition().wireName(),
          Render.cell(change.changedFields()),
          change.invalidatesWarmCaches() ? "yes" : "no");
    }
    return table.render()
        + "revision changed: "
        + (report.revisionChanged() ? "yes" : "no")
        + ", semantically equal: "
        + (report.semanticallyEqual() ? "yes" : "no")
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
      CatalogOps.Diff report = CatalogOps.Diff.of(before.catalog(), after.catalog());
      boolean changed = false;
      for (CatalogDiff.Change change : report.changes()) {
        changed |= change.kind() != CatalogDiff.Kind.UNCHANGED;
      }
      if (json()) {
        printJson(CatalogOps.report(report));
      } else {
        printText(diffText(report));
      }
      return changed ? NEGATIVE : OK;
    }
  }
}
