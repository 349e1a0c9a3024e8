package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.SourcePosition;
import org.jspecify.annotations.Nullable;

/**
 * One field of a {@code CatalogDraft} as the document had it: absent, {@code null}, present with a
 * value, or present but unusable (a binding problem was reported for it and the rules needing it
 * are skipped), with its source position when parsed from text.
 *
 * @param presence how the field was found
 * @param value the value when {@link Presence#PRESENT}, else {@code null}
 * @param position where the value (or, for absent fields, nothing) is; {@code null} when unknown
 * @param <T> the value type
 */
record DraftValue<T>(
    DraftValue.Presence presence, @Nullable T value, @Nullable SourcePosition position) {

  /** How a field was found in the document. */
  enum Presence {
    /** The key is not in the document. */
    ABSENT,
    /** The key is there with a {@code null} value ({@code key:}, {@code ~}, {@code null}). */
    NULL,
    /** The key is there with a usable value. */
    PRESENT,
    /** The key is there with a value of the wrong type (already reported as a problem). */
    UNUSABLE
  }

  /** Creates a field; a value is given exactly when the field is present. */
  public DraftValue {
    requireNonNull(presence, "presence");
    if ((presence == Presence.PRESENT) != (value != null)) {
      throw new IllegalArgumentException("a value is given exactly when the field is PRESENT");
    }
  }

  /**
   * An absent field.
   *
   * @param <T> the value type
   * @return the field
   */
  public static <T> DraftValue<T> absent() {
    return new DraftValue<>(Presence.ABSENT, null, null);
  }

  /**
   * A field given as {@code null}.
   *
   * @param position where, or {@code null}
   * @param <T> the value type
   * @return the field
   */
  public static <T> DraftValue<T> nullValue(@Nullable SourcePosition position) {
    return new DraftValue<>(Presence.NULL, null, position);
  }

  /**
   * A usable field.
   *
   * @param value the value
   * @param position where, or {@code null}
   * @param <T> the value type
   * @return the field
   */
  public static <T> DraftValue<T> present(T value, @Nullable SourcePosition position) {
    return new DraftValue<>(Presence.PRESENT, requireNonNull(value, "value"), position);
  }

  /**
   * A field of the wrong type.
   *
   * @param position where, or {@code null}
   * @param <T> the value type
   * @return the field
   */
  public static <T> DraftValue<T> unusable(@Nullable SourcePosition position) {
    return new DraftValue<>(Presence.UNUSABLE, null, position);
  }

  /**
   * A field from a possibly-null value: {@code null} → {@link #absent()}, else present.
   *
   * @param value the value or {@code null}
   * @param <T> the value type
   * @return the field
   */
  public static <T> DraftValue<T> ofNullable(@Nullable T value) {
    return value == null ? absent() : present(value, null);
  }

  /** Whether the field has a usable value. */
  public boolean isPresent() {
    return presence == Presence.PRESENT;
  }

  /** Whether the field is absent or {@code null} (Go: the zero value). */
  public boolean isMissing() {
    return presence == Presence.ABSENT || presence == Presence.NULL;
  }

  /**
   * The value, or a default when the field is not present.
   *
   * @param otherwise the default
   * @return the value or the default
   */
  public T orElse(T otherwise) {
    return value != null ? value : otherwise;
  }
}
