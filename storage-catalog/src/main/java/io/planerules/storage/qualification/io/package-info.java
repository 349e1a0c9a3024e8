/**
 * Hardened reading of qualification evidence documents (YAML or JSON): the same pipeline and
 * settings as the catalog parser of docs/reference/storage-catalog.md#reading-a-document (size,
 * encoding, forbidden characters, aliases, anchors, tags, duplicate keys, depth and length limits
 * rejected with line and column), then binding to {@link
 * io.planerules.storage.qualification.QualificationEvidence}. The only package of the qualification
 * code that imports Jackson or SnakeYAML.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.qualification.io;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
