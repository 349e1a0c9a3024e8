package io.planerules.cli.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SuggestionsTest {

  @Test
  void distanceCountsInsertionsDeletionsAndSubstitutions() {
    // Textbook Levenshtein pairs, worked by hand: kitten -> sitten -> sittin -> sitting (3);
    // flaw -> law -> lawn (2).
    assertThat(Suggestions.distance("kitten", "sitting")).isEqualTo(3);
    assertThat(Suggestions.distance("flaw", "lawn")).isEqualTo(2);
    assertThat(Suggestions.distance("", "abc")).isEqualTo(3);
    assertThat(Suggestions.distance("abc", "")).isEqualTo(3);
    assertThat(Suggestions.distance("plan", "plan")).isZero();
    assertThat(Suggestions.distance("nmaes", "names")).isEqualTo(2);
  }

  @Test
  void closeNamesAreKeptAndFarOnesDropped() {
    List<String> commands = List.of("plan", "names", "catalog", "batch", "completion");
    assertThat(Suggestions.close("pln", commands)).containsExactly("plan");
    assertThat(Suggestions.close("nmaes", commands)).containsExactly("names");
    assertThat(Suggestions.close("nmes", commands)).containsExactly("names");
    assertThat(Suggestions.close("cat", commands)).containsExactly("catalog");
    assertThat(Suggestions.close("frobnicate", commands)).isEmpty();
    assertThat(Suggestions.close("", commands)).isEmpty();
    // four letters allow one edit, five two
    assertThat(Suggestions.close("plxx", List.of("plan"))).isEmpty();
    assertThat(Suggestions.close("plaxx", List.of("planx"))).containsExactly("planx");
  }

  @Test
  void optionsAreComparedWithoutDashesAndValue() {
    List<String> options = List.of("--plane-id", "--domain", "--output", "-o");
    assertThat(Suggestions.close("--plane", options)).containsExactly("--plane-id");
    assertThat(Suggestions.close("--domian=x.test", options)).containsExactly("--domain");
    assertThat(Suggestions.close("--bogus", options)).isEmpty();
    assertThat(Suggestions.close("---", options)).isEmpty();
  }
}
