/**
 * Test support for plane-rules and its users: QuickTheories generators of every domain's inputs and
 * AssertJ assertions for the {@code rules} model.
 *
 * <p>Generators produce inputs in the same JSON-shaped form the batch protocol takes (strings,
 * lists, maps), so testkit depends on no domain module and every module's tests can use it. Valid
 * values are built by construction; an invalid value is a valid one plus exactly one named {@link
 * io.planerules.testkit.Faulty fault}, so a failing property names what was wrong.
 */
@NullMarked
package io.planerules.testkit;

import org.jspecify.annotations.NullMarked;
