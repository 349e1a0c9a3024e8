package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.internal.NameDerivationException;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.ValidationResult;

/**
 * Cassandra identifiers of a plane (docs/reference/identity.md#cassandra-identifiers): under {@link
 * CassandraPolicy#PER_PLANE} names are unchanged; under {@link CassandraPolicy#SHARED_CLUSTER} a
 * named plane's identifier is {@code <id with '-' -> '_'>_<base>} ({@code plane-a}, {@code
 * nvcf_api} → {@code plane_a_nvcf_api}). The result is re-validated as a {@link
 * NameRule#CASSANDRA_IDENTIFIER}; the longest keyspace is 20 + 1 + 17 = 38 ≤ 48.
 */
final class CassandraNames {

  private CassandraNames() {}

  /**
   * The identifier {@code base} (keyspace, role) of plane {@code id} under {@code policy}.
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}, code {@code
   *     name.revalidation-failed}) if the result is not a valid Cassandra identifier
   */
  public static String derive(ControlPlaneId id, CassandraPolicy policy, String base) {
    String name = name(id, policy, base);
    validateName(name, "cassandra/" + base).throwIfInvalid(NameDerivationException::new);
    return name;
  }

  /** The non-throwing twin of {@link #derive}: the problems of the derived identifier. */
  public static ValidationResult validate(ControlPlaneId id, CassandraPolicy policy, String base) {
    return validateName(name(id, policy, base), "cassandra/" + base);
  }

  static String name(ControlPlaneId id, CassandraPolicy policy, String base) {
    requireNonNull(id, "id");
    requireNonNull(policy, "policy");
    requireNonNull(base, "base");
    if (id.isLegacy() || policy == CassandraPolicy.PER_PLANE) {
      return base;
    }
    return id.value().replace('-', '_') + "_" + base;
  }

  private static ValidationResult validateName(String name, String kind) {
    return Revalidation.check(name, kind, NameRule.CASSANDRA_IDENTIFIER, name, "");
  }
}
