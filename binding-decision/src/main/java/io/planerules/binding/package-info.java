/**
 * Model-cache storage decisions for NVCA, pure functions over snapshots the caller fetched. This
 * root package holds what every decision shares: {@link io.planerules.binding.Outcome}, the answer
 * with its deciding rule and trace, and {@link io.planerules.binding.ModelCacheConstants}, the
 * well-known names. The decisions live in one package per concept, in this one-way order: {@code
 * names}, {@code decision}, {@code selection} (and its wire form {@code selection.io}), {@code
 * drift}, {@code intent}, {@code helm}, {@code reader}; {@code rules} lists every rule. See
 * docs/reference/binding-decision.md.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
