package io.planerules.identity.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.strings;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.ControlPlaneIdSources;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.Problem;
import io.planerules.testkit.Properties;
import io.planerules.testkit.identity.IdentityGenerators;
import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Properties of the validators and of {@link ControlPlaneId}
 * (docs/reference/identity.md#name-validators), 1 000+ examples each.
 */
class ValidatorPropertiesTest {

  /** The upstream regexes, used only as an independent oracle for the hand-written matchers. */
  static final Map<NameRule, Pattern> ORACLE = new EnumMap<>(NameRule.class);

  static {
    ORACLE.put(NameRule.DNS1123_LABEL, Pattern.compile(NameRule.DNS1123_LABEL_FMT));
    ORACLE.put(NameRule.DNS1123_SUBDOMAIN, Pattern.compile(NameRule.DNS1123_SUBDOMAIN_FMT));
    ORACLE.put(
        NameRule.WILDCARD_DNS1123_SUBDOMAIN,
        Pattern.compile(NameRule.WILDCARD_DNS1123_SUBDOMAIN_FMT));
    ORACLE.put(NameRule.DNS1035_LABEL, Pattern.compile(NameRule.DNS1035_LABEL_FMT));
    ORACLE.put(NameRule.LABEL_VALUE, Pattern.compile(NameRule.LABEL_VALUE_FMT));
    ORACLE.put(NameRule.CASSANDRA_IDENTIFIER, Pattern.compile(NameRule.CASSANDRA_IDENTIFIER_REGEX));
  }

  /** Short strings over an alphabet dense in the characters the rules care about. */
  static Gen<String> nameLike() {
    return strings()
        .betweenCodePoints(0, 0x7f)
        .ofLengthBetween(0, 12)
        .mix(
            Generate.pick(java.util.List.of('a', 'z', '0', '9', '-', '.', '*', '_', 'A', '/', '\n'))
                .flatMap(c -> strings().betweenCodePoints(c, c).ofLengthBetween(0, 3))
                .zip(
                    strings().betweenCodePoints('-', 'a').ofLengthBetween(0, 8),
                    (a, b) -> a + b + a),
            50);
  }

  @Test
  void handWrittenMatchersAgreeWithTheUpstreamRegexes() {
    Properties.qt(5_000)
        .forAll(nameLike())
        .checkAssert(
            v -> {
              for (Map.Entry<NameRule, Pattern> e : ORACLE.entrySet()) {
                boolean regex = e.getValue().matcher(v).matches();
                boolean ours =
                    switch (e.getKey()) {
                      case DNS1123_LABEL -> NameSyntax.isDns1123Label(v, 0, v.length());
                      case DNS1123_SUBDOMAIN -> NameSyntax.isDns1123Subdomain(v, 0, v.length());
                      case WILDCARD_DNS1123_SUBDOMAIN -> NameSyntax.isWildcardSubdomain(v);
                      case DNS1035_LABEL -> NameSyntax.isDns1035Label(v);
                      case LABEL_VALUE -> v.isEmpty() || NameSyntax.isQualifiedNamePart(v);
                      default -> NameSyntax.isCassandraIdentifier(v);
                    };
                assertThat(ours).as("%s on %s", e.getKey(), v).isEqualTo(regex);
              }
              assertThat(NameSyntax.isQualifiedNamePart(v))
                  .isEqualTo(Pattern.compile(NameRule.QUALIFIED_NAME_FMT).matcher(v).matches());
            });
  }

  @Test
  void twinsAgreeAndNeverThrow() {
    Properties.qt()
        .forAll(IdentityGenerators.hostileStrings().mix(nameLike()))
        .checkAssert(
            v -> {
              for (NameRule rule : NameRule.values()) {
                boolean valid = rule.isValid(v);
                assertThat(rule.validate(v, "p").isValid()).isEqualTo(valid);
                assertThat(rule.messages(v).isEmpty()).isEqualTo(valid);
                assertThat(rule.validate(v, "p").problems())
                    .allSatisfy(p -> assertThat(p.code()).startsWith(rule.id().value() + "."));
              }
              boolean idValid = ControlPlaneId.isValid(v);
              assertThat(ControlPlaneId.validate(v).isValid()).isEqualTo(idValid);
              if (idValid) {
                assertThat(ControlPlaneId.of(v).value()).isEqualTo(v);
              } else {
                assertThatThrownBy(() -> ControlPlaneId.of(v))
                    .isInstanceOf(PlaneRulesException.class)
                    .satisfies(e -> assertThat(((PlaneRulesException) e).code()).startsWith("id."));
              }
              PlaneDomain.validate(v, ControlPlaneId.LEGACY, true);
              PlaneDomain.validate(v, ControlPlaneId.of("a"), true);
              ControlPlaneIdSources.validateComputePlane(v, v);
              PlaneNames.validateResourceBase(v);
            });
  }

  @Test
  void validIdsAreValidAndATrailingLineTerminatorMakesThemInvalid() {
    Properties.qt()
        .forAll(IdentityGenerators.validIds())
        .checkAssert(
            id -> {
              assertThat(ControlPlaneId.validate(id).problems()).isEmpty();
              ControlPlaneId parsed = ControlPlaneId.of(id);
              assertThat(parsed.prefix()).isEqualTo(id + "-");
              assertThat(parsed.ownershipLabelValue()).contains(id);
              assertThat(NameRule.LABEL_VALUE.isValid(id)).isTrue();
              for (String terminator : new String[] {"\n", "\r", "\r\n", "\u2028", "\u0085"}) {
                assertThat(ControlPlaneId.isValid(id + terminator)).isFalse();
                for (NameRule rule : NameRule.values()) {
                  assertThat(rule.isValid(id + terminator)).isFalse();
                }
              }
            });
  }

  @Test
  void invalidIdsReportExactlyTheirFault() {
    Properties.qt()
        .forAll(IdentityGenerators.invalidIds())
        .checkAssert(
            f ->
                assertThat(ControlPlaneId.validate(f.value()).problems())
                    .as("%s (%s)", f.value(), f.fault())
                    .extracting(Problem::code)
                    .containsExactly(IdentityGenerators.ID_FAULT_CODES.get(f.fault())));
  }

  @Test
  void invalidDomainsAreRefused() {
    Properties.qt()
        .forAll(IdentityGenerators.invalidDomains())
        .checkAssert(
            f ->
                assertThat(PlaneDomain.isValid(f.value(), ControlPlaneId.of("a"), true))
                    .as("%s (%s)", f.value(), f.fault())
                    .isFalse());
    Properties.qt()
        .forAll(IdentityGenerators.domains())
        .checkAssert(
            d ->
                assertThat(PlaneDomain.validate(d, ControlPlaneId.of("a"), true).problems())
                    .isEmpty());
  }
}
