/**
 * Test support: a simulated Kubernetes API server, the planes' operators as actors, and an explorer
 * of every interleaving of their requests.
 *
 * <p>The server ({@link io.planerules.simulation.SimulatedApiServer}) is a pure function from
 * (state, user, request) to (state, response) over a {@link io.planerules.simulation.ClusterState}
 * that is a comparable value, with the API server's semantics: one cluster-wide resourceVersion
 * bumped on every write, uid, preconditions checked atomically with the write, label selectors, and
 * optionally the admission policies of every installed plane.
 *
 * <p>Actors are step machines: each is an immutable value that names its next API request and
 * becomes a new value when the request is answered, so that one step is exactly one request. The
 * planes' actors decide nothing themselves: every decision is the library's ({@code
 * SecretMirrorPlanner}, {@code MirrorWriteProtocol}, {@code TeardownPlanner}), as an operator
 * executes them.
 *
 * <p>The explorer ({@link io.planerules.simulation.Explorer}) visits every interleaving of a
 * scenario's actors, breadth first with de-duplication of equal worlds (cluster state and actor
 * states), checks the invariants after every step, and gives each violation's shortest interleaving
 * as a replayable {@link io.planerules.simulation.Interleaving}; seeded random walks cover
 * scenarios too deep to exhaust.
 */
@CheckReturnValue
@NullMarked
package io.planerules.simulation;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
