/**
 * The Kubernetes, Helm and Cassandra name validators: {@link
 * io.planerules.identity.validation.NameRule} ports the apimachinery, Helm and Cassandra checks
 * with their upstream limits and messages, one rule of {@code docs/rules.md} each.
 */
@CheckReturnValue
@NullMarked
package io.planerules.identity.validation;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
