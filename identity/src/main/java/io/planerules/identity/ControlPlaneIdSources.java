package io.planerules.identity;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.internal.Messages;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The compute plane's control-plane id from its two sources — the {@code CONTROL_PLANE_ID}
 * environment value and {@code global.controlPlane.id} — reproducing NVIDIA/nvcf {@code
 * deploy/stacks/nvcf-compute-plane/scripts/resolve-control-plane-id.sh} and the check in {@code
 * deploy/stacks/nvcf-compute-plane/helmfile.d/02-nvca.yaml.gotmpl}
 * (docs/reference/identity.md#compute-plane-resolution). This is the only place the library trims:
 * leading and trailing ASCII whitespace of both sources is stripped.
 *
 * <p>Codes: {@code id.multi-line} (the stripped requested value still holds a line break), {@code
 * id.source-mismatch} (both non-empty and different), then the {@code id.*} problems of the
 * effective id (the requested one when non-empty, else the configured one).
 * <!-- snippet: IdentityExamplesTest#compute-plane-sources -->
 *
 * <pre>{@code
 * ControlPlaneId trimmed = ControlPlaneIdSources.resolveComputePlane(" plane-a ", ""); // plane-a
 * ControlPlaneId configured = ControlPlaneIdSources.resolveComputePlane("", "plane-b"); // plane-b
 * List<Problem> mismatch =
 *     ControlPlaneIdSources.validateComputePlane("a", "b").problems(); // [id.source-mismatch]
 * }</pre>
 */
public final class ControlPlaneIdSources {

  /** Path of problems about the requested (environment) value. */
  public static final String REQUESTED_PATH = "CONTROL_PLANE_ID";

  private ControlPlaneIdSources() {}

  /**
   * The effective id.
   *
   * @throws io.planerules.rules.PlaneRulesException (an {@code InvalidControlPlaneIdException})
   *     with every problem of {@link #validateComputePlane}
   */
  public static ControlPlaneId resolveComputePlane(String requested, String configured) {
    validateComputePlane(requested, configured).throwIfInvalid(InvalidControlPlaneIdException::new);
    return ControlPlaneId.of(effective(requested, configured));
  }

  /** Every problem of the two sources, in order; never throws for non-null strings. */
  public static ValidationResult validateComputePlane(String requested, String configured) {
    String r = strip(requireNonNull(requested, "requested"));
    String c = strip(requireNonNull(configured, "configured"));
    List<Problem> problems = new ArrayList<>(2);
    if (r.indexOf('\n') >= 0 || r.indexOf('\r') >= 0) {
      problems.add(
          Problem.error(
              IdRule.Code.MULTI_LINE.code(),
              REQUESTED_PATH,
              "CONTROL_PLANE_ID must be a single line (got " + Messages.quote(r) + ")"));
    }
    if (!r.isEmpty() && !c.isEmpty() && !r.equals(c)) {
      problems.add(
          Problem.error(
              IdRule.Code.SOURCE_MISMATCH.code(),
              REQUESTED_PATH,
              "CONTROL_PLANE_ID \""
                  + r
                  + "\" does not match global.controlPlane.id \""
                  + c
                  + "\""));
    }
    return ValidationResult.of(problems)
        .and(
            ControlPlaneId.validate(
                r.isEmpty() ? c : r, r.isEmpty() ? ControlPlaneId.PATH : REQUESTED_PATH));
  }

  /** Whether the two sources resolve to a valid id. */
  public static boolean isValidComputePlane(String requested, String configured) {
    return validateComputePlane(requested, configured).isValid();
  }

  /**
   * The effective id string before validation: stripped requested if non-empty, else configured.
   */
  public static String effective(String requested, String configured) {
    String r = strip(requireNonNull(requested, "requested"));
    return r.isEmpty() ? strip(requireNonNull(configured, "configured")) : r;
  }

  static String strip(String s) {
    int start = 0;
    int end = s.length();
    while (start < end && NameSyntax.isAsciiWhitespace(s.charAt(start))) {
      start++;
    }
    while (end > start && NameSyntax.isAsciiWhitespace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(start, end);
  }
}
