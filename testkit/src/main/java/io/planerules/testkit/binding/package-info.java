/**
 * Generators of binding-decision inputs in JSON shape: StorageClass snapshots, persisted selections
 * (valid by construction; invalid = valid + one named fault, named by the rule id that must catch
 * it), arbitrary JSON text, and volume handles per CSI driver.
 */
@NullMarked
package io.planerules.testkit.binding;

import org.jspecify.annotations.NullMarked;
