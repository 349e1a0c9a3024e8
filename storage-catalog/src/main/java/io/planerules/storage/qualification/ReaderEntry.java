package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.Maps;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One reader shape tried in a qualification run, with what it observed.
 *
 * <p>An entry <em>proves</em> its shape's mode ({@link #proves()}) when the reader saw identical
 * bytes (the manifest's SHA-256 matched — not a directory listing) and all six {@linkplain
 * WriteProbe write probes} were refused with {@code EROFS}. A probe missing from {@code
 * writeProbes} counts as {@link ProbeResult#NOT_RUN}.
 * <!-- snippet: QualificationExamplesTest#reader-entry -->
 *
 * <pre>{@code
 * ReaderEntry e =
 *     new ReaderEntry(
 *         ReaderShape.STATIC_PV_READ_WRITE_MANY,
 *         ReaderNamespace.OTHER,
 *         true,
 *         ReaderEntry.allProbes(ProbeResult.EROFS),
 *         null);
 * boolean proves = e.proves(); // true: identical bytes, every write refused with EROFS
 * }</pre>
 *
 * @param shape how the reader claimed the cache
 * @param namespace where the reader ran, relative to the writer
 * @param identicalBytes whether the manifest's SHA-256 matched the writer's
 * @param writeProbes the result of each write attempt; absent probes were not run
 * @param listingEmpty whether the reader's directory listing was empty, or {@code null} when not
 *     recorded (informational only)
 */
record ReaderEntry(
    ReaderShape shape,
    ReaderNamespace namespace,
    boolean identicalBytes,
    Map<WriteProbe, ProbeResult> writeProbes,
    @Nullable Boolean listingEmpty) {

  /** Creates an entry; copies the probes. */
  public ReaderEntry {
    requireNonNull(shape, "shape");
    requireNonNull(namespace, "namespace");
    writeProbes = Maps.immutableEnumMap(writeProbes);
  }

  /**
   * Every write probe with the same result.
   *
   * @param result the result of all six probes
   * @return a map of the six probes
   */
  public static Map<WriteProbe, ProbeResult> allProbes(ProbeResult result) {
    requireNonNull(result, "result");
    Map<WriteProbe, ProbeResult> probes = new EnumMap<>(WriteProbe.class);
    for (WriteProbe probe : WriteProbe.values()) {
      probes.put(probe, result);
    }
    return Maps.immutableEnumMap(probes);
  }

  /** The result of one probe; {@link ProbeResult#NOT_RUN} when the evidence does not record it. */
  public ProbeResult probe(WriteProbe probe) {
    return writeProbes.getOrDefault(probe, ProbeResult.NOT_RUN);
  }

  /** The probes not refused with {@code EROFS}, in {@link WriteProbe} order. */
  public List<WriteProbe> probesNotReadOnly() {
    ImmutableList.Builder<WriteProbe> failed = ImmutableList.builder();
    for (WriteProbe probe : WriteProbe.values()) {
      if (probe(probe) != ProbeResult.EROFS) {
        failed.add(probe);
      }
    }
    return failed.build();
  }

  /**
   * Whether this entry proves its shape's mode: identical bytes and all six probes {@code EROFS}.
   */
  public boolean proves() {
    return identicalBytes && probesNotReadOnly().isEmpty();
  }

  /** {@code <shape>/<namespace>}, the key missing-proof codes use. */
  public String key() {
    return shape.wireName() + "/" + namespace.wireName();
  }
}
