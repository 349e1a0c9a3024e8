/**
 * Generators of Kubernetes RBAC {@code PolicyRule} inputs in the JSON shape the batch protocol
 * takes ({@code apiGroups}, {@code resources}, {@code verbs}, {@code resourceNames}, {@code
 * nonResourceURLs} as lists of strings), for the RBAC delegation-coverage tests.
 */
@NullMarked
package io.planerules.testkit.rbac;

import org.jspecify.annotations.NullMarked;
