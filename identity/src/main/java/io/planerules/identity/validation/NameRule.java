package io.planerules.identity.validation;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.internal.Messages;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.DefinedRule;
import io.planerules.rules.internal.Utf8;
import io.planerules.rules.internal.WireNames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The Kubernetes, Helm and Cassandra name validators, ported with their upstream limits,
 * whole-string semantics and message texts: the rules of decision {@code name-validator}. Each
 * constant decides whether a value is a valid name of its kind and reports the upstream problems in
 * upstream order ({@link #validate(String, String)}); its {@link #description()} is its line in
 * {@code docs/rules.md}. Its rule id ({@code k8s.dns1123-label}, ...) is the prefix of its problem
 * codes ({@code k8s.dns1123-label.too-long}, ...; {@link #reasonCodes()}); its {@link #wireName()}
 * ({@code dns1123-label}, ...) is how the CLI and messages name it.
 *
 * <p>Sources: {@code k8s.io/apimachinery/pkg/util/validation/validation.go} (DNS rules,
 * "characters" wording), {@code k8s.io/apimachinery/pkg/api/validate/content/kube.go} (label rules,
 * "bytes" wording), Helm {@code pkg/chart/v2/util/validate_name.go} and Cassandra {@code
 * SchemaConstants.isValidName}. Lengths are UTF-8 bytes (Go {@code len}) except for Cassandra
 * ({@link String#length()}). No trimming, case folding or normalisation: {@code "my-name\n"} is
 * invalid for every rule.
 *
 * <p>Example: {@code NameRule.DNS1123_LABEL.messages("a.b")} is {@code ["must not contain dots"]};
 * {@code NameRule.LABEL_VALUE.isValid("")} is {@code true}.
 */
public enum NameRule implements DefinedRule {
  /** RFC 1123 label, at most 63 bytes: namespaces and most object names. */
  DNS1123_LABEL("dns1123-label", "k8s.dns1123-label", Defect.TOO_LONG, Defect.DOTS, Defect.FORMAT),
  /** RFC 1123 subdomain, at most 253 bytes: most object names, host names. */
  DNS1123_SUBDOMAIN("dns1123-subdomain", "k8s.dns1123-subdomain", Defect.TOO_LONG, Defect.FORMAT),
  /** {@code *.} followed by an RFC 1123 subdomain, at most 253 bytes: wildcard host names. */
  WILDCARD_DNS1123_SUBDOMAIN(
      "wildcard-dns1123-subdomain",
      "k8s.wildcard-dns1123-subdomain",
      Defect.TOO_LONG,
      Defect.FORMAT),
  /** RFC 1035 label (alphabetic first character), at most 63 bytes: Service names. */
  DNS1035_LABEL("dns1035-label", "k8s.dns1035-label", Defect.TOO_LONG, Defect.FORMAT),
  /**
   * Qualified name with an optional DNS-subdomain prefix and {@code /}: label and annotation keys.
   */
  LABEL_KEY(
      "label-key",
      "k8s.label-key",
      Defect.FORMAT,
      Defect.PREFIX_EMPTY,
      Defect.PREFIX_TOO_LONG,
      Defect.PREFIX_FORMAT,
      Defect.NAME_EMPTY,
      Defect.NAME_TOO_LONG,
      Defect.NAME_FORMAT),
  /** Label value: empty, or at most 63 bytes of alphanumerics, {@code -_.}, alphanumeric ends. */
  LABEL_VALUE("label-value", "k8s.label-value", Defect.TOO_LONG, Defect.FORMAT),
  /** Helm release name: a DNS-1123 subdomain of at most 53 bytes. */
  HELM_RELEASE_NAME("helm-release-name", "helm.release-name", Defect.EMPTY, Defect.INVALID),
  /** Unquoted Cassandra keyspace/table/role identifier: {@code [A-Za-z0-9_]+}, at most 48 chars. */
  CASSANDRA_IDENTIFIER(
      "cassandra-identifier", "cassandra.identifier", Defect.FORMAT, Defect.TOO_LONG);

  /** apimachinery {@code DNS1123LabelMaxLength}. */
  public static final int DNS1123_LABEL_MAX_LENGTH = 63;

  /** apimachinery {@code DNS1123SubdomainMaxLength}. */
  public static final int DNS1123_SUBDOMAIN_MAX_LENGTH = 253;

  /** apimachinery {@code DNS1035LabelMaxLength}. */
  public static final int DNS1035_LABEL_MAX_LENGTH = 63;

  /** apimachinery {@code qualifiedNameMaxLength} (the name part of a label key). */
  public static final int QUALIFIED_NAME_MAX_LENGTH = 63;

  /** apimachinery {@code LabelValueMaxLength}. */
  public static final int LABEL_VALUE_MAX_LENGTH = 63;

  /** Helm {@code maxReleaseNameLen}: 63 minus the 10 characters Helm reserves for suffixes. */
  public static final int HELM_RELEASE_NAME_MAX_LENGTH = 53;

  /** Cassandra {@code SchemaConstants.NAME_LENGTH}. */
  public static final int CASSANDRA_IDENTIFIER_MAX_LENGTH = 48;

  /** apimachinery {@code dns1123LabelFmt}. */
  public static final String DNS1123_LABEL_FMT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";

  /** apimachinery {@code dns1123SubdomainFmt}. */
  public static final String DNS1123_SUBDOMAIN_FMT =
      DNS1123_LABEL_FMT + "(\\." + DNS1123_LABEL_FMT + ")*";

  /** apimachinery {@code wildcardDNS1123SubdomainFmt}. */
  public static final String WILDCARD_DNS1123_SUBDOMAIN_FMT = "\\*\\." + DNS1123_SUBDOMAIN_FMT;

  /** apimachinery {@code dns1035LabelFmt}. */
  public static final String DNS1035_LABEL_FMT = "[a-z]([-a-z0-9]*[a-z0-9])?";

  /** apimachinery {@code qualifiedNameFmt}. */
  public static final String QUALIFIED_NAME_FMT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";

  /** apimachinery {@code labelValueFmt}. */
  public static final String LABEL_VALUE_FMT = "(" + QUALIFIED_NAME_FMT + ")?";

  /** Helm {@code validName} (anchored; Go's {@code $} is end of text). */
  public static final String HELM_RELEASE_NAME_REGEX =
      "^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$";

  /** Cassandra {@code SchemaConstants.PATTERN_WORD_CHARS}. */
  public static final String CASSANDRA_IDENTIFIER_REGEX = "[A-Za-z0-9_]+";

  static final String DNS1123_LABEL_MSG =
      "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and"
          + " must start and end with an alphanumeric character";
  static final String DNS1123_SUBDOMAIN_MSG =
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or"
          + " '.', and must start and end with an alphanumeric character";
  static final String WILDCARD_MSG =
      "a wildcard DNS-1123 subdomain must start with '*.', followed by a valid DNS subdomain, which"
          + " must consist of lower case alphanumeric characters, '-' or '.' and end with an"
          + " alphanumeric character";
  static final String DNS1035_LABEL_MSG =
      "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an"
          + " alphabetic character, and end with an alphanumeric character";
  static final String QUALIFIED_NAME_MSG =
      "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an"
          + " alphanumeric character";
  static final String LABEL_VALUE_MSG =
      "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or"
          + " '.', and must start and end with an alphanumeric character";
  static final String HELM_INVALID_MSG =
      "invalid release name, must match regex "
          + HELM_RELEASE_NAME_REGEX
          + " and the length must not be longer than 53";

  private static final String DECISION = "name-validator";

  private final String wireName;
  private final Definition definition;

  NameRule(String wireName, String id, Defect... defects) {
    this.wireName = wireName;
    this.definition =
        Definition.of(
            id,
            DECISION,
            NameRule.class,
            "value is a valid " + wireName + " (upstream limits, regex and messages)",
            Arrays.stream(defects).map(d -> id + "." + d.suffix).toList());
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The stable name the CLI and messages use, e.g. {@code dns1123-label}. */
  public String wireName() {
    return wireName;
  }

  /** The rule with the given {@link #wireName()}, e.g. {@code fromWireName("label-key")}. */
  public static Optional<NameRule> fromWireName(String wireName) {
    requireNonNull(wireName, "wireName");
    return WireNames.find(values(), NameRule::wireName, wireName);
  }

  /**
   * The upstream messages for {@code value}, in upstream order; empty when valid. Example: {@code
   * DNS1123_LABEL.messages("My")} is the single RFC 1123 label {@code RegexError} message.
   */
  public List<String> messages(String value) {
    requireNonNull(value, "value");
    return findings(value).stream().map(Finding::message).collect(ImmutableList.toImmutableList());
  }

  /**
   * Every problem of {@code value} under this rule at {@code path}, codes {@code <rule
   * id>.<suffix>}; each message is the upstream message followed by the quoted value (Cassandra
   * messages already quote it).
   */
  public ValidationResult validate(String value, String path) {
    requireNonNull(value, "value");
    requireNonNull(path, "path");
    List<Finding> findings = findings(value);
    if (findings.isEmpty()) {
      return ValidationResult.ok();
    }
    List<Problem> problems = new ArrayList<>(findings.size());
    String got = this == CASSANDRA_IDENTIFIER ? "" : " (got " + Messages.quote(value) + ")";
    for (Finding f : findings) {
      problems.add(Problem.error(code(f.defect()), path, f.message() + got));
    }
    return ValidationResult.of(problems);
  }

  /** {@link #validate(String, String)} with an empty path. */
  public ValidationResult validate(String value) {
    return validate(value, "");
  }

  /**
   * Whether {@code value} satisfies this rule; agrees with {@link #messages(String)} being empty.
   */
  public boolean isValid(String value) {
    requireNonNull(value, "value");
    return findings(value).isEmpty();
  }

  /** The problem code of {@code defect} under this rule: {@code <rule id>.<defect suffix>}. */
  String code(Defect defect) {
    return id().value() + "." + defect.suffix;
  }

  /** What a name validator can find wrong, the last part of its problem codes. */
  enum Defect {
    TOO_LONG("too-long"),
    DOTS("dots"),
    FORMAT("format"),
    PREFIX_EMPTY("prefix-empty"),
    PREFIX_TOO_LONG("prefix-too-long"),
    PREFIX_FORMAT("prefix-format"),
    NAME_EMPTY("name-empty"),
    NAME_TOO_LONG("name-too-long"),
    NAME_FORMAT("name-format"),
    EMPTY("empty"),
    INVALID("invalid");

    private final String suffix;

    Defect(String suffix) {
      this.suffix = suffix;
    }
  }

  /** A problem before it gets its path: the defect and the upstream message. */
  record Finding(Defect defect, String message) {}

  List<Finding> findings(String v) {
    List<Finding> out = new ArrayList<>(2);
    switch (this) {
      case DNS1123_LABEL -> {
        if (Utf8.length(v) > DNS1123_LABEL_MAX_LENGTH) {
          out.add(new Finding(Defect.TOO_LONG, maxLenError(DNS1123_LABEL_MAX_LENGTH)));
        }
        if (!NameSyntax.isDns1123Label(v, 0, v.length())) {
          if (NameSyntax.isDns1123Subdomain(v, 0, v.length())) {
            out.add(new Finding(Defect.DOTS, "must not contain dots"));
          } else {
            out.add(
                new Finding(
                    Defect.FORMAT,
                    regexError(DNS1123_LABEL_MSG, DNS1123_LABEL_FMT, "my-name", "123-abc")));
          }
        }
      }
      case DNS1123_SUBDOMAIN -> subdomainFindings(v, out, "", maxLenError(253));
      case WILDCARD_DNS1123_SUBDOMAIN -> {
        if (Utf8.length(v) > DNS1123_SUBDOMAIN_MAX_LENGTH) {
          out.add(new Finding(Defect.TOO_LONG, maxLenError(DNS1123_SUBDOMAIN_MAX_LENGTH)));
        }
        if (!NameSyntax.isWildcardSubdomain(v)) {
          out.add(
              new Finding(
                  Defect.FORMAT,
                  regexError(WILDCARD_MSG, WILDCARD_DNS1123_SUBDOMAIN_FMT, "*.example.com")));
        }
      }
      case DNS1035_LABEL -> {
        if (Utf8.length(v) > DNS1035_LABEL_MAX_LENGTH) {
          out.add(new Finding(Defect.TOO_LONG, maxLenError(DNS1035_LABEL_MAX_LENGTH)));
        }
        if (!NameSyntax.isDns1035Label(v)) {
          out.add(
              new Finding(
                  Defect.FORMAT,
                  regexError(DNS1035_LABEL_MSG, DNS1035_LABEL_FMT, "my-name", "abc-123")));
        }
      }
      case LABEL_KEY -> labelKeyFindings(v, out);
      case LABEL_VALUE -> {
        if (Utf8.length(v) > LABEL_VALUE_MAX_LENGTH) {
          out.add(new Finding(Defect.TOO_LONG, "must be no more than 63 bytes"));
        }
        if (!v.isEmpty() && !NameSyntax.isQualifiedNamePart(v)) {
          out.add(
              new Finding(
                  Defect.FORMAT,
                  regexError(LABEL_VALUE_MSG, LABEL_VALUE_FMT, "MyValue", "my_value", "12345")));
        }
      }
      case HELM_RELEASE_NAME -> {
        if (v.isEmpty()) {
          out.add(new Finding(Defect.EMPTY, "no name provided"));
        } else if (Utf8.length(v) > HELM_RELEASE_NAME_MAX_LENGTH
            || !NameSyntax.isDns1123Subdomain(v, 0, v.length())) {
          out.add(new Finding(Defect.INVALID, HELM_INVALID_MSG));
        }
      }
      case CASSANDRA_IDENTIFIER -> {
        if (!NameSyntax.isCassandraIdentifier(v)) {
          out.add(
              new Finding(
                  Defect.FORMAT,
                  "Keyspace name must not be empty or contain non-alphanumeric-underscore"
                      + " characters (got \""
                      + v
                      + "\")"));
        }
        if (v.length() > CASSANDRA_IDENTIFIER_MAX_LENGTH) {
          out.add(
              new Finding(
                  Defect.TOO_LONG,
                  "Keyspace name must not be more than 48 characters long (got "
                      + v.length()
                      + " characters for \""
                      + v
                      + "\")"));
        }
      }
    }
    return out;
  }

  private static void subdomainFindings(
      String v, List<Finding> out, String prefix, String tooLongMessage) {
    if (Utf8.length(v) > DNS1123_SUBDOMAIN_MAX_LENGTH) {
      out.add(
          new Finding(prefix.isEmpty() ? Defect.TOO_LONG : Defect.PREFIX_TOO_LONG, tooLongMessage));
    }
    if (!NameSyntax.isDns1123Subdomain(v, 0, v.length())) {
      out.add(
          new Finding(
              prefix.isEmpty() ? Defect.FORMAT : Defect.PREFIX_FORMAT,
              prefix + regexError(DNS1123_SUBDOMAIN_MSG, DNS1123_SUBDOMAIN_FMT, "example.com")));
    }
  }

  private static void labelKeyFindings(String v, List<Finding> out) {
    int slash = v.indexOf('/');
    String name = v;
    if (slash >= 0) {
      if (v.indexOf('/', slash + 1) >= 0) {
        out.add(
            new Finding(
                Defect.FORMAT,
                "a valid label key "
                    + regexError(
                        QUALIFIED_NAME_MSG, QUALIFIED_NAME_FMT, "MyName", "my.name", "123-abc")
                    + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"));
        return;
      }
      String prefix = v.substring(0, slash);
      name = v.substring(slash + 1);
      if (prefix.isEmpty()) {
        out.add(new Finding(Defect.PREFIX_EMPTY, "prefix part must be non-empty"));
      } else {
        subdomainFindings(
            prefix, out, "prefix part ", "prefix part must be no more than 253 bytes");
      }
    }
    if (name.isEmpty()) {
      out.add(new Finding(Defect.NAME_EMPTY, "name part must be non-empty"));
    } else if (Utf8.length(name) > QUALIFIED_NAME_MAX_LENGTH) {
      out.add(new Finding(Defect.NAME_TOO_LONG, "name part must be no more than 63 bytes"));
    }
    if (!NameSyntax.isQualifiedNamePart(name)) {
      out.add(
          new Finding(
              Defect.NAME_FORMAT,
              "name part "
                  + regexError(
                      QUALIFIED_NAME_MSG, QUALIFIED_NAME_FMT, "MyName", "my.name", "123-abc")));
    }
  }

  /** apimachinery {@code MaxLenError}. */
  static String maxLenError(int length) {
    return "must be no more than " + length + " characters";
  }

  /** apimachinery {@code RegexError(msg, fmt, examples...)}. */
  static String regexError(String msg, String fmt, String... examples) {
    if (examples.length == 0) {
      return msg + " (regex used for validation is '" + fmt + "')";
    }
    StringBuilder text = new StringBuilder(msg).append(" (e.g. ");
    for (int i = 0; i < examples.length; i++) {
      if (i > 0) {
        text.append(" or ");
      }
      text.append('\'').append(examples[i]).append("', ");
    }
    return text.append("regex used for validation is '").append(fmt).append("')").toString();
  }
}
