/**
 * The control-plane id and the plane domain.
 *
 * <p>{@link io.planerules.identity.ControlPlaneId} decides whether a control-plane id is acceptable
 * (legacy mode is the empty id), {@link io.planerules.identity.ControlPlaneIdSources} resolves a
 * compute plane's id from its two sources and {@link io.planerules.identity.PlaneDomain} decides
 * whether a plane's domain is. Every throwing factory has a non-throwing {@code validate}/{@code
 * isValid} twin that returns a {@link io.planerules.rules.ValidationResult} with stable problem
 * codes ({@link io.planerules.identity.IdRule}, {@link io.planerules.identity.DomainRule}). Name
 * validators live in {@code validation}, name derivation in {@code naming}, configuration checks in
 * {@code plane}; see docs/reference/identity.md.
 */
@CheckReturnValue
@NullMarked
package io.planerules.identity;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
