/**
 * Helpers of the identity module, not exported: ASCII character classes and whole-string name
 * matchers, and how messages quote an offending value.
 */
@CheckReturnValue
@NullMarked
package io.planerules.identity.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
