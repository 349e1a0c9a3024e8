/**
 * One catalog entry and its vocabulary: the driver entry, access modes, workflows and the
 * well-known driver names.
 */
@NullMarked
package io.planerules.storage.catalog.entry;

import org.jspecify.annotations.NullMarked;
