/**
 * The index of every ownership rule, for {@code docs/rules.md} ({@link
 * io.planerules.ownership.rules.OwnershipRules#all()}).
 *
 * <p>See {@code docs/reference/ownership.md}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership.rules;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
