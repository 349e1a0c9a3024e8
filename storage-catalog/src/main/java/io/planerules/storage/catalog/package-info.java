/**
 * The storage capability catalog: which CSI drivers were qualified for which PVC access modes, and
 * everything derived from it — validation ({@link io.planerules.storage.catalog.CatalogValidator}),
 * transitions ({@link io.planerules.storage.catalog.transition.Transitions}), the catalog revision,
 * the profile digest ({@link io.planerules.storage.catalog.digest.ProfileDigest}), the diff ({@link
 * io.planerules.storage.catalog.diff.CatalogDiff}) and Go-compatible text helpers ({@link
 * io.planerules.storage.internal.text.GoText}). Pure: no I/O beyond reading the embedded resources.
 */
@NullMarked
package io.planerules.storage.catalog;

import org.jspecify.annotations.NullMarked;
