package io.planerules.identity;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.internal.Messages;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.Utf8;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A validated plane domain ({@code global.domain}), the suffix of every host name of a plane.
 *
 * <p>Rules (docs/reference/identity.md#plane-domain), in order: required for a named plane ({@code
 * domain.required}); at most {@value #MAX_LENGTH} UTF-8 bytes ({@code domain.too-long}); a
 * lowercase DNS-1123 subdomain ({@code domain.not-dns-name}); no dot-separated label longer than 63
 * bytes ({@code domain.label-too-long}, stricter than upstream); not {@code localhost} for a named
 * plane with Gateway API routing ({@code domain.localhost}). Legacy mode accepts {@code ""}: the
 * plane then has no domain and host names cannot be derived.
 * <!-- snippet: IdentityExamplesTest#plane-domain -->
 *
 * <pre>{@code
 * PlaneDomain d = PlaneDomain.of("plane-a.example.test", ControlPlaneId.of("plane-a"), true);
 * boolean legacyLocalhost = PlaneDomain.isValid("localhost", ControlPlaneId.LEGACY, true); // true
 * }</pre>
 */
public final class PlaneDomain {

  /** Maximum UTF-8 byte length (RFC 1123 subdomain, apimachinery). */
  public static final int MAX_LENGTH = 253;

  /** Maximum length of one dot-separated label (RFC 1035). */
  public static final int MAX_LABEL_LENGTH = 63;

  /** Default value path of domain problems. */
  public static final String PATH = "global.domain";

  /** The absent domain of a legacy plane. */
  public static final PlaneDomain NONE = new PlaneDomain("");

  static final String REQUIRED_MSG = "CONTROL_PLANE_DOMAIN is required for a named control plane.";
  static final String DNS_NAME_MSG = "CONTROL_PLANE_DOMAIN must be a lowercase DNS name.";
  static final String LOCALHOST_MSG =
      "global.domain must be unique and non-localhost for a named control plane with Gateway API"
          + " enabled";

  private final String value;

  private PlaneDomain(String value) {
    this.value = value;
  }

  /**
   * The domain {@code domain} for plane {@code id}, or a {@link
   * io.planerules.rules.PlaneRulesException} (an {@code InvalidDomainException}) carrying every
   * problem; {@code ""} in legacy mode gives {@link #NONE}.
   */
  public static PlaneDomain of(String domain, ControlPlaneId id, boolean gatewayApiEnabled) {
    validate(domain, id, gatewayApiEnabled).throwIfInvalid(InvalidDomainException::new);
    return domain.isEmpty() ? NONE : new PlaneDomain(domain);
  }

  /** Every problem of {@code domain} for plane {@code id}, at path {@value #PATH}. */
  public static ValidationResult validate(
      String domain, ControlPlaneId id, boolean gatewayApiEnabled) {
    return validate(domain, id, gatewayApiEnabled, PATH);
  }

  /**
   * Every problem of {@code domain} for the raw id {@code planeId} (CLI {@code domain.validate}):
   * the plane is named iff {@code planeId} is non-empty, whether or not the id itself is valid
   * (validate it with {@link ControlPlaneId#validate(String)}).
   */
  public static ValidationResult validate(
      String domain, String planeId, boolean gatewayApiEnabled) {
    requireNonNull(planeId, "planeId");
    return validate(
        domain,
        planeId.isEmpty() ? ControlPlaneId.LEGACY : NAMED_PLACEHOLDER,
        gatewayApiEnabled,
        PATH);
  }

  /** Stands for "some named plane" where only the mode matters. */
  private static final ControlPlaneId NAMED_PLACEHOLDER = ControlPlaneId.of("named");

  /** Every problem of {@code domain} for plane {@code id} at {@code path}; never throws. */
  public static ValidationResult validate(
      String domain, ControlPlaneId id, boolean gatewayApiEnabled, String path) {
    requireNonNull(domain, "domain");
    requireNonNull(id, "id");
    requireNonNull(path, "path");
    if (domain.isEmpty()) {
      return id.isLegacy()
          ? ValidationResult.ok()
          : ValidationResult.of(Problem.error(DomainRule.REQUIRED.code(), path, REQUIRED_MSG));
    }
    List<Problem> problems = new ArrayList<>(2);
    String got = " (got " + Messages.quote(domain) + ")";
    if (Utf8.length(domain) > MAX_LENGTH) {
      problems.add(Problem.error(DomainRule.Code.TOO_LONG.code(), path, DNS_NAME_MSG + got));
    }
    if (!NameSyntax.isDns1123Subdomain(domain, 0, domain.length())) {
      problems.add(Problem.error(DomainRule.Code.NOT_DNS_NAME.code(), path, DNS_NAME_MSG + got));
    }
    @Nullable String longLabel = longestLabelOver(domain);
    if (longLabel != null) {
      problems.add(
          Problem.error(
              DomainRule.Code.LABEL_TOO_LONG.code(),
              path,
              DNS_NAME_MSG
                  + " Label "
                  + Messages.quote(longLabel)
                  + " is longer than 63 bytes"
                  + got));
    }
    if (!id.isLegacy() && gatewayApiEnabled && domain.equals("localhost")) {
      problems.add(Problem.error(DomainRule.LOCALHOST.code(), path, LOCALHOST_MSG));
    }
    return ValidationResult.of(problems);
  }

  /** Whether {@code domain} is acceptable for plane {@code id}. */
  public static boolean isValid(String domain, ControlPlaneId id, boolean gatewayApiEnabled) {
    return validate(domain, id, gatewayApiEnabled).isValid();
  }

  private static @Nullable String longestLabelOver(String domain) {
    for (String label : domain.split("\\.", -1)) {
      if (Utf8.length(label) > MAX_LABEL_LENGTH) {
        return label;
      }
    }
    return null;
  }

  /** The domain, {@code ""} for {@link #NONE}. */
  public String value() {
    return value;
  }

  /** Whether there is a domain (false only for {@link #NONE}). */
  public boolean isPresent() {
    return !value.isEmpty();
  }

  /**
   * Whether {@code other} equals this domain or is a DNS suffix of it ({@code a.x} is covered by
   * {@code x}): then a wildcard of {@code other} can cover this plane's hosts.
   */
  public boolean isWithin(PlaneDomain other) {
    return isPresent()
        && other.isPresent()
        && (value.equals(other.value) || value.endsWith("." + other.value));
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof PlaneDomain that && value.equals(that.value);
  }

  @Override
  public int hashCode() {
    return value.hashCode();
  }

  @Override
  public String toString() {
    return value;
  }

  /**
   * The rules of decision {@code plane-domain} ({@code DomainRule}), in declaration order, as
   * {@code docs/rules.md} lists them; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(DomainRule.values());
  }
}
