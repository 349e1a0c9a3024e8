/**
 * A simulated Kubernetes API server: a cluster state that is a comparable value, and a pure
 * function from (state, user, request) to (state, response) with the API server's semantics: one
 * cluster-wide resourceVersion bumped on every write, uid, preconditions checked atomically with
 * the write, label selectors, and optionally the admission policies of every installed plane.
 */
@CheckReturnValue
@NullMarked
package io.planerules.simulation.server;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
