package io.planerules.audit;

import static io.planerules.audit.Audits.labelled;
import static io.planerules.audit.Audits.object;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.report.AuditReport;
import org.junit.jupiter.api.Test;

/**
 * {@code audit cluster} (docs/reference/audit.md#a-cluster-listing): a listing holds every plane's
 * objects; only the plane's own namespaces, Gateways and webhooks are judged, and after a teardown
 * the residue check's own rules.
 */
class ClusterRulesTest {

  private static final String GW = "gateway.networking.k8s.io/v1";
  private static final String ADM = "admissionregistration.k8s.io/v1";

  @Test
  void thePlanesNamespacesCarryItsLabel() {
    AuditReport report =
        Audits.cluster(
            "plane-a",
            AuditOptions.defaults(),
            labelled("v1", "Namespace", "", "plane-a-nvcf", "plane-a", ""),
            object("v1", "Namespace", "", "plane-a-sis", ""),
            labelled("v1", "Namespace", "", "plane-a-ess", "plane-b", ""),
            object("v1", "Namespace", "", "nvcf", ""),
            labelled("v1", "Namespace", "", "plane-b-nvcf", "plane-b", ""));
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.namespace-owner Namespace plane-a-sis",
            "audit.namespace-owner Namespace plane-a-ess");
    assertThat(report.findings().get(1).message())
        .isEqualTo(
            "Namespace \"plane-a-ess\" of \"plane-a\" is labelled for \"plane-b\", expected"
                + " nvcf.nvidia.com/control-plane-id=\"plane-a\": the plane's lifecycle refuses to touch it");
  }

  @Test
  void theLegacyPlanesNamespacesCarryNoLabel() {
    AuditReport report =
        Audits.cluster(
            "",
            AuditOptions.defaults(),
            object("v1", "Namespace", "", "nvcf", ""),
            labelled("v1", "Namespace", "", "sis", "plane-a", ""));
    assertThat(Audits.findings(report)).containsExactly("audit.namespace-owner Namespace sis");
  }

  @Test
  void thePlanesObjectsAreNotInNamespacesOfAnotherPlane() {
    AuditReport report =
        Audits.cluster(
            "plane-a",
            AuditOptions.defaults(),
            labelled("v1", "Secret", "plane-b-nvcf", "leaked", "plane-a", ""),
            labelled("v1", "Secret", "plane-a-nvcf", "fine", "plane-a", ""),
            labelled("v1", "Secret", "default", "unknown-owner", "plane-a", ""),
            labelled("v1", "Secret", "monitoring", "unlabelled-namespace", "plane-a", ""),
            labelled("v1", "Namespace", "", "plane-b-nvcf", "plane-b", ""),
            labelled("v1", "Namespace", "", "plane-a-nvcf", "plane-a", ""),
            object("v1", "Namespace", "", "monitoring", ""));
    assertThat(Audits.findings(report))
        .containsExactly("audit.foreign-namespace Secret plane-b-nvcf/leaked");
  }

  @Test
  void thePlanesGatewaysAdmitOnlyItsRoutes() {
    String all =
        "spec: {listeners: [{name: web, port: 80, allowedRoutes: {namespaces: {from: All}}}]}";
    AuditReport report =
        Audits.cluster(
            "plane-a",
            AuditOptions.defaults(),
            object(GW, "Gateway", "gateway-system", "plane-a-shared-gw", all),
            labelled(GW, "Gateway", "gateway-system", "edge", "plane-a", all.replace("80", "81")),
            object(GW, "Gateway", "gateway-system", "plane-b-shared-gw", all.replace("80", "82")),
            object(GW, "Gateway", "gateway-system", "plane-b-other-gw", all.replace("80", "82")));
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.gateway-listener Gateway gateway-system/plane-a-shared-gw",
            "audit.gateway-listener Gateway gateway-system/edge",
            "audit.listener-port Gateway gateway-system/plane-b-shared-gw",
            "audit.listener-port Gateway gateway-system/plane-b-other-gw");
  }

  @Test
  void thePlanesWebhooksSeeOnlyItsNamespaces() {
    String scoped =
        "{name: a.x, namespaceSelector: {matchLabels: {nvcf.nvidia.com/control-plane-id: plane-a}}}";
    AuditReport report =
        Audits.cluster(
            "plane-a",
            AuditOptions.defaults(),
            object(
                ADM,
                "MutatingWebhookConfiguration",
                "",
                "plane-a.mutate.nvca.nvcf.nvidia.io",
                "webhooks: [" + scoped + "]"),
            object(
                ADM,
                "ValidatingWebhookConfiguration",
                "",
                "plane-a-nvca-operator",
                "webhooks: ["
                    + scoped
                    + ", {name: b.x, namespaceSelector: {matchExpressions:"
                    + " [{key: nvcf.nvidia.com/control-plane-id, operator: In, values: [plane-a, plane-b]}]}}]"),
            object(
                ADM, "MutatingWebhookConfiguration", "", "plane-a-open", "webhooks: [{name: c.x}]"),
            object(
                ADM,
                "MutatingWebhookConfiguration",
                "",
                "cert-manager-webhook",
                "webhooks: [{name: d.x}]"),
            object(
                ADM,
                "MutatingWebhookConfiguration",
                "",
                "plane-a-in",
                "webhooks: [{name: e.x, namespaceSelector: {matchExpressions:"
                    + " [{key: nvcf.nvidia.com/control-plane-id, operator: In, values: [plane-a]}]}}]"));
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.webhook-scope ValidatingWebhookConfiguration plane-a-nvca-operator",
            "audit.webhook-scope MutatingWebhookConfiguration plane-a-open");
    assertThat(report.findings().get(0).message()).contains("webhooks[1] (b.x)");
  }

  @Test
  void afterATeardownEveryResidueIsReportedWithTheResidueChecksRuleIds() {
    AuditReport report =
        Audits.cluster(
            "plane-a",
            AuditOptions.builder().afterTeardown(true).build(),
            labelled("v1", "Namespace", "", "plane-a-nvcf", "plane-a", ""),
            labelled("v1", "ConfigMap", "default", "leftover", "plane-a", ""),
            object(
                "rbac.authorization.k8s.io/v1",
                "ClusterRole",
                "",
                "plane-a-nvca-operator-pre-delete-cleanup",
                ""),
            object("cert-manager.io/v1", "ClusterIssuer", "", "plane-a-nvcf-openbao-pki", ""),
            labelled("v1", "ConfigMap", "default", "other-plane", "plane-b", ""),
            labelled("v1", "Namespace", "", "cert-manager", "plane-a", ""));
    assertThat(Audits.findings(report))
        .containsExactly(
            "residue.namespace Namespace plane-a-nvcf",
            "residue.labelled Namespace plane-a-nvcf",
            "residue.labelled ConfigMap default/leftover",
            "residue.cluster-name ClusterRole plane-a-nvca-operator-pre-delete-cleanup",
            "residue.cluster-name ClusterIssuer plane-a-nvcf-openbao-pki");
    assertThat(report.findings().get(0).rule().id().value()).isEqualTo("residue.namespace");
  }
}
