/**
 * The model-cache storage decision: {@link io.planerules.binding.decision.DecisionResolver}
 * resolves the catalog entry of the live {@code nvcf-sc} StorageClass's provisioner and the
 * transition of a workflow into a {@link io.planerules.binding.decision.Decision}, with the
 * StorageClass snapshot and its configuration digest. Rules: {@link
 * io.planerules.binding.decision.DecisionRule}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.decision;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
