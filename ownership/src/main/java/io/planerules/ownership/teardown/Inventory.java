package io.planerules.ownership.teardown;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.ObservedObject;
import java.util.List;

/**
 * What a caller listed in the cluster before (or after) a teardown, with labels.
 *
 * @param namespaces Namespaces
 * @param clusterIssuers ClusterIssuers
 * @param hookObjects pre-delete hook objects (ServiceAccount, Job, ClusterRole, ClusterRoleBinding)
 * @param others any other objects (used by the residue check)
 */
public record Inventory(
    List<ObservedObject> namespaces,
    List<ObservedObject> clusterIssuers,
    List<ObservedObject> hookObjects,
    List<ObservedObject> others) {

  /** Creates an inventory; copies the lists. */
  public Inventory {
    namespaces = ImmutableList.copyOf(namespaces);
    clusterIssuers = ImmutableList.copyOf(clusterIssuers);
    hookObjects = ImmutableList.copyOf(hookObjects);
    others = ImmutableList.copyOf(others);
  }

  /**
   * An inventory of namespaces and ClusterIssuers only.
   *
   * @param namespaces the Namespaces
   * @param clusterIssuers the ClusterIssuers
   * @return the inventory
   */
  public static Inventory of(List<ObservedObject> namespaces, List<ObservedObject> clusterIssuers) {
    return new Inventory(namespaces, clusterIssuers, List.of(), List.of());
  }

  /** Every object, list by list. */
  public List<ObservedObject> all() {
    return ImmutableList.<ObservedObject>builder()
        .addAll(namespaces)
        .addAll(clusterIssuers)
        .addAll(hookObjects)
        .addAll(others)
        .build();
  }
}
