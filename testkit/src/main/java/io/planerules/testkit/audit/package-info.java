/**
 * Generators of rendered charts as {@code helm template} prints them ({@code ---} separated
 * documents, each after a {@code # Source: chart/templates/x.yaml} comment): named renders with
 * planted legacy references and with planted isolation violations, each document telling what was
 * planted in it, for the audit module's tests.
 */
@NullMarked
package io.planerules.testkit.audit;

import org.jspecify.annotations.NullMarked;
