package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.decision.TopologyRequirement;
import io.planerules.binding.decision.TopologyTerm;
import io.planerules.binding.helm.HelmBackend;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.binding.reader.ReaderVolumes;
import io.planerules.binding.selection.DriftCheck;
import io.planerules.binding.selection.DriftResult;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.binding.selection.io.SelectionCodec;
import io.planerules.binding.selection.io.SelectionParseResult;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.batch.RequestException;
import io.planerules.cli.json.Json;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.digest.ProfileDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/** Batch operations of the {@code binding-decision} module (docs/reference/cli.md#operations). */
public final class BindingOps {

  private BindingOps() {}

  /** Registers the binding-decision operations. */
  public static void register(OpRegistry.Builder ops) {
    ops.register(
        "decision.resolve",
        Fields.of(
            Field.string("catalog"),
            Field.object("storageClass", STORAGE_CLASS),
            Field.string("workflow"),
            Field.string("scheme")),
        BindingOps::resolveDecision);
    ops.register(
        "digest.storageClass",
        Fields.of(Field.requiredObject("storageClass", STORAGE_CLASS)),
        BindingOps::storageClassDigest);
    ops.register(
        "selection.validate",
        Fields.of(Field.string("selectionJson"), Field.document("selection")),
        BindingOps::validateSelection);
    Fields cacheHandle = Fields.of(Field.string("cacheHandle"));
    ops.register("binding.name", cacheHandle, r -> name(r, ModelCacheNames::binding));
    ops.register("samba.name", cacheHandle, r -> name(r, ModelCacheNames::samba));
    ops.register(
        "reader.handle",
        Fields.of(
            Field.string("provisioner"),
            Field.string("writerHandle"),
            Field.string("readerNamespace")),
        BindingOps::readerHandle);
    ops.register(
        "helm.backend",
        Fields.of(Field.string("selectionJson"), Field.document("selection")),
        BindingOps::helmBackend);
    ops.register(
        "mountOptions.resolve",
        Fields.of(
            Field.string("provisioner"), Field.stringMap("configMap"), Field.strings("configured")),
        BindingOps::resolveMountOptions);
    ops.register(
        "drift.check",
        Fields.of(
            Field.string("selectionJson"),
            Field.document("selection"),
            Field.object("storageClass", STORAGE_CLASS),
            Field.string("catalog"),
            Field.string("catalogNamespace"),
            Field.string("scheme")),
        BindingOps::checkDrift);
  }

  /** The fields of a StorageClass. */
  static final Fields STORAGE_CLASS =
      Fields.of(
          Field.string("name"),
          Field.string("uid"),
          Field.string("provisioner"),
          Field.string("reclaimPolicy"),
          Field.stringMap("parameters"),
          Field.string("volumeBindingMode"),
          Field.strings("mountOptions"),
          Field.objects(
              "allowedTopologies",
              Fields.of(
                  Field.objects(
                      "matchLabelExpressions",
                      Fields.of(Field.string("key"), Field.strings("values"))))));

  /** The namespace of the catalog ConfigMap when a {@code drift.check} request names none. */
  static final String DEFAULT_CATALOG_NAMESPACE = "nvca-system";

  /**
   * {@code drift.check}: {@code selection}, {@code storageClass}, {@code catalog} (payload), {@code
   * catalogNamespace?}, {@code scheme?} → {@code drift}, {@code problems}, {@code checked}, {@code
   * rule}, {@code trace}: the library's input drift check with the catalog rules ({@link
   * DriftCheck#inputs(PersistedSelection, StorageClassSnapshot, String, String,
   * ProfileDigest.Scheme)}); an absent or empty catalog is {@code drift.catalog-missing}.
   */
  static ObjectNode checkDrift(Request request) {
    SelectionParseResult parsed = parseSelection(request);
    StorageClassSnapshot live = nullableStorageClass(request, "storageClass");
    String namespace = request.nullableString("catalogNamespace");
    DriftResult result =
        DriftCheck.inputs(
            parsed.selection(),
            live,
            namespace == null ? DEFAULT_CATALOG_NAMESPACE : namespace,
            request.nullableString("catalog"),
            scheme(request));
    ObjectNode out = Json.object();
    out.put("drift", result.isDrift());
    out.put("checked", result.isChecked());
    out.put("rule", result.ruleId().value());
    if (result.isDrift() || !result.isChecked()) {
      out.put("message", result.message());
    }
    out.set("problems", Json.problems(result.problems().problems()));
    out.set("trace", Json.trace(result.trace()));
    return out;
  }

  /**
   * {@code decision.resolve}: {@code catalog?} (payload, embedded default when absent), {@code
   * storageClass?}, {@code workflow}, {@code scheme?} → {@code decision}, {@code rule}, {@code
   * reason}, {@code message}, {@code trace}; a refusal is {@code ok:false} with the rule id as
   * code.
   */
  static ObjectNode resolveDecision(Request request) {
    StorageCatalog catalog = Catalogs.requestCatalog(request, "catalog");
    StorageClassSnapshot storageClass = nullableStorageClass(request, "storageClass");
    Outcome<Decision> outcome =
        DecisionResolver.resolve(
            catalog, storageClass, request.string("workflow"), scheme(request));
    return decisionResult(outcome);
  }

  /** The profile digest scheme of a request's {@code scheme} field ({@code v1} when absent). */
  static ProfileDigest.Scheme scheme(Request request) {
    return request.wire(
        "scheme",
        name -> ProfileDigest.Scheme.fromWireName(name).orElse(null),
        ProfileDigest.Scheme.V1,
        StorageOps.SCHEMES);
  }

  /**
   * What {@code planerules decide --output json} prints for a refusal: {@code refused: true},
   * {@code rule}, {@code message}, {@code problems}.
   */
  public static ObjectNode refusal(Outcome<Decision> refused) {
    ObjectNode out = Json.object();
    out.put("refused", true);
    out.put("rule", refused.ruleId().value());
    out.put("message", refused.message());
    out.set("problems", Json.problems(refused.problems().problems()));
    return out;
  }

  /** The result object of a decision outcome, or the refusal as {@link RequestException}. */
  static ObjectNode decisionResult(Outcome<Decision> outcome) {
    return result(orRefuse(outcome));
  }

  /**
   * The {@code decision.resolve} result of a decision: {@code decision}, {@code rule}, {@code
   * reason}, {@code message}, {@code trace}.
   */
  public static ObjectNode result(Decision decision) {
    ObjectNode out = Json.object();
    out.set("decision", decision(decision));
    out.put("rule", decision.ruleId().value());
    out.put("reason", decision.reason());
    out.put("message", decision.message());
    out.set("trace", Json.trace(decision.trace()));
    return out;
  }

  /** The JSON of a decision. */
  public static ObjectNode decision(Decision decision) {
    ObjectNode out = Json.object();
    out.put("provider", decision.provider());
    out.put("provisioner", decision.provisioner());
    out.put("workflow", decision.workflow().wireName());
    out.put("transition", decision.transition().wireName());
    out.set("requiredAccessModes", Json.strings(decision.requiredAccessModeNames()));
    out.set("requiredMountOptions", Json.strings(decision.requiredMountOptions()));
    out.put("profileDigest", decision.profileDigest());
    out.put("profileDigestScheme", decision.profileDigestScheme().wireName());
    out.put("catalogRevision", decision.catalogRevision().map(CatalogRevision::value).orElse(null));
    out.put("storageClassName", decision.storageClassName());
    out.put("storageClassUID", decision.storageClassUID());
    out.put("storageClassDigest", decision.storageClassDigest());
    out.put("encryptionSupported", decision.encryptionSupported());
    return out;
  }

  /** A StorageClass snapshot from its JSON fields; absent or null gives null. */
  public static @Nullable StorageClassSnapshot nullableStorageClass(Request request, String field) {
    Request sc = request.nullableObject(field);
    if (sc == null) {
      return null;
    }
    List<TopologyTerm> terms = new ArrayList<>();
    for (Request term : sc.objects("allowedTopologies")) {
      List<TopologyRequirement> requirements = new ArrayList<>();
      for (Request requirement : term.objects("matchLabelExpressions")) {
        requirements.add(
            new TopologyRequirement(
                requirement.string("key"), requirement.nullableStrings("values")));
      }
      terms.add(new TopologyTerm(requirements));
    }
    return new StorageClassSnapshot(
        sc.string("name"),
        sc.string("uid"),
        sc.string("provisioner"),
        sc.nullableString("reclaimPolicy"),
        sc.stringMap("parameters"),
        sc.nullableString("volumeBindingMode"),
        sc.strings("mountOptions"),
        terms);
  }

  /** {@code digest.storageClass}: {@code storageClass} → {@code digest}, {@code canonical}. */
  static ObjectNode storageClassDigest(Request request) {
    StorageClassSnapshot sc = nullableStorageClass(request, "storageClass");
    if (sc == null) {
      throw RequestException.invalid("missing required field \"storageClass\"");
    }
    return Json.object().put("digest", sc.digest()).put("canonical", sc.canonical());
  }

  /** The persisted selection of {@code selection} (object) or {@code selectionJson} (text). */
  static SelectionParseResult parseSelection(Request request) {
    String text = request.nullableString("selectionJson");
    if (text == null) {
      JsonNode selection = request.document("selection");
      text = selection == null ? "" : Json.write(selection);
    }
    return SelectionCodec.parse(text);
  }

  /** {@code selection.validate}: {@code selection} or {@code selectionJson} → valid, problems. */
  static ObjectNode validateSelection(Request request) {
    SelectionParseResult parsed = parseSelection(request);
    ObjectNode out = IdentityOps.validation(parsed.result());
    out.put("valid", parsed.isValid());
    return out;
  }

  private static ObjectNode name(Request request, Function<String, Outcome<String>> derive) {
    String name = orRefuse(derive.apply(request.string("cacheHandle")));
    return Json.object().put("name", name);
  }

  /** The value of an outcome, or its refusal as {@code ok:false} with the rule id as code. */
  static <T> T orRefuse(Outcome<T> outcome) {
    if (!outcome.isOk()) {
      ArrayNode problems = Json.problems(outcome.problems().problems());
      throw new RequestException(outcome.ruleId().value(), outcome.message(), problems);
    }
    return outcome.orElseThrow();
  }

  /** {@code reader.handle}: provisioner, writerHandle, readerNamespace → handle. */
  static ObjectNode readerHandle(Request request) {
    String handle =
        orRefuse(
            ReaderVolumes.deriveHandle(
                request.string("provisioner"),
                request.string("writerHandle"),
                request.string("readerNamespace")));
    return Json.object().put("handle", handle);
  }

  /** {@code helm.backend}: selection → backend. */
  static ObjectNode helmBackend(Request request) {
    SelectionParseResult parsed = parseSelection(request);
    PersistedSelection selection = parsed.selection();
    if (selection == null) {
      throw new RequestException(
          parsed.result().problems().get(0).code(),
          parsed.result().problems().get(0).message(),
          Json.problems(parsed.result().problems()));
    }
    HelmBackend backend = orRefuse(HelmBackend.fromSelection(selection));
    return Json.object().put("backend", backend.wireName());
  }

  /** {@code mountOptions.resolve}: provisioner?, configMap?, configured? → mountOptions. */
  static ObjectNode resolveMountOptions(Request request) {
    List<String> options =
        ReaderVolumes.legacyMountOptions(
            request.nullableString("provisioner"),
            request.nullableStringMap("configMap"),
            request.nullableStrings("configured"));
    return Json.object().set("mountOptions", Json.strings(options));
  }
}
