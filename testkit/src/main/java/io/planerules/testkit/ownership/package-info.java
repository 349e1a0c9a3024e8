/**
 * Generators of the ownership module's inputs in JSON-shaped form: plane ids and plane pairs, label
 * maps (with unrelated labels and random insertion order), labelled objects, inventories mixing
 * planes A, B and legacy, NVCFBackends with overrides, and permutations.
 */
@NullMarked
package io.planerules.testkit.ownership;

import org.jspecify.annotations.NullMarked;
