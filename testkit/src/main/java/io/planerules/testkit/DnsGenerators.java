package io.planerules.testkit;

import java.util.List;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * Generators of DNS-style labels over the ASCII alphabet of RFC 1123, built by construction (never
 * by filtering random strings), and of labels with exactly one named fault.
 */
public final class DnsGenerators {

  /** The characters allowed at the ends of a DNS-1123 label. */
  public static final String ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";

  /** The characters allowed inside a DNS-1123 label. */
  public static final String LABEL_INNER = ALPHANUMERIC + "-";

  /** The longest DNS-1123 label (RFC 1123, apimachinery {@code DNS1123LabelMaxLength}). */
  public static final int LABEL_MAX_LENGTH = 63;

  private DnsGenerators() {}

  /**
   * One character of the alphabet.
   *
   * @param alphabet the characters to pick from
   * @return a generator of single characters
   */
  public static Gen<Character> charFrom(String alphabet) {
    return SourceDSL.integers().between(0, alphabet.length() - 1).map(alphabet::charAt);
  }

  /**
   * A string of exactly {@code length} characters of the alphabet.
   *
   * @param alphabet the characters to pick from
   * @param length the length
   * @return the generator
   */
  public static Gen<String> stringOf(String alphabet, int length) {
    Gen<Character> chars = charFrom(alphabet);
    return random -> {
      StringBuilder text = new StringBuilder(length);
      for (int i = 0; i < length; i++) {
        text.append(chars.generate(random));
      }
      return text.toString();
    };
  }

  /**
   * A valid DNS-1123 label (lower-case alphanumerics and {@code -}, alphanumeric at both ends)
   * whose length lies between the bounds.
   *
   * @param minLength at least 1
   * @param maxLength at most {@link #LABEL_MAX_LENGTH}
   * @return the generator
   */
  public static Gen<String> dns1123Labels(int minLength, int maxLength) {
    if (minLength < 1 || maxLength > LABEL_MAX_LENGTH || minLength > maxLength) {
      throw new IllegalArgumentException("length bounds " + minLength + ".." + maxLength);
    }
    return SourceDSL.integers().between(minLength, maxLength).flatMap(DnsGenerators::dns1123Label);
  }

  /**
   * A valid DNS-1123 label of exactly this length.
   *
   * @param length 1 to {@link #LABEL_MAX_LENGTH}
   * @return the generator
   */
  public static Gen<String> dns1123Label(int length) {
    if (length == 1) {
      return stringOf(ALPHANUMERIC, 1);
    }
    return stringOf(ALPHANUMERIC, 1)
        .zip(stringOf(LABEL_INNER, length - 2), stringOf(ALPHANUMERIC, 1), (a, b, c) -> a + b + c);
  }

  /**
   * A valid DNS-1123 label of at most {@code maxLength} characters with one of the faults of {@link
   * #LABEL_FAULTS} applied. The fault names are the suffixes of identity's problem codes ({@code
   * uppercase} for {@code id.uppercase}, ...), plus {@code empty}, {@code too-long} and {@code
   * trailing-newline}.
   *
   * @param maxLength the length of the longest valid label (20 for control-plane ids)
   * @return the generator
   */
  public static Gen<Faulty<String>> dns1123LabelsWithOneFault(int maxLength) {
    Gen<String> valid = dns1123Labels(1, maxLength);
    Gen<String> fault = Generate.pick(LABEL_FAULTS);
    Gen<Integer> position = SourceDSL.integers().between(0, Integer.MAX_VALUE);
    return valid.zip(
        fault,
        position,
        (label, name, at) -> new Faulty<>(applyFault(label, name, at, maxLength), name));
  }

  /** The faults {@link #dns1123LabelsWithOneFault} applies, one at a time. */
  public static final List<String> LABEL_FAULTS =
      List.of(
          "empty",
          "too-long",
          "uppercase",
          "invalid-char",
          "non-ascii",
          "whitespace",
          "leading-hyphen",
          "trailing-hyphen",
          "trailing-newline");

  /**
   * Applies one named fault to a valid label.
   *
   * @param label a valid label
   * @param fault one of {@link #LABEL_FAULTS}
   * @param seed chooses the position or character where the fault has a choice
   * @param maxLength the longest valid length (for {@code too-long})
   * @return the faulty value
   */
  static String applyFault(String label, String fault, int seed, int maxLength) {
    int at = seed % (label.length() + 1);
    return switch (fault) {
      case "empty" -> "";
      case "too-long" -> label + "a".repeat(maxLength + 1 - label.length());
      case "uppercase" -> label.substring(0, at) + "Q" + label.substring(at);
      case "invalid-char" -> label.substring(0, at) + pick("_.:/@!", seed) + label.substring(at);
      case "non-ascii" ->
          label.substring(0, at)
              + pick("\u00e9\u0430\uff41\u00df\u2028", seed)
              + label.substring(at);
      case "whitespace" ->
          label.substring(0, at) + pick(" \t\n\u000b\f\r", seed) + label.substring(at);
      case "leading-hyphen" -> "-" + label;
      case "trailing-hyphen" -> label + "-";
      case "trailing-newline" -> label + "\n";
      default -> throw new IllegalArgumentException("unknown fault " + fault);
    };
  }

  private static char pick(String choices, int seed) {
    return choices.charAt(seed % choices.length());
  }
}
