/**
 * Go's text semantics the catalog and the binding decision share: {@code unicode.IsSpace}, {@code
 * strings.TrimSpace}, the byte-wise string order and {@code encoding/json} string literals.
 * Exported only to {@code io.planerules.binding}; not API.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.internal.text;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
