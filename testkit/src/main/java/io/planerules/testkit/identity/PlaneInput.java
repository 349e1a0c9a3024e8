package io.planerules.testkit.identity;

import static java.util.Objects.requireNonNull;

/**
 * A plane as the batch protocol sends it: {@code {planeId, domain}} ({@code planeId} empty for
 * legacy).
 *
 * @param planeId the control-plane id
 * @param domain the plane domain
 */
public record PlaneInput(String planeId, String domain) {

  /** Checks the parts. */
  public PlaneInput {
    requireNonNull(planeId, "planeId");
    requireNonNull(domain, "domain");
  }
}
