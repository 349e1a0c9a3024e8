/**
 * The explorer: every interleaving of a scenario's actors, breadth first with de-duplication of
 * equal worlds (cluster state and actor states), the invariants checked after every step, and each
 * violation's shortest interleaving as a replayable {@link
 * io.planerules.simulation.explore.Interleaving}; seeded random walks for scenarios too deep to
 * exhaust.
 */
@CheckReturnValue
@NullMarked
package io.planerules.simulation.explore;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
