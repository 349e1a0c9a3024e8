package io.planerules.audit;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The rules of one plane's render (docs/reference/audit.md#render-rules), object by object as the
 * input is read: each object becomes a {@link Subject}, judged by the rules, which report through
 * its {@link Reporter}; the reporter of an object whose kind's scope is still pending is kept (the
 * object is not) and resolved when the input has been read.
 */
final class RenderCheck implements Intake.Judge {

  private final PlaneMembership plane;
  private final Findings findings;
  private final Scopes scopes;

  /** The plane id findings carry ({@code audit renders}), or {@code null}. */
  private final @Nullable String tag;

  private final int index;
  private final @Nullable String releaseNamespace;
  private final Gateways.Listeners listeners;
  private final @Nullable Collisions collisions;
  private final List<Reporter> pending = new ArrayList<>();

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
    Subject s = Subject.of(o, plane, scopes.known(o.group, o.kind), releaseNamespace);
    Reporter out = new Reporter(s, findings, tag);
    Placement.labels(s, out);
    Placement.sharedCrd(s, out);
    Hooks.check(s, o, out);
    if (!s.shared) {
      Placement.place(s, out);
      boolean gateway = Gateways.isGateway(o);
      if (plane.named) {
        LegacyScan.scan(s, o, out);
        Wiring.check(s, o, out);
        String listener = gateway ? Gateways.listenerFinding(o, plane) : null;
        if (listener != null) {
          out.report(AuditRule.GATEWAY_LISTENER, listener);
        }
      }
      if (gateway) {
        String namespace = s.namespace;
        if (namespace == null) {
          out.namespaceNeeded();
        } else {
          listeners.add(o, namespace, tag);
        }
      }
    }
    if (s.known == Scopes.Known.PENDING) {
      pending.add(out);
    } else if (collisions != null) {
      collisions.add(index, s, s.known == Scopes.Known.CLUSTER);
    }
  }

  /** Resolves the objects whose scope was pending, now that every CRD of the input is known. */
  @Override
  public void finish() {
    for (Reporter out : pending) {
      Subject s = out.subject;
      boolean cluster = scopes.isClusterScoped(s.group, s.kind);
      out.resolve(
          cluster,
          () -> {
            if (!s.shared) {
              Placement.place(s, out);
            }
          });
      if (collisions != null) {
        collisions.add(index, s, cluster);
      }
    }
    pending.clear();
  }
}
