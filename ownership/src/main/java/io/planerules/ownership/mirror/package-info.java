/**
 * Secret mirroring as pure planning: sources, targets, the copy's shape, the write decision on a
 * fresh read, the create-or-update protocol and the startup replay ({@link
 * io.planerules.ownership.mirror.SecretMirrorPlanner}).
 *
 * <p>See {@code docs/reference/ownership.md#secret-mirroring}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership.mirror;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
