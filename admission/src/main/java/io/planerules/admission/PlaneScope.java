package io.planerules.admission;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.SharedPrerequisites;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the policies of one plane and {@link AdmissionDecision} both start from: the plane's
 * service-account namespaces, its extra subjects, its labelled kinds, its shared objects and its
 * allowed namespaces. The names come from identity's name table and ownership's shared
 * prerequisites, never from a second copy of the naming rules.
 */
final class PlaneScope {

  final ControlPlaneId id;
  final AdmissionOptions options;

  /** The plane's namespaces whose service accounts act as the plane, sorted. */
  final List<String> serviceAccountNamespaces;

  /** The shared Namespaces, CRDs and ClusterIssuers plus the extras, in declaration order. */
  final List<SharedObject> sharedObjects;

  /** The shared namespaces and the extra allowed ones, sorted (rule namespace-scope). */
  final List<String> allowedNamespaces;

  private PlaneScope(ControlPlaneId id, NamingOptions naming, AdmissionOptions options) {
    this.id = id;
    this.options = options;
    SharedPrerequisites shared = SharedPrerequisites.defaults(id, naming);
    Set<String> sharedNamespaces = new TreeSet<>();
    List<SharedObject> objects = new ArrayList<>();
    for (ObjectRef ref : shared.refs()) {
      Optional<GroupResource> resource = apiResource(ref.kind());
      if (resource.isPresent()) {
        objects.add(new SharedObject(resource.get(), ref.name()));
      }
      if (ref.kind().equals("Namespace")) {
        sharedNamespaces.add(ref.name());
      }
    }
    objects.addAll(options.extraSharedObjects());
    this.sharedObjects = List.copyOf(objects);
    PlaneNames names = PlaneNames.of(id, Optional.empty(), naming);
    Set<String> own = new TreeSet<>(names.namespaces());
    own.removeAll(sharedNamespaces);
    this.serviceAccountNamespaces = List.copyOf(own);
    Set<String> allowed = new TreeSet<>(sharedNamespaces);
    allowed.addAll(options.extraAllowedNamespaces());
    this.allowedNamespaces = List.copyOf(allowed);
  }

  /**
   * The facts of a plane.
   *
   * @throws io.planerules.rules.PlaneRulesException (an {@code AdmissionOptionsException}) when the
   *     options are invalid
   */
  static PlaneScope of(ControlPlaneId id, NamingOptions naming, AdmissionOptions options) {
    options.requireValid();
    return new PlaneScope(id, naming, options);
  }

  /** The API resource of a shared prerequisite's kind; empty for a Helm release. */
  private static Optional<GroupResource> apiResource(String kind) {
    return switch (kind) {
      case "Namespace" -> Optional.of(GroupResource.NAMESPACES);
      case "CustomResourceDefinition" -> Optional.of(GroupResource.CUSTOM_RESOURCE_DEFINITIONS);
      case "ClusterIssuer" -> Optional.of(GroupResource.CLUSTER_ISSUERS);
      default -> Optional.empty();
    };
  }

  /** The prefix of the usernames of a namespace's service accounts (trailing colon included). */
  static String serviceAccountPrefix(String namespace) {
    return "system:serviceaccount:" + namespace + ":";
  }

  /** Whether a subject acts as this plane (the match condition {@code acting-as-plane}). */
  boolean actsAsPlane(String username, List<String> groups) {
    for (String namespace : serviceAccountNamespaces) {
      if (username.startsWith(serviceAccountPrefix(namespace))) {
        return true;
      }
    }
    if (options.extraUsers().contains(username)) {
      return true;
    }
    for (String group : groups) {
      if (options.extraGroups().contains(group)) {
        return true;
      }
    }
    return false;
  }

  /** The label that is this plane's, or {@code ""} for the legacy plane (no label). */
  String ownLabel() {
    return id.value();
  }
}
