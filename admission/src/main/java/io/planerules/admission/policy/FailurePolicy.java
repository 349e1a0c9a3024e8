package io.planerules.admission.policy;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * What the API server does when an expression of a policy fails to evaluate ({@code
 * spec.failurePolicy}).
 */
public enum FailurePolicy {
  /** The request is refused. */
  FAIL("Fail"),
  /** The policy is skipped. */
  IGNORE("Ignore");

  private final String wireName;

  FailurePolicy(String wireName) {
    this.wireName = wireName;
  }

  /** The name in the Kubernetes object: {@code Fail} or {@code Ignore}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The policy of a wire name (case-sensitive, as the API server reads it).
   *
   * @param name {@code Fail} or {@code Ignore}
   * @return the policy, or empty for any other text
   */
  public static Optional<FailurePolicy> fromWireName(String name) {
    return WireNames.find(values(), FailurePolicy::wireName, name);
  }
}
