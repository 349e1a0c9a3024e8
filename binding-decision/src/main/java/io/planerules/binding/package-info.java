/**
 * Model-cache storage decisions for NVCA, pure functions over snapshots the caller fetched. This
 * root package holds what every decision shares: {@link io.planerules.binding.Outcome}, the answer
 * with its deciding rule and trace. The decisions live in one package per concept, in this one-way
 * order: {@code names} (with the fixed names NVCA uses), {@code decision}, {@code selection} (with
 * its drift; its wire form is {@code selection.io}), {@code intent}, {@code helm}, {@code reader};
 * each front door lists its rules ({@code rules()}). See docs/reference/binding-decision.md.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
