package io.planerules.identity.naming;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.identity.plane.Collision;
import io.planerules.identity.plane.PlaneConfig;
import io.planerules.identity.plane.PlaneRegistry;
import io.planerules.identity.validation.NameRule;
import io.planerules.testkit.Properties;
import io.planerules.testkit.identity.IdentityGenerators;
import io.planerules.testkit.identity.ReferenceTruncation;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * The cross-plane guarantees and the generic rule of
 * docs/reference/identity.md#cross-plane-guarantees.
 */
class CrossPlanePropertiesTest {

  static PlaneConfig plane(String id) {
    return PlaneConfig.of(id, id.isEmpty() ? "legacy.test" : id + ".example.test");
  }

  @Test
  void distinctIdsNeverShareAFixedIdentityNorWithLegacy() {
    // 10 000 id pairs, half of them hyphen-extension pairs (a, a-s) in either order, plus legacy.
    Properties.qt(10_000)
        .forAll(IdentityGenerators.distinctIdPairs())
        .checkAssert(
            pair -> {
              List<Collision> collisions =
                  PlaneRegistry.collisions(
                      List.of(plane(pair.get(0)), plane(pair.get(1)), plane("")));
              assertThat(collisions).as("%s", pair).isEmpty();
            });
  }

  @Test
  void everyDerivedValuePassesItsRuleExceptDns1035ForDigitFirstIds() {
    Properties.qt()
        .forAll(IdentityGenerators.validIds().mix(IdentityGenerators.digitFirstIds()))
        .checkAssert(
            id -> {
              ControlPlaneId cp = ControlPlaneId.of(id);
              PlaneNames names = PlaneNames.of(cp, PlaneDomain.of(id + ".example.test", cp, true));
              boolean digitFirst = Character.isDigit(id.charAt(0));
              for (PlanEntry e : names.plan()) {
                boolean dns1035 = e.nameKind().rule().orElse(null) == NameRule.DNS1035_LABEL;
                assertThat(e.name() == null)
                    .as("%s %s", id, e.kind())
                    .isEqualTo(digitFirst && dns1035);
                if (e.name() != null) {
                  for (NameRule rule : e.nameKind().rules()) {
                    String target =
                        e.nameKind().form() == NameKind.Form.URL
                            ? NameSyntax.hostOfUrl(e.name())
                            : e.nameKind().form() == NameKind.Form.HOST_PORT
                                ? e.name().substring(0, e.name().lastIndexOf(':'))
                                : e.name();
                    NameRule applied =
                        target.startsWith("*.") ? NameRule.WILDCARD_DNS1123_SUBDOMAIN : rule;
                    assertThat(applied.isValid(target)).as("%s %s", e.kind(), target).isTrue();
                  }
                }
              }
            });
  }

  @Test
  void derivationIsAPureFunctionIndependentOfLocale() {
    Locale saved = Locale.getDefault();
    try {
      Properties.qt()
          .forAll(IdentityGenerators.validIds())
          .checkAssert(
              id -> {
                ControlPlaneId cp = ControlPlaneId.of(id);
                PlaneDomain d = PlaneDomain.of(id + ".example.test", cp, true);
                Locale.setDefault(Locale.ROOT);
                List<PlanEntry> first = PlaneNames.of(cp, d).plan();
                Locale.setDefault(Locale.forLanguageTag("tr-TR"));
                List<PlanEntry> second = PlaneNames.of(cp, d).plan();
                assertThat(second).isEqualTo(first);
              });
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void genericRuleLengthPrefixAndIndependentHash() {
    Properties.qt()
        .forAll(IdentityGenerators.validIds(), IdentityGenerators.bases())
        .checkAssert(
            (id, base) -> {
              ControlPlaneId cp = ControlPlaneId.of(id);
              String name = PlaneNames.resourceName(cp, base);
              String full = id + "-" + base;
              assertThat(name.length()).isLessThanOrEqualTo(63);
              assertThat(PlaneNames.resourceName(cp, base)).isEqualTo(name);
              if (full.length() <= 63) {
                assertThat(name).isEqualTo(full);
              } else {
                String cut = full.substring(0, 54).replaceAll("-+$", "");
                assertThat(name)
                    .isEqualTo(cut + "-" + ReferenceTruncation.sha256Hex(full).substring(0, 8));
              }
            });
  }

  @Test
  void distinctBasesGiveDistinctNamesForOneId() {
    Properties.qt()
        .forAll(
            IdentityGenerators.validIds(), IdentityGenerators.bases(), IdentityGenerators.bases())
        .assuming((id, x, y) -> !x.equals(y))
        .checkAssert(
            (id, x, y) ->
                assertThat(PlaneNames.resourceName(ControlPlaneId.of(id), x))
                    .isNotEqualTo(PlaneNames.resourceName(ControlPlaneId.of(id), y)));
  }

  @Test
  void crossIdCharacterizationOfTheGenericRule() {
    // Non-truncated: resourceName(a, x) == resourceName(b, y), a != b, iff b = a-s and x = s-y.
    Properties.qt()
        .forAll(
            IdentityGenerators.hyphenExtensionPairs(),
            IdentityGenerators.validIds(),
            SourceDSL.booleans().all())
        .checkAssert(
            (pair, y, related) -> {
              String a = pair.get(0);
              String b = pair.get(1);
              String s = b.substring(a.length() + 1);
              String x = related ? s + "-" + y : s + "x" + y;
              String na = PlaneNames.resourceName(ControlPlaneId.of(a), x);
              String nb = PlaneNames.resourceName(ControlPlaneId.of(b), y);
              if (na.length() < 63 - 9 && nb.length() < 63 - 9) {
                assertThat(na.equals(nb)).isEqualTo(related);
              }
            });
    Properties.qt()
        .forAll(
            IdentityGenerators.distinctIdPairs(),
            IdentityGenerators.validIds(),
            IdentityGenerators.validIds())
        .checkAssert(
            (pair, x, y) -> {
              String a = pair.get(0);
              String b = pair.get(1);
              boolean equal =
                  PlaneNames.resourceName(ControlPlaneId.of(a), x)
                      .equals(PlaneNames.resourceName(ControlPlaneId.of(b), y));
              boolean characterized =
                  (b.startsWith(a + "-") && x.equals(b.substring(a.length() + 1) + "-" + y))
                      || (a.startsWith(b + "-") && y.equals(a.substring(b.length() + 1) + "-" + x));
              if ((a + "-" + x).length() <= 63 && (b + "-" + y).length() <= 63) {
                assertThat(equal).isEqualTo(characterized);
              }
            });
  }

  @Test
  void truncationKeepsApartWhatArgoTruncationMerges() {
    // Two names differing only after character 63 collide under Argo CD's TruncateLabel but not
    // under the hashed rule (docs/reference/identity.md#generic-resource-names).
    Properties.qt()
        .forAll(IdentityGenerators.validIds(), SourceDSL.integers().between(63, 90))
        .checkAssert(
            (id, n) -> {
              String x = "b".repeat(n) + "-one";
              String y = "b".repeat(n) + "-two";
              assertThat(ReferenceTruncation.argoTruncateLabel(id + "-" + x))
                  .isEqualTo(ReferenceTruncation.argoTruncateLabel(id + "-" + y));
              assertThat(PlaneNames.resourceName(ControlPlaneId.of(id), x))
                  .isNotEqualTo(PlaneNames.resourceName(ControlPlaneId.of(id), y));
            });
  }
}
