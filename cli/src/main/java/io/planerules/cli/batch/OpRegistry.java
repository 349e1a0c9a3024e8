package io.planerules.cli.batch;

import com.google.common.collect.ImmutableSortedMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The batch operations by name, each with its field table. Each module contributes its operations
 * through {@link Builder#register(String, Fields, Op)}; {@link #standard()} holds every operation
 * this build supports.
 */
public final class OpRegistry {

  /**
   * One registered operation.
   *
   * @param fields the request fields it defines
   * @param op the operation
   */
  public record Registered(Fields fields, Op op) {}

  private final ImmutableSortedMap<String, Registered> ops;

  private OpRegistry(Map<String, Registered> ops) {
    this.ops = ImmutableSortedMap.copyOf(ops);
  }

  /** The registry of all operations of this build. */
  public static OpRegistry standard() {
    Builder builder = new Builder();
    StandardOps.registerAll(builder);
    return builder.build();
  }

  /** The operation of this name with its field table. */
  public Optional<Registered> find(String name) {
    return Optional.ofNullable(ops.get(name));
  }

  /** The operation names, ascending. */
  public java.util.Set<String> names() {
    return ops.keySet();
  }

  /** Collects operations; a name may be registered once. */
  public static final class Builder {
    private final Map<String, Registered> ops = new TreeMap<>();

    /**
     * Adds an operation with the fields it defines; throws when the name is taken.
     *
     * @param name the operation's name
     * @param fields its request fields: the only fields a request may carry beside {@code id} and
     *     {@code op}, and the only ones the operation may read
     * @param op the operation
     * @return this builder
     */
    public Builder register(String name, Fields fields, Op op) {
      if (ops.putIfAbsent(name, new Registered(fields, op)) != null) {
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
