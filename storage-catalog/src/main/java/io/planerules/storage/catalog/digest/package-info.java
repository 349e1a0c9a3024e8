/**
 * The fingerprints of a catalog: the revision of its payload and the profile digest of one entry
 * for one workflow.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.catalog.digest;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
