package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.testkit.Properties;
import io.planerules.testkit.ownership.OwnershipGenerators;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Properties over generated planes (testkit's id generators, hyphen extensions included): a render
 * built from a plane's own name table is clean for that plane; every object of it is reported for
 * any other plane; two planes' clean renders never collide.
 */
class AuditPropertiesTest {

  /** A render holding every namespace of the plane and objects in and around them. */
  static String[] cleanRender(String id) {
    ControlPlaneId plane = ControlPlaneId.of(id);
    PlaneNames names = PlaneNames.of(plane, Optional.empty(), NamingOptions.defaults());
    List<String> documents = new ArrayList<>();
    for (NameKind kind : NameKind.all()) {
      if (kind.key().startsWith("namespace/") && kind.inNamed()) {
        String namespace = names.derive(kind).value();
        documents.add(Audits.labelled("v1", "Namespace", "", namespace, id, ""));
        documents.add(
            Audits.labelled(
                "v1",
                "ConfigMap",
                namespace,
                "config",
                id,
                "data: {API: 'http://" + names.derive("service-dns/api").value() + ":8080'}"));
      }
    }
    String prefix = id + "-";
    documents.add(
        Audits.labelled(
            "rbac.authorization.k8s.io/v1", "ClusterRole", "", prefix + "reader", id, ""));
    documents.add(
        Audits.labelled(
            "rbac.authorization.k8s.io/v1",
            "ClusterRoleBinding",
            "",
            prefix + "reader",
            id,
            "roleRef: {kind: ClusterRole, name: "
                + prefix
                + "reader}, subjects: [{kind: ServiceAccount,"
                + " name: agent, namespace: "
                + names.derive("namespace/nvca-system").value()
                + "}]"));
    documents.add(
        Audits.labelled(
            "cert-manager.io/v1",
            "ClusterIssuer",
            "",
            names.derive("issuer/managed").value(),
            id,
            ""));
    documents.add(
        Audits.labelled(
            "gateway.networking.k8s.io/v1",
            "HTTPRoute",
            names.derive("namespace/ingress").value(),
            names.derive("route/nvcf-api").value(),
            id,
            "spec: {parentRefs: [{name: "
                + prefix
                + "shared-gw, namespace: gateway-system}],"
                + " rules: [{backendRefs: [{name: api, namespace: "
                + names.derive("namespace/nvcf").value()
                + "}]}]}"));
    return documents.toArray(String[]::new);
  }

  private static AuditReport render(String plane, String[] documents) {
    return Audits.render(plane, AuditOptions.defaults(), documents);
  }

  @Test
  void aRenderOfThePlanesOwnNamesIsCleanForIt() {
    Properties.qt(300)
        .forAll(OwnershipGenerators.planeIds())
        .checkAssert(id -> assertThat(render(id, cleanRender(id)).findings()).isEmpty());
  }

  @Test
  void everyObjectOfAPlanesRenderIsReportedForAnyOtherPlane() {
    Properties.qt(300)
        .forAll(OwnershipGenerators.planePairs())
        .checkAssert(
            pair -> {
              String[] render = cleanRender(pair.b());
              AuditReport report = render(pair.a(), render);
              Set<Long> reported = new HashSet<>();
              for (Finding finding : report.findings()) {
                reported.add((long) finding.source().document());
              }
              assertThat(reported).hasSize(render.length);
              assertThat(report.findings())
                  .filteredOn(f -> f.ruleId().equals("audit.foreign-label"))
                  .hasSize(render.length);
            });
  }

  @Test
  void twoPlanesCleanRendersNeverCollide() {
    Properties.qt(300)
        .forAll(OwnershipGenerators.planePairs())
        .checkAssert(
            pair -> {
              try {
                AuditReport report =
                    Audit.renders(
                        List.of(
                            new PlaneRender(
                                ControlPlaneId.of(pair.a()),
                                AuditOptions.defaults(),
                                List.of(Audits.yaml("a.yaml", cleanRender(pair.a())))),
                            new PlaneRender(
                                ControlPlaneId.of(pair.b()),
                                AuditOptions.defaults(),
                                List.of(Audits.yaml("b.yaml", cleanRender(pair.b()))))));
                assertThat(report.findings()).isEmpty();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
  }

  @Test
  void theLegacyPlanesRenderIsForeignToEveryNamedPlane() {
    String[] legacy = {
      Audits.object("v1", "ConfigMap", "nvcf", "api", ""),
      Audits.object("v1", "Namespace", "", "sis", "")
    };
    assertThat(render("", legacy).findings()).isEmpty();
    Properties.qt(300)
        .forAll(OwnershipGenerators.planeIds())
        .checkAssert(
            id ->
                assertThat(Audits.findings(render(id, legacy)))
                    .containsExactly(
                        "audit.legacy-namespace ConfigMap nvcf/api",
                        "audit.unlabelled Namespace sis",
                        "audit.legacy-namespace Namespace sis"));
  }
}
