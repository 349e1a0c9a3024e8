package io.planerules.audit;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The rules of one plane's render (docs/reference/audit.md#render-rules), object by object as the
 * input is read; an object whose kind's scope is still pending is kept as a {@link Subject} summary
 * and placed when the input has been read.
 */
final class RenderCheck implements Intake.Judge {

  final PlaneMembership plane;
  final Findings findings;
  final Scopes scopes;

  /** The plane id findings carry ({@code audit renders}), or {@code null}. */
  final @Nullable String tag;

  private final int index;
  private final @Nullable String releaseNamespace;
  private final Gateways.Listeners listeners;
  private final @Nullable Collisions collisions;
  private final List<Subject> pending = new ArrayList<>();

  RenderCheck(
      int index,
      PlaneMembership plane,
      AuditOptions options,
      Findings findings,
      Scopes scopes,
      Gateways.Listeners listeners,
      @Nullable Collisions collisions,
      @Nullable String tag) {
    this.index = index;
    this.plane = plane;
    this.releaseNamespace = options.releaseNamespace().orElse(null);
    this.findings = findings;
    this.scopes = scopes;
    this.listeners = listeners;
    this.collisions = collisions;
    this.tag = tag;
  }

  @Override
  public void judge(Obj o) {
    Subject s = new Subject(this, o, scopes.known(o.group, o.kind), releaseNamespace);
    Placement.labels(s);
    Placement.sharedCrd(s);
    Hooks.check(s);
    if (!s.shared) {
      Placement.place(s);
      if (plane.named) {
        LegacyScan.scan(s);
        Wiring.check(s);
        if (Gateways.isGateway(o)) {
          Gateways.checkListeners(o, plane, s::report);
        }
      }
      if (Gateways.isGateway(o)) {
        String namespace = s.namespace;
        if (namespace == null) {
          s.namespaceNeeded();
        } else {
          listeners.add(o, namespace, tag);
        }
      }
    }
    if (s.known == Scopes.Known.PENDING) {
      s.detach();
      pending.add(s);
    } else if (collisions != null) {
      collisions.add(index, s, s.known == Scopes.Known.CLUSTER);
    }
  }

  /** Places the objects whose scope was pending, now that every CRD of the input is known. */
  @Override
  public void finish() {
    for (Subject s : pending) {
      boolean cluster = scopes.isClusterScoped(s.group, s.kind);
      Placement.placeResolved(s, cluster);
      if (cluster && s.hookResidue != null) {
        s.report(AuditRule.HOOK_RESIDUE, true, s.hookResidue);
      }
      if (collisions != null) {
        collisions.add(index, s, cluster);
      }
    }
    pending.clear();
  }
}
