/** What changes between two catalogs, entry by entry and workflow by workflow. */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog.diff;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
