/**
 * The checks of a plane's configuration and of several planes in one cluster: {@link
 * io.planerules.identity.plane.PlaneConfig#validate()} (with the issuer rows of {@link
 * io.planerules.identity.plane.IssuerPolicy}), {@link io.planerules.identity.plane.PlaneRegistry}
 * and the cluster registration profile {@link io.planerules.identity.plane.ControlPlaneProfile}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.identity.plane;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
