package io.planerules.binding;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Digest primitives over UTF-8 bytes; a fresh {@link MessageDigest} per call. */
final class Hashes {
  private static final HexFormat HEX = HexFormat.of();

  private Hashes() {}

  static byte[] sha256(String text) {
    return digest("SHA-256", text);
  }

  static String sha256Hex(String text) {
    return lowerHex(sha256(text));
  }

  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  /** Lowercase hex in one array (digests are on the decision hot path). */
  private static String lowerHex(byte[] bytes) {
    char[] out = new char[2 * bytes.length];
    for (int i = 0; i < bytes.length; i++) {
      out[2 * i] = DIGITS[(bytes[i] >> 4) & 0xF];
      out[2 * i + 1] = DIGITS[bytes[i] & 0xF];
    }
    return new String(out);
  }

  static String md5Hex(String text) {
    return HEX.formatHex(digest("MD5", text));
  }

  static String hex(byte[] bytes, int length) {
    return HEX.formatHex(bytes, 0, length);
  }

  /** FNV-1a 32-bit (offset 0x811c9dc5, prime 0x01000193) over the UTF-8 bytes, 8 lowercase hex. */
  static String fnv1a32Hex(String text) {
    int hash = 0x811c9dc5;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      hash ^= b & 0xff;
      hash *= 0x01000193;
    }
    return HEX.toHexDigits(hash);
  }

  private static byte[] digest(String algorithm, String text) {
    try {
      return MessageDigest.getInstance(algorithm).digest(text.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      // every Java platform must provide MD5 and SHA-256 (MessageDigest javadoc)
      throw new IllegalStateException(algorithm + " is required by the Java platform", e);
    }
  }
}
