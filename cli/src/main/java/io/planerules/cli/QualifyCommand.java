package io.planerules.cli;

import io.planerules.cli.ops.CatalogOps;
import io.planerules.cli.ops.Catalogs;
import io.planerules.cli.ops.QualifyOps;
import io.planerules.cli.table.Render;
import io.planerules.cli.table.Table;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.qualification.QualificationResult;
import io.planerules.storage.qualification.QualificationVerdict;
import io.planerules.storage.qualification.Qualify;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
      String name = evidence.toString();
      if (json()) {
        printJson(QualifyOps.result(result));
      } else {
        printText(
            CatalogCommands.problemLines(name, result.problems().problems())
                + name
                + ": invalid qualification evidence\n");
      }
      return NEGATIVE;
    }
    Qualified answer =
        new Qualified(
            result,
            verdict.entryYaml(),
            catalogName,
            loaded.revision(),
            CatalogOps.Diff.of(current, verdict.appliedTo(current)));
    if (json()) {
      printJson(
          QualifyOps.qualified(
              result, answer.entryYaml(), catalogName, answer.revision(), answer.diff()));
    } else {
      printText(text(answer));
    }
    return verdict.qualifiedModes().isEmpty() ? NEGATIVE : OK;
  }

  /**
   * The answer of {@code qualify} for evidence with a verdict: the library's result, the entry as
   * YAML, and the diff against the current catalog.
   *
   * @param result the qualification result, with a verdict
   * @param entryYaml the justified entry as YAML ({@link QualificationVerdict#entryYaml()})
   * @param source where the current catalog was read ({@code embedded default} or the file)
   * @param revision the current catalog's revision, null when unknown
   * @param diff the diff of replacing the current entry for the provisioner
   */
  record Qualified(
      QualificationResult result,
      String entryYaml,
      String source,
      @Nullable String revision,
      CatalogOps.Diff diff) {}

  private static String text(Qualified answer) {
    QualificationVerdict verdict = answer.result().verdict().orElseThrow();
    StringBuilder text = new StringBuilder();
    text.append("verdict: ")
        .append(verdict.verdict().wireName())
        .append(" (")
        .append(verdict.provisioner())
        .append(")\nqualified modes: ")
        .append(Render.cell(verdict.qualifiedModeNames()))
        .append('\n');
    for (Workflow workflow : Workflow.values()) {
      text.append(workflow.wireName())
          .append(": ")
          .append(verdict.transition(workflow).wireName())
          .append(verdict.enables(workflow) ? " (enabled)\n" : " (not enabled)\n");
    }
    Table codes = Table.of("KIND", "CODE", "REASON");
    for (Map.Entry<String, List<String>> kind :
        List.of(
            Map.entry("missing", verdict.missing()),
            Map.entry("findings", verdict.findings()),
            Map.entry("warnings", verdict.warnings()))) {
      for (String code : kind.getValue()) {
        codes.row(kind.getKey(), code, Render.cell(verdict.reasons().get(code)));
      }
    }
    if (!codes.isEmpty()) {
      text.append('\n').append(codes.render());
    }
    text.append("\ncatalog entry (paste under drivers:):\n")
        .append(answer.entryYaml())
        .append("\ncatalog diff against the ")
        .append(answer.source())
        .append(" catalog:\n")
        .append(CatalogCommands.diffText(answer.diff()));
    return text.toString();
  }
}
