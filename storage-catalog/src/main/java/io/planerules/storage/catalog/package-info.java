/**
 * The storage capability catalog: its hardened parsing from YAML or JSON bytes ({@link
 * io.planerules.storage.catalog.CatalogParser}, reading through the module's one document reader),
 * the ConfigMap loader checks ({@link io.planerules.storage.catalog.CatalogSource}), the parsed
 * catalog ({@link io.planerules.storage.catalog.StorageCatalog}), its validation ({@link
 * io.planerules.storage.catalog.CatalogValidator} and its package-private {@code ValidationRule}
 * constants, listed by {@code CatalogValidator.rules()}), its limits and the embedded default
 * catalog, the source-vs-vendored payload comparison ({@link
 * io.planerules.storage.catalog.CatalogComparison}) and what changes between two catalogs, entry by
 * entry and workflow by workflow ({@link io.planerules.storage.catalog.CatalogDiff}). Entries,
 * transitions and digests live in the packages below this one ({@code entry}, {@code transition},
 * {@code digest}). No I/O beyond reading the embedded resources; Jackson and SnakeYAML stay in the
 * unexported {@code io.planerules.storage.internal.io}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
