/**
 * The persisted request selection: {@link io.planerules.binding.selection.PersistedSelection}, the
 * snapshot NVCA writes to the ICMSRequest before any storage side effect, its upstream {@code
 * Validate()} rules (the package-private {@code SelectionValidation}, {@link
 * io.planerules.binding.selection.SelectionRule}), and its drift: {@link
 * io.planerules.binding.selection.DriftCheck} re-checks a durable selection against the live
 * StorageClass and catalog before its first storage side effect (rules: {@link
 * io.planerules.binding.selection.DriftRule}).
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.selection;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
