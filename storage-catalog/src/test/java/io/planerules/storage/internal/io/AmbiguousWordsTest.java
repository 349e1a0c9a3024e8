package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonToken;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every boolean-like word of YAML 1.1 is ambiguous when plain, whatever its length; longer or
 * quoted scalars never are (the length gate of {@link TextRules#isAmbiguousPlain} changes nothing).
 */
class AmbiguousWordsTest {

  private static final List<String> WORDS =
      List.of(
          "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off",
          "OFF");

  /** Plain strings that are not boolean-like (plain true/false are booleans, not strings). */
  private static final List<String> OTHERS =
      List.of("yES", "oN", "nO", "yess", "Yess", "offf", "onn", "x", "yes!", "nope");

  @Test
  void plainWordsOnly() throws Exception {
    StringBuilder yaml = new StringBuilder();
    List<Boolean> expected = new ArrayList<>();
    for (String word : WORDS) {
      yaml.append("- ").append(word).append('\n').append("- '").append(word).append("'\n");
      expected.add(true);
      expected.add(false);
    }
    for (String other : OTHERS) {
      yaml.append("- \"").append(other).append("\"\n- ").append(other).append('\n');
      expected.add(false);
      expected.add(false);
    }
    List<Boolean> found = new ArrayList<>();
    try (var parser = HardenedFactories.YAML.open(yaml.toString())) {
      for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) {
        if (t == JsonToken.VALUE_STRING) {
          found.add(TextRules.isAmbiguousPlain(parser.lastEvent(), parser.getText()));
        }
      }
    }
    assertThat(found).isEqualTo(expected);
    for (String word : WORDS) {
      assertThat(TextRules.isAmbiguousPlain(null, word)).isFalse();
    }
  }
}
