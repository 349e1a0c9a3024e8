/**
 * The rules reference of the module: {@link io.planerules.binding.rules.BindingRules#all()} lists
 * every rule enum's constants in the order {@code docs/rules.md} shows them.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.rules;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
