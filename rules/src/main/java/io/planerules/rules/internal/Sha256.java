package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * SHA-256 and lowercase hex, the one home of both for every module: the catalog revision, the
 * profile and StorageClass digests, the hash-truncated resource names. Each call uses a fresh
 * {@link MessageDigest}, so every method is thread-safe.
 * <!-- snippet: InternalExamplesTest#sha256 -->
 *
 * <pre>{@code
 * String digest = Sha256.prefixedHex("sha256:", bytes, bytes.length); // "sha256:" + 64 hex digits
 * String hex = Sha256.hex(new byte[] {0x0f, (byte) 0xa0}); // "0fa0"
 * }</pre>
 */
public final class Sha256 {

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  private Sha256() {}

  /**
   * The SHA-256 digest of {@code data[0, length)}.
   *
   * @param data the bytes
   * @param length how many of them to hash
   * @return the 32-byte digest
   */
  public static byte[] digest(byte[] data, int length) {
    requireNonNull(data, "data");
    MessageDigest sha256;
    try {
      sha256 = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      // every Java platform must provide SHA-256 (MessageDigest javadoc)
      throw new IllegalStateException("every Java platform provides SHA-256", e);
    }
    sha256.update(data, 0, length);
    return sha256.digest();
  }

  /**
   * The SHA-256 digest of the UTF-8 bytes of {@code text}.
   *
   * @param text the text
   * @return the 32-byte digest
   */
  public static byte[] digest(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return digest(bytes, bytes.length);
  }

  /**
   * {@code prefix} (ASCII) followed by the 64 lowercase hex digits of SHA-256 over {@code data[0,
   * length)}, built in one array: digests are on the decision hot path.
   *
   * @param prefix ASCII text before the hex, e.g. {@code sha256:} (may be empty)
   * @param data the bytes
   * @param length how many of them to hash
   * @return the digest text
   */
  public static String prefixedHex(String prefix, byte[] data, int length) {
    requireNonNull(prefix, "prefix");
    return prefixed(prefix, digest(data, length), 32);
  }

  /**
   * The 64 lowercase hex digits of SHA-256 over the UTF-8 bytes of {@code text}.
   *
   * @param text the text
   * @return the hex digest
   */
  public static String hex(String text) {
    return hex(digest(text));
  }

  /**
   * Lowercase hex of all {@code bytes}.
   *
   * @param bytes the bytes
   * @return two hex digits per byte
   */
  public static String hex(byte[] bytes) {
    return prefixed("", bytes, bytes.length);
  }

  /**
   * Lowercase hex of {@code bytes[0, length)}.
   *
   * @param bytes the bytes
   * @param length how many of them to write
   * @return two hex digits per byte written
   */
  public static String hex(byte[] bytes, int length) {
    return prefixed("", bytes, length);
  }

  private static String prefixed(String prefix, byte[] bytes, int length) {
    if (length < 0 || length > bytes.length) {
      throw new IndexOutOfBoundsException("length " + length + " of " + bytes.length + " bytes");
    }
    int start = prefix.length();
    byte[] out = new byte[start + 2 * length];
    for (int i = 0; i < start; i++) {
      out[i] = (byte) prefix.charAt(i);
    }
    for (int i = 0; i < length; i++) {
      out[start + 2 * i] = HEX[(bytes[i] >> 4) & 0xF];
      out[start + 2 * i + 1] = HEX[bytes[i] & 0xF];
    }
    return new String(out, StandardCharsets.ISO_8859_1);
  }
}
