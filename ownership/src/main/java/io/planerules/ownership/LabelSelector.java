package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * A conjunction of label requirements of the forms Kubernetes' selector strings use here: {@code
 * key} (exists), {@code key=value} and {@code !key} (absent). {@link #toString()} is the selector
 * string an informer passes to its client; {@link #matchLabels()}, {@link #existsKeys()} and {@link
 * #absentKeys()} are the same requirements as a structured selector spells them ({@code
 * matchLabels}, {@code Exists} and {@code DoesNotExist} expressions). A selector of one requirement
 * is made by {@link #exists}, {@link #equalTo} or {@link #absent}; {@link #of} joins selectors.
 * Equal when their requirements are, in the same order.
 * <!-- snippet: OwnershipExamplesTest#label-selector -->
 *
 * <pre>{@code
 * LabelSelector s = LabelSelector.of(LabelSelector.exists("a"), LabelSelector.equalTo("b", "x"));
 * s.toString(); // a,b=x
 * s.matches(Map.of("a", "", "b", "x")); // true
 * }</pre>
 */
public final class LabelSelector {

  private static final LabelSelector EVERYTHING = new LabelSelector(ImmutableList.of());

  private final ImmutableList<Requirement> requirements;

  private LabelSelector(ImmutableList<Requirement> requirements) {
    this.requirements = requirements;
  }

  /**
   * The conjunction of these selectors: every requirement of each, in order; no selector selects
   * every object.
   *
   * @param selectors the selectors
   * @return the selector
   */
  public static LabelSelector of(LabelSelector... selectors) {
    if (selectors.length == 0) {
      return EVERYTHING;
    }
    return new LabelSelector(
        Stream.of(selectors)
            .flatMap(s -> s.requirements.stream())
            .collect(ImmutableList.toImmutableList()));
  }

  /**
   * {@code key} exists (any value).
   *
   * @param key the label key
   * @return the selector
   */
  public static LabelSelector exists(String key) {
    return new LabelSelector(ImmutableList.of(new Requirement(key, Operator.EXISTS, "")));
  }

  /**
   * {@code key=value}.
   *
   * @param key the label key
   * @param value the value
   * @return the selector
   */
  public static LabelSelector equalTo(String key, String value) {
    return new LabelSelector(ImmutableList.of(new Requirement(key, Operator.EQUALS, value)));
  }

  /**
   * {@code !key}.
   *
   * @param key the label key
   * @return the selector
   */
  public static LabelSelector absent(String key) {
    return new LabelSelector(ImmutableList.of(new Requirement(key, Operator.DOES_NOT_EXIST, "")));
  }

  /**
   * Whether labels satisfy every requirement.
   *
   * @param labels the labels
   * @return whether they match
   */
  public boolean matches(Map<String, String> labels) {
    return requirements.stream().allMatch(r -> r.matches(labels));
  }

  /**
   * The {@code key=value} requirements, in order, as a structured selector's {@code matchLabels}; a
   * key required twice keeps its last value there, as that map can hold one.
   *
   * @return key → value
   */
  public Map<String, String> matchLabels() {
    Map<String, String> labels = new LinkedHashMap<>();
    for (Requirement r : requirements) {
      if (r.operator == Operator.EQUALS) {
        labels.put(r.key, r.value);
      }
    }
    return ImmutableMap.copyOf(labels);
  }

  /** The keys that must be present ({@code key}, an {@code Exists} expression), in order. */
  public List<String> existsKeys() {
    return keys(Operator.EXISTS);
  }

  /** The keys that must be absent ({@code !key}, a {@code DoesNotExist} expression), in order. */
  public List<String> absentKeys() {
    return keys(Operator.DOES_NOT_EXIST);
  }

  private List<String> keys(Operator operator) {
    return requirements.stream()
        .filter(r -> r.operator == operator)
        .map(r -> r.key)
        .collect(ImmutableList.toImmutableList());
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof LabelSelector that && requirements.equals(that.requirements);
  }

  @Override
  public int hashCode() {
    return requirements.hashCode();
  }

  /** The selector string, requirements joined by {@code ,}; {@code ""} selects every object. */
  @Override
  public String toString() {
    return String.join(",", requirements.stream().map(Requirement::toString).toList());
  }

  /** A requirement's operator. */
  private enum Operator {
    EXISTS,
    EQUALS,
    DOES_NOT_EXIST
  }

  /** One requirement; {@code value} is {@code ""} unless {@code EQUALS}. */
  private record Requirement(String key, Operator operator, String value) {
    Requirement {
      requireNonNull(key, "key");
      requireNonNull(operator, "operator");
      requireNonNull(value, "value");
    }

    boolean matches(Map<String, String> labels) {
      return switch (operator) {
        case EXISTS -> labels.containsKey(key);
        case EQUALS -> value.equals(labels.get(key));
        case DOES_NOT_EXIST -> !labels.containsKey(key);
      };
    }

    @Override
    public String toString() {
      return switch (operator) {
        case EXISTS -> key;
        case EQUALS -> key + "=" + value;
        case DOES_NOT_EXIST -> "!" + key;
      };
    }
  }
}
