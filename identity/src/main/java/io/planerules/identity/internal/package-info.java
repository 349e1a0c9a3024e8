/**
 * Helpers of the identity module, not exported: ASCII character classes and whole-string name
 * matchers, how messages quote an offending value, and the exception the naming and plane packages
 * throw when a name does not derive.
 */
@CheckReturnValue
@NullMarked
package io.planerules.identity.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
