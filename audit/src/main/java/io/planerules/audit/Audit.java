package io.planerules.audit;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Check;
import io.planerules.audit.report.PlaneResult;
import io.planerules.audit.source.ObjectSource;
import io.planerules.audit.source.ReadGap;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.plane.IssuerPolicy;
import io.planerules.ownership.install.HookPolicy;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.rules.RuleDescriptor;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Judges streams of Kubernetes objects for plane isolation (docs/reference/audit.md): a plane's
 * rendered chart, several planes' renders, a live cluster's listing, or a listing before and after
 * an operation. Each source is read one document at a time; memory grows only with what the
 * cross-object rules keep (identities and a few fields per object), never with the documents.
 * Findings come in input order; {@link AuditReport#hasErrors()} is the answer a CI job exits on.
 * <!-- snippet: AuditTest#render -->
 *
 * <pre>{@code
 * ObjectSource render =
 *     ObjectStreams.of(
 *         "render.yaml",
 *         ("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api\n  namespace: nvcf\n")
 *             .getBytes(StandardCharsets.UTF_8));
 * AuditReport report =
 *     Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), render);
 * Finding finding = report.findings().get(0);
 * // audit.legacy-namespace: in namespace "nvcf", the legacy name of "plane-a"'s namespace
 * // "plane-a-nvcf"
 * }</pre>
 */
public final class Audit {

  private Audit() {}

  /**
   * The rules of one plane's render (docs/reference/audit.md#render-rules).
   *
   * @param id the plane the render is for ({@link ControlPlaneId#LEGACY} for the legacy plane)
   * @param options the release namespace, domain and the rest
   * @param sources the rendered objects
   * @return the report
   * @throws IOException when a source cannot be opened or read
   * @throws io.planerules.rules.PlaneRulesException when the options' domain is invalid
   */
  public static AuditReport render(ControlPlaneId id, AuditOptions options, ObjectSource... sources)
      throws IOException {
    return render(id, options, List.of(sources));
  }

  /** {@link #render(ControlPlaneId, AuditOptions, ObjectSource...)} of a list of sources. */
  public static AuditReport render(
      ControlPlaneId id, AuditOptions options, List<ObjectSource> sources) throws IOException {
    AuditReport report = renders(Check.RENDER, List.of(new PlaneRender(id, options, sources)));
    return report;
  }

  /**
   * The rules of several planes' renders, each render's and across them
   * (docs/reference/audit.md#two-renders): {@code audit.collision}, {@code audit.listener-port};
   * every finding carries the plane of its render. A CRD in one render declares its kind's scope
   * for every render.
   *
   * @param renders the renders, in order; their planes must differ
   * @return the report
   * @throws IOException when a source cannot be opened or read
   * @throws IllegalArgumentException when two renders are of one plane
   */
  public static AuditReport renders(List<PlaneRender> renders) throws IOException {
    Set<ControlPlaneId> planes = new HashSet<>();
    for (PlaneRender render : renders) {
      if (!planes.add(render.id())) {
        throw new IllegalArgumentException("two renders of plane \"" + render.id().value() + "\"");
      }
    }
    return renders(Check.RENDERS, renders);
  }

  private static AuditReport renders(Check check, List<PlaneRender> renders) throws IOException {
    if (renders.isEmpty()) {
      throw new IllegalArgumentException("no render");
    }
    boolean several = check == Check.RENDERS;
    Findings findings = new Findings();
    Scopes scopes = new Scopes(clusterScoped(renders));
    Gateways.Listeners listeners = new Gateways.Listeners(findings);
    Collisions collisions = several ? new Collisions(findings) : null;
    List<RenderCheck> checks = new ArrayList<>();
    List<PlaneResult> results = new ArrayList<>();
    long ordinal = 0;
    for (int i = 0; i < renders.size(); i++) {
      PlaneRender render = renders.get(i);
      String tag = several ? render.id().value() : null;
      PlaneMembership plane = new PlaneMembership(render.id(), render.options());
      RenderCheck renderCheck =
          new RenderCheck(i, plane, render.options(), findings, scopes, listeners, collisions, tag);
      Intake intake = new Intake(findings, scopes, tag, ordinal);
      for (ObjectSource source : render.sources()) {
        intake.read(source, renderCheck);
      }
      ordinal = intake.ordinal();
      checks.add(renderCheck);
      results.add(new PlaneResult(render.id().value(), intake.objects()));
    }
    for (RenderCheck renderCheck : checks) {
      renderCheck.finish();
    }
    if (collisions != null) {
      collisions.finish();
    }
    listeners.finish();
    return new AuditReport(check, results, findings.inInputOrder());
  }

  /** Every render's cluster-scoped kinds: a kind one render declares is cluster-scoped in all. */
  private static List<GroupKind> clusterScoped(List<PlaneRender> renders) {
    List<GroupKind> kinds = new ArrayList<>();
    for (PlaneRender render : renders) {
      kinds.addAll(render.options().clusterScoped());
    }
    return kinds;
  }

  /**
   * The rules of a live cluster's listing, holding the objects of every plane
   * (docs/reference/audit.md#a-cluster-listing).
   *
   * @param id the plane judged
   * @param options {@link AuditOptions#afterTeardown()} adds the teardown residue check
   * @param listings the listings ({@code kubectl get ... -A -o json|yaml})
   * @return the report
   * @throws IOException when a listing cannot be opened or read
   */
  public static AuditReport cluster(
      ControlPlaneId id, AuditOptions options, ObjectSource... listings) throws IOException {
    return cluster(id, options, List.of(listings));
  }

  /** {@link #cluster(ControlPlaneId, AuditOptions, ObjectSource...)} of a list of listings. */
  public static AuditReport cluster(
      ControlPlaneId id, AuditOptions options, List<ObjectSource> listings) throws IOException {
    Findings findings = new Findings();
    Scopes scopes = new Scopes(options.clusterScoped());
    ClusterListing listing =
        new ClusterListing(new PlaneMembership(id, options), options, findings);
    Intake intake = new Intake(findings, scopes, null, 0);
    for (ObjectSource source : listings) {
      intake.read(source, listing);
    }
    listing.finish();
    return new AuditReport(
        Check.CLUSTER,
        List.of(new PlaneResult(id.value(), intake.objects())),
        findings.inInputOrder());
  }

  /**
   * Other planes' objects before and after an operation of plane {@code id}
   * (docs/reference/audit.md#before-and-after).
   *
   * @param id the plane whose operation ran between the listings
   * @param options the shared objects and the rest
   * @param before the first listing
   * @param after the second listing
   * @return the report
   * @throws IOException when a listing cannot be opened or read
   */
  public static AuditReport compare(
      ControlPlaneId id, AuditOptions options, List<ObjectSource> before, List<ObjectSource> after)
      throws IOException {
    requireNonNull(id, "id");
    Findings findings = new Findings();
    Scopes scopes = new Scopes(options.clusterScoped());
    Comparison comparison = new Comparison(new PlaneMembership(id, options), findings);
    Intake first = new Intake(findings, scopes, null, 0);
    Intake.Judge beforeJudge = comparison.before();
    for (ObjectSource source : before) {
      first.read(source, beforeJudge);
    }
    Intake second = new Intake(findings, scopes, null, first.ordinal());
    Intake.Judge afterJudge = comparison.after();
    for (ObjectSource source : after) {
      second.read(source, afterJudge);
    }
    afterJudge.finish();
    return new AuditReport(
        Check.COMPARE,
        List.of(new PlaneResult(id.value(), first.objects() + second.objects())),
        findings.inInputOrder());
  }

  /** {@link #compare(ControlPlaneId, AuditOptions, List, List)} of one listing each. */
  public static AuditReport compare(
      ControlPlaneId id, AuditOptions options, ObjectSource before, ObjectSource after)
      throws IOException {
    return compare(id, options, List.of(before), List.of(after));
  }

  /**
   * The audit module's own rules, in the order of docs/reference/audit.md and {@code
   * docs/rules.md}: the {@code audit.*} rules of reading and of each audit, then the gaps of a live
   * read ({@link ReadGap}). Findings also carry rules of decisions other modules own: {@link
   * #borrowedRules()}, listed with those modules.
   *
   * @return the descriptors; ids are unique
   */
  public static List<RuleDescriptor> rules() {
    return ImmutableList.<RuleDescriptor>builder()
        .add(AuditRule.values())
        .add(ReadGap.values())
        .build();
  }

  /**
   * The rules of other modules whose ids findings carry where those rules decide: {@code
   * config.issuer-canonical} (a code of {@link IssuerPolicy#RULE}), {@code hook.delete-policy}
   * ({@link HookPolicy#RULE}) and the teardown residue rules ({@link
   * TeardownPlanner#residueRules()}).
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> borrowedRules() {
    return ImmutableList.<RuleDescriptor>builder()
        .add(IssuerPolicy.RULE, HookPolicy.RULE)
        .addAll(TeardownPlanner.residueRules())
        .build();
  }

  /**
   * The {@code audit.*} rules an audit of this kind runs, in the order of {@link #rules()}: reading
   * the objects, and the rules of that audit (not the gaps of a live read, which only a reader
   * reports); what a JUnit report has a test suite for.
   *
   * @param check the audit
   * @return the descriptors
   */
  public static List<RuleDescriptor> rules(Check check) {
    requireNonNull(check, "check");
    List<RuleDescriptor> rules = new ArrayList<>();
    for (AuditRule rule : AuditRule.values()) {
      String decision = rule.decision();
      boolean runs =
          decision.equals(AuditRule.UNREADABLE.decision())
              || switch (check) {
                case RENDER ->
                    decision.equals(AuditRule.OUTSIDE_PLANE.decision())
                        || rule == AuditRule.LISTENER_PORT;
                case RENDERS ->
                    decision.equals(AuditRule.OUTSIDE_PLANE.decision())
                        || decision.equals(AuditRule.COLLISION.decision());
                case CLUSTER ->
                    decision.equals(AuditRule.NAMESPACE_OWNER.decision())
                        || rule == AuditRule.GATEWAY_LISTENER
                        || rule == AuditRule.LISTENER_PORT;
                case COMPARE -> decision.equals(AuditRule.FOREIGN_CHANGED.decision());
              };
      if (runs) {
        rules.add(rule);
      }
    }
    return List.copyOf(rules);
  }
}
