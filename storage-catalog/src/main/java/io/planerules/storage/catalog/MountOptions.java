package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

/**
 * Mount-option relations shared by catalog rule d4/d5, selection validation and mount-option
 * resolution.
 * <!-- snippet: StorageExamplesTest#mount-options -->
 *
 * <pre>{@code
 * boolean roRw = MountOptions.negates("ro", "rw"); // true
 * boolean atime = MountOptions.negates("atime", "noatime"); // true
 * boolean other = MountOptions.negates("nodev", "nosuid"); // false
 * boolean comma = MountOptions.hasUnquotedComma("ro,rw"); // true
 * boolean quoted = MountOptions.hasUnquotedComma("x=\"a,b\""); // false
 * }</pre>
 */
public final class MountOptions {

  private MountOptions() {}

  /**
   * Whether two options negate each other: {@code {a, b} = {"ro", "rw"}}, or one is {@code "no"} +
   * the other. Symmetric; {@code ("ro", "ro")} is false, {@code ("no", "")} true.
   *
   * @param a one option
   * @param b another option
   * @return whether they conflict
   */
  public static boolean negates(String a, String b) {
    requireNonNull(a, "a");
    requireNonNull(b, "b");
    if ((a.equals("ro") && b.equals("rw")) || (a.equals("rw") && b.equals("ro"))) {
      return true;
    }
    return isNegation(a, b) || isNegation(b, a);
  }

  private static boolean isNegation(String negated, String plain) {
    return negated.length() == plain.length() + 2
        && negated.startsWith("no")
        && negated.endsWith(plain);
  }

  /**
   * Whether the option holds a comma outside double quotes (preceded by an even number of {@code
   * "}). The kubelet joins options with commas, so {@code "ro,rw"} would smuggle {@code rw} in.
   *
   * @param option the mount option
   * @return whether a comma sits outside quotes
   */
  public static boolean hasUnquotedComma(String option) {
    requireNonNull(option, "option");
    boolean quoted = false;
    for (int i = 0; i < option.length(); i++) {
      char c = option.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (c == ',' && !quoted) {
        return true;
      }
    }
    return false;
  }
}
