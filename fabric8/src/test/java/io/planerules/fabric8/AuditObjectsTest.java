package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.KubernetesListBuilder;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.ServiceBuilder;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** fabric8 objects audited as they are held, in their kubectl JSON form. */
class AuditObjectsTest {

  @Test
  void source() throws IOException {
    // tag::source[]
    Namespace namespace =
        new NamespaceBuilder()
            .withNewMetadata()
            .withName("plane-a-nvcf")
            .addToLabels("nvcf.nvidia.com/control-plane-id", "plane-a")
            .endMetadata()
            .build();
    ConfigMap config =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withName("api")
            .withNamespace("nvcf")
            .endMetadata()
            .build();
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            AuditObjects.source("informer", List.of(namespace, config)));
    // one finding: audit.legacy-namespace, ConfigMap nvcf/api (document 1)
    // end::source[]
    assertThat(report.objects()).isEqualTo(2);
    Finding finding = report.findings().get(0);
    assertThat(report.findings()).hasSize(1);
    assertThat(finding.ruleId()).isEqualTo("audit.legacy-namespace");
    assertThat(finding.object()).hasToString("ConfigMap nvcf/api");
    assertThat(finding.source().file()).isEqualTo("informer");
    assertThat(finding.source().document()).isEqualTo(1);
  }

  @Test
  void customResourcesListsAndTypedFieldsAreReadAsKubectlPrintsThem() throws IOException {
    GenericKubernetesResource route =
        new GenericKubernetesResourceBuilder()
            .withApiVersion("gateway.networking.k8s.io/v1")
            .withKind("HTTPRoute")
            .withNewMetadata()
            .withName("plane-a-api")
            .withNamespace("plane-a-ingress")
            .endMetadata()
            .withAdditionalProperties(
                Map.of(
                    "spec",
                    Map.of(
                        "parentRefs",
                        List.of(Map.of("name", "other-gw", "namespace", "gateway-system")))))
            .build();
    var service =
        new ServiceBuilder()
            .withNewMetadata()
            .withName("api")
            .withNamespace("plane-a-nvcf")
            .endMetadata()
            .withNewSpec()
            .addNewPort()
            .withPort(8080)
            .withNewTargetPort("http")
            .endPort()
            .endSpec()
            .build();
    var list = new KubernetesListBuilder().withItems(route, service).build();
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            AuditObjects.source("list", List.of(list)));
    assertThat(report.objects()).isEqualTo(2);
    assertThat(report.findings())
        .extracting(f -> f.ruleId() + " " + f.object())
        .containsExactly("audit.route HTTPRoute plane-a-ingress/plane-a-api");
  }
}
