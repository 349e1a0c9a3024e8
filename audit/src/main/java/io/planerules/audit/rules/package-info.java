/**
 * The rules reference of the audit module, for {@code docs/rules.md}.
 *
 * <p>See {@code docs/reference/audit.md#rules}.
 */
@NullMarked
package io.planerules.audit.rules;

import org.jspecify.annotations.NullMarked;
