package io.planerules.admission;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;

/**
 * One admission request and the plane whose policies judge it.
 *
 * @param plane the plane whose policies are installed
 * @param naming the plane's naming options
 * @param options the plane's admission options
 * @param request the request
 */
public record PolicyInput(
    ControlPlaneId plane,
    NamingOptions naming,
    AdmissionOptions options,
    AdmissionRequest request) {

  /** Checks the fields. */
  public PolicyInput {
    requireNonNull(plane, "plane");
    requireNonNull(naming, "naming");
    requireNonNull(options, "options");
    requireNonNull(request, "request");
  }
}
