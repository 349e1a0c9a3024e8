package io.planerules.storage.internal.io;

import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.ScalarEvent;

/**
 * The text-level rules of the one reader (docs/reference/storage-catalog.md#reading-a-document
 * steps 3–4 and #text-level-checks): the forbidden character set, unpaired surrogates, boolean-like
 * plain words and UTF-16/32 byte-order marks.
 */
final class TextRules {

  /** Plain scalars NVCA's YAML 1.1 decoder reads as booleans; only true/false may be booleans. */
  private static final Set<String> AMBIGUOUS =
      Set.of(
          "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off",
          "OFF");

  /** The longest of {@link #AMBIGUOUS}: longer scalars are not looked up. */
  private static final int LONGEST_AMBIGUOUS =
      AMBIGUOUS.stream().mapToInt(String::length).max().orElse(0);

  private TextRules() {}

  /**
   * The raw-scan set: C0 except TAB, LF, CR (U+0000–0008, U+000B, U+000C, U+000E–001F), DEL and C1
   * (U+007F–009F).
   *
   * @param c a character
   * @return whether it is forbidden anywhere in a document
   */
  static boolean isForbidden(char c) {
    return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7F && c <= 0x9F);
  }

  /**
   * A code point as {@code U+XXXX} (at least four uppercase hex digits).
   *
   * @param c the code point
   * @return e.g. {@code U+0007}
   */
  static String codePoint(int c) {
    String hex = Integer.toHexString(c).toUpperCase(Locale.ROOT);
    return "U+" + "0000".substring(Math.min(4, hex.length())) + hex;
  }

  /**
   * Where a text has an unpaired surrogate.
   *
   * @param text the text
   * @return the index of the first unpaired surrogate, or -1
   */
  static int firstUnpairedSurrogate(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Where a scalar has a {@linkplain #isForbidden(char) forbidden character} or an unpaired
   * surrogate (produced by an escape such as {@code "\0"} or {@code \ud800}).
   *
   * @param text the scalar or key
   * @return the index of the first such character, or -1
   */
  static int firstBadCharacter(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 0x20 && c < 0x7F) {
        continue; // printable ASCII, neither forbidden nor a surrogate: the common case
      }
      if (isForbidden(c)) {
        return i;
      }
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < text.length()
            && Character.isLowSurrogate(text.charAt(i + 1))) {
          i++;
        } else {
          return i;
        }
      }
    }
    return -1;
  }

  /**
   * A UTF-8 decoder that reports malformed and unmappable input (never a replacing reader).
   *
   * @return a new decoder
   */
  static CharsetDecoder strictUtf8Decoder() {
    return StandardCharsets.UTF_8
        .newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
  }

  /**
   * Whether a YAML scalar is a plain (unquoted) boolean-like word {@code y Y yes Yes YES n N no No
   * NO on On ON off Off OFF}, which YAML 1.1 readers such as NVCA read as a boolean.
   *
   * @param event the SnakeYAML event of the scalar
   * @param text the scalar's text
   * @return whether the scalar is ambiguous
   */
  static boolean isAmbiguousPlain(@Nullable Event event, String text) {
    return text.length() <= LONGEST_AMBIGUOUS
        && AMBIGUOUS.contains(text)
        && event instanceof ScalarEvent scalar
        && scalar.isPlain();
  }

  /**
   * The encoding a UTF-16 or UTF-32 byte-order mark at the start announces ({@code 00 00 FE FF},
   * {@code FF FE 00 00}, {@code FE FF}, {@code FF FE}).
   *
   * @param b the payload
   * @return {@code "UTF-32"}, {@code "UTF-16"} or {@code null} when there is no such mark
   */
  static @Nullable String utf16Or32ByteOrderMark(byte[] b) {
    if (startsWith(b, 0x00, 0x00, 0xFE, 0xFF) || startsWith(b, 0xFF, 0xFE, 0x00, 0x00)) {
      return "UTF-32";
    }
    if (startsWith(b, 0xFE, 0xFF) || startsWith(b, 0xFF, 0xFE)) {
      return "UTF-16";
    }
    return null;
  }

  /**
   * Whether the payload starts with the given bytes.
   *
   * @param b the payload
   * @param prefix unsigned byte values
   * @return whether {@code b} starts with {@code prefix}
   */
  static boolean startsWith(byte[] b, int... prefix) {
    if (b.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if ((b[i] & 0xFF) != prefix[i]) {
        return false;
      }
    }
    return true;
  }
}
