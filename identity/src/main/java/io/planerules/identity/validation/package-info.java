/**
 * The Kubernetes, Helm and Cassandra name validators: {@link
 * io.planerules.identity.validation.NameRule} ports the apimachinery, Helm and Cassandra checks
 * with their upstream limits and messages, one rule of {@code docs/rules.md} each.
 */
@NullMarked
package io.planerules.identity.validation;

import org.jspecify.annotations.NullMarked;
