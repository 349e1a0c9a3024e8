package io.planerules.rules.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The lookup of a constant by its wire spelling: exact, case-sensitive, first match. */
class WireNamesTest {

  /** Two constants spelled alike on purpose: the lookup answers the first. */
  enum Mode {
    READ_ONCE("ReadOnce"),
    READ_MANY("ReadMany"),
    ALSO_READ_ONCE("ReadOnce");

    private final String wireName;

    Mode(String wireName) {
      this.wireName = wireName;
    }

    String wireName() {
      return wireName;
    }
  }

  @Test
  void findsTheConstantSpelledExactly() {
    assertThat(WireNames.find(Mode.values(), Mode::wireName, "ReadMany")).contains(Mode.READ_MANY);
  }

  @Test
  void answersTheFirstConstantSpelledAlike() {
    assertThat(WireNames.find(Mode.values(), Mode::wireName, "ReadOnce")).contains(Mode.READ_ONCE);
  }

  @Test
  void noOtherSpellingMatches() {
    assertThat(WireNames.find(Mode.values(), Mode::wireName, "readmany")).isEmpty();
    assertThat(WireNames.find(Mode.values(), Mode::wireName, "ReadMany ")).isEmpty();
    assertThat(WireNames.find(Mode.values(), Mode::wireName, "READ_MANY")).isEmpty();
    assertThat(WireNames.find(Mode.values(), Mode::wireName, "")).isEmpty();
    assertThat(WireNames.find(Mode.values(), m -> m.name().toLowerCase(Locale.ROOT), "read_many"))
        .contains(Mode.READ_MANY);
  }
}
