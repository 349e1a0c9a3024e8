package io.planerules.cli.batch;

import com.google.common.collect.ImmutableSortedMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The batch operations by name. Each module contributes its operations through {@link
 * #register(String, Op)}; {@link #standard()} holds every operation this build supports.
 */
public final class OpRegistry {

  private final ImmutableSortedMap<String, Op> ops;

  private OpRegistry(Map<String, Op> ops) {
    this.ops = ImmutableSortedMap.copyOf(ops);
  }

  /** The registry of all operations of this build. */
  public static OpRegistry standard() {
    Builder builder = new Builder();
    StandardOps.registerAll(builder);
    return builder.build();
  }

  /** The operation of this name. */
  public Optional<Op> find(String name) {
    return Optional.ofNullable(ops.get(name));
  }

  /** The operation names, ascending. */
  public java.util.Set<String> names() {
    return ops.keySet();
  }

  /** Collects operations; a name may be registered once. */
  public static final class Builder {
    private final Map<String, Op> ops = new TreeMap<>();

    /** Adds an operation; throws when the name is taken. */
    public Builder register(String name, Op op) {
      if (ops.putIfAbsent(name, op) != null) {
        throw new IllegalStateException("duplicate op " + name);
      }
      return this;
    }

    /** The registry. */
    public OpRegistry build() {
      return new OpRegistry(ops);
    }
  }
}
