package io.planerules.binding;

/**
 * Binding identity digests (spec §4): {@code sha256:} + lowercase hex SHA-256 of the raw UTF-8
 * value, used for a binding's {@code sharingDomainDigest} and {@code cacheHandleDigest}.
 *
 * <p>Example: {@code BindingDigests.of("abc123handle")} is {@code
 * sha256:fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605bd6b4530d6d9bfd00}.
 */
public final class BindingDigests {
  private BindingDigests() {}

  /** The digest of {@code value}'s UTF-8 bytes (no normalisation, any content). */
  public static String of(String value) {
    return "sha256:" + Hashes.sha256Hex(value);
  }
}
