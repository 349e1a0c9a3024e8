package io.planerules.audit;

import io.planerules.rules.Severity;
import io.planerules.rules.internal.DefinedRule;

/**
 * The audit's own rules (docs/reference/audit.md#rules), by audit: reading the objects, one plane's
 * render ({@link Audit#render}), several renders ({@link Audit#renders}), a cluster listing ({@link
 * Audit#cluster}) and two listings ({@link Audit#compare}). Where a rule of another module decides,
 * the finding carries that rule's id instead ({@code config.issuer-canonical} of {@code
 * IssuerPolicy}, {@code hook.delete-policy} of {@code HookPolicy}, {@code residue.*} of {@code
 * TeardownPlanner}); those are listed with their modules. Every rule is an error except {@link
 * #NAMESPACE_UNKNOWN}. Each constant's {@code description()} is its line in {@code docs/rules.md}.
 */
enum AuditRule implements DefinedRule {
  UNREADABLE(
      "audit.unreadable",
      Decisions.READING,
      Intake.class,
      "a document or List item that cannot be read (syntax, UTF-8, limits, anchors, aliases, tags"
          + " outside the core schema, repeated keys); the stream goes on with the next"),
  MALFORMED(
      "audit.malformed",
      Decisions.READING,
      Intake.class,
      "an object without apiVersion, kind or metadata.name; it is not judged further"),
  /** A warning: the only rule that is not an error. */
  NAMESPACE_UNKNOWN(
      "audit.namespace-unknown",
      Decisions.RENDER,
      Placement.class,
      "a namespaced object without metadata.namespace and no release namespace given: the rules"
          + " that need its namespace cannot judge it"),
  FOREIGN_LABEL(
      "audit.foreign-label",
      Decisions.RENDER,
      Placement.class,
      "named: an object labelled for another plane (the ownership label neither \"\" nor the"
          + " plane's id)"),
  LEGACY_LABEL(
      "audit.legacy-label",
      Decisions.RENDER,
      Placement.class,
      "legacy: an object carrying the ownership label (the legacy plane labels nothing)"),
  UNLABELLED(
      "audit.unlabelled",
      Decisions.RENDER,
      Placement.class,
      "named: an object of a labelled kind that is not shared and carries no ownership label"),
  OUTSIDE_PLANE(
      "audit.outside-plane",
      Decisions.RENDER,
      Placement.class,
      "named: a namespaced object neither in one of the plane's namespaces nor, in a shared"
          + " namespace, under one of its names; a Namespace that is neither the plane's nor shared"),
  LEGACY_NAMESPACE(
      "audit.legacy-namespace",
      Decisions.RENDER,
      Placement.class,
      "named: an object in, or a namespace field naming, the legacy name of one of the plane's"
          + " namespaces (nvcf, api-keys, ...) that is not shared"),
  LEGACY_SERVICE(
      "audit.legacy-service",
      Decisions.RENDER,
      LegacyScan.class,
      "named: a string naming a service DNS name <svc>.<ns>.svc in a legacy namespace (the"
          + " plane's JWT audience exempt)"),
  LEGACY_REFERENCE(
      "audit.legacy-reference",
      Decisions.RENDER,
      LegacyScan.class,
      "named: a reference field (secretName, serviceAccountName, roleRef, subjects, backendRefs,"
          + " ...) or a service DNS name in one of the plane's namespaces naming an object by a"
          + " legacy name of the plane's name table"),
  CLUSTER_SCOPED(
      "audit.cluster-scoped",
      Decisions.RENDER,
      Placement.class,
      "named: a cluster-scoped object that is not shared and not under one of the plane's names"),
  BINDING(
      "audit.binding",
      Decisions.RENDER,
      Wiring.class,
      "named: a RoleBinding or ClusterRoleBinding to a ClusterRole that is not the plane's or"
          + " shared, or granting a subject beyond the plane"),
  ROUTE(
      "audit.route",
      Decisions.RENDER,
      Wiring.class,
      "named: a Gateway API route attached to a Gateway that is not the plane's, or with a backend"
          + " outside the plane's namespaces"),
  REFERENCE_GRANT(
      "audit.reference-grant",
      Decisions.RENDER,
      Wiring.class,
      "named: a ReferenceGrant outside the plane's namespaces, or granting a namespace that is"
          + " neither the plane's nor a shared Gateway namespace"),
  GATEWAY_LISTENER(
      "audit.gateway-listener",
      Decisions.RENDER,
      Gateways.class,
      "named: a Gateway of the plane with a listener admitting routes from All namespaces, or by a"
          + " selector that does not require the plane's label"),
  CERTIFICATE(
      "audit.certificate",
      Decisions.RENDER,
      Wiring.class,
      "named: a Certificate of a ClusterIssuer that is neither the plane's managed issuer nor"
          + " external, or (with a domain) with a DNS name outside the plane"),
  SHARED_CRD(
      "audit.shared-crd",
      Decisions.RENDER,
      Placement.class,
      "named: a CustomResourceDefinition in a plane's render (the NVCFBackend CRD belongs to the"
          + " shared-prerequisites release; any other is cluster-wide state)"),
  HOOK_RESIDUE(
      "audit.hook-residue",
      Decisions.RENDER,
      Hooks.class,
      "a cluster-scoped pre- or post-delete hook object whose delete policy lacks hook-succeeded:"
          + " it outlives a successful uninstall"),
  COLLISION(
      "audit.collision",
      Decisions.RENDERS,
      Collisions.class,
      "the same object (group, kind, namespace or cluster, name) in the renders of two planes,"
          + " unless shared"),
  LISTENER_PORT(
      "audit.listener-port",
      Decisions.RENDERS,
      Gateways.class,
      "two Gateways in one namespace with a listener on the same port and transport"),
  NAMESPACE_OWNER(
      "audit.namespace-owner",
      Decisions.CLUSTER,
      ClusterListing.class,
      "one of the plane's namespaces exists without the plane's label: its lifecycle would refuse"
          + " to touch it"),
  FOREIGN_NAMESPACE(
      "audit.foreign-namespace",
      Decisions.CLUSTER,
      ClusterListing.class,
      "named: an object labelled for the plane in a namespace labelled for another plane"),
  WEBHOOK_SCOPE(
      "audit.webhook-scope",
      Decisions.CLUSTER,
      ClusterListing.class,
      "named: a webhook configuration of the plane whose webhook's namespaceSelector does not"
          + " require the plane's label"),
  FOREIGN_CHANGED(
      "audit.foreign-changed",
      Decisions.COMPARE,
      Comparison.class,
      "an object that is not the plane's changed uid, labels, annotations or a top-level field"
          + " other than status and metadata"),
  FOREIGN_DELETED(
      "audit.foreign-deleted",
      Decisions.COMPARE,
      Comparison.class,
      "an object that is not the plane's is gone");

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String READING = "reading objects";
    static final String RENDER = "one plane's render";
    static final String RENDERS = "several planes' renders";
    static final String CLUSTER = "a cluster listing";
    static final String COMPARE = "before and after";

    private Decisions() {}
  }

  private final Definition definition;

  AuditRule(String id, String decision, Class<?> decidedBy, String description) {
    definition = Definition.selfCoded(id, decision, decidedBy, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** {@link Severity#WARNING} for {@link #NAMESPACE_UNKNOWN}, else {@link Severity#ERROR}. */
  public Severity severity() {
    return this == NAMESPACE_UNKNOWN ? Severity.WARNING : Severity.ERROR;
  }
}
