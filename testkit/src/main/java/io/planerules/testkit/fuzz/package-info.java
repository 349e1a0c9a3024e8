/** Invariants shared by the fuzz tests of the library modules. */
package io.planerules.testkit.fuzz;
