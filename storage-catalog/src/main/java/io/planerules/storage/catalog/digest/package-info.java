/**
 * The fingerprints of a catalog: the revision of its payload and the profile digest of one entry
 * for one workflow.
 */
@NullMarked
package io.planerules.storage.catalog.digest;

import org.jspecify.annotations.NullMarked;
