package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.ValidationResult;
import java.util.List;

/**
 * The two shapes of {@link DerivationResult}; their names and fields are their {@code toString}.
 */
final class DerivationResults {

  private DerivationResults() {}

  /**
   * The kind derived; its entries (one for a single-valued kind).
   *
   * @param names the entries in order
   */
  record Derived(List<DerivedName> names) implements DerivationResult {
    Derived {
      names = ImmutableList.copyOf(names);
    }

    @Override
    public boolean isDerived() {
      return true;
    }
  }

  /**
   * The kind did not derive.
   *
   * @param problems why (never valid)
   */
  record Failed(ValidationResult problems) implements DerivationResult {
    Failed {
      requireNonNull(problems, "problems");
      if (problems.isValid()) {
        throw new IllegalArgumentException("a failed derivation needs an error");
      }
    }

    @Override
    public boolean isDerived() {
      return false;
    }
  }
}
