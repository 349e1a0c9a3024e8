/** The storage transition derived from a catalog entry for a workflow, and its rules. */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog.transition;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
