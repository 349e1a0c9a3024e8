package io.planerules.testkit.audit;

import static java.util.Objects.requireNonNull;

import io.planerules.testkit.ownership.OwnershipGenerators;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * Generators of named renders as {@code helm template} prints them: every document after a {@code
 * ---} line and a {@code # Source: chart/templates/x.yaml} comment, labelled with both the
 * ownership label and the competing design's {@code control-plane-owner}, each document telling
 * what was planted in it.
 *
 * <p>Names follow docs/reference/identity.md (test data, not a second implementation): a named
 * plane P's namespaces are {@code P-<suffix>}, its object names {@code P-<legacy name>} (for names
 * of at most 40 characters and ids of at most 20, so never truncated), and the names a release
 * keeps in both modes stay as they are.
 * <!-- snippet: TestkitExamplesTest#render-generators -->
 *
 * <pre>{@code
 * Properties.qt()
 *     .forAll(RenderGenerators.legacyReferenceRenders(OwnershipGenerators.planeIds()))
 *     .checkAssert(render -> assertThat(render.text()).startsWith("---\n# Source: "));
 * }</pre>
 */
public final class RenderGenerators {

  /**
   * Legacy object names of the name table (docs/reference/identity.md#kind-table, the rows whose
   * named value is {@code P-<legacy>}) and names a chart derives from a legacy full name ({@code
   * openbao-server}, {@code nvca-operator}, {@code admin-token-issuer-proxy}) by a suffix.
   */
  public static final List<String> LEGACY_OBJECT_NAMES =
      List.of(
          "openbao-server",
          "openbao-server-internal",
          "openbao-server-agent-injector-svc",
          "openbao-server-root-token",
          "openbao-server-initialize-cluster",
          "openbao-server-migrations",
          "nvca-operator",
          "nvca-operator-pre-delete-cleanup",
          "admin-token-issuer-proxy",
          "nvcf-openbao-pki",
          "llm-request-router-grpc-tls",
          "stargate-quic-tls",
          "envoy-gateway-proxy-shared",
          "llm-grpc-gw",
          "nvcf-api",
          "nvcf-api-grpc",
          "nvct-api-grpc",
          "event-ledger",
          // derived by the charts from a full name
          "openbao-server-agent-injector",
          "openbao-server-agent-injector-cfg",
          "openbao-server-0",
          "nvca-operator-config",
          "admin-token-issuer-proxy-sa");

  /** Names a named plane keeps from legacy mode: releases and their services, ReferenceGrants. */
  public static final List<String> SAME_IN_BOTH_MODES =
      List.of(
          "nats",
          "api",
          "api-keys",
          "sis",
          "cassandra",
          "reval",
          "nvct-api",
          "allow-routes-to-nvcf");

  /** Where a document of {@link #legacyReferenceRenders} names an object. */
  public enum ReferenceField {
    /** {@code data.configMapName} of a ConfigMap. */
    CONFIG_MAP_NAME,
    /** {@code data.rootTokenSecretName} of a ConfigMap. */
    ROOT_TOKEN_SECRET_NAME,
    /** A Deployment's volume {@code secret.secretName}. */
    SECRET_NAME,
    /** A Deployment's pod {@code serviceAccountName}. */
    SERVICE_ACCOUNT_NAME,
    /** A StatefulSet's {@code spec.serviceName}. */
    SERVICE_NAME,
    /** An HTTPRoute's {@code backendRefs[].name}. */
    BACKEND_REFS,
    /** An HTTPRoute's {@code parentRefs[].name}. */
    PARENT_REFS,
    /** A RoleBinding's {@code roleRef.name} (a Role). */
    ROLE_REF,
    /** A webhook's {@code clientConfig.service.name}. */
    SERVICE,
    /** A RoleBinding's {@code subjects[].name} (a ServiceAccount). */
    SUBJECTS,
    /** The {@code metadata.name} of a Secret in one of the plane's namespaces. */
    METADATA_NAME,
    /** The service of a service DNS name in one of the plane's namespaces. */
    SERVICE_DNS
  }

  /**
   * One document of a render.
   *
   * @param source the template it came from, as {@code # Source:} prints it
   * @param yaml the document, without the {@code ---} line and the comment
   * @param field the reference field the document holds (legacy-reference renders), else empty
   * @param value the name in that field, else {@code ""}
   * @param legacyReference whether {@code value} is a planted legacy name
   * @param violation the isolation violation planted in it (isolation trees), else empty
   */
  public record Document(
      String source,
      String yaml,
      Optional<ReferenceField> field,
      String value,
      boolean legacyReference,
      Optional<Violation> violation) {

    /** Checks the parts. */
    public Document {
      requireNonNull(source, "source");
      requireNonNull(yaml, "yaml");
      requireNonNull(field, "field");
      requireNonNull(value, "value");
      requireNonNull(violation, "violation");
    }
  }

  /**
   * A render of one plane.
   *
   * @param plane the plane's id
   * @param documents its documents, in order
   */
  public record Render(String plane, List<Document> documents) {

    /** Copies the documents. */
    public Render {
      requireNonNull(plane, "plane");
      documents = List.copyOf(documents);
    }

    /** The render as {@code helm template} prints it. */
    public String text() {
      StringBuilder out = new StringBuilder();
      for (Document d : documents) {
        out.append("---\n# Source: ").append(d.source()).append('\n').append(d.yaml());
      }
      return out.toString();
    }
  }

  private RenderGenerators() {}

  /**
   * Renders of a plane from {@code planeIds}: 1–30 documents, each holding one {@link
   * ReferenceField} that names a planted legacy name ({@link #LEGACY_OBJECT_NAMES}, never one under
   * the plane's own {@code P-}) about a third of the time, else the plane's own name of it, a name
   * kept in both modes or an unrelated name. Every other name is the plane's.
   */
  public static Gen<Render> legacyReferenceRenders(Gen<String> planeIds) {
    return planeIds.flatMap(
        plane -> {
          List<String> planted =
              LEGACY_OBJECT_NAMES.stream().filter(n -> !n.startsWith(plane + "-")).toList();
          Gen<Document> document =
              Generate.enumValues(ReferenceField.class)
                  .zip(
                      SourceDSL.integers().between(0, 5),
                      Generate.pick(planted),
                      Generate.pick(LEGACY_OBJECT_NAMES),
                      Generate.pick(SAME_IN_BOTH_MODES),
                      (field, choice, legacy, own, same) -> {
                        boolean plant = choice < 2;
                        String value =
                            plant
                                ? legacy
                                : switch (choice) {
                                  case 2 -> plane + "-" + own;
                                  case 3 -> same;
                                  default -> "worker-" + choice;
                                };
                        return referenceDocument(plane, field, value, plant);
                      });
          return SourceDSL.lists()
              .of(document)
              .ofSizeBetween(1, 30)
              .map(documents -> new Render(plane, numbered(documents)));
        });
  }

  /** The documents with distinct object names: {@code doc-<i>} where a name is free. */
  private static List<Document> numbered(List<Document> documents) {
    List<Document> out = new ArrayList<>();
    for (int i = 0; i < documents.size(); i++) {
      Document d = documents.get(i);
      out.add(
          new Document(
              d.source(),
              d.yaml().replace("doc-N", "doc-" + i),
              d.field(),
              d.value(),
              d.legacyReference(),
              d.violation()));
    }
    return out;
  }

  private static String metadata(String name, String namespace, String plane) {
    return "metadata:\n  name: "
        + name
        + (namespace.isEmpty() ? "" : "\n  namespace: " + namespace)
        + "\n  labels:\n    "
        + OwnershipGenerators.OWNERSHIP_LABEL
        + ": "
        + label(plane)
        + "\n    "
        + OwnershipGenerators.COMPETING_LABEL
        + ": "
        + label(plane)
        + "\n";
  }

  /** A label value as YAML: quoted, so an id such as {@code 0} or {@code y} stays a string. */
  private static String label(String plane) {
    return "\"" + plane + "\"";
  }

  private static String quoted(String value) {
    return "\"" + value + "\"";
  }

  /**
   * An HTTPRoute in the plane's route namespace, attached to Gateway {@code parent} of the shared
   * Gateway namespace, sending to Service {@code backend} in namespace {@code backendPrefix +
   * "nvcf"}.
   */
  private static String httpRoute(
      String plane, String name, String parent, String backend, String backendPrefix) {
    return "apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\n"
        + metadata(name, plane + "-ingress", plane)
        + "spec:\n  parentRefs:\n  - name: "
        + parent
        + "\n    namespace: gateway-system\n  rules:\n  - backendRefs:\n    - name: "
        + backend
        + "\n      namespace: "
        + backendPrefix
        + "nvcf\n      port: 8080\n";
  }

  /** A RoleBinding {@code doc-N} of Role {@code role} to ServiceAccount {@code subject}. */
  private static String roleBinding(
      String plane, String namespace, String role, String subject, String subjectNamespace) {
    return "apiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\n"
        + metadata("doc-N", namespace, plane)
        + "roleRef:\n  apiGroup: rbac.authorization.k8s.io\n  kind: Role\n  name: "
        + role
        + "\nsubjects:\n- kind: ServiceAccount\n  name: "
        + subject
        + "\n  namespace: "
        + subjectNamespace
        + "\n";
  }

  private static Document referenceDocument(
      String plane, ReferenceField field, String value, boolean planted) {
    String p = plane + "-";
    String v = quoted(value);
    String source;
    String yaml;
    switch (field) {
      case CONFIG_MAP_NAME, ROOT_TOKEN_SECRET_NAME -> {
        String key =
            field == ReferenceField.CONFIG_MAP_NAME ? "configMapName" : "rootTokenSecretName";
        source = "openbao-server/templates/config.yaml";
        yaml =
            "apiVersion: v1\nkind: ConfigMap\n"
                + metadata("doc-N", p + "vault-system", plane)
                + "data:\n  "
                + key
                + ": "
                + v
                + "\n";
      }
      case SECRET_NAME, SERVICE_ACCOUNT_NAME -> {
        source = "openbao-server/templates/deployment.yaml";
        String pod =
            field == ReferenceField.SECRET_NAME
                ? "      volumes:\n      - name: token\n        secret:\n          secretName: "
                    + v
                    + "\n"
                : "      serviceAccountName: " + v + "\n";
        yaml =
            "apiVersion: apps/v1\nkind: Deployment\n"
                + metadata("doc-N", p + "vault-system", plane)
                + "spec:\n  template:\n    spec:\n"
                + pod
                + "      containers:\n      - name: server\n        image: openbao/openbao:2.1\n";
      }
      case SERVICE_NAME -> {
        source = "openbao-server/templates/statefulset.yaml";
        yaml =
            "apiVersion: apps/v1\nkind: StatefulSet\n"
                + metadata("doc-N", p + "vault-system", plane)
                + "spec:\n  serviceName: "
                + v
                + "\n  replicas: 3\n";
      }
      case BACKEND_REFS, PARENT_REFS -> {
        source = "gateway-routes/templates/httproute.yaml";
        boolean backend = field == ReferenceField.BACKEND_REFS;
        yaml =
            httpRoute(
                plane, "doc-N", backend ? quoted(p + "shared-gw") : v, backend ? v : "api", p);
      }
      case ROLE_REF, SUBJECTS -> {
        source = "nats/templates/rolebinding.yaml";
        boolean role = field == ReferenceField.ROLE_REF;
        yaml =
            roleBinding(
                plane,
                p + "vault-system",
                role ? v : "reader",
                role ? "agent" : v,
                p + "vault-system");
      }
      case SERVICE -> {
        source = "openbao-server/templates/injector-mutating-webhook.yaml";
        yaml =
            "apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\n"
                + metadata(p + "doc-N", "", plane)
                + "webhooks:\n- name: "
                + plane
                + ".vault.hashicorp.com\n  clientConfig:\n    service:\n      name: "
                + v
                + "\n      namespace: "
                + p
                + "vault-system\n      path: /mutate\n";
      }
      case METADATA_NAME -> {
        source = "openbao-server/templates/secret.yaml";
        yaml = "apiVersion: v1\nkind: Secret\n" + metadata(v, p + "vault-system", plane);
      }
      case SERVICE_DNS -> {
        source = "api/templates/configmap.yaml";
        yaml =
            "apiVersion: v1\nkind: ConfigMap\n"
                + metadata("doc-N", p + "nvcf", plane)
                + "data:\n  VAULT_ADDR: \"http://"
                + value
                + "."
                + p
                + "vault-system.svc.cluster.local:8200\"\n";
      }
      default -> throw new AssertionError(field);
    }
    return new Document(source, yaml, Optional.of(field), value, planted, Optional.empty());
  }

  // ------------------------------------------------------------------ isolation trees

  /** The isolation violations a render can hold (one of each kind in {@link #isolationTrees}). */
  public enum Violation {
    /** A ConfigMap in the other plane's namespace. */
    FOREIGN_NAMESPACE,
    /** A ConfigMap in a legacy namespace ({@code nvcf}). */
    LEGACY_NAMESPACE,
    /** A ConfigMap in the plane's namespace, labelled for the other plane. */
    FOREIGN_LABEL,
    /** A ConfigMap whose URL names a service in a legacy namespace ({@code api.nvcf.svc}). */
    LEGACY_SERVICE_DNS,
    /** An HTTPRoute sending to a backend in the other plane's namespace. */
    FOREIGN_ROUTE_BACKEND,
    /** An HTTPRoute attached to the other plane's Gateway. */
    FOREIGN_ROUTE_PARENT,
    /** A RoleBinding granting a ServiceAccount of the other plane. */
    FOREIGN_BINDING_SUBJECT,
    /** A Deployment mounting the legacy OpenBao root-token Secret. */
    LEGACY_OBJECT_REFERENCE,
    /** A ClusterRole whose name is not under the plane's. */
    UNPREFIXED_CLUSTER_SCOPED,
    /** A RoleBinding granting a ServiceAccount of a legacy namespace ({@code nvcf}). */
    BINDING_TO_LEGACY_NAMESPACE
  }

  /** The number of clean documents a tree of {@link #isolationTrees} holds between its plants. */
  private static final int CLEAN_KINDS = 8;

  /**
   * Render trees of {@code plane} of 20–200 clean objects (ConfigMaps, Deployments, Services,
   * ServiceAccounts, HTTPRoutes, RoleBindings, ClusterRoles and their bindings, all the plane's),
   * with one document of each {@link Violation} and a few more of random kinds, planted at random
   * positions; {@code other} is the plane the foreign ones point at (not a hyphen extension of
   * {@code plane}, nor {@code plane} of it).
   */
  public static Gen<Render> isolationTrees(String plane, String other) {
    Gen<Document> clean =
        SourceDSL.integers()
            .between(0, CLEAN_KINDS - 1)
            .zip(
                Generate.pick(SAME_IN_BOTH_MODES),
                (kind, same) -> cleanDocument(plane, kind, same));
    Gen<Document> extra = Generate.enumValues(Violation.class).map(v -> planted(plane, other, v));
    return SourceDSL.lists()
        .of(clean)
        .ofSizeBetween(20, 200)
        .zip(
            SourceDSL.lists().of(extra).ofSizeBetween(0, 5),
            OwnershipGenerators.seeds(),
            (documents, extras, seed) -> {
              List<Document> plants = new ArrayList<>(extras);
              for (Violation v : Violation.values()) {
                plants.add(planted(plane, other, v));
              }
              List<Document> all = new ArrayList<>(documents);
              all.addAll(plants);
              return new Render(plane, numbered(OwnershipGenerators.permute(all, seed)));
            });
  }

  private static Document cleanDocument(String plane, int kind, String same) {
    String p = plane + "-";
    String source;
    String yaml;
    switch (kind) {
      case 0 -> {
        source = "api/templates/configmap.yaml";
        yaml =
            "apiVersion: v1\nkind: ConfigMap\n"
                + metadata(same + "-doc-N", p + "nvcf", plane)
                + "data:\n  API_URL: \"http://api."
                + p
                + "nvcf.svc.cluster.local:8080\"\n  VAULT_ADDR: \"http://"
                + p
                + "openbao-server."
                + p
                + "vault-system.svc.cluster.local:8200\"\n  NAMESPACE: "
                + p
                + "nvcf\n";
      }
      case 1 -> {
        source = "openbao-server/templates/deployment.yaml";
        yaml =
            "apiVersion: apps/v1\nkind: Deployment\n"
                + metadata("doc-N", p + "vault-system", plane)
                + "spec:\n  template:\n    spec:\n      serviceAccountName: "
                + p
                + "openbao-server-initialize-cluster\n      volumes:\n      - name: token\n"
                + "        secret:\n          secretName: "
                + p
                + "openbao-server-root-token\n      containers:\n      - name: server\n"
                + "        image: openbao/openbao:2.1\n";
      }
      case 2 -> {
        source = same + "/templates/service.yaml";
        yaml =
            "apiVersion: v1\nkind: Service\n"
                + metadata(same, p + "nvcf", plane)
                + "spec:\n  ports:\n  - port: 8080\n";
      }
      case 3 -> {
        source = same + "/templates/serviceaccount.yaml";
        yaml = "apiVersion: v1\nkind: ServiceAccount\n" + metadata(same, p + "nats-system", plane);
      }
      case 4 -> {
        source = "gateway-routes/templates/httproute.yaml";
        yaml = httpRoute(plane, p + "doc-N", p + "shared-gw", "api", p);
      }
      case 5 -> {
        source = "api/templates/rolebinding.yaml";
        yaml = roleBinding(plane, p + "nvcf", "reader", same, p + "nvcf");
      }
      case 6 -> {
        source = "nvca-operator/templates/clusterrole.yaml";
        yaml =
            "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\n"
                + metadata(p + "doc-N", "", plane)
                + "rules:\n- apiGroups: [\"\"]\n  resources: [\"pods\"]\n  verbs: [\"get\"]\n";
      }
      default -> {
        source = "nvca-operator/templates/clusterrolebinding.yaml";
        yaml =
            "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\n"
                + metadata(p + "doc-N", "", plane)
                + "roleRef:\n  apiGroup: rbac.authorization.k8s.io\n  kind: ClusterRole\n  name: "
                + p
                + "nvca-operator\nsubjects:\n- kind: ServiceAccount\n  name: "
                + p
                + "nvca-operator\n  namespace: "
                + p
                + "nvca-operator\n";
      }
    }
    return new Document(source, yaml, Optional.empty(), "", false, Optional.empty());
  }

  private static Document planted(String plane, String other, Violation violation) {
    String p = plane + "-";
    String o = other + "-";
    String source;
    String yaml;
    switch (violation) {
      case FOREIGN_NAMESPACE, LEGACY_NAMESPACE, FOREIGN_LABEL, LEGACY_SERVICE_DNS -> {
        source = "api/templates/configmap.yaml";
        String namespace =
            switch (violation) {
              case FOREIGN_NAMESPACE -> o + "nvcf";
              case LEGACY_NAMESPACE -> "nvcf";
              default -> p + "nvcf";
            };
        String owner = violation == Violation.FOREIGN_LABEL ? other : plane;
        String url =
            violation == Violation.LEGACY_SERVICE_DNS
                ? "http://api.nvcf.svc.cluster.local:8080"
                : "http://api." + p + "nvcf.svc.cluster.local:8080";
        yaml =
            "apiVersion: v1\nkind: ConfigMap\n"
                + metadata("doc-N", namespace, owner)
                + "data:\n  API_URL: \""
                + url
                + "\"\n";
      }
      case FOREIGN_ROUTE_BACKEND, FOREIGN_ROUTE_PARENT -> {
        source = "gateway-routes/templates/httproute.yaml";
        boolean backend = violation == Violation.FOREIGN_ROUTE_BACKEND;
        yaml =
            httpRoute(plane, p + "doc-N", (backend ? p : o) + "shared-gw", "api", backend ? o : p);
      }
      case FOREIGN_BINDING_SUBJECT, BINDING_TO_LEGACY_NAMESPACE -> {
        source = "api/templates/rolebinding.yaml";
        yaml =
            roleBinding(
                plane,
                p + "nvcf",
                "reader",
                "api",
                violation == Violation.FOREIGN_BINDING_SUBJECT ? o + "nvcf" : "nvcf");
      }
      case LEGACY_OBJECT_REFERENCE -> {
        source = "openbao-server/templates/deployment.yaml";
        yaml =
            "apiVersion: apps/v1\nkind: Deployment\n"
                + metadata("doc-N", p + "vault-system", plane)
                + "spec:\n  template:\n    spec:\n      volumes:\n      - name: token\n"
                + "        secret:\n          secretName: openbao-server-root-token\n"
                + "      containers:\n      - name: server\n        image: openbao/openbao:2.1\n";
      }
      default -> {
        source = "nvca-operator/templates/clusterrole.yaml";
        yaml =
            "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\n"
                + metadata("doc-N-reader", "", plane)
                + "rules:\n- apiGroups: [\"\"]\n  resources: [\"pods\"]\n  verbs: [\"get\"]\n";
      }
    }
    return new Document(source, yaml, Optional.empty(), "", false, Optional.of(violation));
  }
}
