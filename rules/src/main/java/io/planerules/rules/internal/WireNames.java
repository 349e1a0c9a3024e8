package io.planerules.rules.internal;

import java.util.Optional;
import java.util.function.Function;

/**
 * The constant of an enum that a wire spelling names: exact, case-sensitive equality, as the API
 * server, the Go agent and the evidence files spell them. Every {@code fromWireName} of the library
 * modules asks this one lookup.
 */
public final class WireNames {

  private WireNames() {}

  /**
   * The first of {@code values} whose wire name equals {@code name}.
   *
   * @param values the constants, in the order they are tried
   * @param wireName how a constant is spelled on the wire
   * @param name the spelling read
   * @param <E> the enum
   * @return the constant, or empty when none is spelled {@code name}
   */
  public static <E extends Enum<E>> Optional<E> find(
      E[] values, Function<E, String> wireName, String name) {
    for (E value : values) {
      if (wireName.apply(value).equals(name)) {
        return Optional.of(value);
      }
    }
    return Optional.empty();
  }
}
