package io.planerules.storage.catalog.digest;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.internal.GoQuote;
import io.planerules.rules.internal.Sha256;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * The catalog revision: {@code sha256:} + 64 lowercase hex of SHA-256 over the exact payload bytes
 * (BOM, comments, whitespace and trailing newline included). <b>Audit only</b>: recorded on
 * decisions and bindings, never compared for binding matching or drift — comparing it made any
 * edit, even a comment, invalidate every warm cache.
 * <!-- snippet: StorageExamplesTest#catalog-revision -->
 *
 * <pre>{@code
 * String empty = CatalogRevision.of(new byte[0]).value();
 * // sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
 * }</pre>
 *
 * @param value {@code sha256:} + 64 lowercase hex digits
 */
public record CatalogRevision(String value) {

  private static final Pattern SYNTAX = Pattern.compile("sha256:[0-9a-f]{64}");

  /**
   * Wraps a revision text.
   *
   * @throws IllegalArgumentException when the text is not {@code sha256:} + 64 lowercase hex
   */
  public CatalogRevision {
    requireNonNull(value, "value");
    if (!SYNTAX.matcher(value).matches()) {
      throw new IllegalArgumentException("not a catalog revision: " + GoQuote.quote(value));
    }
  }

  /**
   * The revision of exact payload bytes.
   *
   * @param payload the payload as stored in the ConfigMap
   * @return the revision
   */
  public static CatalogRevision of(byte[] payload) {
    requireNonNull(payload, "payload");
    return new CatalogRevision(Sha256.prefixedHex("sha256:", payload, payload.length));
  }

  /**
   * The revision of a text payload: its UTF-8 bytes, an unpaired surrogate encoded as U+FFFD.
   *
   * @param payload the payload text
   * @return the revision
   */
  public static CatalogRevision of(String payload) {
    requireNonNull(payload, "payload");
    return of(utf8(payload));
  }

  /**
   * UTF-8 bytes of a string with every unpaired surrogate encoded as U+FFFD ({@code EF BF BD}), as
   * Go converts such text; Java's {@code getBytes(UTF_8)} would write {@code ?} instead.
   *
   * @param text the text
   * @return its UTF-8 bytes
   */
  private static byte[] utf8(String text) {
    StringBuilder fixed = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean unpaired;
      if (Character.isHighSurrogate(c)) {
        unpaired = i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1));
        if (!unpaired) {
          if (fixed != null) {
            fixed.append(c).append(text.charAt(i + 1));
          }
          i++;
          continue;
        }
      } else {
        unpaired = Character.isLowSurrogate(c);
      }
      if (unpaired && fixed == null) {
        fixed = new StringBuilder(text.length()).append(text, 0, i);
      }
      if (fixed != null) {
        fixed.append(unpaired ? '\uFFFD' : c);
      }
    }
    return (fixed == null ? text : fixed.toString()).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public String toString() {
    return value;
  }
}
