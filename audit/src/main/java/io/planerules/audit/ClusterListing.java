package io.planerules.audit;

import io.planerules.audit.report.ObjectId;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The rules of a live cluster's listing (docs/reference/audit.md#a-cluster-listing), holding the
 * objects of every plane: the plane's namespaces carry its label ({@code audit.namespace-owner},
 * with {@link OwnershipLabel#matches}), its objects are not in namespaces labelled for another
 * plane ({@code audit.foreign-namespace}; a namespace's owner is the label on its Namespace object
 * in the listing), its Gateways admit only its routes ({@code audit.gateway-listener}), Gateways of
 * one namespace do not share a port ({@code audit.listener-port}), its webhook configurations only
 * see its namespaces ({@code audit.webhook-scope}), and, after a teardown, nothing of it is left
 * ({@link TeardownPlanner#checkResidue}, with the residue check's own rule ids).
 */
final class ClusterListing implements Intake.Judge {

  static final String ADMISSION = "admissionregistration.k8s.io";

  private record Labelled(Findings.ObjectAt at, String namespace) {}

  private final PlaneMembership plane;
  private final Findings findings;
  private final Gateways.Listeners listeners;
  private final boolean afterTeardown;

  /** Namespace name → its ownership label ({@code ""} when it has none). */
  private final Map<String, String> owners = new HashMap<>();

  /** The plane's namespaced objects, until every Namespace of the listing is known. */
  private final List<Labelled> labelled = new ArrayList<>();

  ClusterListing(PlaneMembership plane, AuditOptions options, Findings findings) {
    this.plane = plane;
    this.findings = findings;
    this.listeners = new Gateways.Listeners(findings);
    this.afterTeardown = options.afterTeardown();
  }

  @Override
  public void judge(Obj o) {
    String namespace = o.rawNamespace;
    ObjectId id = o.id(namespace);
    if (o.is("", "Namespace")) {
      namespace(o, id);
    }
    if (plane.named && namespace != null && plane.id.value().equals(o.label)) {
      labelled.add(new Labelled(at(o, id), namespace));
    }
    if (Gateways.isGateway(o) && namespace != null) {
      if (plane.named && (plane.id.value().equals(o.label) || plane.ownsName(namespace, o.name))) {
        String listener = Gateways.listenerFinding(o, plane);
        if (listener != null) {
          findings.add(at(o, id), AuditRule.GATEWAY_LISTENER, listener);
        }
      }
      if (!plane.isShared(o.kind, namespace, o.name)) {
        listeners.add(o, namespace, null);
      }
    }
    if (plane.named
        && o.group.equals(ADMISSION)
        && (o.kind.equals("MutatingWebhookConfiguration")
            || o.kind.equals("ValidatingWebhookConfiguration"))
        && plane.ownsClusterName(o.name)) {
      webhooks(o, id);
    }
    if (afterTeardown) {
      residue(o, id, namespace);
    }
  }

  /** Where a finding about {@code o}, identified as {@code id}, points. */
  private static Findings.ObjectAt at(Obj o, ObjectId id) {
    return new Findings.ObjectAt(o.ordinal, o.source, id, null);
  }

  private void namespace(Obj o, ObjectId id) {
    owners.put(o.name, o.label == null ? "" : o.label);
    if (plane.ownsNamespace(o.name) && !OwnershipLabel.matches(o.textMap("labels"), plane.id)) {
      findings.add(
          at(o, id),
          AuditRule.NAMESPACE_OWNER,
          "Namespace \""
              + o.name
              + "\" of "
              + plane.display()
              + (o.label == null
                  ? " has no ownership label"
                  : " is labelled for \"" + o.label + "\"")
              + (plane.named
                  ? ", expected " + OwnershipLabel.KEY + "=\"" + plane.id.value() + "\""
                  : ", expected none")
              + ": the plane's lifecycle refuses to touch it");
    }
  }

  private void webhooks(Obj o, ObjectId id) {
    List<String> open = new ArrayList<>();
    List<Object> webhooks = Obj.list(o.at("webhooks"));
    for (int i = 0; i < webhooks.size(); i++) {
      if (!plane.selectsOnlyThisPlane(Obj.at(webhooks.get(i), "namespaceSelector"))) {
        open.add("webhooks[" + i + "] (" + Obj.text(Obj.at(webhooks.get(i), "name")) + ")");
      }
    }
    if (!open.isEmpty()) {
      findings.add(
          at(o, id),
          AuditRule.WEBHOOK_SCOPE,
          o.kind
              + " of "
              + plane.display()
              + " sees other planes' namespaces: "
              + String.join(", ", open)
              + " without a namespaceSelector requiring "
              + OwnershipLabel.KEY
              + "=\""
              + plane.id.value()
              + "\"");
    }
  }

  private void residue(Obj o, ObjectId id, @Nullable String namespace) {
    Inventory one = new Inventory(List.of(), List.of(), List.of(), List.of(o.observed(namespace)));
    for (Problem problem : TeardownPlanner.checkResidue(plane.id, one).problems()) {
      findings.add(at(o, id), residueRule(problem.code()), problem, problem.message());
    }
  }

  private static RuleDescriptor residueRule(String code) {
    for (RuleDescriptor rule : TeardownPlanner.residueRules()) {
      if (rule.id().value().equals(code)) {
        return rule;
      }
    }
    throw new IllegalStateException("the residue check reported an unknown code " + code);
  }

  @Override
  public void finish() {
    for (Labelled object : labelled) {
      String owner = owners.get(object.namespace());
      if (owner != null && !owner.isEmpty() && !owner.equals(plane.id.value())) {
        findings.add(
            object.at(),
            AuditRule.FOREIGN_NAMESPACE,
            "labelled for "
                + plane.display()
                + " in namespace \""
                + object.namespace()
                + "\", which is labelled for \""
                + owner
                + "\"");
      }
    }
    labelled.clear();
    listeners.finish();
  }
}
