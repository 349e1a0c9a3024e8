/**
 * Drift of a durable selection: {@link io.planerules.binding.drift.DriftCheck} re-checks the
 * selection against the live StorageClass and catalog before its first storage side effect. Rules:
 * {@link io.planerules.binding.drift.DriftRule}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.drift;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
