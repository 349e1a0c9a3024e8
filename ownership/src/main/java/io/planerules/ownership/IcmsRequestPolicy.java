package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.internal.PlaneNamespaces;
import io.planerules.ownership.internal.Texts;
import io.planerules.rules.Trace;
import io.planerules.rules.internal.RuleOutcome;

/**
 * ICMSRequest reconcile, {@link OwnershipPolicy#decideIcmsRequest}: rule {@code icms.namespace}
 * denies a request outside the plane's requests namespace (configured, else {@code
 * <P>-nvcf-backend}); then classification and {@link Action#RECONCILE}. Legacy: no namespace rule,
 * labels as classification reads them (a labelled request is refused, unlike upstream Go).
 */
final class IcmsRequestPolicy {

  private IcmsRequestPolicy() {}

  /** Decides whether the plane may reconcile the request. */
  static Verdict decide(
      ControlPlaneId id,
      ObservedObject request,
      String configuredRequestsNamespace,
      PolicyContext context) {
    requireNonNull(configuredRequestsNamespace, "configuredRequestsNamespace");
    InvalidInputException.throwIfInvalid(OwnershipClassifier.validate(request.ref()));
    Trace head;
    if (id.isLegacy()) {
      head = trace(RuleOutcome.notApplicable("legacy plane"));
    } else {
      String expected =
          configuredRequestsNamespace.isEmpty()
              ? PlaneNamespaces.derive(
                  id, NamingOptions.defaults(), NameKind.NAMESPACE_NVCF_BACKEND)
              : configuredRequestsNamespace;
      String actual = request.ref().namespace();
      if (!expected.equals(actual)) {
        return Verdict.deny(
            OwnershipState.NAMESPACE_FOREIGN,
            ReconcileRule.ICMS_NAMESPACE.id(),
            ReasonCode.REQUEST_NAMESPACE_MISMATCH,
            "refusing to reconcile ICMSRequest "
                + request.ref().display()
                + ": namespace \""
                + actual
                + "\" is not the requests namespace \""
                + expected
                + "\" of "
                + Texts.plane(id),
            trace(RuleOutcome.decide(Verdict.Kind.DENY, "namespace mismatch")),
            false);
      }
      head = trace(RuleOutcome.pass("in requests namespace"));
    }
    return OwnershipPolicy.decide(id, Action.RECONCILE, request, context).after(head);
  }

  private static Trace trace(RuleOutcome<Verdict.Kind> outcome) {
    return RuleOutcome.trace(ReconcileRule.ICMS_NAMESPACE.id(), outcome);
  }
}
