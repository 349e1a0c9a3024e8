package io.planerules.identity.plane;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of a plane's cluster registration profile ({@link ControlPlaneProfile}); each rule
 * reports one {@link Code} (see docs/reference/identity.md#registration-profile).
 */
public enum ProfileRule implements RuleDescriptor {
  /**
   * {@code profile.name}: the registration profile name (id, or default in legacy) is a DNS-1123
   * label.
   */
  NAME(
      "profile.name",
      "the registration profile name (id, or default in legacy) is a DNS-1123 label",
      ControlPlaneProfile.class,
      Code.INVALID_NAME.code()),
  /**
   * {@code profile.url}: every profile URL is http, https or nats with a DNS-1123 host and a valid
   * port.
   */
  URL(
      "profile.url",
      "every profile URL is http, https or nats with a DNS-1123 host and a valid port",
      ControlPlaneProfile.class,
      Code.INVALID_URL.code());

  private static final String DECISION = "registration-profile";

  private final Definition definition;

  ProfileRule(String id, String description, Class<?> decidedBy, String... reasonCodes) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reasonCodes));
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules that are not a rule id. */
  public enum Code {
    /** {@code profile.invalid-name}. */
    INVALID_NAME("profile.invalid-name"),
    /** {@code profile.invalid-url}. */
    INVALID_URL("profile.invalid-url");

    private final String code;

    Code(String code) {
      this.code = code;
    }

    /** The stable problem code, e.g. {@code profile.invalid-name}. */
    public String code() {
      return code;
    }
  }
}
