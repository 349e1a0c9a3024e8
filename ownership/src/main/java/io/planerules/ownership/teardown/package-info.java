/**
 * Teardown planning: what {@code destroy} deletes for a plane, the re-check before each delete and
 * the residue check ({@link io.planerules.ownership.teardown.TeardownPlanner}).
 *
 * <p>See {@code docs/reference/ownership.md#teardown}.
 */
@NullMarked
package io.planerules.ownership.teardown;

import org.jspecify.annotations.NullMarked;
