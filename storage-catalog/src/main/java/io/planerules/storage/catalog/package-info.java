/**
 * A parsed storage capability catalog ({@link io.planerules.storage.catalog.StorageCatalog}), its
 * validation ({@link io.planerules.storage.catalog.CatalogValidator} and its package-private {@code
 * ValidationRule} constants, listed by {@code CatalogValidator.rules()}), its limits and the
 * embedded default catalog. Entries, transitions and digests live in the packages below this one
 * ({@code entry}, {@code transition}, {@code digest}); the diff and the parser build on it. Pure:
 * no I/O beyond reading the embedded resources.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
