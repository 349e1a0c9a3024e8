/**
 * The ModelCacheBinding intent: the binding a durable request expects ({@link
 * io.planerules.binding.intent.BindingIntent}), its spec and status, intent equality, validation of
 * an existing binding and the status phase rules ({@link
 * io.planerules.binding.intent.BindingPhases}). Rules: {@link
 * io.planerules.binding.intent.BindingIntentRule}, {@link
 * io.planerules.binding.intent.BindingPhaseRule}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.intent;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
