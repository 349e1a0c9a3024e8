/**
 * Wire format of the persisted model-cache selection: the strict JSON parse and the Go-compatible
 * marshal ({@link io.planerules.binding.selection.io.SelectionCodec}). The only package of this
 * module that imports Jackson.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.selection.io;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
