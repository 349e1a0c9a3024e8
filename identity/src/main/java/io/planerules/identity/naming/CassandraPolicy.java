package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * How the keyspaces of named planes are kept apart (D9): each named plane runs its own Cassandra
 * ({@link #PER_PLANE}, the default: names unchanged) or all planes share one cluster ({@link
 * #SHARED_CLUSTER}: keyspaces prefixed with the id, {@code -} replaced by {@code _}).
 */
public enum CassandraPolicy {
  /** One Cassandra per plane; keyspace names unchanged. Wire name {@code per-plane}. */
  PER_PLANE("per-plane"),
  /** One shared Cassandra; named keyspaces {@code <id_>_<k>}. Wire name {@code shared-cluster}. */
  SHARED_CLUSTER("shared-cluster");

  private final String wireName;

  CassandraPolicy(String wireName) {
    this.wireName = wireName;
  }

  /** {@code per-plane} or {@code shared-cluster}. */
  public String wireName() {
    return wireName;
  }

  /** The policy with this wire name, if any. */
  public static Optional<CassandraPolicy> fromWireName(String wireName) {
    requireNonNull(wireName, "wireName");
    return WireNames.find(values(), CassandraPolicy::wireName, wireName);
  }
}
