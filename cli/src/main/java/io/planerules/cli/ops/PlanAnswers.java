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
import java.util.ArrayList;
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

  /** The plane's plan entries whose kind starts with the prefix, in plan order. */
  public static List<PlanEntry> entries(PlaneNames names, String kindPrefix) {
    return names.plan().stream().filter(e -> e.kind().startsWith(kindPrefix)).toList();
  }

  /** {@link #plane(Plane)} with {@code names}: the given entries of the plane's plan. */
  public static ObjectNode names(Plane plane, List<PlanEntry> entries) {
    ObjectNode out = plane(plane);
    out.set("names", IdentityOps.nameEntries(entries));
    return out;
  }

  /**
   * The storage decision of one catalog driver × workflow: the derived transition and its profile
   * digest ({@link ProfileDigest.Scheme#V1}).
   *
   * @param driver the catalog entry
   * @param workflow the workflow
   * @param outcome the derived transition with its required modes and options
   * @param profileDigest the profile digest of the driver, workflow and transition
   */
  public record DriverDecision(
      DriverEntry driver, Workflow workflow, TransitionOutcome outcome, String profileDigest) {}

  /**
   * The answer of {@code planerules plan}: the plane, the catalog read from its source, and the
   * decision of every driver × workflow (empty when the catalog is invalid).
   *
   * @param plane the plane, its names when valid
   * @param source where the catalog was read ({@code embedded default} or the file)
   * @param catalog the loaded catalog, its problems and revision
   * @param decisions every driver × workflow of a valid catalog, drivers in catalog order
   */
  public record Plan(
      Plane plane, String source, Catalogs.Loaded catalog, List<DriverDecision> decisions) {}

  /** The plan of a plane and a loaded catalog. */
  public static Plan plan(Plane plane, String source, Catalogs.Loaded catalog) {
    StorageCatalog storage = catalog.catalog();
    return new Plan(plane, source, catalog, storage == null ? List.of() : decisions(storage));
  }

  /**
   * The JSON of a plan: {@link #plane(Plane)}, {@code catalog} {@code {source, catalogRevision,
   * valid, problems}}, {@code names} when the plane is valid, {@code decisions} when the catalog
   * is.
   */
  public static ObjectNode plan(Plan plan) {
    ObjectNode out = plane(plan.plane());
    Catalogs.Loaded catalog = plan.catalog();
    ObjectNode catalogNode = out.putObject("catalog");
    catalogNode.put("source", plan.source());
    catalogNode.put("catalogRevision", catalog.revision());
    catalogNode.put("valid", catalog.catalog() != null);
    catalogNode.set("problems", Json.problems(catalog.problems()));
    PlaneNames names = plan.plane().names();
    if (names != null) {
      out.set("names", IdentityOps.nameEntries(names.plan()));
    }
    if (catalog.catalog() != null) {
      out.set("decisions", decisionEntries(plan.decisions()));
    }
    return out;
  }

  /** Every driver x workflow of a catalog: transition, required modes/options, profile digest. */
  public static List<DriverDecision> decisions(StorageCatalog catalog) {
    List<DriverDecision> out = new ArrayList<>();
    for (DriverEntry entry : catalog.drivers()) {
      for (Workflow workflow : Workflow.values()) {
        TransitionOutcome outcome = Transitions.derive(entry, workflow);
        out.add(
            new DriverDecision(
                entry,
                workflow,
                outcome,
                ProfileDigest.digest(
                    entry, workflow, outcome.transition(), ProfileDigest.Scheme.V1)));
      }
    }
    return List.copyOf(out);
  }

  /**
   * The JSON of driver decisions: {@code provisioner}, {@code provider}, {@code workflow}, {@code
   * transition}, {@code requiredAccessModes}, {@code requiredMountOptions}, {@code profileDigest},
   * {@code rule}.
   */
  public static ArrayNode decisionEntries(List<DriverDecision> decisions) {
    ArrayNode out = Json.array();
    for (DriverDecision decision : decisions) {
      TransitionOutcome outcome = decision.outcome();
      ObjectNode node = out.addObject();
      node.put("provisioner", decision.driver().provisioner());
      node.put("provider", decision.driver().provider());
      node.put("workflow", decision.workflow().wireName());
      node.put("transition", outcome.transition().wireName());
      node.set("requiredAccessModes", Json.strings(outcome.requiredAccessModeNames()));
      node.set("requiredMountOptions", Json.strings(outcome.requiredMountOptions()));
      node.put("profileDigest", decision.profileDigest());
      node.put("rule", outcome.ruleId().value());
    }
    return out;
  }
}
