package io.planerules.storage.catalog;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import io.planerules.storage.catalog.digest.CatalogRevision;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of parsing or validating a catalog: valid with the catalog (and its warnings), or
 * invalid with every problem. Ask which with {@link #isValid()}; read the catalog with {@link
 * #catalog()} or {@link #orElseThrow()} and the problems with {@link #problems()}. Both shapes
 * carry the payload's revision when parsed from bytes, so invalid payloads have one too.
 * <!-- snippet: StorageExamplesTest#catalog-result -->
 *
 * <pre>{@code
 * CatalogResult r = CatalogParser.parse(bytes);
 * List<String> log = new ArrayList<>();
 * if (!r.isValid()) {
 *   r.errors()
 *       .forEach(p -> log.add(p.toString())); // error catalog.rox-needs-ro at ... (6:18): ...
 * }
 * }</pre>
 */
public sealed interface CatalogResult permits CatalogResults.Valid, CatalogResults.Invalid {

  /** Whether the catalog has no error (warnings allowed). */
  boolean isValid();

  /** Every problem, errors and warnings, in reporting order. */
  List<Problem> problems();

  /** The catalog, when valid. */
  Optional<StorageCatalog> catalog();

  /** The revision of the payload, when parsed from bytes or text. */
  Optional<CatalogRevision> revision();

  /** The errors, in reporting order. */
  default List<Problem> errors() {
    return problems().stream().filter(Problem::isError).collect(ImmutableList.toImmutableList());
  }

  /** The warnings, in reporting order. */
  default List<Problem> warnings() {
    return problems().stream().filter(p -> !p.isError()).collect(ImmutableList.toImmutableList());
  }

  /** The problems as the shared {@link ValidationResult}. */
  default ValidationResult validation() {
    return ValidationResult.of(problems());
  }

  /**
   * The catalog, or a {@link io.planerules.rules.PlaneRulesException} (a {@code CatalogException})
   * with every problem.
   *
   * @return the valid catalog
   * @throws io.planerules.rules.PlaneRulesException (a {@code CatalogException}) when invalid
   */
  StorageCatalog orElseThrow();
}
