/**
 * Generators of qualification evidence documents
 * (docs/reference/storage-catalog.md#evidence-document) in the JSON-shaped form the batch protocol
 * and the parser take: maps of strings, booleans and lists, keys in document order.
 */
@NullMarked
package io.planerules.testkit.qualification;

import org.jspecify.annotations.NullMarked;
