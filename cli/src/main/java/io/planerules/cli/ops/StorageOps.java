package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.json.Json;
import io.planerules.storage.catalog.MountOptions;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.digest.ProfileInput;
import io.planerules.storage.catalog.transition.TransitionOutcome;
import io.planerules.storage.catalog.transition.Transitions;
import java.util.Arrays;
import java.util.List;

/** Batch operations of the {@code storage-catalog} module (docs/reference/cli.md#operations). */
public final class StorageOps {

  private StorageOps() {}

  static final List<String> SCHEMES =
      Arrays.stream(ProfileDigest.Scheme.values()).map(ProfileDigest.Scheme::wireName).toList();

  /** Registers the storage-catalog operations. */
  public static void register(OpRegistry.Builder ops) {
    ops.register(
        "transition.derive",
        Fields.of(
            Field.object(
                "driver",
                Fields.of(
                    Field.string("provider"),
                    Field.strings("accessModes"),
                    Field.strings("readerMountOptions"))),
            Field.string("workflow")),
        StorageOps::deriveTransition);
    ops.register(
        "mountOptions.conflict",
        Fields.of(Field.string("a"), Field.string("b")),
        StorageOps::mountOptionsConflict);
    ops.register(
        "digest.profile",
        Fields.of(
            Field.string("provisioner"),
            Field.object(
                "driver",
                Fields.of(
                    Field.string("provider"),
                    Field.strings("accessModes"),
                    Field.strings("readerMountOptions"),
                    Field.bool("encryptionSupported"))),
            Field.string("workflow"),
            Field.string("scheme"),
            Field.string("transition")),
        StorageOps::profileDigest);
    ops.register(
        "digest.catalogRevision", Fields.of(Field.string("payload")), StorageOps::catalogRevision);
  }

  /**
   * {@code transition.derive}: {@code driver {provider, accessModes, readerMountOptions}}, {@code
   * workflow} → {@code transition}, {@code requiredAccessModes}, {@code requiredMountOptions}, plus
   * {@code rule}, {@code reason}, {@code message}, {@code trace}.
   */
  static ObjectNode deriveTransition(Request request) {
    Request driver = request.object("driver");
    TransitionOutcome outcome =
        Transitions.derive(
            driver.string("provider"),
            driver.strings("accessModes"),
            driver.strings("readerMountOptions"),
            request.string("workflow"));
    return transition(outcome);
  }

  /** The JSON of a transition outcome. */
  public static ObjectNode transition(TransitionOutcome outcome) {
    ObjectNode out = Json.object();
    out.put("transition", outcome.transition().wireName());
    out.set("requiredAccessModes", Json.strings(outcome.requiredAccessModeNames()));
    out.set("requiredMountOptions", Json.strings(outcome.requiredMountOptions()));
    out.put("rule", outcome.ruleId().value());
    out.put("reason", outcome.reason());
    out.put("message", outcome.message());
    out.set("trace", Json.trace(outcome.trace()));
    return out;
  }

  /** {@code mountOptions.conflict}: {@code a}, {@code b} → {@code conflict}. */
  static ObjectNode mountOptionsConflict(Request request) {
    return Json.object()
        .put("conflict", MountOptions.negates(request.string("a"), request.string("b")));
  }

  /**
   * {@code digest.profile}: {@code provisioner}, {@code driver {provider, accessModes,
   * readerMountOptions, encryptionSupported?}}, {@code workflow}, {@code scheme}, {@code
   * transition?} → {@code profileDigest}, {@code canonical}, {@code transition}.
   */
  static ObjectNode profileDigest(Request request) {
    Request driver = request.object("driver");
    String provider = driver.string("provider");
    List<String> modes = driver.strings("accessModes");
    List<String> options = driver.strings("readerMountOptions");
    String workflow = request.string("workflow");
    ProfileDigest.Scheme scheme = BindingOps.scheme(request);
    String transition = request.nullableString("transition");
    if (transition == null) {
      transition = Transitions.derive(provider, modes, options, workflow).transition().wireName();
    }
    String canonical =
        ProfileDigest.canonical(
            ProfileInput.builder()
                .provisioner(request.string("provisioner"))
                .provider(provider)
                .workflow(workflow)
                .transition(transition)
                .addAllAccessModes(modes)
                .addAllReaderMountOptions(options)
                .encryptionSupported(driver.bool("encryptionSupported", false))
                .build(),
            scheme);
    ObjectNode out = Json.object();
    out.put("profileDigest", ProfileDigest.of(canonical));
    out.put("canonical", canonical);
    out.put("transition", transition);
    out.put("scheme", scheme.wireName());
    return out;
  }

  /** {@code digest.catalogRevision}: {@code payload} → {@code catalogRevision}. */
  static ObjectNode catalogRevision(Request request) {
    return Json.object()
        .put("catalogRevision", CatalogRevision.of(request.string("payload")).value());
  }
}
