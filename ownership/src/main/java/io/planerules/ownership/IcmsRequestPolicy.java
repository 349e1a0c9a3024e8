package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.internal.PlaneNamespaces;
import io.planerules.ownership.internal.Texts;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.Trace;
import io.planerules.rules.internal.RuleOutcome;
import java.util.List;

/**
 * ICMSRequest reconcile (docs/reference/ownership.md#verdicts-and-the-action-policy): rule {@code
 * icms.namespace} denies a request outside the plane's requests namespace (configured, else {@code
 * <P>-nvcf-backend}); then classification and {@link Action#RECONCILE}. Legacy: no namespace rule,
 * labels as classification reads them (a labelled request is refused, unlike upstream Go).
 * <!-- snippet: OwnershipExamplesTest#icms-request -->
 *
 * <pre>{@code
 * // "" for the plane's derived requests namespace, <plane>-nvcf-backend
 * Verdict v = IcmsRequestPolicy.decide(id, request, "", PolicyContext.defaults(id));
 * }</pre>
 */
public final class IcmsRequestPolicy {

  private IcmsRequestPolicy() {}

  /**
   * Decides whether the plane may reconcile the request.
   *
   * @param id the plane
   * @param request the observed ICMSRequest
   * @param configuredRequestsNamespace the configured requests namespace, {@code ""} for the
   *     derived one
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict
   * @throws InvalidInputException when the reference is malformed
   */
  public static Verdict decide(
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
        return new Verdict.Deny(
            OwnershipState.NAMESPACE_FOREIGN,
            ReconcileRule.ICMS_NAMESPACE.id(),
            ReasonCode.REQUEST_NAMESPACE_MISMATCH,
            Explanation.of(
                "refusing to reconcile ICMSRequest "
                    + request.ref().display()
                    + ": namespace \""
                    + actual
                    + "\" is not the requests namespace \""
                    + expected
                    + "\" of "
                    + Texts.plane(id),
                trace(RuleOutcome.decide(Verdict.Kind.DENY, "namespace mismatch"))),
            false,
            false);
      }
      head = trace(RuleOutcome.pass("in requests namespace"));
    }
    return OwnershipPolicy.decide(id, Action.RECONCILE, request, context).after(head);
  }

  private static Trace trace(RuleOutcome<Verdict.Kind> outcome) {
    return RuleOutcome.trace(ReconcileRule.ICMS_NAMESPACE.id(), outcome);
  }

  /**
   * The rules this package declares ({@code ReconcileRule}), in declaration order, for the module's
   * rules index ({@code OwnershipRules#all()}) and {@code docs/rules.md}; the rule enums themselves
   * are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(ReconcileRule.values());
  }
}
