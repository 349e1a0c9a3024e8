package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import io.planerules.storage.catalog.digest.CatalogRevision;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** The two shapes of {@link CatalogResult}; their names and fields are their {@code toString}. */
final class CatalogResults {

  private CatalogResults() {}

  /**
   * A valid catalog.
   *
   * @param value the catalog; its warnings are this result's problems
   */
  record Valid(StorageCatalog value) implements CatalogResult {
    /** Creates the result. */
    Valid {
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
    Invalid {
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
