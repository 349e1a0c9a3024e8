package io.planerules.audit;

import static io.planerules.audit.Audits.labelled;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.report.Finding;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The edges of the legacy-name scan ({@code LegacyScan}): where a service DNS name {@code
 * <svc>.<ns>.svc} starts and ends (whole labels, what may follow {@code .svc}), where a name in a
 * reference field starts and ends (runs of DNS name characters: an adjacent one or a dot makes
 * another name), which keys name a namespace, and the excerpt a message quotes. The legacy
 * namespace {@code vault-system} and the legacy name {@code openbao-server-root-token} of plane-a
 * are the ones {@code planerules names --plane-id plane-a --wide} prints; every expected message is
 * written by hand.
 */
class LegacyScanEdgesTest {

  private static final String A = "plane-a";
  private static final String VAULT = "plane-a-vault-system";

  private static List<String> messages(String rule, String data) {
    String document = labelled("v1", "ConfigMap", VAULT, "c", A, "data: {" + data + "}");
    return Audits.render(A, AuditOptions.defaults(), document).findings().stream()
        .filter(f -> f.ruleId().equals(rule))
        .map(Finding::message)
        .toList();
  }

  private static List<String> services(String value) {
    return messages("audit.legacy-service", "url: '" + value + "'");
  }

  private static String service(String path, String excerpt) {
    return path
        + " names a service in the legacy namespace \"vault-system\" ("
        + excerpt
        + "); \"plane-a\"'s is \"plane-a-vault-system\"";
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "openbao.vault-system.svc",
        "a.vault-system.svc",
        "http://openbao.vault-system.svc:8200",
        "openbao.vault-system.svc/v1/sys",
        "openbao.vault-system.svc.cluster.local",
        "openbao.vault-system.svc.cluster.local:8200",
        "x y.svc, openbao.vault-system.svc",
        "a.b.svc openbao.vault-system.svc",
        ".svc openbao.vault-system.svc"
      })
  void aServiceDnsNameInALegacyNamespaceIsReported(String value) {
    assertThat(services(value)).containsExactly(service("data.url", value));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "vault-system.svc",
        ".vault-system.svc",
        "x..vault-system.svc",
        "openbao.vault-system.svcx",
        "openbao.vault-system.svc-x",
        "openbao.vault-system.svc.cluster",
        "openbao.vault-system.svc.cluster.localx",
        "openbao.vault-system.svc.cluster.local.x",
        "openbao.vault-system.svc.example.com",
        "openbao.my-vault-system.svc",
        "openbao.vault-systems.svc",
        "openbao.vault-system",
        "openbao.svc"
      })
  void aNearMissOfAServiceDnsNameIsNotReported(String value) {
    assertThat(services(value)).isEmpty();
  }

  @Test
  void theExcerptQuotesFortyCharactersBeforeTheServiceSuffixAndThirtyFrom() {
    // the dot of ".svc" at 40: the excerpt starts at the text's start
    String at = "p".repeat(27) + ".vault-system.svc:" + "9".repeat(25);
    assertThat(services(at)).containsExactly(service("data.url", at));
    // one more character on each side: both ends are cut
    String over = "p".repeat(28) + ".vault-system.svc:" + "9".repeat(26);
    assertThat(services(over))
        .containsExactly(
            service(
                "data.url", "…" + "p".repeat(27) + ".vault-system.svc:" + "9".repeat(25) + "…"));
  }

  @Test
  void aKeyNamingAServiceIsReportedAtItsPath() {
    assertThat(messages("audit.legacy-service", "'openbao.vault-system.svc': x"))
        .containsExactly(service("data.openbao.vault-system.svc", "openbao.vault-system.svc"));
  }

  private static List<String> references(String value) {
    return messages("audit.legacy-reference", "configMapName: '" + value + "'");
  }

  private static String reference() {
    return "data.configMapName names \"openbao-server-root-token\", a legacy name of the name"
        + " table; \"plane-a\"'s is \"plane-a-openbao-server-root-token\"";
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "openbao-server-root-token",
        "openbao-server-root-token;x",
        "x;openbao-server-root-token",
        "Xopenbao-server-root-token",
        "x, openbao-server-root-token",
        "/openbao-server-root-token/",
        "plane-a-x openbao-server-root-token"
      })
  void aLegacyNameIsReportedWhereverItStandsAlone(String value) {
    assertThat(references(value)).containsExactly(reference());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "xopenbao-server-root-token",
        "openbao-server-root-token.x",
        "x.openbao-server-root-token",
        "penbao-server-root-token"
      })
  void adjacentNameCharactersAndDotsMakeAnotherName(String value) {
    assertThat(references(value)).isEmpty();
  }

  @Test
  void aServiceNamedByItsLegacyNameAtTheStartOfTheValueIsAReference() {
    assertThat(
            messages(
                "audit.legacy-reference", "url: 'openbao-server.plane-a-vault-system.svc:8200'"))
        .containsExactly(
            "data.url names the service \"openbao-server\" in \"plane-a-vault-system\""
                + " (openbao-server.plane-a-vault-system.svc:8200), a legacy name of the name"
                + " table; \"plane-a\"'s is \"plane-a-openbao-server\"");
  }

  @ParameterizedTest
  @ValueSource(strings = {"namespace", "watchNamespace", "Namespace"})
  void aKeyNamedNamespaceOrEndingInItNamesANamespace(String key) {
    assertThat(messages("audit.legacy-namespace", key + ": vault-system"))
        .containsExactly(
            "data."
                + key
                + " is \"vault-system\", the legacy name of \"plane-a\"'s namespace"
                + " \"plane-a-vault-system\"");
  }

  @ParameterizedTest
  @ValueSource(strings = {"namespaces", "namespaceName", "Namespaces", "xnamespac"})
  void anotherKeyDoesNotNameANamespace(String key) {
    assertThat(messages("audit.legacy-namespace", key + ": vault-system")).isEmpty();
  }

  /** The three legacy rules' messages for a Widget in plane-a's vault namespace, in order. */
  private static List<String> legacy(String rest) {
    String document = labelled("example.com/v1", "Widget", VAULT, "w", A, rest);
    return Audits.render(A, AuditOptions.defaults(), document).findings().stream()
        .filter(f -> f.ruleId().startsWith("audit.legacy-"))
        .map(f -> f.ruleId() + ": " + f.message())
        .toList();
  }

  private static final String NAMESPACE =
      "audit.legacy-namespace: spec.namespace is \"vault-system\", the legacy name of"
          + " \"plane-a\"'s namespace \"plane-a-vault-system\"";
  private static final String SERVICE =
      "audit.legacy-service: " + service("spec.url", "openbao.vault-system.svc");
  private static final String REFERENCE =
      "audit.legacy-reference: spec.configMapName names \"openbao-server-root-token\", a legacy"
          + " name of the name table; \"plane-a\"'s is \"plane-a-openbao-server-root-token\"";

  @Test
  void eachRuleIsReportedOnceWhateverOrderTheWalkFindsThemIn() {
    // each part: its YAML and the finding it makes
    String[] namespace = {"namespace: vault-system", NAMESPACE};
    String[] service = {"url: 'openbao.vault-system.svc'", SERVICE};
    String[] reference = {"configMapName: openbao-server-root-token", REFERENCE};
    String[][][] orders = {
      {namespace, service, reference},
      {reference, namespace, service},
      {reference, service, namespace},
      {service, reference, namespace}
    };
    for (String[][] order : orders) {
      String spec = order[0][0] + ", " + order[1][0] + ", " + order[2][0];
      // a second of each, after the first three, is not reported
      assertThat(legacy("spec: {" + spec + ", again: {" + spec + "}}"))
          .as(spec)
          .containsExactly(order[0][1], order[1][1], order[2][1]);
    }
  }

  @Test
  void aServiceAndAReferenceThroughAServiceNameAreBothFoundInOneValueOrInTwo() {
    String reference =
        "audit.legacy-reference: spec.%s names the service \"openbao-server\" in"
            + " \"plane-a-vault-system\" (%s), a legacy name of the name table; \"plane-a\"'s is"
            + " \"plane-a-openbao-server\"";
    assertThat(
            legacy(
                "spec: {url: 'openbao.vault-system.svc openbao-server.plane-a-vault-system.svc'}"))
        .containsExactly(
            "audit.legacy-service: "
                + service("spec.url", "openbao.vault-system.svc openbao-server.plane-a-va…"),
            String.format(reference, "url", "….svc openbao-server.plane-a-vault-system.svc"));
    assertThat(
            legacy(
                "spec: {url: 'openbao-server.plane-a-vault-system.svc openbao.vault-system.svc'}"))
        .containsExactly(
            String.format(
                reference,
                "url",
                "openbao-server.plane-a-vault-system.svc openbao.vault-system.svc"),
            "audit.legacy-service: "
                + service("spec.url", "…-a-vault-system.svc openbao.vault-system.svc"));
    assertThat(
            legacy(
                "spec: {url: 'openbao.vault-system.svc', next: 'openbao-server.plane-a-vault-system.svc'}"))
        .containsExactly(
            SERVICE, String.format(reference, "next", "openbao-server.plane-a-vault-system.svc"));
    assertThat(
            legacy(
                "spec: {next: 'openbao-server.plane-a-vault-system.svc', url: 'openbao.vault-system.svc'}"))
        .containsExactly(
            String.format(reference, "next", "openbao-server.plane-a-vault-system.svc"), SERVICE);
  }

  private static String namespace(String path) {
    return "audit.legacy-namespace: "
        + path
        + " is \"vault-system\", the legacy name of \"plane-a\"'s namespace"
        + " \"plane-a-vault-system\"";
  }

  @Test
  void aNamespaceSelectorNamesItsNamespaceAtThePathOfEachForm() {
    String from = "spec: {ingress: [{from: [{namespaceSelector: {";
    assertThat(legacy(from + "matchLabels: {kubernetes.io/metadata.name: vault-system}}}]}]}"))
        .containsExactly(
            namespace(
                "spec.ingress[0].from[0].namespaceSelector.matchLabels.kubernetes.io/metadata.name"));
    assertThat(
            legacy(
                from
                    + "matchExpressions: [{key: kubernetes.io/metadata.name, operator: NotIn,"
                    + " values: [vault-system]}, {key: team, operator: In, values: [vault-system]},"
                    + " {key: kubernetes.io/metadata.name, operator: In, values: [a,"
                    + " vault-system]}]}}]}]}"))
        .containsExactly(
            namespace("spec.ingress[0].from[0].namespaceSelector.matchExpressions[2].values[1]"));
    assertThat(legacy(from + "matchNames: [a, vault-system]}}]}]}"))
        .containsExactly(namespace("spec.ingress[0].from[0].namespaceSelector.matchNames[1]"));
  }

  @Test
  void pathsIntoListsAndPastSixtyFourLevelsAreWhole() {
    assertThat(legacy("spec: {l: [a, [b, [c, 'openbao.vault-system.svc']]]}"))
        .containsExactly(
            "audit.legacy-service: " + service("spec.l[1][1][1]", "openbao.vault-system.svc"));
    int levels = 70;
    assertThat(
            legacy(
                "spec: "
                    + "{a: ".repeat(levels)
                    + "{namespace: vault-system}"
                    + "}".repeat(levels)))
        .containsExactly(namespace("spec" + ".a".repeat(levels) + ".namespace"));
    assertThat(
            legacy(
                "spec: {l: "
                    + "[".repeat(levels)
                    + "'openbao.vault-system.svc'"
                    + "]".repeat(levels)
                    + "}"))
        .containsExactly(
            "audit.legacy-service: "
                + service("spec.l" + "[0]".repeat(levels), "openbao.vault-system.svc"));
  }
}
