/**
 * What an audit found: an {@link io.planerules.audit.report.AuditReport} of {@link
 * io.planerules.audit.report.Finding}s, each naming its rule, severity, object and source, as plain
 * values (the JSON and SARIF forms are in {@code io.planerules.audit.io}).
 *
 * <p>See {@code docs/reference/audit.md#findings}.
 */
@NullMarked
package io.planerules.audit.report;

import org.jspecify.annotations.NullMarked;
