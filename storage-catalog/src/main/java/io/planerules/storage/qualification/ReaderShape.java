package io.planerules.storage.qualification;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * How a reader claimed the cache a writer populated
 * (docs/reference/storage-catalog.md#reader-shapes). Each shape can prove at most one access mode;
 * {@link #FRESH_DYNAMIC_CLAIM} proves none — it tests whether every claim on the class resolves to
 * the same data (it does not, on a dynamic provisioner). Declaration order is the order problems
 * and findings are reported in.
 * <!-- snippet: QualificationExamplesTest#reader-shape -->
 *
 * <pre>{@code
 * boolean rox2 =
 *     ReaderShape.fromWireName("staticPvReadOnlyMany").orElseThrow().provesReadOnlyMany(); // true
 * }</pre>
 */
enum ReaderShape {
  /** The writer's own RWX claim mounted read-only; same namespace only. Proves ReadWriteMany. */
  SHARED_CLAIM_READ_WRITE_MANY("sharedClaimReadWriteMany", Proves.READ_WRITE_MANY, true),
  /** An RWX claim on a static PV reusing the writer's volume handle. Proves ReadWriteMany. */
  STATIC_PV_READ_WRITE_MANY("staticPvReadWriteMany", Proves.READ_WRITE_MANY, false),
  /** A ReadOnlyMany view of the writer's RWO volume; same namespace only. Proves ReadOnlyMany. */
  WRITER_RWO_READER_ROX("writerRwoReaderRox", Proves.READ_ONLY_MANY, true),
  /** A ROX claim on a static PV reusing (NVMesh: rewriting) the writer's handle. */
  STATIC_PV_READ_ONLY_MANY("staticPvReadOnlyMany", Proves.READ_ONLY_MANY, false),
  /** A new claim naming only the StorageClass. Proves nothing. */
  FRESH_DYNAMIC_CLAIM("freshDynamicClaim", Proves.NOTHING, false);

  private enum Proves {
    READ_WRITE_MANY,
    READ_ONLY_MANY,
    NOTHING
  }

  private final String wireName;
  private final Proves proves;
  private final boolean sameNamespaceOnly;

  ReaderShape(String wireName, Proves proves, boolean sameNamespaceOnly) {
    this.wireName = wireName;
    this.proves = proves;
    this.sameNamespaceOnly = sameNamespaceOnly;
  }

  /** The evidence spelling, e.g. {@code staticPvReadWriteMany}. */
  public String wireName() {
    return wireName;
  }

  /** Whether a proving entry of this shape proves {@code ReadWriteMany}. */
  public boolean provesReadWriteMany() {
    return proves == Proves.READ_WRITE_MANY;
  }

  /** Whether a proving entry of this shape proves {@code ReadOnlyMany}. */
  public boolean provesReadOnlyMany() {
    return proves == Proves.READ_ONLY_MANY;
  }

  /**
   * Whether the shape can only be tried in the writer's namespace (a claim is namespaced, so the
   * writer's own claim or a view of it cannot be mounted elsewhere).
   */
  public boolean sameNamespaceOnly() {
    return sameNamespaceOnly;
  }

  /**
   * The shape spelled exactly {@code name}.
   *
   * @param name the evidence spelling
   * @return the shape, or empty for any other text
   */
  public static Optional<ReaderShape> fromWireName(String name) {
    return WireNames.find(values(), ReaderShape::wireName, name);
  }
}
