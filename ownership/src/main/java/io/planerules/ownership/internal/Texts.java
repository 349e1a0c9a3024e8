package io.planerules.ownership.internal;

import io.planerules.identity.ControlPlaneId;
import java.util.Optional;

/** Message fragments shared by the decisions of this package. */
public final class Texts {

  private Texts() {}

  /** {@code control plane "plane-a"} or {@code the legacy control plane}. */
  public static String plane(ControlPlaneId id) {
    return id.isLegacy() ? "the legacy control plane" : "control plane \"" + id.value() + "\"";
  }

  /** The label value or {@code unset}. */
  public static String valueOrUnset(Optional<String> value) {
    return value.orElse("unset");
  }

  /** The expected owner as printed in teardown messages: the id, or {@code unset} for legacy. */
  public static String expectedOwner(ControlPlaneId id) {
    return id.isLegacy() ? "unset" : id.value();
  }
}
