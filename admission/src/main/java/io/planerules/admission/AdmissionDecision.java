package io.planerules.admission;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.OwnershipLabel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The library's own answer for one admission request under one plane's policies: the reference the
 * CEL of {@link AdmissionPolicies#forPlane} agrees with (docs/reference/admission.md#rules). On the
 * labelled kinds it agrees with {@code OwnershipPolicy}: CREATE as {@code RECONCILE} of the object,
 * UPDATE as {@code UPDATE} of the old object with the label unchanged, DELETE as {@code DELETE} of
 * the old object.
 * <!-- snippet: AdmissionExamplesTest#decide -->
 *
 * <pre>{@code
 * AdmissionVerdict v =
 *     AdmissionDecision.decide(
 *         ControlPlaneId.of("plane-a"),
 *         NamingOptions.defaults(),
 *         AdmissionOptions.defaults(),
 *         request);
 * v.ruleId(); // Optional[admission.foreign-label]
 * v.message(); // Optional[refusing to delete Namespace b-ns: ... "plane-b" ...]
 * }</pre>
 */
public final class AdmissionDecision {

  private AdmissionDecision() {}

  /**
   * Decides one request under the policies {@link AdmissionPolicies#forPlane} gives for the same
   * plane, naming and options.
   *
   * @param plane the plane whose policies are installed
   * @param naming the plane's naming options
   * @param options the plane's admission options
   * @param request the request
   * @return whether the plane's policies judge the request and which rules refuse it
   * @throws io.planerules.rules.PlaneRulesException (an {@code AdmissionOptionsException}) when the
   *     options are invalid
   */
  public static AdmissionVerdict decide(
      ControlPlaneId plane,
      NamingOptions naming,
      AdmissionOptions options,
      AdmissionRequest request) {
    requireNonNull(plane, "plane");
    requireNonNull(naming, "naming");
    requireNonNull(options, "options");
    requireNonNull(request, "request");
    PlaneScope scope = PlaneScope.of(plane, naming, options);
    if (!scope.actsAsPlane(request.username(), request.groups())) {
      return new AdmissionVerdict(false, List.of());
    }
    List<AdmissionVerdict.Denial> denials = new ArrayList<>();
    boolean mainOrStatus =
        request.subresource().isEmpty() || request.subresource().equals("status");
    if (mainOrStatus) {
      for (AdmissionRule rule : AdmissionPolicies.rules(scope)) {
        String explanation = refusal(scope, rule, request);
        if (explanation != null) {
          denials.add(
              new AdmissionVerdict.Denial(
                  rule.id(),
                  "refusing to "
                      + request.operation().verb()
                      + " "
                      + request.kind()
                      + " "
                      + request.display()
                      + ": "
                      + explanation));
        }
      }
    }
    return new AdmissionVerdict(true, denials);
  }

  /** The explanation when the rule refuses the request, else {@code null}. */
  private static @Nullable String refusal(
      PlaneScope plane, AdmissionRule rule, AdmissionRequest request) {
    String own = plane.ownLabel();
    boolean legacy = plane.id.isLegacy();
    String newLabel = label(request.objectLabels());
    String oldLabel = label(request.oldObjectLabels());
    return switch (rule) {
      case FOREIGN_LABEL -> {
        String foreign =
            foreign(oldLabel, own) ? oldLabel : foreign(newLabel, own) ? newLabel : null;
        yield foreign == null
            ? null
            : legacy
                ? "labelled for control plane \""
                    + foreign
                    + "\"; "
                    + Messages.LEGACY_ONLY_UNLABELLED
                : "owned by control plane \"" + foreign + "\", not \"" + own + "\"";
      }
      case LABEL_IMMUTABLE ->
          request.operation() == Operation.UPDATE && !newLabel.equals(oldLabel)
              ? "the ownership label may not change from \""
                  + oldLabel
                  + "\" to \""
                  + newLabel
                  + "\""
              : null;
      case UNLABELLED ->
          plane.options.labelledKinds().contains(request.resource())
                  && (request.operation() == Operation.CREATE ? newLabel : oldLabel).isEmpty()
              ? "unlabelled, expected owner \"" + own + "\""
              : null;
      case SHARED_PREREQUISITE ->
          plane.sharedObjects.contains(new SharedObject(request.resource(), request.name()))
              ? Messages.SHARED
              : null;
      case NAMESPACE_SCOPE -> namespaceRefusal(plane, request);
    };
  }

  private static @Nullable String namespaceRefusal(PlaneScope plane, AdmissionRequest request) {
    String namespace = request.namespace();
    if (namespace == null || plane.allowedNamespaces.contains(namespace)) {
      return null;
    }
    String label = label(request.namespaceLabels());
    if (plane.id.isLegacy()) {
      return label.isEmpty()
          ? null
          : "namespace \""
              + namespace
              + "\" is labelled for control plane \""
              + label
              + "\"; "
              + Messages.LEGACY_ONLY_UNLABELLED_NAMESPACES;
    }
    return label.equals(plane.ownLabel())
        ? null
        : "namespace \""
            + namespace
            + "\" is not owned by control plane \""
            + plane.ownLabel()
            + "\"";
  }

  /** Whether a label is another plane's: present and not the own one (legacy: present). */
  private static boolean foreign(String label, String own) {
    return !label.isEmpty() && !label.equals(own);
  }

  /** The ownership label of an object, {@code ""} for none or no object. */
  private static String label(@Nullable Map<String, String> labels) {
    return labels == null ? "" : labels.getOrDefault(OwnershipLabel.KEY, "");
  }
}
