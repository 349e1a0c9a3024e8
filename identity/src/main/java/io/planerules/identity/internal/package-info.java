/**
 * Helpers of the identity module, not exported: ASCII character classes and whole-string name
 * matchers, and how messages quote an offending value.
 */
@NullMarked
package io.planerules.identity.internal;

import org.jspecify.annotations.NullMarked;
