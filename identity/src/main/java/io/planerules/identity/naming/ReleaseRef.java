package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

/**
 * A Helm release: namespace and name. Example: {@code ReleaseRef("plane-a-nats-system", "nats")}.
 *
 * @param namespace the release namespace
 * @param name the release name
 */
public record ReleaseRef(String namespace, String name) {

  /** Checks that both parts are non-null. */
  public ReleaseRef {
    requireNonNull(namespace, "namespace");
    requireNonNull(name, "name");
  }
}
