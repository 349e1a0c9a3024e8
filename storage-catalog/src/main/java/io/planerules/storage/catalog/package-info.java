/**
 * The storage capability catalog: its hardened parsing from YAML or JSON bytes or from the
 * ConfigMap NVCA reads it from ({@link io.planerules.storage.catalog.CatalogParser}, reading
 * through the module's one document reader), the parsed catalog and its JSON Schema ({@link
 * io.planerules.storage.catalog.StorageCatalog}), its validation (the package-private {@code
 * CatalogValidator} and its {@code ValidationRule} constants, listed with the parsing codes by
 * {@code CatalogParser.rules()}), its limits and the embedded default catalog, and what changes
 * between two catalogs, entry by entry and workflow by workflow ({@link
 * io.planerules.storage.catalog.CatalogDiff}). Entries, transitions and digests live in the
 * packages below this one ({@code entry}, {@code transition}, {@code digest}). No I/O beyond
 * reading the embedded resources; Jackson and SnakeYAML stay in the unexported {@code
 * io.planerules.storage.internal.io}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
