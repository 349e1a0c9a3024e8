package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What the cluster rules read: the table is written by hand from docs/reference/audit.md (a cluster
 * listing's rules), and each row is checked against the rules themselves: an object of the resource
 * makes each of its rules report, and an object of the same shape under a kind no row names makes
 * none of them report.
 */
class ClusterReadTest {

  @Test
  void usage() {
    PrintStream out = new PrintStream(PrintStream.nullOutputStream());
    // tag::usage[]
    for (ClusterRead read : ClusterRead.all()) {
      out.println(
          read.kubectlName() + " " + read.rules()); // namespaces [audit.namespace-owner, ...]
    }
    // end::usage[]
    assertThat(ClusterRead.all()).isNotEmpty();
  }

  @Test
  void theTable() {
    assertThat(ClusterRead.all())
        .extracting(r -> r.kubectlName() + " " + r.rules())
        .containsExactly(
            "namespaces [audit.namespace-owner, audit.foreign-namespace]",
            "mutatingwebhookconfigurations.admissionregistration.k8s.io [audit.webhook-scope]",
            "validatingwebhookconfigurations.admissionregistration.k8s.io [audit.webhook-scope]",
            "clusterissuers.cert-manager.io [audit.foreign-namespace]",
            "gateways.gateway.networking.k8s.io [audit.gateway-listener, audit.listener-port]",
            "nvcfbackends.nvcf.nvidia.io [audit.foreign-namespace]");
  }

  private static Set<String> rules(AuditReport report) {
    return report.findings().stream().map(Finding::ruleId).collect(Collectors.toSet());
  }

  private static final String FOREIGN_NS =
      Audits.labelled("v1", "Namespace", "", "plane-b-nvcf", "plane-b", "");

  private static String webhook(String apiVersion, String kind) {
    return Audits.object(
        apiVersion,
        kind,
        "",
        "plane-a-hooks",
        "webhooks: [{name: a.example.test, namespaceSelector: {}}]");
  }

  private static String gateway(String apiVersion, String kind, String name) {
    return Audits.labelled(
        apiVersion,
        kind,
        "plane-a-nvcf",
        name,
        "plane-a",
        "spec: {listeners: [{name: h, port: 443, protocol: HTTPS, allowedRoutes: {namespaces:"
            + " {from: All}}}]}");
  }

  @Test
  void eachRowsRulesReportOnItsResourceAndNotOnAnotherKind() {
    AuditOptions options = AuditOptions.defaults();
    // Namespace: namespace-owner
    assertThat(
            rules(
                Audits.cluster(
                    "plane-a", options, Audits.object("v1", "Namespace", "", "plane-a-nvcf", ""))))
        .contains("audit.namespace-owner");
    assertThat(
            rules(
                Audits.cluster(
                    "plane-a", options, Audits.object("v1", "ConfigMap", "", "plane-a-nvcf", ""))))
        .isEmpty();
    // webhook configurations: webhook-scope
    for (String kind : List.of("MutatingWebhookConfiguration", "ValidatingWebhookConfiguration")) {
      assertThat(
              rules(
                  Audits.cluster(
                      "plane-a", options, webhook("admissionregistration.k8s.io/v1", kind))))
          .containsExactly("audit.webhook-scope");
    }
    assertThat(
            rules(Audits.cluster("plane-a", options, webhook("example.test/v1", "WebhookThing"))))
        .isEmpty();
    // Gateways: gateway-listener, and listener-port for two on one port
    assertThat(
            rules(
                Audits.cluster(
                    "plane-a",
                    options,
                    gateway("gateway.networking.k8s.io/v1", "Gateway", "plane-a-gw"),
                    gateway("gateway.networking.k8s.io/v1", "Gateway", "plane-a-gw2"))))
        .containsExactlyInAnyOrder("audit.gateway-listener", "audit.listener-port");
    assertThat(
            rules(
                Audits.cluster(
                    "plane-a",
                    options,
                    gateway("example.test/v1", "Gateway", "plane-a-gw"),
                    gateway("example.test/v1", "Gateway", "plane-a-gw2"))))
        .isEmpty();
    // a labelled kind in a namespace of another plane: foreign-namespace
    assertThat(
            rules(
                Audits.cluster(
                    "plane-a",
                    options,
                    FOREIGN_NS,
                    Audits.labelled(
                        "nvcf.nvidia.io/v1", "NVCFBackend", "plane-b-nvcf", "x", "plane-a", ""))))
        .containsExactly("audit.foreign-namespace");
  }
}
