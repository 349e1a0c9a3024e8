/**
 * The CSI drivers the storage rules single out by name ({@code WellKnownNames}), spelled once for
 * the catalog and the binding decision. Exported only to {@code io.planerules.binding}; not API.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.internal.drivers;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
