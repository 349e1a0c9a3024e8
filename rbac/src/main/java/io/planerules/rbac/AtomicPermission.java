package io.planerules.rbac;

import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The smallest unit a granted {@link PolicyRule} breaks down into: one verb on one resource of one
 * API group (optionally one object name), or one verb on one non-resource URL. Kubernetes checks a
 * grant atomic by atomic; each atomic must be covered by a <em>single</em> held rule. Ask which
 * with {@link #isResource()}; a resource permission answers {@link #apiGroup()}, {@link
 * #resource()} and {@link #resourceName()}, a non-resource one {@link #nonResourceURL()}.
 * Permissions are values: two with the same shape and fields are equal; {@code toString} is the
 * compact Kubernetes text of {@link #toPolicyRule()}.
 * <!-- snippet: RbacExamplesTest#atomic-permission -->
 *
 * <pre>{@code
 * AtomicPermission a =
 *     AtomicPermission.resource("nvca.nvcf.nvidia.io", "modelcachebindings", "get", null);
 * a.toFields(); // {apiGroup=nvca.nvcf.nvidia.io, resource=modelcachebindings, verb=get}
 * }</pre>
 */
public sealed interface AtomicPermission permits ResourcePermission, NonResourcePermission {

  /**
   * One verb on one resource (or {@code resource/subresource}) of one API group, for all object
   * names ({@code resourceName == null}) or for one named object.
   * <!-- snippet: RbacExamplesTest#resource-permission -->
   *
   * <pre>{@code
   * AtomicPermission.resource("", "pods", "get", null); // get any pod (core group "")
   * AtomicPermission.resource("", "configmaps", "get", "cfg"); // get the configmap named cfg
   * }</pre>
   *
   * @param apiGroup the API group ({@code ""} is the core group)
   * @param resource the resource, e.g. {@code "modelcachebindings/status"}
   * @param verb the verb
   * @param resourceName the object name, or {@code null} for all names
   * @return the permission
   */
  static AtomicPermission resource(
      String apiGroup, String resource, String verb, @Nullable String resourceName) {
    return new ResourcePermission(apiGroup, resource, verb, resourceName);
  }

  /**
   * One verb on one non-resource URL such as {@code /healthz} or {@code /metrics}.
   * <!-- snippet: RbacExamplesTest#non-resource-permission -->
   *
   * <pre>{@code
   * AtomicPermission healthz = AtomicPermission.nonResource("/healthz", "get");
   * healthz.toFields(); // {nonResourceURL=/healthz, verb=get}
   * }</pre>
   *
   * @param nonResourceURL the URL path, taken literally
   * @param verb the verb
   * @return the permission
   */
  static AtomicPermission nonResource(String nonResourceURL, String verb) {
    return new NonResourcePermission(nonResourceURL, verb);
  }

  /** The verb, taken literally ({@code "*"} is the literal verb {@code *}). */
  String verb();

  /** True for a verb on a resource, false for a verb on a non-resource URL. */
  boolean isResource();

  /**
   * The API group ({@code ""} is the core group).
   *
   * @return the group
   * @throws IllegalStateException unless {@link #isResource()}
   */
  default String apiGroup() {
    throw new IllegalStateException("not a resource permission: " + this);
  }

  /**
   * The resource, e.g. {@code "modelcachebindings/status"}.
   *
   * @return the resource
   * @throws IllegalStateException unless {@link #isResource()}
   */
  default String resource() {
    throw new IllegalStateException("not a resource permission: " + this);
  }

  /**
   * The object name the permission is limited to.
   *
   * @return the name, or {@code null} for all names
   * @throws IllegalStateException unless {@link #isResource()}
   */
  default @Nullable String resourceName() {
    throw new IllegalStateException("not a resource permission: " + this);
  }

  /**
   * The non-resource URL path, taken literally.
   *
   * @return the URL
   * @throws IllegalStateException when {@link #isResource()}
   */
  default String nonResourceURL() {
    throw new IllegalStateException("not a non-resource permission: " + this);
  }

  /**
   * The one-atomic rule Kubernetes' breakdown produces for this permission (the rule printed in
   * escalation messages).
   *
   * @return the rule with one value per listed field
   */
  PolicyRule toPolicyRule();

  /**
   * The permission as the batch protocol spells it: {@code {apiGroup, resource, verb,
   * resourceName?}} or {@code {verb, nonResourceURL}}, in that key order.
   *
   * @return the fields, absent ones left out
   */
  Map<String, String> toFields();
}
