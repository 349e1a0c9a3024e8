package io.planerules.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class DnsGeneratorsTest {

  /** RFC 1123 label, apimachinery {@code dns1123LabelFmt}, matched on the whole string. */
  private static final Pattern LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");

  @Test
  void generatedLabelsAreValidAndWithinBounds() {
    Properties.qt()
        .forAll(DnsGenerators.dns1123Labels(1, 20))
        .checkAssert(
            label -> {
              assertThat(LABEL.matcher(label).matches()).as(label).isTrue();
              assertThat(label.length()).isBetween(1, 20);
            });
  }

  @Test
  void boundaryLengthsAreExact() {
    Properties.qt(200)
        .forAll(DnsGenerators.dns1123Label(63), DnsGenerators.dns1123Label(1))
        .checkAssert(
            (long63, short1) -> {
              assertThat(long63).hasSize(63).matches(LABEL);
              assertThat(short1).hasSize(1).matches(LABEL);
            });
  }

  @Test
  void everyFaultMakesTheLabelInvalid() {
    Properties.qt()
        .forAll(DnsGenerators.dns1123LabelsWithOneFault(20))
        .checkAssert(
            faulty -> {
              String value = faulty.value();
              boolean invalid = !LABEL.matcher(value).matches() || value.length() > 20;
              assertThat(invalid).as("%s (%s)", value, faulty.fault()).isTrue();
              assertThat(DnsGenerators.LABEL_FAULTS).contains(faulty.fault());
            });
  }
}
