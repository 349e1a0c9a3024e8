package io.planerules.binding.decision;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One {@code matchLabelExpressions} requirement of a StorageClass topology term. {@code values}
 * keeps its order; {@code null} (absent) and empty are different in the digest ({@code null} vs
 * {@code []}).
 *
 * @param key the topology label key
 * @param values the allowed values, in order, or null when absent
 */
public record TopologyRequirement(String key, @Nullable List<String> values) {
  /** Copies {@code values} (null elements are not allowed). */
  public TopologyRequirement {
    requireNonNull(key, "key");
    values = values == null ? null : Collections.unmodifiableList(List.copyOf(values));
  }
}
