/**
 * The one index of the identity module's rules, {@link
 * io.planerules.identity.rules.IdentityRules#all()}, from which {@code docs/rules.md} is generated.
 */
@CheckReturnValue
@NullMarked
package io.planerules.identity.rules;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
