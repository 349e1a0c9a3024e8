/**
 * AssertJ assertions for a chart's own tests: {@link
 * io.planerules.audit.testkit.AuditAssertions#assertThatRender} and {@link
 * io.planerules.audit.testkit.RenderAssert#isIsolatedFor}, which fail listing every error the audit
 * found.
 *
 * <p>See {@code docs/reference/audit.md#in-a-charts-tests}.
 */
@NullMarked
package io.planerules.audit.testkit;

import org.jspecify.annotations.NullMarked;
