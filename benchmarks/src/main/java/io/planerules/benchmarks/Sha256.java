package io.planerules.benchmarks;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** The baseline primitive: SHA-256 with a fresh {@link MessageDigest}, as the library specifies. */
final class Sha256 {
  private Sha256() {}

  static byte[] of(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform provides SHA-256", e);
    }
  }
}
