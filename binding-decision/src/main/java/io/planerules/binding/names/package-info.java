/**
 * Names of the model cache: {@link io.planerules.binding.names.ModelCacheNames} holds the fixed
 * names NVCA uses and derives the name of each object of one cache, validating it against its
 * kind's Kubernetes rule, never repairing it. Rules: {@link
 * io.planerules.binding.names.ModelCacheNameRule}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.names;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
