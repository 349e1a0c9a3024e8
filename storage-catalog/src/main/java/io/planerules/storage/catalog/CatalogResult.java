package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import io.planerules.storage.catalog.digest.CatalogRevision;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The outcome of parsing or validating a catalog: {@link Valid} with the catalog (and its
 * warnings), or {@link Invalid} with every problem. Both carry the payload's revision when parsed
 * from bytes, so invalid payloads have one too.
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
public sealed interface CatalogResult permits CatalogResult.Valid, CatalogResult.Invalid {

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

  /**
   * A valid catalog.
   *
   * @param value the catalog; its warnings are this result's problems
   */
  record Valid(StorageCatalog value) implements CatalogResult {
    /** Creates the result. */
    public Valid {
      requireNonNull(value, "catalog");
    }

    @Override
    public boolean isValid() {
      return true;
    }

    @Override
    public List<Problem> problems() {
      return value.warnings();
    }

    @Override
    public Optional<StorageCatalog> catalog() {
      return Optional.of(value);
    }

    @Override
    public Optional<CatalogRevision> revision() {
      return value.revision();
    }

    @Override
    public StorageCatalog orElseThrow() {
      return value;
    }
  }

  /**
   * An invalid catalog.
   *
   * @param problems every problem (at least one error)
   * @param payloadRevision the payload's revision, or {@code null} for drafts built in code
   */
  record Invalid(List<Problem> problems, @Nullable CatalogRevision payloadRevision)
      implements CatalogResult {
    /** Creates the result; copies the problems. */
    public Invalid {
      problems = ImmutableList.copyOf(problems);
      if (problems.stream().noneMatch(Problem::isError)) {
        throw new IllegalArgumentException("an invalid result holds at least one error");
      }
    }

    @Override
    public boolean isValid() {
      return false;
    }

    @Override
    public Optional<StorageCatalog> catalog() {
      return Optional.empty();
    }

    @Override
    public Optional<CatalogRevision> revision() {
      return Optional.ofNullable(payloadRevision);
    }

    @Override
    public StorageCatalog orElseThrow() {
      throw new CatalogException(ValidationResult.of(problems));
    }
  }
}
