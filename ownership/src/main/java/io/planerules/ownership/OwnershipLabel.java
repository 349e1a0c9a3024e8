package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.identity.ControlPlaneId;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The ownership label {@code nvcf.nvidia.com/control-plane-id}
 * (docs/reference/ownership.md#label-and-observed-objects): named planes write their id verbatim on
 * everything they create; the legacy plane writes nothing.
 * <!-- snippet: OwnershipExamplesTest#ownership-label -->
 *
 * <pre>{@code
 * OwnershipLabel.apply(Map.of("app", "x"), ControlPlaneId.of("plane-a"));
 * // {app=x, nvcf.nvidia.com/control-plane-id=plane-a}
 * OwnershipLabel.valueOf(Map.of(OwnershipLabel.KEY, "")); // Optional.empty: "" counts as absent
 * }</pre>
 */
public final class OwnershipLabel {

  /** The label key. Other keys (e.g. {@code nvcf.nvidia.com/control-plane-owner}) are ignored. */
  public static final String KEY = ControlPlaneId.OWNERSHIP_LABEL_KEY;

  private OwnershipLabel() {}

  /**
   * A copy of {@code labels} carrying the ownership of {@code id}: named → the key set to the id
   * (overwriting any value); legacy → the key removed, so a legacy plane never writes the label,
   * even when it copies a labelled source.
   *
   * @param labels the labels to copy
   * @param id the plane that writes the object
   * @return an immutable copy sorted by key
   */
  public static SortedMap<String, String> apply(Map<String, String> labels, ControlPlaneId id) {
    requireNonNull(id, "id");
    TreeMap<String, String> copy = new TreeMap<>(labels);
    if (id.isLegacy()) {
      copy.remove(KEY);
    } else {
      copy.put(KEY, id.value());
    }
    return ImmutableSortedMap.copyOf(copy);
  }

  /**
   * The ownership label's value when present and non-empty; exact, case-sensitive, untrimmed.
   *
   * @param labels an object's labels
   * @return the value, or empty when the key is absent or its value is {@code ""}
   */
  public static Optional<String> valueOf(Map<String, String> labels) {
    return Optional.ofNullable(presentOrNull(labels.get(KEY)));
  }

  /**
   * The label's value as {@link #valueOf} reads it, from the raw value of the key.
   *
   * @param value the value under {@link #KEY}, or {@code null} when the key is absent
   * @return the value, or {@code null} when absent or {@code ""}
   */
  static @Nullable String presentOrNull(@Nullable String value) {
    return value == null || value.isEmpty() ? null : value;
  }

  /**
   * The label's value as {@link #valueOf} reads it, from a label map as a client holds it: a null
   * value under {@link #KEY} is refused, as an {@link ObservedObject} refuses it.
   *
   * @param labels the labels
   * @return the value, or {@code null} when absent or {@code ""}
   * @throws NullPointerException when the key is present with a null value
   */
  static @Nullable String read(Map<String, String> labels) {
    String value = labels.get(KEY);
    if (value == null && labels.containsKey(KEY)) {
      throw new NullPointerException("null value in a label or annotation map");
    }
    return presentOrNull(value);
  }

  /**
   * Whether the labels name exactly this plane: named → value equals the id; legacy → no value.
   *
   * @param labels an object's labels
   * @param id the plane
   * @return whether the label matches the plane
   */
  public static boolean matches(Map<String, String> labels, ControlPlaneId id) {
    Optional<String> value = valueOf(labels);
    return id.isLegacy() ? value.isEmpty() : value.equals(Optional.of(id.value()));
  }

  /**
   * The label selector string that selects this plane's objects: named {@code KEY=<id>}; legacy
   * {@code !KEY} (objects without the label).
   *
   * @param id the plane
   * @return the selector in Kubernetes' string form
   */
  public static String selector(ControlPlaneId id) {
    return id.isLegacy() ? "!" + KEY : KEY + "=" + id.value();
  }
}
