/** The storage transition derived from a catalog entry for a workflow, and its rules. */
@NullMarked
package io.planerules.storage.catalog.transition;

import org.jspecify.annotations.NullMarked;
