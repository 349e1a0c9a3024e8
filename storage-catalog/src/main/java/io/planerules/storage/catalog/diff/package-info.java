/** What changes between two catalogs, entry by entry and workflow by workflow. */
@NullMarked
package io.planerules.storage.catalog.diff;

import org.jspecify.annotations.NullMarked;
