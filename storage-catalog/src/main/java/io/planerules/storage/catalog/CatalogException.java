package io.planerules.storage.catalog;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.List;

/**
 * Thrown only by {@link CatalogResult#orElseThrow()}, {@link StorageCatalog.Builder#build()} and
 * the parser's {@code parseOrThrow}: the catalog is invalid. It carries every problem; the message
 * is the first error's message plus {@code " (and N more problems)"}.
 */
final class CatalogException extends PlaneRulesException {

  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param result the invalid validation result (at least one problem)
   */
  CatalogException(ValidationResult result) {
    super(result);
  }

  /** Every problem, errors and warnings, in reporting order. */
  public List<Problem> problems() {
    return result().problems();
  }
}
