/**
 * Helpers shared by the ownership packages (well-known kinds, derived plane names, message
 * fragments); not exported.
 *
 * <p>See {@code docs/reference/ownership.md}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
