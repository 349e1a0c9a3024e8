package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.testkit.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.quicktheories.generators.SourceDSL;

/** Negation (docs/reference/storage-catalog.md#mount-options-and-go-text) and the comma rule d5. */
class MountOptionsTest {

  @ParameterizedTest(name = "negates({0}, {1}) = {2}")
  @CsvSource({
    "ro, rw, true",
    "rw, ro, true",
    "atime, noatime, true",
    "noatime, atime, true",
    "recovery, norecovery, true",
    "uuid, nouuid, true",
    "'no', '', true",
    "'', 'no', true",
    "ro, ro, false",
    "rw, rw, false",
    "nodev, nosuid, false",
    "noatime, noatime, false",
    "atime, nodiratime, false",
    "nonoatime, noatime, true",
    "noatime, nonoatime, true",
    "nonoatime, atime, false",
    "Noatime, atime, false",
    "noatime, Atime, false",
    "ro, RW, false",
    "ro, r, false",
    "xatime, atime, false",
    "noatimex, atime, false",
  })
  void negationTruthTable(String a, String b, boolean expected) {
    assertThat(MountOptions.negates(a, b)).isEqualTo(expected);
  }

  @Test
  void negationIsSymmetricAndIrreflexive() {
    Properties.qt()
        .forAll(
            SourceDSL.strings().betweenCodePoints('m', 'p').ofLengthBetween(0, 5),
            SourceDSL.strings().betweenCodePoints('m', 'p').ofLengthBetween(0, 5))
        .checkAssert(
            (a, b) -> {
              assertThat(MountOptions.negates(a, b)).isEqualTo(MountOptions.negates(b, a));
              assertThat(MountOptions.negates(a, a)).isFalse();
              assertThat(MountOptions.negates("no" + a, a)).isTrue();
              assertThat(MountOptions.negates(a, b))
                  .isEqualTo(
                      a.equals("no" + b)
                          || b.equals("no" + a)
                          || (a.equals("ro") && b.equals("rw"))
                          || (a.equals("rw") && b.equals("ro")));
            });
  }

  @ParameterizedTest(name = "hasUnquotedComma({0}) = {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "ro,rw|true",
        "a,|true",
        ",a|true",
        "ro|false",
        "x=\"a,b\"|false",
        "x=\"a,b\",y|true",
        "x=\"a\"b,c|true",
        "x=\"a,b|false",
        "\"\"\",\"|false",
        "''|false",
      })
  void commaOutsideQuotes(String option, boolean expected) {
    assertThat(MountOptions.hasUnquotedComma(option)).isEqualTo(expected);
  }
}
