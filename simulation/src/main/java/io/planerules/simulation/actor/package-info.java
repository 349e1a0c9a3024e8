/**
 * Actors as step machines: each is an immutable value that names its next API request and becomes a
 * new value when the request is answered, so that one step is exactly one request. The planes'
 * actors decide nothing themselves: every decision is the library's ({@code SecretMirrorPlanner},
 * {@code MirrorWriteProtocol}, {@code TeardownPlanner}), as an operator executes them.
 */
@CheckReturnValue
@NullMarked
package io.planerules.simulation.actor;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
