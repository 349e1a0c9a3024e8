/**
 * Generators of storage capability catalog <i>inputs</i> — documents as plain records rendered to
 * YAML or JSON text (valid by construction, invalid = valid + one named fault) and a byte-level
 * mutator for fuzzing. Depends on no domain module; storage-catalog's tests turn the text into
 * catalogs with the real parser.
 */
@NullMarked
package io.planerules.testkit.storage;

import org.jspecify.annotations.NullMarked;
