package io.planerules.cli.help;

import java.util.ArrayList;
import java.util.List;

/**
 * Which of the names picocli proposes for a mistyped command or option are close enough to suggest:
 * a name that starts with what was typed (or the reverse), or one within about a third of its
 * length in edits (Levenshtein distance at most {@code max(1, (length + 1) / 3)}: one edit up to
 * four letters, two up to seven). Picocli ranks every name by similarity and always proposes some;
 * without this cut {@code frobnicate} would get {@code catalog}.
 */
public final class Suggestions {

  private Suggestions() {}

  /** The candidates close to {@code typed}, in their given order. */
  public static List<String> close(String typed, List<String> candidates) {
    String word = bare(typed);
    List<String> close = new ArrayList<>();
    if (word.isEmpty()) {
      return close;
    }
    for (String candidate : candidates) {
      String name = bare(candidate);
      if (name.startsWith(word)
          || word.startsWith(name)
          || distance(word, name) <= Math.max(1, (word.length() + 1) / 3)) {
        close.add(candidate);
      }
    }
    return close;
  }

  /** The word without leading dashes and without an attached {@code =value}. */
  private static String bare(String argument) {
    int start = 0;
    while (start < argument.length() && argument.charAt(start) == '-') {
      start++;
    }
    int eq = argument.indexOf('=', start);
    return argument.substring(start, eq < 0 ? argument.length() : eq);
  }

  /** Levenshtein distance: insertions, deletions and substitutions of one char each cost 1. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
