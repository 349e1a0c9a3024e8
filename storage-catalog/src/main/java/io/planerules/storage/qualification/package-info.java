/**
 * Qualification: from the recorded facts of a storage provider's qualification run (the evidence)
 * to the storage capability catalog entry those facts justify.
 *
 * <p>A catalog entry may list an access mode only when a run on the exact provisioner and
 * StorageClass proved it end to end in a cache workflow. {@link
 * io.planerules.storage.qualification.Qualification} applies the ordered verdict rules of {@code
 * docs/reference/storage-catalog.md#qualification} to a {@link
 * io.planerules.storage.qualification.QualificationEvidence} and answers a {@link
 * io.planerules.storage.qualification.QualificationVerdict}: the qualified modes, the justified
 * entry, every missing proof by name, findings and deployment warnings, with the rule trace; the
 * verdict also answers the workflows its entry enables, the entry as YAML and a catalog with the
 * entry in place. Advertised driver capabilities, a claim that binds and a {@code ro} mount flag
 * are never evidence.
 */
@CheckReturnValue
@NullMarked
package io.planerules.storage.qualification;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
