package io.planerules.identity.plane;

import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
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

  private final RuleId id;
  private final String description;
  private final Class<?> decidedBy;
  private final List<String> reasonCodes;

  ProfileRule(String id, String description, Class<?> decidedBy) {
    this.id = RuleId.of(id);
    this.description = description;
    this.decidedBy = decidedBy;
    this.reasonCodes = List.of(id);
  }

  ProfileRule(String id, String description, Class<?> decidedBy, String... reasonCodes) {
    this.id = RuleId.of(id);
    this.description = description;
    this.decidedBy = decidedBy;
    this.reasonCodes = List.of(reasonCodes);
  }

  @Override
  public RuleId id() {
    return id;
  }

  @Override
  public String decision() {
    return DECISION;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public List<String> reasonCodes() {
    return reasonCodes;
  }

  @Override
  public Class<?> decidedBy() {
    return decidedBy;
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
