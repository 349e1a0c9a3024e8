/**
 * The wire formats of the audit, the only package that imports Jackson and SnakeYAML: {@link
 * io.planerules.audit.io.ObjectStreams} reads multi-document YAML, JSON, JSON Lines and Lists one
 * document at a time (hardened, with limits fit for cluster listings), and objects a caller holds
 * as Jackson trees or Jackson-serialisable values; {@link io.planerules.audit.io.ReportDocuments}
 * writes a report as JSON or SARIF 2.1.0, {@link io.planerules.audit.io.PolicyReports} as
 * PolicyReports and {@link io.planerules.audit.io.JUnitReports} as JUnit XML.
 *
 * <p>See {@code docs/reference/audit.md#reading-objects} and {@code
 * docs/adr/0082-object-stream-reader.md}.
 */
@NullMarked
package io.planerules.audit.io;

import org.jspecify.annotations.NullMarked;
