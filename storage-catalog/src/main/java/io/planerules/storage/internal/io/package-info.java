/**
 * The one reader of both documents, the catalog ({@code io.planerules.storage.catalog}) and the
 * qualification evidence ({@code io.planerules.storage.qualification}), in both syntaxes
 * (docs/reference/storage-catalog.md#reading-a-document, #parser-settings and
 * #one-reader-two-documents): the front end ({@link
 * io.planerules.storage.internal.io.DocumentReader}: size, encoding, raw scan, syntax), the
 * Jackson/SnakeYAML factories, the one token walk ({@link
 * io.planerules.storage.internal.io.TreeWalk}) building the one located tree ({@link
 * io.planerules.storage.internal.io.Node}), the text-level checks and the flow-depth pre-scan; what
 * differs per document is a {@link io.planerules.storage.internal.io.DocumentKind}. Not exported:
 * internal to this module. Depends only on {@code io.planerules.rules}, Jackson and SnakeYAML,
 * never on the domain packages.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.internal.io;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
