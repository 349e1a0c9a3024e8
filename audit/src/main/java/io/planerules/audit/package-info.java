/**
 * Rendered charts and cluster listings judged for plane isolation: {@link
 * io.planerules.audit.Audit#render} (one plane's render), {@link io.planerules.audit.Audit#renders}
 * (several planes' renders, each and across), {@link io.planerules.audit.Audit#cluster} (a live
 * cluster's listing) and {@link io.planerules.audit.Audit#compare} (a listing before and after an
 * operation), with the rules of {@code AuditRule} (listed by {@link
 * io.planerules.audit.Audit#rules()}) and the library's own: the name table, the ownership label
 * and shared prerequisites, the admission module's labelled kinds, the issuer, hook and CRD
 * policies and the teardown residue check.
 *
 * <p>See {@code docs/reference/audit.md} and {@code docs/audit.md}.
 */
@NullMarked
package io.planerules.audit;

import org.jspecify.annotations.NullMarked;
