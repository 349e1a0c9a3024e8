package io.planerules.storage.catalog.transition;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.internal.WireNames;
import io.planerules.storage.catalog.entry.AccessMode;
import java.util.List;
import java.util.Optional;

/**
 * The storage transition of a model cache, derived from a catalog entry and a workflow ({@link
 * Transitions#derive}); never declared in the catalog.
 * <!-- snippet: StorageExamplesTest#transition -->
 *
 * <pre>{@code
 * List<AccessMode> modes = Transition.ROX_READ_ONLY.requiredAccessModes();
 * // [READ_WRITE_ONCE, READ_ONLY_MANY]
 * }</pre>
 */
public enum Transition {
  /** {@code disabled}: no durable cache. */
  DISABLED("disabled", ImmutableList.of()),
  /** {@code roxReadOnly}: a writer claim, readers get ReadOnlyMany volumes. */
  ROX_READ_ONLY(
      "roxReadOnly", ImmutableList.of(AccessMode.READ_WRITE_ONCE, AccessMode.READ_ONLY_MANY)),
  /** {@code rwxReadOnly}: one shared ReadWriteMany claim, readers mount it read-only. */
  RWX_READ_ONLY("rwxReadOnly", ImmutableList.of(AccessMode.READ_WRITE_MANY));

  private final String wireName;
  private final ImmutableList<AccessMode> requiredAccessModes;

  Transition(String wireName, ImmutableList<AccessMode> requiredAccessModes) {
    this.wireName = wireName;
    this.requiredAccessModes = requiredAccessModes;
  }

  /** The wire spelling, e.g. {@code roxReadOnly}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The access modes a claim for this transition requests, in order (selections compare them in
   * order): {@code roxReadOnly} → {@code [ReadWriteOnce, ReadOnlyMany]}, {@code rwxReadOnly} →
   * {@code [ReadWriteMany]}, {@code disabled} → {@code []}.
   */
  public List<AccessMode> requiredAccessModes() {
    return requiredAccessModes;
  }

  /**
   * The transition spelled exactly so.
   *
   * @param wireName {@code disabled}, {@code roxReadOnly} or {@code rwxReadOnly}
   * @return the transition, or empty for any other text
   */
  public static Optional<Transition> fromWireName(String wireName) {
    requireNonNull(wireName, "wireName");
    return WireNames.find(values(), Transition::wireName, wireName);
  }

  @Override
  public String toString() {
    return wireName;
  }
}
