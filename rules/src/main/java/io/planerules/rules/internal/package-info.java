/**
 * What every library module decides with and none exports: the ordered-rules evaluator {@link
 * io.planerules.rules.internal.RuleBook} (its {@link io.planerules.rules.internal.Rule}s answer a
 * {@link io.planerules.rules.internal.RuleOutcome}, it answers an {@link
 * io.planerules.rules.internal.Evaluation}) and the {@link
 * io.planerules.rules.internal.TraceBuilder} of a decision whose rules are consulted in a
 * hand-written order; and the primitives the modules share: Go's {@code strconv.Quote} ({@link
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
