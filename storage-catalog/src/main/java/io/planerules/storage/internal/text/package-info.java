/**
 * Go's text semantics the catalog and the binding decision share: {@code unicode.IsSpace}, {@code
 * strings.TrimSpace}, the byte-wise string order and {@code encoding/json} string literals.
 * Exported only to {@code io.planerules.binding}; not API.
 */
@NullMarked
package io.planerules.storage.internal.text;

import org.jspecify.annotations.NullMarked;
