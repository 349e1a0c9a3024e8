package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 and lowercase hex, the one home of both for every module: the catalog revision, the
 * profile and StorageClass digests, the hash-truncated resource names. Each call uses a fresh
 * {@link MessageDigest}, so every method is thread-safe; the hex is the JDK's {@link HexFormat}.
 * <!-- snippet: InternalExamplesTest#sha256 -->
 *
 * <pre>{@code
 * String digest = Sha256.prefixedHex("sha256:", bytes, bytes.length); // "sha256:" + 64 hex digits
 * String hex = Sha256.hex(new byte[] {0x0f, (byte) 0xa0}); // "0fa0"
 * }</pre>
 */
public final class Sha256 {

  private static final HexFormat HEX = HexFormat.of();

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
   * {@code prefix} followed by the 64 lowercase hex digits of SHA-256 over {@code data[0, length)}.
   *
   * @param prefix text before the hex, e.g. {@code sha256:} (may be empty)
   * @param data the bytes
   * @param length how many of them to hash
   * @return the digest text
   */
  public static String prefixedHex(String prefix, byte[] data, int length) {
    requireNonNull(prefix, "prefix");
    // String.concat sizes the result once; `+` compiles to a default-sized StringBuilder here
    // (inline concatenation, ADR 0103), which grows and copies on the way to 64 digits
    return prefix.concat(HEX.formatHex(digest(data, length)));
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
    return HEX.formatHex(bytes);
  }

  /**
   * Lowercase hex of {@code bytes[0, length)}.
   *
   * @param bytes the bytes
   * @param length how many of them to write
   * @return two hex digits per byte written
   * @throws IndexOutOfBoundsException when {@code length} is negative or beyond the array
   */
  public static String hex(byte[] bytes, int length) {
    return HEX.formatHex(bytes, 0, length);
  }
}
