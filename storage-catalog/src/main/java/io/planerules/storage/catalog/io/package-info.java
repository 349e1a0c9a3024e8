/**
 * Hardened parsing of the storage capability catalog from YAML or JSON bytes ({@link
 * io.planerules.storage.catalog.io.CatalogParser}), the ConfigMap loader checks ({@link
 * io.planerules.storage.catalog.io.CatalogSource}) and the source-vs-vendored payload comparison
 * ({@link io.planerules.storage.catalog.io.CatalogComparison}). The only package of this module
 * that imports Jackson or SnakeYAML.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog.io;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
