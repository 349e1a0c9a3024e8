package io.planerules.ownership;

import io.planerules.identity.ControlPlaneId;

/**
 * MiniService delete after its ICMSRequest is gone
 * (docs/reference/ownership.md#verdicts-and-the-action-policy): classification and {@link
 * Action#DELETE}; a denial does not requeue and its message contains upstream's {@code Refusing to
 * delete MiniService <name>: owned by another control plane}.
 */
public final class MiniServicePolicy {

  private MiniServicePolicy() {}

  /**
   * Decides whether the plane may delete the MiniService.
   *
   * @param id the plane
   * @param miniService the observed MiniService
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict; a {@link Verdict.Deny} has {@code requeue = false}
   * @throws InvalidInputException when the reference is malformed
   */
  public static Verdict decideDelete(
      ControlPlaneId id, ObservedObject miniService, PolicyContext context) {
    Classification c = OwnershipClassifier.classify(id, miniService, context);
    Verdict v = OwnershipPolicy.apply(Action.DELETE, c);
    if (v instanceof Verdict.Deny d) {
      return new Verdict.Deny(
          d.state(),
          d.ruleId(),
          d.reason(),
          Explanation.of(
              "Refusing to delete MiniService "
                  + miniService.ref().name()
                  + ": owned by another control plane ("
                  + c.explanation()
                  + ")",
              d.trace()),
          d.retainFinalizer(),
          false);
    }
    return v;
  }
}
