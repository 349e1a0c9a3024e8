/**
 * Generators of identity inputs (control-plane ids, domains, planes, resource bases, hostile
 * strings) in their JSON-shaped form, and the reference truncation schemes of
 * docs/reference/identity.md#upstream-compatibility used as known-answer contrasts in tests.
 * Depends on no domain module.
 */
@NullMarked
package io.planerules.testkit.identity;

import org.jspecify.annotations.NullMarked;
