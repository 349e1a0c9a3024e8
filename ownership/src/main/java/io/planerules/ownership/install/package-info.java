/**
 * Installing and removing a plane's releases: the stack's namespace lifecycle, shared CRD rendering
 * and the pre-delete hook policy.
 *
 * <p>See {@code docs/reference/ownership.md#install-and-removal}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership.install;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
