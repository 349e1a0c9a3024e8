/**
 * Renders a {@link io.planerules.admission.PolicySet} as the Kubernetes objects a person applies
 * with {@code kubectl apply -f}: a YAML multi-document stream or {@code {"items": [...]}} JSON,
 * with a fixed key order so the text is byte-stable.
 *
 * <p>See {@code docs/reference/admission.md}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.admission.io;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
