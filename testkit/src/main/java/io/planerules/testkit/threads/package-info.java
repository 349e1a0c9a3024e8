/**
 * Lincheck set up for the checks of the library's lazy parts across threads
 * (docs/adr/0093-thread-checks-with-lincheck.md). Lincheck is an optional dependency of testkit: a
 * module using this package declares {@code org.jetbrains.lincheck:lincheck} in test scope itself.
 */
@NullMarked
package io.planerules.testkit.threads;

import org.jspecify.annotations.NullMarked;
