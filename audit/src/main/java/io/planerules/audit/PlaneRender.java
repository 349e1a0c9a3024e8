package io.planerules.audit;

import static java.util.Objects.requireNonNull;

import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.util.List;

/**
 * One plane's render for {@link Audit#renders}: the plane, its options (release namespace, domain,
 * and whatever else differs per plane) and the sources of its rendered objects.
 *
 * @param id the plane
 * @param options its options
 * @param sources its rendered objects, in order
 */
public record PlaneRender(ControlPlaneId id, AuditOptions options, List<ObjectSource> sources) {

  /** Checks the fields and copies the list. */
  public PlaneRender {
    requireNonNull(id, "id");
    requireNonNull(options, "options");
    sources = List.copyOf(sources);
  }
}
