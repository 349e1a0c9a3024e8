package io.planerules.testkit;

import static java.util.Objects.requireNonNull;

/**
 * An invalid input built from a valid one by exactly one named fault, e.g. {@code ("plane-A",
 * "uppercase")}. A property over faulty values can assert that the problem code matches the fault.
 *
 * @param value the faulty value
 * @param fault the name of the single fault that was applied
 * @param <T> the value type
 */
public record Faulty<T>(T value, String fault) {

  /** Creates a faulty value. */
  public Faulty {
    requireNonNull(value, "value");
    requireNonNull(fault, "fault");
  }
}
