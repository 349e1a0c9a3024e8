package io.planerules.audit;

import io.planerules.identity.naming.ReleaseRef;
import io.planerules.identity.plane.IssuerPolicy;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.SharedPrerequisites;
import io.planerules.ownership.install.SharedCrdPolicy;
import io.planerules.rules.Problem;
import java.util.Optional;

/**
 * Where an object of a render belongs (docs/reference/audit.md#render-rules): its ownership label
 * ({@code audit.foreign-label}, {@code audit.legacy-label}, {@code audit.unlabelled}), its place
 * ({@code audit.outside-plane}, {@code audit.legacy-namespace}, {@code audit.cluster-scoped},
 * {@code audit.namespace-unknown}), CRDs ({@code audit.shared-crd}, with {@link SharedCrdPolicy})
 * and the managed ClusterIssuer's name ({@code config.issuer-canonical}, {@link IssuerPolicy}).
 * Namespaces are placed by their own rules only, CRDs by {@code audit.shared-crd} only and
 * ClusterIssuers labelled for the plane by {@code config.issuer-canonical} only.
 */
final class Placement {

  private static final String CORE = "";
  private static final String APIEXTENSIONS = "apiextensions.k8s.io";
  private static final String CERT_MANAGER = "cert-manager.io";

  private Placement() {}

  /** The ownership label's rules; shared objects included. */
  static void labels(Subject s, Reporter out) {
    PlaneMembership plane = s.plane;
    String label = s.label;
    if (!plane.named) {
      if (label != null) {
        out.report(
            AuditRule.LEGACY_LABEL,
            "labelled "
                + OwnershipLabel.KEY
                + "=\""
                + label
                + "\": the legacy plane labels nothing, this is plane \""
                + label
                + "\"'s label");
      }
      return;
    }
    if (label != null && !label.equals(plane.id.value())) {
      out.report(
          AuditRule.FOREIGN_LABEL,
          "labelled "
              + OwnershipLabel.KEY
              + "=\""
              + label
              + "\": objects of "
              + plane.display()
              + "'s render carry \""
              + plane.id.value()
              + "\" or no label");
    } else if (label == null && !s.shared && plane.labelledKinds.contains(s.group, s.kind)) {
      out.report(
          AuditRule.UNLABELLED,
          s.kind
              + " is a labelled kind: every one carries "
              + OwnershipLabel.KEY
              + "=\""
              + plane.id.value()
              + "\", this one has no label");
    }
  }

  /**
   * A CustomResourceDefinition in a named plane's render; shared ones included (the NVCFBackend CRD
   * is the shared prerequisite a plane must not ship).
   */
  static void sharedCrd(Subject s, Reporter out) {
    PlaneMembership plane = s.plane;
    if (!plane.named
        || !s.kind.equals("CustomResourceDefinition")
        || !s.group.equals(APIEXTENSIONS)) {
      return;
    }
    String why;
    if (s.name.equals(SharedPrerequisites.BACKEND_CRD)) {
      SharedCrdPolicy.CrdDecision decision =
          SharedCrdPolicy.decide(plane.id, Optional.empty(), new ReleaseRef("", ""));
      why = decision.message() + " (" + decision.ruleId().value() + ")";
    } else {
      why =
          "a CRD is cluster-wide state shared by every plane: install it with a shared"
              + " prerequisites release, not with "
              + plane.display()
              + "'s";
    }
    out.report(
        AuditRule.SHARED_CRD, "CRD " + s.name + " in " + plane.display() + "'s render: " + why);
  }

  /**
   * The place of an object that is not shared, once its kind's scope is known ({@link
   * Reporter#scope}; for a kind still pending, at the end of the input): Namespaces, ClusterIssuers
   * labelled for the plane, cluster-scoped and namespaced objects. CRDs are {@link #sharedCrd}'s.
   */
  static void place(Subject s, Reporter out) {
    PlaneMembership plane = s.plane;
    if (!plane.named) {
      return;
    }
    if (s.kind.equals("Namespace") && s.group.equals(CORE)) {
      namespaceObject(s, out);
    } else if (s.kind.equals("CustomResourceDefinition") && s.group.equals(APIEXTENSIONS)) {
      return;
    } else if (s.kind.equals(IssuerPolicy.CLUSTER_ISSUER)
        && s.group.equals(CERT_MANAGER)
        && plane.id.value().equals(s.label)) {
      issuer(s, out);
    } else if (out.scope() == Scopes.Known.CLUSTER) {
      clusterScoped(s, out);
    } else if (out.scope() == Scopes.Known.NAMESPACED) {
      namespaced(s, out);
    }
  }

  private static void namespaceObject(Subject s, Reporter out) {
    PlaneMembership plane = s.plane;
    if (plane.ownsNamespace(s.name)) {
      return;
    }
    String own = plane.legacyNamespaces.get(s.name);
    if (own != null) {
      out.report(
          AuditRule.LEGACY_NAMESPACE,
          "Namespace \""
              + s.name
              + "\" is the legacy name of "
              + plane.display()
              + "'s namespace \""
              + own
              + "\"");
    } else {
      out.report(
          AuditRule.OUTSIDE_PLANE,
          "Namespace \""
              + s.name
              + "\" is neither one of "
              + plane.display()
              + "'s namespaces ("
              + plane.prefix
              + "…) nor shared");
    }
  }

  private static void issuer(Subject s, Reporter out) {
    PlaneMembership plane = s.plane;
    for (Problem problem : IssuerPolicy.validate(plane.id, s.name, true).problems()) {
      if (problem.code().equals(IssuerPolicy.CANONICAL.code())) {
        out.report(
            IssuerPolicy.RULE,
            problem,
            "ClusterIssuer labelled for " + plane.display() + ": " + problem.message());
      }
    }
  }

  private static void clusterScoped(Subject s, Reporter out) {
    PlaneMembership plane = s.plane;
    if (!plane.ownsClusterName(s.name)) {
      out.report(
          AuditRule.CLUSTER_SCOPED,
          "cluster-scoped "
              + s.kind
              + " \""
              + s.name
              + "\" is neither shared nor under "
              + plane.display()
              + "'s names ("
              + plane.prefix
              + "…, "
              + plane.dotPrefix
              + "… or a cluster-scoped name of its name table)");
    }
  }

  private static void namespaced(Subject s, Reporter out) {
    String namespace = s.namespace;
    if (namespace == null) {
      out.namespaceNeeded();
      return;
    }
    PlaneMembership plane = s.plane;
    if (plane.ownsNamespace(namespace)) {
      return;
    }
    boolean sharedNamespace = plane.sharedNamespaces.contains(namespace);
    if (sharedNamespace && plane.ownsName(namespace, s.name)) {
      return;
    }
    String own = plane.legacyNamespaces.get(namespace);
    if (own != null) {
      out.report(
          AuditRule.LEGACY_NAMESPACE,
          "in namespace \""
              + namespace
              + "\", the legacy name of "
              + plane.display()
              + "'s namespace \""
              + own
              + "\"");
    } else if (sharedNamespace) {
      out.report(
          AuditRule.OUTSIDE_PLANE,
          "in shared namespace \""
              + namespace
              + "\" under a name that is not "
              + plane.display()
              + "'s (expected "
              + plane.prefix
              + "… or a name of its name table in that namespace)");
    } else {
      out.report(
          AuditRule.OUTSIDE_PLANE,
          "in namespace \""
              + namespace
              + "\", which is neither one of "
              + plane.display()
              + "'s namespaces ("
              + plane.prefix
              + "…) nor a shared namespace");
    }
  }
}
