package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a caller observed of one object: its reference, labels, annotations and resource version.
 * Maps are copied and sorted by key, so nothing downstream can depend on the caller's iteration
 * order.
 *
 * <pre>{@code
 * ObservedObject ns = ObservedObject.of(ObjectRef.namespace("plane-a-nvcf"),
 *     Map.of(OwnershipLabel.KEY, "plane-a"));
 * }</pre>
 *
 * @param ref the object's reference
 * @param labels its labels
 * @param annotations its annotations
 * @param resourceVersion its resource version, or {@code null} when unknown
 */
public record ObservedObject(
    ObjectRef ref,
    Map<String, String> labels,
    Map<String, String> annotations,
    @Nullable String resourceVersion) {

  /** Creates an observation; copies the maps. */
  public ObservedObject {
    requireNonNull(ref, "ref");
    labels = ImmutableSortedMap.copyOf(labels);
    annotations = ImmutableSortedMap.copyOf(annotations);
  }

  /**
   * An object with labels, no annotations and no resource version.
   *
   * @param ref the reference
   * @param labels the labels
   * @return the observation
   */
  public static ObservedObject of(ObjectRef ref, Map<String, String> labels) {
    return new ObservedObject(ref, labels, Map.of(), null);
  }

  /** The ownership label's value (empty when absent or {@code ""}). */
  public Optional<String> ownershipLabel() {
    return OwnershipLabel.valueOf(labels);
  }

  /** The resource version, if known. */
  public Optional<String> resourceVersionOpt() {
    return Optional.ofNullable(resourceVersion);
  }

  /**
   * Checks a label or annotation map as received from a caller: a missing map ({@code
   * input.labels-missing}) or a null key or value ({@code input.label-null}) is a problem.
   *
   * @param map the map, or null
   * @param path the path reported, e.g. {@code object.labels}
   * @return every problem
   */
  public static ValidationResult validateMap(@Nullable Map<?, ?> map, String path) {
    if (map == null) {
      return ValidationResult.of(
          Problem.error("input.labels-missing", path, "a label map is required (use {} for none)"));
    }
    List<Problem> problems = new ArrayList<>();
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      if (!(entry.getKey() instanceof String) || !(entry.getValue() instanceof String)) {
        problems.add(
            Problem.error(
                "input.label-null",
                path + "." + entry.getKey(),
                "label keys and values must be strings, got " + entry.getValue()));
      }
    }
    return ValidationResult.of(problems);
  }
}
