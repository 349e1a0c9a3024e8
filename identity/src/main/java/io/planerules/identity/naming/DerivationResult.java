package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.ValidationResult;
import java.util.List;

/**
 * The non-throwing outcome of deriving one kind: {@link Derived} with its entries, or {@link
 * Failed} with the {@code name.*} problems.
 */
public sealed interface DerivationResult {

  /** Whether the kind derived. */
  boolean isDerived();

  /**
   * The kind derived; its entries (one for a single-valued kind).
   *
   * @param names the entries in order
   */
  record Derived(List<DerivedName> names) implements DerivationResult {
    /** Copies the entries. */
    public Derived {
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
    /** Checks that the result holds an error. */
    public Failed {
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
