package io.planerules.admission;

import static java.util.Objects.requireNonNull;

/**
 * A cluster-scoped API object that is a shared prerequisite: no plane creates, updates or deletes
 * it (rule {@code admission.shared-prerequisite}).
 *
 * @param resource its group and resource
 * @param name its name
 */
public record SharedObject(GroupResource resource, String name) {

  /** Checks the fields. */
  public SharedObject {
    requireNonNull(resource, "resource");
    requireNonNull(name, "name");
  }
}
