package io.planerules.testkit.ownership;

import java.util.ArrayList;
import java.util.List;

/**
 * An inventory as the batch protocol carries it.
 *
 * @param namespaces Namespaces
 * @param clusterIssuers ClusterIssuers
 * @param hookObjects pre-delete hook objects
 * @param others other objects
 */
public record InventorySpec(
    List<ObjectSpec> namespaces,
    List<ObjectSpec> clusterIssuers,
    List<ObjectSpec> hookObjects,
    List<ObjectSpec> others) {

  /** Creates an inventory; copies the lists. */
  public InventorySpec {
    namespaces = List.copyOf(namespaces);
    clusterIssuers = List.copyOf(clusterIssuers);
    hookObjects = List.copyOf(hookObjects);
    others = List.copyOf(others);
  }

  /**
   * This inventory with one more namespace.
   *
   * @param ns the namespace
   * @return the larger inventory
   */
  public InventorySpec withNamespace(ObjectSpec ns) {
    List<ObjectSpec> more = new ArrayList<>(namespaces);
    more.add(ns);
    return new InventorySpec(more, clusterIssuers, hookObjects, others);
  }

  /** Every object, list by list. */
  public List<ObjectSpec> all() {
    List<ObjectSpec> all = new ArrayList<>(namespaces);
    all.addAll(clusterIssuers);
    all.addAll(hookObjects);
    all.addAll(others);
    return all;
  }
}
