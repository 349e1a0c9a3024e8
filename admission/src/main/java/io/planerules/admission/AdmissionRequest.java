package io.planerules.admission;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The parts of one Kubernetes admission request the policies read.
 *
 * @param operation the operation
 * @param resource the resource's group and name ({@code request.resource})
 * @param subresource the subresource, {@code ""} for none ({@code request.subResource})
 * @param kind the kind ({@code request.kind.kind}), e.g. {@code Namespace}
 * @param namespace the namespace of a namespaced object, {@code null} for a cluster-scoped one (a
 *     Namespace included)
 * @param name the object's name
 * @param username {@code request.userInfo.username}
 * @param groups {@code request.userInfo.groups}
 * @param objectLabels the labels of {@code object}: present for CREATE and UPDATE, {@code null} for
 *     DELETE
 * @param oldObjectLabels the labels of {@code oldObject}: present for UPDATE and DELETE, {@code
 *     null} for CREATE
 * @param namespaceLabels the labels of {@code namespaceObject}: present when {@code namespace} is,
 *     {@code null} otherwise
 */
public record AdmissionRequest(
    Operation operation,
    GroupResource resource,
    String subresource,
    String kind,
    @Nullable String namespace,
    String name,
    String username,
    List<String> groups,
    @Nullable SortedMap<String, String> objectLabels,
    @Nullable SortedMap<String, String> oldObjectLabels,
    @Nullable SortedMap<String, String> namespaceLabels) {

  /**
   * Checks that the objects present fit the operation and copies the collections.
   *
   * @throws IllegalArgumentException when an object is present or absent against its operation, or
   *     the namespace labels against the namespace
   */
  public AdmissionRequest {
    requireNonNull(operation, "operation");
    requireNonNull(resource, "resource");
    requireNonNull(subresource, "subresource");
    requireNonNull(kind, "kind");
    requireNonNull(name, "name");
    requireNonNull(username, "username");
    groups = List.copyOf(groups);
    objectLabels = copy(objectLabels);
    oldObjectLabels = copy(oldObjectLabels);
    namespaceLabels = copy(namespaceLabels);
    if ((objectLabels == null) != (operation == Operation.DELETE)) {
      throw new IllegalArgumentException(operation + " needs object labels exactly unless DELETE");
    }
    if ((oldObjectLabels == null) != (operation == Operation.CREATE)) {
      throw new IllegalArgumentException(operation + " needs old labels exactly unless CREATE");
    }
    if ((namespaceLabels == null) != (namespace == null)) {
      throw new IllegalArgumentException("namespace labels are given exactly for a namespace");
    }
  }

  private static @Nullable SortedMap<String, String> copy(@Nullable Map<String, String> labels) {
    return labels == null ? null : Collections.unmodifiableSortedMap(new TreeMap<>(labels));
  }

  /** {@code namespace/name} or {@code name}, as messages show the object. */
  public String display() {
    return namespace == null ? name : namespace + "/" + name;
  }
}
