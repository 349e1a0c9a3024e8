package io.planerules.identity.validation;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Upstream tables: apimachinery {@code pkg/util/validation/validation_test.go} ({@code
 * TestIsDNS1123Label}, {@code TestIsDNS1123Subdomain}, {@code TestIsDNS1035Label}, {@code
 * TestIsQualifiedName}, {@code TestIsValidLabelValue}, {@code TestIsWildcardDNS1123Subdomain}) and
 * Helm {@code pkg/chartutil/validate_name_test.go} ({@code TestValidateReleaseName}), transcribed;
 * plus a trailing {@code \n} per rule, exact messages and byte-length boundaries.
 */
class NameRuleTest {

  private static void check(NameRule rule, List<String> good, List<String> bad) {
    for (String v : good) {
      assertThat(rule.messages(v)).as("%s good %s", rule, v).isEmpty();
      assertThat(rule.isValid(v)).as("%s good %s", rule, v).isTrue();
      assertThat(rule.validate(v, "p").isValid()).isTrue();
    }
    for (String v : bad) {
      assertThat(rule.messages(v)).as("%s bad %s", rule, v).isNotEmpty();
      assertThat(rule.isValid(v)).as("%s bad %s", rule, v).isFalse();
      assertThat(rule.validate(v, "p").problems())
          .hasSameSizeAs(rule.messages(v))
          .allSatisfy(p -> assertThat(p.path()).isEqualTo("p"));
    }
    // A trailing newline is never accepted (Java's $ would accept it before a final terminator).
    for (String v : good) {
      if (!v.isEmpty()) {
        assertThat(rule.isValid(v + "\n")).as("%s %s + newline", rule, v).isFalse();
      }
    }
  }

  @Test
  void testIsDns1123Label() {
    check(
        NameRule.DNS1123_LABEL,
        List.of(
            "a",
            "ab",
            "abc",
            "a1",
            "a-1",
            "a--1--2--b",
            "0",
            "01",
            "012",
            "1a",
            "1-a",
            "1--a--b--2",
            "a".repeat(63)),
        List.of(
            "",
            "A",
            "ABC",
            "aBc",
            "A1",
            "A-1",
            "1-A",
            "-",
            "a-",
            "-a",
            "1-",
            "-1",
            "_",
            "a_",
            "_a",
            "a_b",
            "1_",
            "_1",
            "1_2",
            ".",
            "a.",
            ".a",
            "a.b",
            "1.",
            ".1",
            "1.2",
            " ",
            "a ",
            " a",
            "a b",
            "1 ",
            " 1",
            "1 2",
            "a".repeat(64)));
  }

  @Test
  void testIsDns1123Subdomain() {
    check(
        NameRule.DNS1123_SUBDOMAIN,
        List.of(
            "a",
            "ab",
            "abc",
            "a1",
            "a-1",
            "a--1--2--b",
            "0",
            "01",
            "012",
            "1a",
            "1-a",
            "1--a--b--2",
            "a.a",
            "ab.a",
            "abc.a",
            "a1.a",
            "a-1.a",
            "a--1--2--b.a",
            "a.1",
            "ab.1",
            "abc.1",
            "a1.1",
            "a-1.1",
            "a--1--2--b.1",
            "0.a",
            "01.a",
            "012.a",
            "1a.a",
            "1-a.a",
            "1--a--b--2",
            "0.1",
            "01.1",
            "012.1",
            "1a.1",
            "1-a.1",
            "1--a--b--2.1",
            "a.b.c.d.e",
            "aa.bb.cc.dd.ee",
            "1.2.3.4.5",
            "11.22.33.44.55",
            "a".repeat(253)),
        List.of(
            "",
            "A",
            "ABC",
            "aBc",
            "A1",
            "A-1",
            "1-A",
            "-",
            "a-",
            "-a",
            "1-",
            "-1",
            "_",
            "a_",
            "_a",
            "a_b",
            "1_",
            "_1",
            "1_2",
            ".",
            "a.",
            ".a",
            "a..b",
            "1.",
            ".1",
            "1..2",
            " ",
            "a ",
            " a",
            "a b",
            "1 ",
            " 1",
            "1 2",
            "A.a",
            "aB.a",
            "ab.A",
            "A1.a",
            "a1.A",
            "A.1",
            "aB.1",
            "A1.1",
            "1A.1",
            "0.A",
            "01.A",
            "012.A",
            "1A.a",
            "1a.A",
            "A.B.C.D.E",
            "AA.BB.CC.DD.EE",
            "a.B.c.d.e",
            "aa.bB.cc.dd.ee",
            "a@b",
            "a,b",
            "a_b",
            "a;b",
            "a:b",
            "a%b",
            "a?b",
            "a$b",
            "a".repeat(254)));
  }

  @Test
  void testIsDns1035Label() {
    check(
        NameRule.DNS1035_LABEL,
        List.of("a", "ab", "abc", "a1", "a-1", "a--1--2--b", "a".repeat(63)),
        List.of(
            "0",
            "01",
            "012",
            "1a",
            "1-a",
            "1--a--b--2",
            "",
            "A",
            "ABC",
            "aBc",
            "A1",
            "A-1",
            "1-A",
            "-",
            "a-",
            "-a",
            "1-",
            "-1",
            "_",
            "a_",
            "_a",
            "a_b",
            "1_",
            "_1",
            "1_2",
            ".",
            "a.",
            ".a",
            "a.b",
            "1.",
            ".1",
            "1.2",
            " ",
            "a ",
            " a",
            "a b",
            "1 ",
            " 1",
            "1 2",
            "a".repeat(64)));
  }

  @Test
  void testIsQualifiedName() {
    check(
        NameRule.LABEL_KEY,
        List.of(
            "simple",
            "now-with-dashes",
            "1-starts-with-num",
            "1234",
            "simple/simple",
            "now-with-dashes/simple",
            "now-with-dashes/now-with-dashes",
            "now.with.dots/simple",
            "now-with.dashes-and.dots/simple",
            "1-num.2-num/3-num",
            "1234/5678",
            "1.2.3.4/5678",
            "Uppercase_Is_OK_123",
            "example.com/Uppercase_Is_OK_123",
            "requests.storage-foo",
            "a".repeat(63),
            "a".repeat(253) + "/" + "b".repeat(63)),
        List.of(
            "nospecialchars%^=@",
            "cantendwithadash-",
            "-cantstartwithadash-",
            "only/one/slash",
            "Example.com/abc",
            "example_com/abc",
            "example.com/",
            "/simple",
            "a".repeat(64),
            "a".repeat(254) + "/abc"));
  }

  @Test
  void testIsValidLabelValue() {
    check(
        NameRule.LABEL_VALUE,
        List.of(
            "simple",
            "now-with-dashes",
            "1-starts-with-num",
            "end-with-num-1",
            "1234",
            "a".repeat(63),
            ""),
        List.of(
            "nospecialchars%^=@",
            "Tama-nui-te-r\u0101.is.M\u0101ori.sun",
            "\\backslashes\\are\\bad",
            "-starts-with-dash",
            "ends-with-dash-",
            ".starts.with.dot",
            "ends.with.dot.",
            "a".repeat(64)));
  }

  @Test
  void testIsWildcardDns1123Subdomain() {
    check(
        NameRule.WILDCARD_DNS1123_SUBDOMAIN,
        List.of("*.example.com", "*.bar.com", "*.foo.bar.com"),
        List.of("*.*.bar.com", "*.foo.*.com", "*bar.com", "f*.bar.com", "*"));
  }

  @Test
  void helmTestValidateReleaseName() {
    check(
        NameRule.HELM_RELEASE_NAME,
        List.of("foo", "foo.bar1234baz.seventyone", "123baz", "one-two"),
        List.of(
            "",
            "FOO",
            "foo.BAR.baz",
            "-two",
            "one_two",
            "a..b",
            "%^&#$%*@^*@&#^",
            "example:com",
            "example%%com",
            "a1111111111111111111111111111111111111111111111111111111111z"));
    assertThat(NameRule.HELM_RELEASE_NAME.isValid("a".repeat(53))).isTrue();
    assertThat(NameRule.HELM_RELEASE_NAME.isValid("a".repeat(54))).isFalse();
  }

  @Test
  void cassandraIdentifierBoundaries() {
    check(
        NameRule.CASSANDRA_IDENTIFIER,
        List.of("nvcf_api", "Plane_A_1", "1abc", "_", "a".repeat(48)),
        List.of("", "plane-a", "a b", "a.b", "\u00e9", "a".repeat(49)));
    assertThat(NameRule.CASSANDRA_IDENTIFIER.messages("a".repeat(49)))
        .containsExactly(
            "Keyspace name must not be more than 48 characters long (got 49 characters for \""
                + "a".repeat(49)
                + "\")");
    assertThat(NameRule.CASSANDRA_IDENTIFIER.messages("a-b"))
        .containsExactly(
            "Keyspace name must not be empty or contain non-alphanumeric-underscore characters"
                + " (got \"a-b\")");
    assertThat(NameRule.CASSANDRA_IDENTIFIER.validate("-".repeat(49), "k").problems())
        .extracting(Problem::code)
        .containsExactly("cassandra.identifier.format", "cassandra.identifier.too-long");
    // Cassandra counts chars, not bytes: 48 x U+00E9 is 96 bytes but 48 chars (format only).
    assertThat(NameRule.CASSANDRA_IDENTIFIER.validate("\u00e9".repeat(48), "k").problems())
        .extracting(Problem::code)
        .containsExactly("cassandra.identifier.format");
  }

  static final String LABEL_FORMAT =
      "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and"
          + " must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc',"
          + " regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
  static final String SUBDOMAIN_FORMAT =
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or"
          + " '.', and must start and end with an alphanumeric character (e.g. 'example.com',"
          + " regex used for validation is"
          + " '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
  static final String QNAME_FORMAT =
      "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an"
          + " alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for"
          + " validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";

  @Test
  void exactDnsMessages() {
    assertThat(NameRule.DNS1123_LABEL.messages("A")).containsExactly(LABEL_FORMAT);
    assertThat(NameRule.DNS1123_LABEL.messages("a.b")).containsExactly("must not contain dots");
    assertThat(NameRule.DNS1123_LABEL.messages("a".repeat(64)))
        .containsExactly("must be no more than 63 characters");
    assertThat(NameRule.DNS1123_LABEL.messages("a".repeat(60) + ".b.c"))
        .containsExactly("must be no more than 63 characters", "must not contain dots");
    assertThat(NameRule.DNS1123_LABEL.messages("-" + "a".repeat(63)))
        .containsExactly("must be no more than 63 characters", LABEL_FORMAT);
    assertThat(NameRule.DNS1123_SUBDOMAIN.messages("A")).containsExactly(SUBDOMAIN_FORMAT);
    assertThat(NameRule.DNS1123_SUBDOMAIN.messages("A".repeat(254)))
        .containsExactly("must be no more than 253 characters", SUBDOMAIN_FORMAT);
    assertThat(NameRule.DNS1035_LABEL.messages("1a"))
        .containsExactly(
            "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start"
                + " with an alphabetic character, and end with an alphanumeric character (e.g."
                + " 'my-name',  or 'abc-123', regex used for validation is"
                + " '[a-z]([-a-z0-9]*[a-z0-9])?')");
    assertThat(NameRule.DNS1035_LABEL.messages("a".repeat(64)))
        .containsExactly("must be no more than 63 characters");
    assertThat(NameRule.WILDCARD_DNS1123_SUBDOMAIN.messages("*"))
        .containsExactly(
            "a wildcard DNS-1123 subdomain must start with '*.', followed by a valid DNS"
                + " subdomain, which must consist of lower case alphanumeric characters, '-' or '.'"
                + " and end with an alphanumeric character (e.g. '*.example.com', regex used for"
                + " validation is"
                + " '\\*\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')");
    assertThat(NameRule.WILDCARD_DNS1123_SUBDOMAIN.messages("*." + "a".repeat(252)))
        .containsExactly("must be no more than 253 characters");
  }

  @Test
  void exactLabelMessages() {
    assertThat(NameRule.LABEL_KEY.messages("a/b/c"))
        .containsExactly(
            "a valid label key "
                + QNAME_FORMAT
                + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')");
    assertThat(NameRule.LABEL_KEY.messages("/a")).containsExactly("prefix part must be non-empty");
    assertThat(NameRule.LABEL_KEY.messages("a/"))
        .containsExactly("name part must be non-empty", "name part " + QNAME_FORMAT);
    assertThat(NameRule.LABEL_KEY.messages(""))
        .containsExactly("name part must be non-empty", "name part " + QNAME_FORMAT);
    assertThat(NameRule.LABEL_KEY.messages("A_b/x"))
        .containsExactly("prefix part " + SUBDOMAIN_FORMAT);
    assertThat(NameRule.LABEL_KEY.messages("a".repeat(254) + "/x"))
        .containsExactly("prefix part must be no more than 253 bytes");
    assertThat(NameRule.LABEL_KEY.messages("a".repeat(64)))
        .containsExactly("name part must be no more than 63 bytes");
    assertThat(NameRule.LABEL_KEY.validate("-" + "a".repeat(63), "k").problems())
        .extracting(Problem::code)
        .containsExactly("k8s.label-key.name-too-long", "k8s.label-key.name-format");
    assertThat(NameRule.LABEL_KEY.validate("A/", "k").problems())
        .extracting(Problem::code)
        .containsExactly(
            "k8s.label-key.prefix-format", "k8s.label-key.name-empty", "k8s.label-key.name-format");
    assertThat(NameRule.LABEL_KEY.validate("/", "k").problems())
        .extracting(Problem::code)
        .containsExactly(
            "k8s.label-key.prefix-empty", "k8s.label-key.name-empty", "k8s.label-key.name-format");
    assertThat(NameRule.LABEL_KEY.validate("a".repeat(254) + "/b", "k").problems())
        .extracting(Problem::code)
        .containsExactly("k8s.label-key.prefix-too-long");
    assertThat(NameRule.LABEL_VALUE.messages("-"))
        .containsExactly(
            "a valid label must be an empty string or consist of alphanumeric characters, '-', '_'"
                + " or '.', and must start and end with an alphanumeric character (e.g. 'MyValue', "
                + " or 'my_value',  or '12345', regex used for validation is"
                + " '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')");
    assertThat(NameRule.LABEL_VALUE.messages("a".repeat(64)))
        .containsExactly("must be no more than 63 bytes");
  }

  @Test
  void exactHelmMessages() {
    assertThat(NameRule.HELM_RELEASE_NAME.validate("", "r").problems())
        .containsExactly(
            Problem.error("helm.release-name.empty", "r", "no name provided (got \"\")"));
    assertThat(NameRule.HELM_RELEASE_NAME.messages("a".repeat(54)))
        .containsExactly(
            "invalid release name, must match regex"
                + " ^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$ and the"
                + " length must not be longer than 53");
    assertThat(NameRule.HELM_RELEASE_NAME.validate("A", "r").problems())
        .extracting(Problem::code)
        .containsExactly("helm.release-name.invalid");
  }

  @Test
  void byteLengthsNotChars() {
    // 31 x U+00E9 = 62 bytes: the format fails but not the length; 32 = 64 bytes fails both.
    assertThat(NameRule.DNS1123_LABEL.validate("\u00e9".repeat(31), "").problems())
        .extracting(Problem::code)
        .containsExactly("k8s.dns1123-label.format");
    assertThat(NameRule.DNS1123_LABEL.validate("\u00e9".repeat(32), "").problems())
        .extracting(Problem::code)
        .containsExactly("k8s.dns1123-label.too-long", "k8s.dns1123-label.format");
    assertThat(NameRule.LABEL_VALUE.validate("\u00e9".repeat(32), "").problems())
        .extracting(Problem::code)
        .containsExactly("k8s.label-value.too-long", "k8s.label-value.format");
    // a surrogate pair is 4 bytes: 15 emoji = 60 + 4 = 64
    assertThat(NameRule.DNS1035_LABEL.validate("\ud83d\ude00".repeat(16), "").problems())
        .extracting(Problem::code)
        .containsExactly("k8s.dns1035-label.too-long", "k8s.dns1035-label.format");
    assertThat(NameRule.DNS1035_LABEL.validate("\ud83d\ude00".repeat(15), "").problems())
        .extracting(Problem::code)
        .containsExactly("k8s.dns1035-label.format");
  }

  @Test
  void validateAppendsTheQuotedValue() {
    assertThat(NameRule.DNS1123_LABEL.validate("a\nb", "x").problems())
        .containsExactly(
            Problem.error("k8s.dns1123-label.format", "x", LABEL_FORMAT + " (got \"a\\nb\")"));
    assertThat(NameRule.DNS1123_LABEL.validate("ok").problems()).isEmpty();
  }

  @Test
  void wireNamesAndCodes() {
    assertThat(List.of(NameRule.values()))
        .extracting(NameRule::wireName)
        .containsExactly(
            "dns1123-label",
            "dns1123-subdomain",
            "wildcard-dns1123-subdomain",
            "dns1035-label",
            "label-key",
            "label-value",
            "helm-release-name",
            "cassandra-identifier");
    for (NameRule rule : NameRule.values()) {
      assertThat(NameRule.fromWireName(rule.wireName())).contains(rule);
    }
    assertThat(NameRule.fromWireName("nope")).isEmpty();
    assertThat(NameRule.DNS1123_LABEL.reasonCodes())
        .containsExactly(
            "k8s.dns1123-label.too-long", "k8s.dns1123-label.dots", "k8s.dns1123-label.format");
    assertThat(NameRule.DNS1035_LABEL.reasonCodes())
        .containsExactly("k8s.dns1035-label.too-long", "k8s.dns1035-label.format");
    assertThat(NameRule.HELM_RELEASE_NAME.reasonCodes())
        .containsExactly("helm.release-name.empty", "helm.release-name.invalid");
    assertThat(NameRule.CASSANDRA_IDENTIFIER.reasonCodes())
        .containsExactly("cassandra.identifier.format", "cassandra.identifier.too-long");
    assertThat(NameRule.LABEL_KEY.reasonCodes())
        .hasSize(7)
        .first()
        .isEqualTo("k8s.label-key.format");
  }
}
