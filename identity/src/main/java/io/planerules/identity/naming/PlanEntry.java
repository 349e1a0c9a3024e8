package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.ValidationResult;
import org.jspecify.annotations.Nullable;

/**
 * One row of a plane's name plan ({@link PlaneNames#plan()}), the shape of the CLI's {@code
 * names.plan} entries: entry key, legacy value, this plane's value (null when it failed), scope,
 * namespace (releases and namespaced kinds) and problems.
 *
 * @param kind the entry key ({@code namespace/nvcf}, {@code sans/llm-request-router[0]}, {@code
 *     openbao/migration-namespaces/NVCF_NAMESPACE})
 * @param nameKind the table row the entry belongs to
 * @param legacy the legacy value of the entry (for releases the legacy release name), null if none
 * @param name this plane's value, null when derivation failed
 * @param scope the kind's scope
 * @param namespace the namespace for releases and namespaced kinds
 * @param problems why {@code name} is null; valid otherwise
 */
public record PlanEntry(
    String kind,
    NameKind nameKind,
    @Nullable String legacy,
    @Nullable String name,
    Scope scope,
    @Nullable String namespace,
    ValidationResult problems) {

  /** Checks the non-null parts. */
  public PlanEntry {
    requireNonNull(kind, "kind");
    requireNonNull(nameKind, "nameKind");
    requireNonNull(scope, "scope");
    requireNonNull(problems, "problems");
  }
}
