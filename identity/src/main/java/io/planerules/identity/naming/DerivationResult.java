package io.planerules.identity.naming;

import io.planerules.rules.ValidationResult;
import java.util.List;

/**
 * The non-throwing outcome of deriving one kind ({@link PlaneNames#tryDerive(NameKind)}): derived,
 * with its entries ({@link #names()}), or failed, with the {@code name.*} problems ({@link
 * #problems()}). Ask which with {@link #isDerived()}. Results are values: two with the same shape
 * and fields are equal.
 */
public sealed interface DerivationResult
    permits DerivationResults.Derived, DerivationResults.Failed {

  /** Whether the kind derived. */
  boolean isDerived();

  /**
   * The entries of the derived kind, in order (one for a single-valued kind).
   *
   * @return the entries
   * @throws IllegalStateException unless {@link #isDerived()}
   */
  default List<DerivedName> names() {
    throw new IllegalStateException("not derived: " + this);
  }

  /**
   * Why the kind did not derive.
   *
   * @return the problems, never valid
   * @throws IllegalStateException when {@link #isDerived()}
   */
  default ValidationResult problems() {
    throw new IllegalStateException("derived: " + this);
  }
}
