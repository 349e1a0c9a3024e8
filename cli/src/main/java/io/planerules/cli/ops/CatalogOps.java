package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.batch.RequestException;
import io.planerules.cli.json.Json;
import io.planerules.rules.Problem;
import io.planerules.storage.catalog.CatalogDiff;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.InputFormat;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transitions;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The catalog validation and diff operations (docs/reference/cli.md#operations). */
public final class CatalogOps {

  private CatalogOps() {}

  /** Registers {@code catalog.validate} and {@code catalog.diff}. */
  public static void register(OpRegistry.Builder ops) {
    ops.register(
        "catalog.validate",
        Fields.of(Field.string("payload"), Field.document("document")),
        CatalogOps::validate);
    ops.register(
        "catalog.diff", Fields.of(Field.string("old"), Field.string("new")), CatalogOps::diff);
  }

  /**
   * {@code catalog.validate}: {@code payload} (YAML or JSON text) or {@code document} (JSON object)
   * → {@code valid}, {@code errors}, {@code warnings}, {@code catalogRevision} (of the payload;
   * absent for a document).
   */
  static ObjectNode validate(Request request) {
    String payload = request.nullableString("payload");
    JsonNode document = request.document("document");
    if (payload == null && document != null) {
      CatalogResult result = CatalogParser.parse(Json.write(document), InputFormat.JSON);
      return validation(result, false);
    }
    return validation(CatalogParser.parse(payload == null ? "" : payload), true);
  }

  /** What a command prints for an invalid catalog file: {@code valid: false}, {@code problems}. */
  public static ObjectNode invalid(Catalogs.Loaded loaded) {
    ObjectNode out = Json.object().put("valid", false);
    out.set("problems", Json.problems(loaded.problems()));
    return out;
  }

  /**
   * What a command that reads a catalog prints when it is invalid: {@code source}, {@code valid:
   * false}, {@code catalogRevision}, {@code problems}.
   */
  public static ObjectNode refusal(String source, Catalogs.Loaded loaded) {
    ObjectNode out = Json.object();
    out.put("source", source);
    out.put("valid", false);
    out.put("catalogRevision", loaded.revision());
    out.set("problems", Json.problems(loaded.problems()));
    return out;
  }

  /**
   * {@code catalog show}: {@code source}, {@code catalogRevision}, {@code drivers} ({@code
   * provisioner, provider, accessModes, readerMountOptions, encryptionSupported, transitions}),
   * {@code warnings}.
   */
  public static ObjectNode show(String source, Catalogs.Loaded loaded, StorageCatalog catalog) {
    ObjectNode out = Json.object();
    out.put("source", source);
    out.put("catalogRevision", loaded.revision());
    ArrayNode drivers = out.putArray("drivers");
    for (DriverEntry entry : catalog.drivers()) {
      ObjectNode node = drivers.addObject();
      node.put("provisioner", entry.provisioner());
      node.put("provider", entry.provider());
      node.set("accessModes", Json.strings(entry.accessModeNames()));
      node.set("readerMountOptions", Json.strings(entry.readerMountOptions()));
      node.put("encryptionSupported", entry.encryptionSupported());
      ObjectNode transitions = node.putObject("transitions");
      for (Workflow workflow : Workflow.values()) {
        transitions.put(
            workflow.wireName(), Transitions.derive(entry, workflow).transition().wireName());
      }
    }
    out.set("warnings", Json.problems(loaded.problems()));
    return out;
  }

  /** The JSON of a catalog parse result. */
  public static ObjectNode validation(CatalogResult result, boolean withRevision) {
    ObjectNode out = Json.object();
    out.put("valid", result.isValid());
    out.set("errors", Json.problems(result.errors()));
    out.set("warnings", Json.problems(result.warnings()));
    if (withRevision) {
      out.put("catalogRevision", result.revision().map(CatalogRevision::value).orElse(null));
    }
    return out;
  }

  /** A valid catalog of a payload field, or {@code ok:false} {@code catalog.invalid}. */
  static StorageCatalog validCatalog(String field, String payload) {
    CatalogResult result = CatalogParser.parse(payload);
    if (!result.isValid()) {
      List<Problem> errors = result.errors();
      throw new RequestException(
          "catalog.invalid",
          "the \"" + field + "\" catalog is invalid: " + errors.get(0).message(),
          Json.problems(result.problems()));
    }
    return result.orElseThrow();
  }

  /**
   * {@code catalog.diff}: {@code old}, {@code new} (payloads) → {@code changes}: {@code
   * {provisioner, workflow, change, before?, after?, changedFields, invalidatesWarmCaches}}, plus
   * {@code revisionChanged} and {@code semanticallyEqual}.
   */
  static ObjectNode diff(Request request) {
    String old = request.string("old");
    String next = request.string("new");
    return report(Diff.of(validCatalog("old", old), validCatalog("new", next)));
  }

  /**
   * What {@code catalog.diff}, {@code catalog diff} and {@code qualify} show of two catalogs: the
   * library's changes per provisioner × workflow, whether the revisions differ (both absent =
   * unchanged) and whether the catalogs mean the same.
   *
   * @param changes {@link CatalogDiff#diff(StorageCatalog, StorageCatalog)}
   * @param revisionChanged whether the revisions differ
   * @param semanticallyEqual {@link StorageCatalog#semanticallyEquals}
   */
  public record Diff(
      List<CatalogDiff.Change> changes, boolean revisionChanged, boolean semanticallyEqual) {

    /** The diff of {@code before} and {@code after}. */
    public static Diff of(StorageCatalog before, StorageCatalog after) {
      return new Diff(
          CatalogDiff.diff(before, after),
          !before.revision().equals(after.revision()),
          before.semanticallyEquals(after));
    }
  }

  /** The JSON of a diff. */
  public static ObjectNode report(Diff report) {
    ObjectNode out = Json.object();
    ArrayNode changes = out.putArray("changes");
    for (CatalogDiff.Change change : report.changes()) {
      ObjectNode node = changes.addObject();
      node.put("provisioner", change.provisioner());
      node.put("workflow", change.workflow().wireName());
      node.put("change", change.kind().wireName());
      if (change.before() != null) {
        node.set("before", side(change.before()));
      }
      if (change.after() != null) {
        node.set("after", side(change.after()));
      }
      node.set("changedFields", Json.strings(change.changedFields()));
      node.put("invalidatesWarmCaches", change.invalidatesWarmCaches());
    }
    out.put("revisionChanged", report.revisionChanged());
    out.put("semanticallyEqual", report.semanticallyEqual());
    return out;
  }

  private static ObjectNode side(CatalogDiff.@Nullable Side side) {
    ObjectNode node = Json.object();
    if (side == null) {
      return node;
    }
    node.put("provider", side.provider());
    node.put("transition", side.transition().wireName());
    node.set(
        "requiredAccessModes",
        Json.strings(side.requiredAccessModes().stream().map(AccessMode::wireName).toList()));
    node.set("requiredMountOptions", Json.strings(side.requiredMountOptions()));
    node.put("profileDigest", side.profileDigest());
    return node;
  }
}
