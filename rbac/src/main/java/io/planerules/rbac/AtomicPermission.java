package io.planerules.rbac;

import java.util.Map;

/**
 * The smallest unit a granted {@link PolicyRule} breaks down into: one verb on one resource of one
 * API group (optionally one object name), or one verb on one non-resource URL. Kubernetes checks a
 * grant atomic by atomic; each atomic must be covered by a <em>single</em> held rule.
 * <!-- snippet: RbacExamplesTest#atomic-permission -->
 *
 * <pre>{@code
 * AtomicPermission a =
 *     new ResourcePermission("nvca.nvcf.nvidia.io", "modelcachebindings", "get", null);
 * a.toFields(); // {apiGroup=nvca.nvcf.nvidia.io, resource=modelcachebindings, verb=get}
 * }</pre>
 */
public sealed interface AtomicPermission permits ResourcePermission, NonResourcePermission {

  /** The verb, taken literally ({@code "*"} is the literal verb {@code *}). */
  String verb();

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
