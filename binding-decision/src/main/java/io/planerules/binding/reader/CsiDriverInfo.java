package io.planerules.binding.reader;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * The facts of a live CSIDriver object that decide the writer's identity.
 *
 * @param name the CSIDriver name (= provisioner)
 * @param fsGroupPolicy {@code spec.fsGroupPolicy}, null when unset
 */
public record CsiDriverInfo(String name, @Nullable String fsGroupPolicy) {
  /** Checks that {@code name} is not null. */
  public CsiDriverInfo {
    requireNonNull(name, "name");
  }
}
