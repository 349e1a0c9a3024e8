/**
 * The Kubernetes, Helm and Cassandra name validators: {@link
 * io.planerules.identity.validation.NameRule} ports the apimachinery, Helm and Cassandra checks
 * with their upstream limits and messages, and {@link
 * io.planerules.identity.validation.NameValidatorRule} describes each as a rule.
 */
@NullMarked
package io.planerules.identity.validation;

import org.jspecify.annotations.NullMarked;
