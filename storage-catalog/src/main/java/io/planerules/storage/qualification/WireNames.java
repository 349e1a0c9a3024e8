package io.planerules.storage.qualification;

import java.util.Optional;
import java.util.function.Function;

/** Exact (case-sensitive) lookup of an enum constant by its evidence spelling. */
final class WireNames {

  private WireNames() {}

  static <E extends Enum<E>> Optional<E> find(
      E[] values, Function<E, String> wireName, String name) {
    for (E value : values) {
      if (wireName.apply(value).equals(name)) {
        return Optional.of(value);
      }
    }
    return Optional.empty();
  }
}
