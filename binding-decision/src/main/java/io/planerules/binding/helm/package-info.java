/**
 * The cache backend of a Helm (mini-service) request: {@link
 * io.planerules.binding.helm.HelmBackend} from a persisted selection, from the legacy context or
 * from a stored backend string. Rules: {@link io.planerules.binding.helm.HelmRule}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.helm;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
