/** One catalog entry and its vocabulary: the driver entry, access modes and workflows. */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog.entry;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
