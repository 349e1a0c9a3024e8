package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.Arrays;
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
 * <p>Building an observation is part of every decision an operator makes from the objects its
 * informer holds, so it copies the maps as they come and sorts them only when {@link #labels()},
 * {@link #annotations()}, {@link #equals}, {@link #hashCode} or {@link #toString} first reads them
 * ({@link SortedCopy}); a null key or value is refused when the observation is built.
 * <!-- snippet: OwnershipExamplesTest#observed-object -->
 *
 * <pre>{@code
 * ObservedObject ns =
 *     ObservedObject.of(
 *         ObjectRef.namespace("plane-a-nvcf"), Map.of(OwnershipLabel.KEY, "plane-a"));
 * ns.ownershipLabel(); // Optional[plane-a]
 * ns.resourceVersion(); // null: not known
 * }</pre>
 */
public final class ObservedObject {

  private final ObjectRef ref;
  private final SortedCopy labels;
  private final SortedCopy annotations;
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
    this.labels = SortedCopy.of(labels);
    this.annotations = SortedCopy.of(annotations);
    this.resourceVersion = resourceVersion;
    this.kind = ref.kind();
    this.ownershipLabel = OwnershipLabel.presentOrNull(this.labels.get(OwnershipLabel.KEY));
    this.wellFormedRef = ref.isWellFormed();
  }

  /** The object's reference. */
  public ObjectRef ref() {
    return ref;
  }

  /** Its labels, sorted by key. */
  public Map<String, String> labels() {
    return labels.sorted();
  }

  /** Its annotations, sorted by key. */
  public Map<String, String> annotations() {
    return annotations.sorted();
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
        && labels.sorted().equals(that.labels.sorted())
        && annotations.sorted().equals(that.annotations.sorted())
        && Objects.equals(resourceVersion, that.resourceVersion);
  }

  @Override
  public int hashCode() {
    return Objects.hash(ref, labels.sorted(), annotations.sorted(), resourceVersion);
  }

  /** {@code ObservedObject[ref=..., labels=..., annotations=..., resourceVersion=...]}. */
  @Override
  public String toString() {
    return "ObservedObject[ref="
        + ref
        + ", labels="
        + labels.sorted()
        + ", annotations="
        + annotations.sorted()
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

  /**
   * A label or annotation map copied as given, in the caller's iteration order, and sorted by key
   * on first read. Sorting is pure and the copy never changes, so two threads that race sort equal
   * maps and either may be kept; the kept map is immutable and published through a volatile field.
   */
  private static final class SortedCopy {

    private static final SortedCopy EMPTY = new SortedCopy(new String[0], ImmutableSortedMap.of());

    /** Keys and values alternating: key, value, key, value, ... */
    private final String[] entries;

    private volatile @Nullable ImmutableSortedMap<String, String> sorted;

    private SortedCopy(String[] entries, @Nullable ImmutableSortedMap<String, String> sorted) {
      this.entries = entries;
      this.sorted = sorted;
    }

    /** A copy of the map; throws {@link NullPointerException} for a null key or value. */
    static SortedCopy of(Map<String, String> map) {
      return map.isEmpty() ? EMPTY : new SortedCopy(entries(map), null);
    }

    private static String[] entries(Map<String, String> map) {
      String[] entries = new String[2 * map.size()];
      int i = 0;
      for (Map.Entry<String, String> entry : map.entrySet()) {
        if (i == entries.length) {
          // the map grew while being read (a concurrent map): copy what is there
          entries = Arrays.copyOf(entries, 2 * entries.length + 2);
        }
        entries[i++] = requireNonNull(entry.getKey(), "null key in a label or annotation map");
        entries[i++] = requireNonNull(entry.getValue(), "null value in a label or annotation map");
      }
      return i == entries.length ? entries : Arrays.copyOf(entries, i);
    }

    /**
     * The value of {@code key}, or {@code null}. Keys are first compared by identity: a Kubernetes
     * client's deserialiser interns map keys, as the JVM interns {@code key}, so most lookups find
     * the key without reading the other keys' text.
     */
    @Nullable String get(String key) {
      for (int i = 0; i < entries.length; i += 2) {
        if (entries[i] == key) {
          return entries[i + 1];
        }
      }
      for (int i = 0; i < entries.length; i += 2) {
        if (key.equals(entries[i])) {
          return entries[i + 1];
        }
      }
      return null;
    }

    /** The map sorted by key. */
    ImmutableSortedMap<String, String> sorted() {
      ImmutableSortedMap<String, String> known = sorted;
      if (known == null) {
        ImmutableSortedMap.Builder<String, String> builder = ImmutableSortedMap.naturalOrder();
        for (int i = 0; i < entries.length; i += 2) {
          builder.put(entries[i], entries[i + 1]);
        }
        known = builder.buildOrThrow();
        sorted = known;
      }
      return known;
    }
  }
}
