/**
 * The hardened YAML/JSON reading shared by the catalog parser ({@code
 * io.planerules.storage.catalog.io}) and the qualification evidence reader ({@code
 * io.planerules.storage.qualification.io}), docs/reference/storage-catalog.md#parser-settings and
 * docs/reference/storage-catalog.md#evidence-document: the Jackson/SnakeYAML factory settings, the
 * parser exposing SnakeYAML's last event, the text-level checks (forbidden characters, boolean-like
 * plain words, aliases, anchors, tags) and the fatal-problem signal of the token walks. Not
 * exported: internal to this module. Depends only on {@code io.planerules.rules}, Jackson and
 * SnakeYAML, never on the domain packages.
 */
@NullMarked
package io.planerules.storage.internal.io;

import org.jspecify.annotations.NullMarked;
