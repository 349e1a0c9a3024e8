package io.planerules.identity.plane;

import io.planerules.rules.RuleCode;
import io.planerules.rules.internal.DefinedRule;

/**
 * The rules of decision {@code registration-profile}: whether a plane's cluster registration
 * profile is well formed. {@link ControlPlaneProfile} checks the name, then every URL (see
 * docs/reference/identity.md#registration-profile); each rule reports one {@link Code}, and each
 * constant's {@link #description()} is its line in {@code docs/rules.md}.
 */
enum ProfileRule implements DefinedRule {
  NAME(
      "profile.name",
      "the registration profile name (id, or default in legacy) is a DNS-1123 label",
      Code.INVALID_NAME),
  URL(
      "profile.url",
      "every profile URL is http, https or nats with a DNS-1123 host and a valid port",
      Code.INVALID_URL);

  private static final String DECISION = "registration-profile";

  private final Definition definition;

  ProfileRule(String id, String description, Code code) {
    definition = Definition.of(id, DECISION, ControlPlaneProfile.class, description, code);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules, one each. */
  public enum Code implements RuleCode {
    INVALID_NAME("profile.invalid-name"),
    INVALID_URL("profile.invalid-url");

    private final String code;

    Code(String code) {
      this.code = code;
    }

    @Override
    public String code() {
      return code;
    }
  }
}
