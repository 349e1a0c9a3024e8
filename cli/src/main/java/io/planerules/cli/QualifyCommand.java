package io.planerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.cli.ops.Catalogs;
import io.planerules.cli.ops.QualifyOps;
import io.planerules.cli.table.Render;
import io.planerules.cli.table.Table;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.qualification.CatalogEntries;
import io.planerules.storage.qualification.QualificationResult;
import io.planerules.storage.qualification.QualificationVerdict;
import io.planerules.storage.qualification.Qualify;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code planerules qualify EVIDENCE [--catalog FILE]} (docs/reference/cli.md#qualify): the verdict
 * of a qualification run, the catalog entry it justifies as YAML ready to paste, and the catalog
 * diff of replacing the current catalog's entry for that provisioner.
 */
@Command(
    name = "qualify",
    description = {
      "Tells which catalog entry a storage qualification run justifies.",
      "Prints the verdict, the qualified access modes, every missing proof, finding and"
          + " deployment warning, the entry as YAML ready to paste under drivers:, and the catalog"
          + " diff of replacing the current entry for that provisioner."
    },
    exitCodeList = {
      "0:at least one access mode qualifies",
      "1:no mode qualifies, or the evidence or the catalog is invalid",
      BaseCommand.USAGE_EXIT_CODE
    },
    footer = "  ./planerules qualify docs/qualification/weka.yaml")
final class QualifyCommand extends CatalogCommands.CatalogReader {

  @Parameters(
      index = "0",
      paramLabel = "EVIDENCE",
      description = "the qualification evidence (YAML or JSON)")
  Path evidence;

  @Option(
      names = "--catalog",
      paramLabel = "FILE",
      description = "the current catalog, YAML or JSON (default: the embedded one)")
  @Nullable Path catalogFile;

  @Override
  public Integer call() {
    QualificationResult result = Qualify.evaluate(readBytes(evidence));
    String catalogName = catalogFile == null ? "embedded default" : catalogFile.toString();
    Catalogs.Loaded loaded = load(catalogFile);
    StorageCatalog current = loaded.catalog();
    if (current == null) {
      return refuse(catalogName, loaded);
    }
    QualificationVerdict verdict = result.verdict().orElse(null);
    if (verdict == null) {
      JsonNode out = QualifyOps.result(result);
      String name = evidence.toString();
      print(
          out,
          CatalogCommands.problemLines(name, out.get("problems"))
              + name
              + ": invalid qualification evidence\n");
      return NEGATIVE;
    }
    String yaml = CatalogEntries.yaml(verdict.entry());
    JsonNode out =
        QualifyOps.qualified(
            result, yaml, catalogName, loaded.revision(), CatalogEntries.diff(current, verdict));
    print(out, text(out, yaml, catalogName, out.get("diff")));
    return verdict.qualifiedModes().isEmpty() ? NEGATIVE : OK;
  }

  private static String text(JsonNode out, String yaml, String catalogName, JsonNode diff) {
    StringBuilder text = new StringBuilder();
    text.append("verdict: ")
        .append(out.get("verdict").textValue())
        .append(" (")
        .append(out.get("provisioner").textValue())
        .append(")\nqualified modes: ")
        .append(Render.cell(out.get("qualifiedModes")))
        .append('\n');
    for (var workflow : out.get("transitions").properties()) {
      text.append(workflow.getKey())
          .append(": ")
          .append(workflow.getValue().textValue())
          .append(
              out.get("enabledWorkflows").get(workflow.getKey()).booleanValue()
                  ? " (enabled)\n"
                  : " (not enabled)\n");
    }
    Table codes = Table.of("KIND", "CODE", "REASON");
    for (String kind : new String[] {"missing", "findings", "warnings"}) {
      for (JsonNode code : out.get(kind)) {
        codes.row(kind, code.textValue(), Render.cell(out.get("reasons").get(code.textValue())));
      }
    }
    if (!codes.isEmpty()) {
      text.append('\n').append(codes.render());
    }
    text.append("\ncatalog entry (paste under drivers:):\n")
        .append(yaml)
        .append("\ncatalog diff against the ")
        .append(catalogName)
        .append(" catalog:\n")
        .append(CatalogCommands.diffText(diff));
    return text.toString();
  }
}
