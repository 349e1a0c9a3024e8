package io.planerules.binding.internal;

import io.planerules.identity.validation.NameRule;

/** The one way this module reports a Kubernetes name that fails its rule. */
public final class Names {
  private Names() {}

  /**
   * The rule's apimachinery messages for {@code value} joined with {@code "; "}; empty when valid.
   */
  public static String errors(String value, NameRule rule) {
    return String.join("; ", rule.messages(value));
  }
}
