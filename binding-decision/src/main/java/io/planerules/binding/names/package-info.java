/**
 * Names of the objects of one model cache: {@link io.planerules.binding.names.ModelCacheNames}
 * derives each name and validates it against its kind's Kubernetes rule, never repairing it. Rules:
 * {@link io.planerules.binding.names.ModelCacheNameRule}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.names;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
