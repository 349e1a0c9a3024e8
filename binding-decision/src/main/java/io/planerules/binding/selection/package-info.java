/**
 * The persisted request selection: {@link io.planerules.binding.selection.PersistedSelection}, the
 * snapshot NVCA writes to the ICMSRequest before any storage side effect, and its upstream {@code
 * Validate()} rules ({@link io.planerules.binding.selection.SelectionValidation}, {@link
 * io.planerules.binding.selection.SelectionRule}).
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.selection;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
