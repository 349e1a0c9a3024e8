/**
 * Teardown planning: what {@code destroy} deletes for a plane, the re-check before each delete and
 * the residue check ({@link io.planerules.ownership.teardown.TeardownPlanner}).
 *
 * <p>See {@code docs/reference/ownership.md#teardown}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership.teardown;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
