/**
 * Helpers shared by this module's decision packages and not part of its API: the trace builder of
 * the hand-ordered rules and the name-error text. The module does not export this package.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
