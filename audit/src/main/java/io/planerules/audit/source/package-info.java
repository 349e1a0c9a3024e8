/**
 * Where audited objects come from: an {@link io.planerules.audit.source.ObjectSource} hands each
 * object of a file, a stream or a list to an {@link io.planerules.audit.source.ObjectSink}, one at
 * a time, with the {@link io.planerules.audit.source.SourceRef} it came from. The readers of YAML,
 * JSON, JSON Lines and Lists are in {@code io.planerules.audit.io}.
 *
 * <p>See {@code docs/reference/audit.md#reading-objects}.
 */
@NullMarked
package io.planerules.audit.source;

import org.jspecify.annotations.NullMarked;
