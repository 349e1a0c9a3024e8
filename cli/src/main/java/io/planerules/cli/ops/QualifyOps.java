package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.json.Json;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.qualification.QualificationResult;
import io.planerules.storage.qualification.QualificationVerdict;
import io.planerules.storage.qualification.Qualify;
import org.jspecify.annotations.Nullable;

/**
 * The qualification operation (docs/reference/cli.md#qualify): what a qualification run's evidence
 * justifies.
 */
public final class QualifyOps {

  private QualifyOps() {}

  /** Registers {@code qualify}. */
  public static void register(OpRegistry.Builder ops) {
    ops.register("qualify", Fields.of(Field.string("evidence")), QualifyOps::qualify);
  }

  /**
   * {@code qualify}: {@code evidence} (YAML or JSON text) → {@code valid}, {@code problems}, {@code
   * verdict}, {@code provisioner}, {@code qualifiedModes}, {@code entry}, {@code enabledWorkflows},
   * {@code transitions}, {@code missing}, {@code findings}, {@code warnings}, {@code reasons},
   * {@code trace}. Evidence that cannot be read or whose facts are invalid is a validation answer
   * ({@code valid:false} with its problems, {@code verdict} null), like {@code catalog.validate}.
   */
  static ObjectNode qualify(Request request) {
    return result(Qualify.evaluate(request.string("evidence")));
  }

  /** The JSON of a qualification result; every field is present whether valid or not. */
  public static ObjectNode result(QualificationResult result) {
    ObjectNode out = Json.object();
    out.put("valid", result.isValid());
    out.set("problems", Json.problems(result.problems().problems()));
    QualificationVerdict verdict = result.verdict().orElse(null);
    if (verdict == null) {
      out.putNull("verdict");
      out.putNull("provisioner");
      out.set("qualifiedModes", Json.array());
      out.putNull("entry");
      out.putNull("enabledWorkflows");
      out.putNull("transitions");
      out.set("missing", Json.array());
      out.set("findings", Json.array());
      out.set("warnings", Json.array());
      out.set("reasons", Json.object());
      out.set("trace", Json.array());
      return out;
    }
    out.put("verdict", verdict.verdict().wireName());
    out.put("provisioner", verdict.provisioner());
    out.set("qualifiedModes", Json.strings(verdict.qualifiedModeNames()));
    out.set("entry", entry(verdict.entry()));
    ObjectNode enabled = out.putObject("enabledWorkflows");
    ObjectNode transitions = out.putObject("transitions");
    for (Workflow workflow : Workflow.values()) {
      enabled.put(workflow.wireName(), verdict.enables(workflow));
      transitions.put(workflow.wireName(), verdict.transition(workflow).wireName());
    }
    out.set("missing", Json.strings(verdict.missing()));
    out.set("findings", Json.strings(verdict.findings()));
    out.set("warnings", Json.strings(verdict.warnings()));
    out.set("reasons", Json.stringMap(verdict.reasons()));
    out.set("trace", Json.trace(verdict.trace()));
    return out;
  }

  /**
   * What {@code planerules qualify --output json} prints for a verdict: the {@code qualify} result
   * plus {@code entryYaml}, {@code catalog} ({@code source}, {@code catalogRevision}) and {@code
   * diff} (a {@code catalog.diff} result).
   */
  public static ObjectNode qualified(
      QualificationResult result,
      String entryYaml,
      String source,
      @Nullable String revision,
      CatalogOps.Diff diff) {
    ObjectNode out = result(result);
    out.put("entryYaml", entryYaml);
    ObjectNode catalog = out.putObject("catalog");
    catalog.put("source", source);
    catalog.put("catalogRevision", revision);
    out.set("diff", CatalogOps.report(diff));
    return out;
  }

  /** A catalog entry: {@code {provisioner, provider, accessModes, readerMountOptions}}. */
  public static ObjectNode entry(DriverEntry entry) {
    ObjectNode node = Json.object();
    node.put("provisioner", entry.provisioner());
    node.put("provider", entry.provider());
    node.set("accessModes", Json.strings(entry.accessModeNames()));
    node.set("readerMountOptions", Json.strings(entry.readerMountOptions()));
    return node;
  }
}
