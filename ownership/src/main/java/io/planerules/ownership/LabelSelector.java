package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;

/**
 * A conjunction of label requirements of the forms Kubernetes' selector strings use here: {@code
 * key} (exists), {@code key=value} and {@code !key} (absent). {@link #toString()} is the selector
 * string an informer passes to its client.
 * <!-- snippet: OwnershipExamplesTest#label-selector -->
 *
 * <pre>{@code
 * LabelSelector s = LabelSelector.of(LabelSelector.exists("a"), LabelSelector.equalTo("b", "x"));
 * s.toString(); // a,b=x
 * s.matches(Map.of("a", "", "b", "x")); // true
 * }</pre>
 *
 * @param requirements the requirements, all of which must hold
 */
public record LabelSelector(List<LabelSelector.Requirement> requirements) {

  /** Creates a selector; copies the requirements. */
  public LabelSelector {
    requirements = ImmutableList.copyOf(requirements);
  }

  /**
   * A selector of these requirements.
   *
   * @param requirements the requirements
   * @return the selector
   */
  public static LabelSelector of(Requirement... requirements) {
    return new LabelSelector(List.of(requirements));
  }

  /**
   * {@code key} exists (any value).
   *
   * @param key the label key
   * @return the requirement
   */
  public static Requirement exists(String key) {
    return new Requirement(key, Operator.EXISTS, "");
  }

  /**
   * {@code key=value}.
   *
   * @param key the label key
   * @param value the value
   * @return the requirement
   */
  public static Requirement equalTo(String key, String value) {
    return new Requirement(key, Operator.EQUALS, value);
  }

  /**
   * {@code !key}.
   *
   * @param key the label key
   * @return the requirement
   */
  public static Requirement absent(String key) {
    return new Requirement(key, Operator.DOES_NOT_EXIST, "");
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

  /** The selector string, requirements joined by {@code ,}. */
  @Override
  public String toString() {
    return String.join(",", requirements.stream().map(Requirement::toString).toList());
  }

  /** A requirement's operator. */
  public enum Operator {
    /** The key is present. */
    EXISTS,
    /** The key is present with this value. */
    EQUALS,
    /** The key is absent. */
    DOES_NOT_EXIST
  }

  /**
   * One requirement.
   *
   * @param key the label key
   * @param operator the operator
   * @param value the value ({@code ""} unless {@code EQUALS})
   */
  public record Requirement(String key, Operator operator, String value) {
    /** Creates a requirement. */
    public Requirement {
      requireNonNull(key, "key");
      requireNonNull(operator, "operator");
      requireNonNull(value, "value");
    }

    /**
     * Whether labels satisfy this requirement.
     *
     * @param labels the labels
     * @return whether they match
     */
    public boolean matches(Map<String, String> labels) {
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
