/**
 * The hardened YAML/JSON reading shared by the catalog parser ({@code
 * io.planerules.storage.catalog.io}) and the qualification evidence reader ({@code
 * io.planerules.storage.qualification.io}), docs/reference/storage-catalog.md#parser-settings and
 * docs/reference/storage-catalog.md#one-reader-two-documents: the Jackson/SnakeYAML factory
 * settings, the parser exposing SnakeYAML's last event, the one token walk ({@link
 * io.planerules.storage.internal.io.TreeWalk}) building the one located tree ({@link
 * io.planerules.storage.internal.io.Node}) with what differs per document kind in a {@link
 * io.planerules.storage.internal.io.ReaderProfile}, the text-level checks (forbidden characters,
 * boolean-like plain words, aliases, anchors, tags), the flow-depth pre-scan and the fatal-problem
 * signal. Not exported: internal to this module. Depends only on {@code io.planerules.rules},
 * Jackson and SnakeYAML, never on the domain packages.
 */
@NullMarked
package io.planerules.storage.internal.io;

import org.jspecify.annotations.NullMarked;
