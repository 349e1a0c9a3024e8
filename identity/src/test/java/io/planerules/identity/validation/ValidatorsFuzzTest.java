package io.planerules.identity.validation;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.planerules.identity.ControlPlaneId;
import io.planerules.testkit.fuzz.FuzzBudget;
import java.util.regex.Pattern;

/**
 * Differential fuzzing of the name validators against the regular expressions and length limits of
 * kubernetes/apimachinery pkg/util/validation/validation.go, written out here independently of
 * {@link NameRule}, and of {@link ControlPlaneId#validate} against its definition (a DNS-1123 label
 * of at most 20 bytes other than {@code default}, or {@code ""}).
 */
class ValidatorsFuzzTest {

  // validation.go: dns1123LabelFmt, dns1123SubdomainFmt, dns1035LabelFmt, labelValueFmt
  private static final String LABEL = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
  private static final Pattern DNS1123_LABEL = Pattern.compile(LABEL);
  private static final Pattern DNS1123_SUBDOMAIN = Pattern.compile(LABEL + "(\\." + LABEL + ")*");
  private static final Pattern DNS1035_LABEL = Pattern.compile("[a-z]([-a-z0-9]*[a-z0-9])?");
  private static final Pattern LABEL_VALUE =
      Pattern.compile("(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?");

  private static boolean matches(Pattern pattern, int maxLength, String value) {
    return value.length() <= maxLength && pattern.matcher(value).matches();
  }

  @FuzzTest(maxDuration = "60s")
  void differential(String value) {
    if (value == null) {
      return; // the validators take non-null text (requireNonNull)
    }
    FuzzBudget.within(
        () -> {
          assertThat(NameRule.DNS1123_LABEL.isValid(value))
              .as("dns1123-label %s", value)
              .isEqualTo(!value.isEmpty() && matches(DNS1123_LABEL, 63, value));
          assertThat(NameRule.DNS1123_SUBDOMAIN.isValid(value))
              .as("dns1123-subdomain %s", value)
              .isEqualTo(!value.isEmpty() && matches(DNS1123_SUBDOMAIN, 253, value));
          assertThat(NameRule.DNS1035_LABEL.isValid(value))
              .as("dns1035-label %s", value)
              .isEqualTo(!value.isEmpty() && matches(DNS1035_LABEL, 63, value));
          assertThat(NameRule.LABEL_VALUE.isValid(value))
              .as("label-value %s", value)
              .isEqualTo(matches(LABEL_VALUE, 63, value));
          boolean id =
              value.isEmpty() || (!value.equals("default") && matches(DNS1123_LABEL, 20, value));
          assertThat(ControlPlaneId.validate(value).isValid()).as("id %s", value).isEqualTo(id);
          return null;
        });
  }
}
