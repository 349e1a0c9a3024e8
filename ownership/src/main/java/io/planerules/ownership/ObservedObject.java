package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a caller observed of one object: its reference, labels, annotations and resource version.
 * Maps are copied and sorted by key, so nothing downstream can depend on the caller's iteration
 * order. An immutable value: equal when reference, labels, annotations and resource version are.
 * What every ownership decision reads first — the ownership label and whether the reference is well
 * formed — is worked out once, when the observation is built.
 *
 * <pre>{@code
 * ObservedObject ns = ObservedObject.of(ObjectRef.namespace("plane-a-nvcf"),
 *     Map.of(OwnershipLabel.KEY, "plane-a"));
 * }</pre>
 */
public final class ObservedObject {

  private final ObjectRef ref;
  private final ImmutableSortedMap<String, String> labels;
  private final ImmutableSortedMap<String, String> annotations;
  private final @Nullable String resourceVersion;

  /** {@code ref.kind()}, kept beside the reference: decisions read it first. */
  private final String kind;

  /** The ownership label's value, {@code null} when absent or {@code ""}. */
  private final @Nullable String ownershipLabel;

  /** Whether {@link ObjectRef#validate(String)} finds no problem in {@link #ref}. */
  private final boolean wellFormedRef;

  /**
   * Creates an observation; copies the maps.
   *
   * @param ref the object's reference
   * @param labels its labels
   * @param annotations its annotations
   * @param resourceVersion its resource version, or {@code null} when unknown
   */
  public ObservedObject(
      ObjectRef ref,
      Map<String, String> labels,
      Map<String, String> annotations,
      @Nullable String resourceVersion) {
    this.ref = requireNonNull(ref, "ref");
    this.labels = ImmutableSortedMap.copyOf(labels);
    this.annotations = ImmutableSortedMap.copyOf(annotations);
    this.resourceVersion = resourceVersion;
    this.kind = ref.kind();
    this.ownershipLabel = OwnershipLabel.valueOf(this.labels).orElse(null);
    this.wellFormedRef = ref.isWellFormed();
  }

  /** The object's reference. */
  public ObjectRef ref() {
    return ref;
  }

  /** Its labels, sorted by key. */
  public Map<String, String> labels() {
    return labels;
  }

  /** Its annotations, sorted by key. */
  public Map<String, String> annotations() {
    return annotations;
  }

  /** Its resource version, or {@code null} when unknown. */
  public @Nullable String resourceVersion() {
    return resourceVersion;
  }

  /** The reference's kind. */
  String kind() {
    return kind;
  }

  /** The ownership label's value, or {@code null} when absent or {@code ""}. */
  @Nullable String ownershipLabelOrNull() {
    return ownershipLabel;
  }

  /** Whether the reference is well formed ({@link ObjectRef#isWellFormed()}). */
  boolean hasWellFormedRef() {
    return wellFormedRef;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ObservedObject that
        && ref.equals(that.ref)
        && labels.equals(that.labels)
        && annotations.equals(that.annotations)
        && Objects.equals(resourceVersion, that.resourceVersion);
  }

  @Override
  public int hashCode() {
    return Objects.hash(ref, labels, annotations, resourceVersion);
  }

  /** {@code ObservedObject[ref=..., labels=..., annotations=..., resourceVersion=...]}. */
  @Override
  public String toString() {
    return "ObservedObject[ref="
        + ref
        + ", labels="
        + labels
        + ", annotations="
        + annotations
        + ", resourceVersion="
        + resourceVersion
        + "]";
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
    return Optional.ofNullable(ownershipLabel);
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
