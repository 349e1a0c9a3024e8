package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.json.Json;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.CassandraPolicy;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlanEntry;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.rules.ValidationResult;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.TransitionOutcome;
import io.planerules.storage.catalog.transition.Transitions;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The answers of {@code planerules plan} and {@code names}, typed, and their JSON forms
 * (docs/reference/cli.md#what---output-json-prints): the plane's validation and names, and the
 * storage decision of every catalog driver × workflow.
 */
public final class PlanAnswers {

  private PlanAnswers() {}

  /**
   * A plane as a command names it: its id and domain as given, the problems of the first of them
   * that is invalid (the id, then the domain), and its names when both are valid.
   *
   * @param planeId the id as given ({@code ""} for legacy)
   * @param domain the domain as given ({@code ""} for none)
   * @param problems the id's problems when it is invalid, else the domain's when it is, else none
   * @param names the derived names, null when the id or the domain is invalid
   */
  public record Plane(
      String planeId, String domain, ValidationResult problems, @Nullable PlaneNames names) {

    /** {@code legacy} for the empty id, else {@code named}. */
    public String mode() {
      return planeId.isEmpty() ? "legacy" : "named";
    }
  }

  /** Validates a plane's id, then its domain (Gateway API on), and derives its names. */
  public static Plane plane(String planeId, String domain, CassandraPolicy policy) {
    ValidationResult id = ControlPlaneId.validate(planeId);
    if (!id.isValid()) {
      return new Plane(planeId, domain, id, null);
    }
    ControlPlaneId controlPlaneId = ControlPlaneId.of(planeId);
    ValidationResult domainProblems = PlaneDomain.validate(domain, controlPlaneId, true);
    if (!domainProblems.isValid()) {
      return new Plane(planeId, domain, domainProblems, null);
    }
    NamingOptions options = NamingOptions.builder().cassandraPolicy(policy).build();
    return new Plane(
        planeId,
        domain,
        ValidationResult.ok(),
        PlaneNames.of(controlPlaneId, PlaneDomain.of(domain, controlPlaneId, true), options));
  }

  /** {@code planeId}, {@code mode}, {@code domain}, {@code valid}, {@code problems}. */
  public static ObjectNode plane(Plane plane) {
    ObjectNode out = Json.object();
    out.put("planeId", plane.planeId());
    out.put("mode", plane.mode());
    out.put("domain", plane.domain());
    out.put("valid", plane.names() != null);
    out.set("problems", Json.problems(plane.problems().problems()));
    return out;
  }

  /** {@link #plane(Plane)} with {@code names}: the entries whose kind starts with the prefix. */
  public static ObjectNode names(Plane plane, String kindPrefix) {
    ObjectNode out = plane(plane);
    PlaneNames names = plane.names();
    if (names != null) {
      out.set(
          "names",
          IdentityOps.nameEntries(
              names.plan().stream().filter(e -> e.kind().startsWith(kindPrefix)).toList()));
    }
    return out;
  }

  /**
   * The plan: {@link #plane(Plane)}, {@code catalog} {@code {source, catalogRevision, valid,
   * problems}}, {@code names} when the plane is valid, {@code decisions} when the catalog is.
   */
  public static ObjectNode plan(Plane plane, String source, Catalogs.Loaded catalog) {
    ObjectNode out = plane(plane);
    ObjectNode catalogNode = out.putObject("catalog");
    catalogNode.put("source", source);
    catalogNode.put("catalogRevision", catalog.revision());
    catalogNode.put("valid", catalog.catalog() != null);
    catalogNode.set("problems", catalog.problems());
    PlaneNames names = plane.names();
    if (names != null) {
      List<PlanEntry> entries = names.plan();
      out.set("names", IdentityOps.nameEntries(entries));
    }
    StorageCatalog storage = catalog.catalog();
    if (storage != null) {
      out.set("decisions", decisions(storage));
    }
    return out;
  }

  /** Every driver x workflow of a catalog: transition, required modes/options, profile digest. */
  public static ArrayNode decisions(StorageCatalog catalog) {
    ArrayNode out = Json.array();
    for (DriverEntry entry : catalog.drivers()) {
      for (Workflow workflow : Workflow.values()) {
        TransitionOutcome outcome = Transitions.derive(entry, workflow);
        ObjectNode node = out.addObject();
        node.put("provisioner", entry.provisioner());
        node.put("provider", entry.provider());
        node.put("workflow", workflow.wireName());
        node.put("transition", outcome.transition().wireName());
        node.set("requiredAccessModes", Json.strings(outcome.requiredAccessModeNames()));
        node.set("requiredMountOptions", Json.strings(outcome.requiredMountOptions()));
        node.put(
            "profileDigest",
            ProfileDigest.digest(entry, workflow, outcome.transition(), ProfileDigest.Scheme.V1));
        node.put("rule", outcome.ruleId().value());
      }
    }
    return out;
  }
}
