/**
 * RBAC delegation coverage: whether a granter holding some Kubernetes RBAC rules may write a
 * Role/ClusterRole granting other rules without the {@code escalate} verb, decided exactly like
 * Kubernetes' escalation check (component-helpers {@code
 * auth/rbac/validation/policy_comparator.go}, {@code Covers}), and the atomic-permission drift
 * between two rule sets.
 *
 * <p>Entry points: {@link io.planerules.rbac.RbacCoverage#covers} and {@link
 * io.planerules.rbac.RbacDiff#diff}, each listing its rules with {@code rules()}, and {@link
 * io.planerules.rbac.PolicyRule}, whose {@link io.planerules.rbac.PolicyRule#atomics()} break a
 * rule down and whose {@link io.planerules.rbac.PolicyRule#rules()} are the API server's
 * validation.
 * <!-- snippet: RbacExamplesTest#package-overview -->
 *
 * <pre>{@code
 * List<PolicyRule> held =
 *     List.of(
 *         PolicyRule.resourceRule(
 *             List.of("nvca.nvcf.nvidia.io"),
 *             List.of("storagerequests"),
 *             List.of("get", "list")));
 * List<PolicyRule> granted =
 *     List.of(
 *         PolicyRule.resourceRule(
 *             List.of("nvca.nvcf.nvidia.io"), List.of("modelcachebindings"), List.of("get")));
 * Coverage c = RbacCoverage.covers(held, granted);
 * c.covered(); // false
 * c.uncovered(); // [{APIGroups:["nvca.nvcf.nvidia.io"], Resources:["modelcachebindings"], ...}]
 * }</pre>
 */
@CheckReturnValue
@NullMarked
package io.planerules.rbac;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
