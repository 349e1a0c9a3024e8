/**
 * The watch scope of every informer of a plane's NVCA ({@link
 * io.planerules.ownership.informer.InformerScopes}).
 *
 * <p>See {@code docs/reference/ownership.md#informer-scopes}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership.informer;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
