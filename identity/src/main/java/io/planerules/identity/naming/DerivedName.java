package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * One derived, re-validated value of a plane.
 *
 * <p>{@code entry} is the kind key for single-valued kinds, {@code <key>[i]} for list-valued kinds
 * ({@code sans/llm-request-router[0]}) and {@code <key>/<K>} for map-valued kinds ({@code
 * openbao/migration-namespaces/NVCF_NAMESPACE}). For a {@code release/*} kind, {@code value} is the
 * release name and {@code namespace} the release namespace.
 *
 * @param kind the kind
 * @param entry the entry key
 * @param value this plane's value
 * @param namespace the namespace for namespaced kinds and releases, else null
 * @param legacyValue the legacy value of the same entry, null when the entry has none in legacy
 */
public record DerivedName(
    NameKind kind,
    String entry,
    String value,
    @Nullable String namespace,
    @Nullable String legacyValue) {

  /** Checks the non-null parts. */
  public DerivedName {
    requireNonNull(kind, "kind");
    requireNonNull(entry, "entry");
    requireNonNull(value, "value");
  }
}
