package io.planerules.testkit.identity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.testkit.Properties;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The identity generators produce what they promise; the reference schemes give known answers. */
class IdentityTestkitTest {

  static final Pattern LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");

  @Test
  void validIdsAreLabelsOfAtMostTwentyWithBoundaryLengths() {
    Set<Integer> lengths = new HashSet<>();
    Properties.qt()
        .forAll(IdentityGenerators.validIds())
        .checkAssert(
            id -> {
              assertThat(LABEL.matcher(id).matches()).as(id).isTrue();
              assertThat(id.length()).isBetween(1, 20);
              assertThat(id).isNotEqualTo("default");
              lengths.add(id.length());
            });
    assertThat(lengths).contains(1, 2, 19, 20);
  }

  @Test
  void digitFirstAndExtensionPairs() {
    Properties.qt()
        .forAll(IdentityGenerators.digitFirstIds())
        .checkAssert(
            id ->
                assertThat(LABEL.matcher(id).matches() && Character.isDigit(id.charAt(0)))
                    .as(id)
                    .isTrue());
    Properties.qt()
        .forAll(IdentityGenerators.hyphenExtensionPairs())
        .checkAssert(
            p -> {
              assertThat(p.get(1)).startsWith(p.get(0) + "-").hasSizeLessThanOrEqualTo(20);
              assertThat(LABEL.matcher(p.get(1)).matches()).isTrue();
            });
    Properties.qt()
        .forAll(IdentityGenerators.distinctIdPairs())
        .checkAssert(p -> assertThat(p.get(0)).isNotEqualTo(p.get(1)));
  }

  @Test
  void domainsAndPlanes() {
    Pattern subdomain =
        Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");
    Properties.qt()
        .forAll(IdentityGenerators.domains())
        .checkAssert(
            d -> assertThat(subdomain.matcher(d).matches() && d.length() <= 253).as(d).isTrue());
    Properties.qt()
        .forAll(IdentityGenerators.invalidDomains())
        .checkAssert(
            f ->
                assertThat(
                        subdomain.matcher(f.value()).matches()
                            && f.value().length() <= 253
                            && !f.value().contains("a".repeat(64)))
                    .as(f.toString())
                    .isFalse());
    Properties.qt()
        .forAll(IdentityGenerators.namedPlanes())
        .checkAssert(p -> assertThat(p.domain()).isEqualTo(p.planeId() + ".example.test"));
    Properties.qt()
        .forAll(IdentityGenerators.bases())
        .checkAssert(b -> assertThat(b).isNotEmpty().matches("[\\x21-\\x7e]+"));
  }

  @Test
  void faultsAreExact() {
    assertThat(IdentityGenerators.applyIdFault("abc", "reserved", 0)).isEqualTo("default");
    assertThat(IdentityGenerators.applyIdFault("abc", "too-long", 0))
        .isEqualTo("abc" + "a".repeat(18));
    assertThat(IdentityGenerators.applyIdFault("abc", "uppercase", 0)).isEqualTo("aQbc");
    assertThat(IdentityGenerators.applyIdFault("abc", "leading-hyphen", 0)).isEqualTo("-abc");
    assertThat(IdentityGenerators.applyIdFault("abc", "trailing-hyphen", 0)).isEqualTo("abc-");
    assertThat(IdentityGenerators.applyIdFault("abc", "trailing-newline", 0)).isEqualTo("abc\n");
    assertThat(IdentityGenerators.applyIdFault("a", "whitespace", 0)).isEqualTo("a ");
    assertThatThrownBy(() -> IdentityGenerators.applyIdFault("a", "nope", 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(IdentityGenerators.ID_FAULTS)
        .hasSameSizeAs(IdentityGenerators.ID_FAULT_CODES.keySet());
  }

  @Test
  void referenceSchemesKnownAnswers() {
    // sha256("") and md5("") are the well-known empty digests.
    assertThat(ReferenceTruncation.sha256Hex(""))
        .isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    // e3b0c44298 -> e→t, 3→k, 0→g: "tkbgc44298"
    assertThat(ReferenceTruncation.kubectlHashSuffix("")).isEqualTo("tkbgc44298");
    assertThat(ReferenceTruncation.argoTruncateLabel("abc")).isEqualTo("abc");
    assertThat(ReferenceTruncation.argoTruncateLabel("a".repeat(62) + "-b"))
        .isEqualTo("a".repeat(62));
    assertThat(ReferenceTruncation.argoTruncateLabel("a".repeat(63) + "-one"))
        .isEqualTo(ReferenceTruncation.argoTruncateLabel("a".repeat(63) + "-two"));
    assertThatThrownBy(() -> ReferenceTruncation.argoTruncateLabel("---"))
        .hasMessage(ReferenceTruncation.ARGO_ERROR);
    assertThat(ReferenceTruncation.knativeChildName("parent", "-suffix"))
        .isEqualTo("parent-suffix");
    String longParent = "p".repeat(60);
    String child = ReferenceTruncation.knativeChildName(longParent, "-sfx");
    assertThat(child).hasSize(63).startsWith("p".repeat(27)).endsWith("-sfx");
    // md5 of 60 x 'p', computed with: printf 'p%.0s' $(seq 60) | md5sum
    assertThat(child.substring(27, 59)).isEqualTo("51076b2116168bdcb39555728ba31f04");
  }
}
