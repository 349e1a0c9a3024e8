package io.planerules.identity.internal;

/**
 * ASCII character classes and the whole-string matchers behind the name validators, the id and the
 * domain. Each matcher is equivalent to its apimachinery regex (kubernetes/apimachinery
 * pkg/util/validation/validation.go) and runs in linear time without recursion, so a 10 000-char
 * input cannot overflow the stack as a repeated regex group could.
 */
public final class NameSyntax {

  private NameSyntax() {}

  /** {@code [a-z0-9]}. */
  public static boolean isLowerAlnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  }

  /** {@code [A-Za-z0-9]}. */
  public static boolean isAlnum(char c) {
    return isLowerAlnum(c) || (c >= 'A' && c <= 'Z');
  }

  /**
   * ASCII whitespace as Go's {@code unicode.IsSpace} restricted to ASCII: space, \t \n \v \f \r.
   */
  public static boolean isAsciiWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000b' || c == '\f' || c == '\r';
  }

  /** Whether {@code s[from, to)} matches {@code [a-z0-9]([-a-z0-9]*[a-z0-9])?}. */
  public static boolean isDns1123Label(String s, int from, int to) {
    if (from >= to || !isLowerAlnum(s.charAt(from)) || !isLowerAlnum(s.charAt(to - 1))) {
      return false;
    }
    for (int i = from + 1; i < to - 1; i++) {
      char c = s.charAt(i);
      if (!isLowerAlnum(c) && c != '-') {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code s[from, to)} is dot-separated DNS-1123 labels. */
  public static boolean isDns1123Subdomain(String s, int from, int to) {
    int start = from;
    for (int i = from; i <= to; i++) {
      if (i == to || s.charAt(i) == '.') {
        if (!isDns1123Label(s, start, i)) {
          return false;
        }
        start = i + 1;
      }
    }
    return true;
  }

  /** Whether {@code s} is {@code *.} followed by a DNS-1123 subdomain. */
  public static boolean isWildcardSubdomain(String s) {
    return s.startsWith("*.") && isDns1123Subdomain(s, 2, s.length());
  }

  /** Whether {@code s} matches {@code [a-z]([-a-z0-9]*[a-z0-9])?}. */
  public static boolean isDns1035Label(String s) {
    return isDns1123Label(s, 0, s.length()) && s.charAt(0) >= 'a' && s.charAt(0) <= 'z';
  }

  /** Whether {@code s} matches {@code ([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]}. */
  public static boolean isQualifiedNamePart(String s) {
    int n = s.length();
    if (n == 0 || !isAlnum(s.charAt(0)) || !isAlnum(s.charAt(n - 1))) {
      return false;
    }
    for (int i = 1; i < n - 1; i++) {
      char c = s.charAt(i);
      if (!isAlnum(c) && c != '-' && c != '_' && c != '.') {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code s} matches {@code [A-Za-z0-9_]+}. */
  public static boolean isCassandraIdentifier(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!isAlnum(c) && c != '_') {
        return false;
      }
    }
    return true;
  }

  /** The host of {@code scheme://host[:port][/path]}; the whole value when it has no scheme. */
  public static String hostOfUrl(String url) {
    int scheme = url.indexOf("://");
    if (scheme < 0) {
      return url;
    }
    int start = scheme + 3;
    int end = start;
    while (end < url.length() && ":/?#".indexOf(url.charAt(end)) < 0) {
      end++;
    }
    return url.substring(start, end);
  }
}
