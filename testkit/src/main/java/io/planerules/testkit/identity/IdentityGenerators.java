package io.planerules.testkit.identity;

import io.planerules.testkit.DnsGenerators;
import io.planerules.testkit.Faulty;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * QuickTheories generators of identity inputs, valid by construction (docs/reference/identity.md).
 *
 * <p>Valid ids are DNS-1123 labels of 1..20 characters other than {@code default}, with the
 * boundary lengths 1, 2, 19 and 20 drawn a quarter of the time; invalid ids are a valid id plus
 * exactly one named fault whose expected problem code is {@link #ID_FAULT_CODES}.
 */
public final class IdentityGenerators {

  /** Maximum id length (docs/reference/identity.md#control-plane-id). */
  public static final int MAX_ID_LENGTH = 20;

  /** The id faults and the one problem code each must produce. */
  public static final Map<String, String> ID_FAULT_CODES =
      Map.of(
          "reserved", "id.reserved",
          "too-long", "id.too-long",
          "uppercase", "id.uppercase",
          "invalid-char", "id.invalid-char",
          "non-ascii", "id.non-ascii",
          "whitespace", "id.whitespace",
          "leading-hyphen", "id.leading-hyphen",
          "trailing-hyphen", "id.trailing-hyphen",
          "trailing-newline", "id.whitespace");

  private IdentityGenerators() {}

  /**
   * Valid ids of exactly {@code length} characters (digit-first included), never {@code default}.
   */
  public static Gen<String> validIds(int length) {
    return DnsGenerators.dns1123Label(length).map(s -> s.equals("default") ? "defaulu" : s);
  }

  /** Valid named ids: a quarter at the boundary lengths 1, 2, 19, 20, the rest 1..20. */
  public static Gen<String> validIds() {
    Gen<Integer> length =
        SourceDSL.integers()
            .between(0, 7)
            .zip(
                SourceDSL.integers().between(1, MAX_ID_LENGTH),
                (pick, any) ->
                    switch (pick) {
                      case 0 -> 1;
                      case 1 -> 2;
                      case 2 -> 19;
                      case 3 -> 20;
                      default -> any;
                    });
    return length.flatMap(IdentityGenerators::validIds);
  }

  /** Valid ids whose first character is a digit. */
  public static Gen<String> digitFirstIds() {
    return SourceDSL.integers()
        .between(1, MAX_ID_LENGTH)
        .flatMap(IdentityGenerators::validIds)
        .zip(SourceDSL.integers().between(0, 9), (id, d) -> d + id.substring(1));
  }

  /** The id fault names, sorted. */
  public static final List<String> ID_FAULTS = List.copyOf(new TreeSet<>(ID_FAULT_CODES.keySet()));

  /** A valid id plus exactly one named fault (see {@link #ID_FAULT_CODES}). */
  public static Gen<Faulty<String>> invalidIds() {
    Gen<Integer> seed = SourceDSL.integers().between(0, Integer.MAX_VALUE);
    return Generate.pick(ID_FAULTS)
        .flatMap(
            f ->
                DnsGenerators.dns1123Labels(1, f.equals("non-ascii") ? 17 : MAX_ID_LENGTH - 1)
                    .zip(seed, (id, s) -> new Faulty<>(applyIdFault(id, f, s), f)));
  }

  /**
   * Applies id fault {@code fault} to the valid id {@code id} at a position chosen by {@code seed}.
   */
  public static String applyIdFault(String id, String fault, int seed) {
    int inner = id.length() < 2 ? 1 : 1 + seed % (id.length() - 1);
    int at = Math.min(inner, id.length());
    return switch (fault) {
      case "reserved" -> "default";
      case "too-long" -> id + "a".repeat(Math.max(1, MAX_ID_LENGTH + 1 - id.length()));
      case "uppercase" -> id.substring(0, at) + "Q" + id.substring(at);
      case "invalid-char" -> id.substring(0, at) + pick("_.:/@!", seed) + id.substring(at);
      case "non-ascii" ->
          id.substring(0, at) + pick("\u00e9\u0430\uff41\u00df", seed) + id.substring(at);
      case "whitespace" -> id.substring(0, at) + pick(" \t\n\u000b\f\r", seed) + id.substring(at);
      case "leading-hyphen" -> "-" + id;
      case "trailing-hyphen" -> id + "-";
      case "trailing-newline" -> id + "\n";
      default -> throw new IllegalArgumentException("unknown fault " + fault);
    };
  }

  private static char pick(String choices, int seed) {
    return choices.charAt(seed % choices.length());
  }

  /** Pairs {@code (a, a + "-" + s)} of valid ids, both at most 20 characters. */
  public static Gen<List<String>> hyphenExtensionPairs() {
    return SourceDSL.integers()
        .between(1, MAX_ID_LENGTH - 2)
        .flatMap(
            n ->
                validIds(n)
                    .zip(
                        SourceDSL.integers()
                            .between(1, MAX_ID_LENGTH - n - 1)
                            .flatMap(DnsGenerators::dns1123Label),
                        (a, s) -> List.of(a, a + "-" + s)));
  }

  /** Pairs of distinct valid ids, half of them hyphen-extension pairs (in either order). */
  public static Gen<List<String>> distinctIdPairs() {
    Gen<List<String>> random =
        validIds().zip(validIds(), List::of).assuming(p -> !p.get(0).equals(p.get(1)));
    Gen<List<String>> extension =
        hyphenExtensionPairs()
            .zip(SourceDSL.booleans().all(), (p, flip) -> flip ? List.of(p.get(1), p.get(0)) : p);
    return random.mix(extension);
  }

  /**
   * Valid plane domains: 1–4 labels of 1–20 characters plus a 2–6 letter top label, not localhost.
   */
  public static Gen<String> domains() {
    Gen<String> label = DnsGenerators.dns1123Labels(1, 20);
    Gen<String> top =
        SourceDSL.integers()
            .between(2, 6)
            .flatMap(n -> DnsGenerators.stringOf("abcdefghijklmnopqrstuvwxyz", n));
    return SourceDSL.lists()
        .of(label)
        .ofSizeBetween(1, 4)
        .zip(top, (labels, t) -> String.join(".", labels) + "." + t);
  }

  /** The domain faults. */
  public static final List<String> DOMAIN_FAULTS =
      List.of(
          "too-long",
          "uppercase",
          "label-too-long",
          "double-dot",
          "trailing-dot",
          "underscore",
          "trailing-newline");

  /** A valid domain plus one named fault (see {@link #DOMAIN_FAULTS}). */
  public static Gen<Faulty<String>> invalidDomains() {
    return domains()
        .zip(
            Generate.pick(DOMAIN_FAULTS),
            (d, f) ->
                new Faulty<>(
                    switch (f) {
                      case "too-long" -> (d + ".").repeat(254 / (d.length() + 1) + 1) + d;
                      case "uppercase" -> "X" + d;
                      case "label-too-long" -> "a".repeat(64) + "." + d;
                      case "double-dot" -> d.replaceFirst("\\.", "..");
                      case "trailing-dot" -> d + ".";
                      case "underscore" -> "a_b." + d;
                      default -> d + "\n";
                    },
                    f));
  }

  /**
   * Named planes whose domain is {@code <id>.example.test} (distinct ids give disjoint domains).
   */
  public static Gen<PlaneInput> namedPlanes() {
    return validIds().map(id -> new PlaneInput(id, id + ".example.test"));
  }

  /** Resource bases: non-empty printable ASCII without whitespace, 1..120 characters. */
  public static Gen<String> bases() {
    Gen<String> printable =
        SourceDSL.integers()
            .between(1, 120)
            .flatMap(n -> SourceDSL.strings().betweenCodePoints(0x21, 0x7e).ofLength(n));
    Gen<String> labels = DnsGenerators.dns1123Labels(1, 63);
    return SourceDSL.booleans().all().flatMap(b -> b ? printable : labels);
  }

  /**
   * Hostile strings for "validate never throws": NUL, unpaired surrogates, line separators, mixed
   * scripts, and lengths up to 10 000.
   */
  public static Gen<String> hostileStrings() {
    Gen<String> anyChars =
        SourceDSL.integers()
            .between(0, 64)
            .flatMap(n -> SourceDSL.strings().betweenCodePoints(0, 0xffff).ofLength(n));
    Gen<String> special =
        Generate.pick(
            List.of(
                "\u0000",
                "\ud800",
                "\udfff",
                "a\ud800b",
                "\ud83d\ude00",
                "\u2028",
                "plane-a\n",
                "\r\n",
                "*.",
                "/",
                "a/b/c",
                "",
                ".",
                "-",
                "default"));
    Gen<String> huge =
        SourceDSL.integers()
            .between(9_990, 10_000)
            .zip(
                Generate.pick(List.of("a", "-", ".", "\u00e9", "\ud800", "A")),
                (n, c) -> c.repeat(n));
    return SourceDSL.integers()
        .between(0, 3)
        .flatMap(
            k ->
                switch (k) {
                  case 0 -> anyChars;
                  case 1 -> special;
                  case 2 -> huge;
                  default -> special.zip(anyChars, (a, b) -> b + a + b);
                });
  }
}
