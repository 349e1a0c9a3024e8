package io.planerules.storage.internal.io;

/**
 * A cheap raw scan that finds where a YAML document is certainly nested deeper than the depth limit
 * in a flow collection, so that the hardened reader can hand SnakeYAML only the text up to that
 * point.
 *
 * <p>Why: SnakeYAML's scanner keeps a possible simple key for every open flow collection until it
 * is 1 024 characters old or the line ends, and walks all of them on each token, so a line of 2 000
 * {@code [} costs about a million steps before the first event reaches the depth check (a 4 KB
 * document costing 40 × a valid parse). The token walk rejects at the first container past the
 * limit; everything SnakeYAML reads after that container is look-ahead that cannot change the
 * events before it, as long as the look-ahead raises no error. This scan only answers when that is
 * certain, and otherwise answers {@code -1} (parse the whole text as before):
 *
 * <ul>
 *   <li>the line has the shape {@code <spaces><plain key>: <run>}, the run made only of {@code [ ]
 *       { } ,} and spaces, its opening brackets reaching {@code maxDepth + 1} open flow collections
 *       (so the walk's depth check fires at or before that bracket);
 *   <li>the run goes on for at least {@link #LOOK_AHEAD} more characters on the same line (the
 *       scanner's whole look-ahead for that bracket: single-character tokens, never an error);
 *   <li>no earlier text contains a quote, {@code |} or {@code >} (so the line cannot be inside a
 *       quoted or block scalar, where brackets are text), and the text has no U+FFFE/U+FFFF (the
 *       only characters SnakeYAML's reader refuses that the raw scan lets through).
 * </ul>
 *
 * <p>The events, and so the depth problem's code, message, path, line and column, are then exactly
 * those of the whole text. Pure and stateless.
 */
final class FlowDepthPreScan {

  /** Characters after the cut bracket that must be single-character flow tokens on its line. */
  static final int LOOK_AHEAD = 1100;

  private FlowDepthPreScan() {}

  /**
   * The length of the prefix that ends just after the first flow bracket certainly nested deeper
   * than {@code maxDepth}, or {@code -1} when the scan cannot be sure (the caller then reads the
   * whole text).
   *
   * @param text the decoded document
   * @param maxDepth the depth limit (most nested containers)
   * @return the prefix length to parse, or {@code -1}
   */
  static int cutAfter(String text, int maxDepth) {
    int length = text.length();
    int lineStart = 0;
    while (lineStart < length) {
      int lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) {
        lineEnd = length;
      }
      int cut = cutInLine(text, lineStart, lineEnd, maxDepth + 1);
      if (cut >= 0) {
        return hasReaderRefusedCharacter(text) ? -1 : cut;
      }
      for (int i = lineStart; i < lineEnd; i++) {
        char c = text.charAt(i);
        if (c == '"' || c == '\'' || c == '|' || c == '>') {
          return -1;
        }
      }
      lineStart = lineEnd + 1;
    }
    return -1;
  }

  private static int cutInLine(String text, int start, int end, int depth) {
    int i = start;
    while (i < end && text.charAt(i) == ' ') {
      i++;
    }
    if (i >= end || !isKeyStart(text.charAt(i))) {
      return -1;
    }
    while (i < end && isKeyPart(text.charAt(i))) {
      i++;
    }
    if (i >= end || text.charAt(i) != ':') {
      return -1;
    }
    i++;
    if (i >= end || text.charAt(i) != ' ') {
      return -1;
    }
    while (i < end && text.charAt(i) == ' ') {
      i++;
    }
    if (i >= end || (text.charAt(i) != '[' && text.charAt(i) != '{')) {
      return -1;
    }
    int open = 0;
    for (; i < end; i++) {
      char c = text.charAt(i);
      if (c == '[' || c == '{') {
        open++;
        if (open == depth) {
          return runContinues(text, i + 1, end) ? i + 1 : -1;
        }
      } else if (c == ']' || c == '}') {
        open--;
        if (open < 0) {
          return -1;
        }
      } else if (c != ',' && c != ' ') {
        return -1;
      }
    }
    return -1;
  }

  private static boolean runContinues(String text, int from, int end) {
    if (end - from < LOOK_AHEAD) {
      return false;
    }
    for (int i = from; i < from + LOOK_AHEAD; i++) {
      if (!isFlowRun(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isFlowRun(char c) {
    return c == '[' || c == ']' || c == '{' || c == '}' || c == ',' || c == ' ';
  }

  private static boolean isKeyStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }

  private static boolean isKeyPart(char c) {
    return isKeyStart(c) || c == '-' || c == '.' || c == '/';
  }

  private static boolean hasReaderRefusedCharacter(String text) {
    return text.indexOf('\uFFFE') >= 0 || text.indexOf('\uFFFF') >= 0;
  }
}
