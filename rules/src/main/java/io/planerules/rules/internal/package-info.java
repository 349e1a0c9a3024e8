/**
 * The primitives every library module shares and none exports: Go's {@code strconv.Quote} ({@link
 * io.planerules.rules.internal.GoQuote}), SHA-256 and hex ({@link
 * io.planerules.rules.internal.Sha256}), Go-compatible UTF-8 lengths ({@link
 * io.planerules.rules.internal.Utf8}) and the lookup of an enum constant by its wire spelling
 * ({@link io.planerules.rules.internal.WireNames}). One home each; {@code module-info} exports the
 * package to the plane-rules library modules only.
 */
@CheckReturnValue
@NullMarked
package io.planerules.rules.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
