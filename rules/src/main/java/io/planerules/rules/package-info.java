/**
 * The explanation model shared by every plane-rules module.
 *
 * <p>Every decision in plane-rules is an ordered list of named rules evaluated by a rule book (the
 * library modules' {@code io.planerules.rules.internal.RuleBook}): the first rule that decides
 * wins, and the {@link io.planerules.rules.Trace} records every rule consulted. Validation returns
 * every {@link io.planerules.rules.Problem} at once in a {@link
 * io.planerules.rules.ValidationResult}; a throwing factory beside it wraps the same result in a
 * {@link io.planerules.rules.PlaneRulesException}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.rules;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
