package io.planerules.ownership;

import io.planerules.identity.ControlPlaneId;

/**
 * MiniService delete after its ICMSRequest is gone, {@link
 * OwnershipPolicy#decideMiniServiceDelete}: classification and {@link Action#DELETE}; a denial does
 * not requeue and its message contains upstream's {@code Refusing to delete MiniService <name>:
 * owned by another control plane}.
 */
final class MiniServicePolicy {

  private MiniServicePolicy() {}

  /** Decides whether the plane may delete the MiniService. */
  static Verdict decideDelete(
      ControlPlaneId id, ObservedObject miniService, PolicyContext context) {
    Classification c = OwnershipPolicy.classify(id, miniService, context);
    Verdict v = OwnershipPolicy.apply(Action.DELETE, c);
    if (v.kind() == Verdict.Kind.DENY) {
      return Verdict.deny(
          v.state(),
          v.ruleId(),
          v.reason(),
          "Refusing to delete MiniService "
              + miniService.ref().name()
              + ": owned by another control plane ("
              + c.explanation()
              + ")",
          v.trace(),
          v.retainFinalizer());
    }
    return v;
  }
}
