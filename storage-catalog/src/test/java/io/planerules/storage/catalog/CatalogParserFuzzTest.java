package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.planerules.testkit.fuzz.FuzzBudget;

/**
 * Coverage-guided fuzzing of {@link CatalogParser#parse(byte[])} (docs/reliability.md): any bytes
 * give a typed result, never an exception; a valid result holds a catalog and no error, an invalid
 * one at least one error and no catalog.
 */
class CatalogParserFuzzTest {

  @FuzzTest(maxDuration = "60s")
  void parse(byte[] payload) {
    if (payload == null) {
      return; // the parser takes non-null bytes (requireNonNull)
    }
    CatalogResult result = FuzzBudget.within(() -> CatalogParser.parse(payload));
    assertThat(result.isValid()).isEqualTo(result.errors().isEmpty());
    assertThat(result.catalog().isPresent()).isEqualTo(result.isValid());
  }
}
