package io.planerules.ownership.teardown;

import io.planerules.rules.internal.WireNames;
import java.util.Locale;
import java.util.Optional;

/** What {@code destroy} tears down (docs/reference/ownership.md#teardown). */
public enum TeardownScope {
  /** The control-plane namespaces and (named) the plane's ClusterIssuers. The default. */
  CONTROL_PLANE,
  /** The compute-plane (NVCA) namespaces and leftover pre-delete hook objects. */
  COMPUTE_PLANE;

  /** {@code control-plane}, {@code compute-plane}. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The scope with this wire name.
   *
   * @param wireName e.g. {@code compute-plane}
   * @return the scope, or empty when unknown
   */
  public static Optional<TeardownScope> fromWireName(String wireName) {
    return WireNames.find(values(), TeardownScope::wireName, wireName);
  }
}
