package io.planerules.binding.intent;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A ModelCacheBinding as read from the cluster.
 *
 * @param name metadata.name
 * @param namespace metadata.namespace
 * @param uid metadata.uid
 * @param deleting whether metadata.deletionTimestamp is set
 * @param finalizers metadata.finalizers
 * @param spec the spec
 * @param status the status
 */
public record ObservedBinding(
    String name,
    String namespace,
    String uid,
    boolean deleting,
    List<String> finalizers,
    BindingSpec spec,
    BindingStatus status) {
  /** Copies the list. */
  public ObservedBinding {
    requireNonNull(name, "name");
    requireNonNull(namespace, "namespace");
    requireNonNull(uid, "uid");
    finalizers = List.copyOf(finalizers);
    requireNonNull(spec, "spec");
    requireNonNull(status, "status");
  }
}
