/**
 * The canonical JSON writer behind the profile and StorageClass digests: Go {@code encoding/json}
 * text written straight into UTF-8 bytes and hashed. Exported only to {@code io.planerules.binding}
 * (the StorageClass digest); not API. Depends on nothing of the domain packages.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.internal.json;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
