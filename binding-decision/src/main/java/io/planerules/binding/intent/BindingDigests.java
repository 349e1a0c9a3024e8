package io.planerules.binding.intent;

import io.planerules.rules.internal.Sha256;
import java.nio.charset.StandardCharsets;

/**
 * Binding identity digests: {@code sha256:} + lowercase hex SHA-256 of the raw UTF-8 value, used
 * for a binding's {@code sharingDomainDigest} and {@code cacheHandleDigest}.
 *
 * <p>Example: {@code BindingDigests.of("abc123handle")} is {@code
 * sha256:fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605bd6b4530d6d9bfd00}.
 */
final class BindingDigests {
  /** The prefix of every binding identity digest. */
  static final String PREFIX = "sha256:";

  private BindingDigests() {}

  /** The digest of {@code value}'s UTF-8 bytes (no normalisation, any content). */
  static String of(String value) {
    byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
    return Sha256.prefixedHex(PREFIX, bytes, bytes.length);
  }
}
