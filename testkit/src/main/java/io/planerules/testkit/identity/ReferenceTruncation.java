package io.planerules.testkit.identity;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Known-answer ports of three upstream name-truncation schemes
 * (docs/reference/identity.md#upstream-compatibility), for contrast tests only — not API. Each is
 * the upstream algorithm transcribed, not an improvement.
 */
public final class ReferenceTruncation {

  /** Argo CD's error when truncation leaves nothing. */
  public static final String ARGO_ERROR =
      "unable to truncate label to not end with a special character";

  private ReferenceTruncation() {}

  /**
   * Argo CD {@code TruncateLabel}: cut to 63 characters, strip trailing non-alphanumerics; fails
   * with {@link #ARGO_ERROR} when nothing is left. Two names differing only after character 63
   * collide.
   *
   * @throws IllegalArgumentException with {@link #ARGO_ERROR}
   */
  public static String argoTruncateLabel(String label) {
    String cut = label.length() > 63 ? label.substring(0, 63) : label;
    int end = cut.length();
    while (end > 0 && !isAlnum(cut.charAt(end - 1))) {
      end--;
    }
    if (end == 0) {
      throw new IllegalArgumentException(ARGO_ERROR);
    }
    return cut.substring(0, end);
  }

  /**
   * knative {@code kmeta.ChildName(parent, suffix)} ({@code knative/pkg} {@code kmeta/names.go},
   * 2019 version): when {@code parent + suffix} exceeds 63, keep {@code 31 - len(suffix)} chars of
   * the parent, then the 32 hex chars of MD5 of the full parent, then the suffix.
   */
  public static String knativeChildName(String parent, String suffix) {
    int longest = 63;
    int head = longest - 32;
    String n = parent;
    if (parent.length() > longest - suffix.length()) {
      n = parent.substring(0, head - suffix.length()) + hex(digest("MD5", parent));
    }
    return n + suffix;
  }

  /**
   * kubectl's content-hash suffix ({@code kubectl/pkg/util/hash/hash.go} {@code encodeHash}): the
   * first 10 hex chars of SHA-256 of {@code content}, with {@code 0→g 1→h 3→k a→m e→t} so the
   * suffix never looks like a number or a bad word.
   */
  public static String kubectlHashSuffix(String content) {
    char[] enc = hex(digest("SHA-256", content)).substring(0, 10).toCharArray();
    for (int i = 0; i < enc.length; i++) {
      switch (enc[i]) {
        case '0' -> enc[i] = 'g';
        case '1' -> enc[i] = 'h';
        case '3' -> enc[i] = 'k';
        case 'a' -> enc[i] = 'm';
        case 'e' -> enc[i] = 't';
        default -> {}
      }
    }
    return new String(enc);
  }

  /** Lowercase hex SHA-256 of the UTF-8 bytes of {@code text} (independent of Guava). */
  public static String sha256Hex(String text) {
    return hex(digest("SHA-256", text));
  }

  private static byte[] digest(String algorithm, String text) {
    try {
      return MessageDigest.getInstance(algorithm).digest(text.getBytes(UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(algorithm + " is required by every JDK", e);
    }
  }

  private static String hex(byte[] bytes) {
    StringBuilder out = new StringBuilder(bytes.length * 2);
    for (byte b : bytes) {
      out.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
    }
    return out.toString();
  }

  private static boolean isAlnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }
}
