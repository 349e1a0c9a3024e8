/**
 * One catalog entry and its vocabulary: the driver entry, access modes, workflows and the
 * well-known driver names.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog.entry;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
