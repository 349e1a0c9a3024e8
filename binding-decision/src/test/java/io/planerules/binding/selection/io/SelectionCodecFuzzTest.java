package io.planerules.binding.selection.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.testkit.fuzz.FuzzBudget;

/**
 * Coverage-guided fuzzing of {@link SelectionCodec#parse} (docs/reliability.md): any text gives a
 * typed result; a valid selection validates, marshals and parses back to itself.
 */
class SelectionCodecFuzzTest {

  @FuzzTest(maxDuration = "60s")
  void parse(String text) {
    if (text == null) {
      return; // the codec takes non-null text (requireNonNull)
    }
    SelectionParseResult result = FuzzBudget.within(() -> SelectionCodec.parse(text));
    assertThat(result.isValid()).isEqualTo(result.valid().isPresent());
    if (result.isValid()) {
      PersistedSelection selection = result.valid().orElseThrow();
      assertThat(selection.validate().isValid()).isTrue();
      String wire = SelectionCodec.marshal(selection).orElseThrow();
      assertThat(SelectionCodec.parse(wire).valid()).contains(selection);
    } else {
      assertThat(result.result().isValid()).isFalse();
    }
  }
}
