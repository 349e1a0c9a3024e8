package io.planerules.examples.mirror;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The shared cluster of the tests: two named planes ({@code plane-a}, {@code plane-b}) and the
 * legacy plane, their namespaces, unlabelled look-alikes, shared prerequisites and pre-existing
 * Secrets, seeded into one CRUD mock API server.
 */
final class Cluster {

  static final String OWNER = "nvcf.nvidia.com/control-plane-id";
  static final String WORKLOAD = "nvca.nvcf.nvidia.io/workload-instance-type";
  static final String MIRRORED_FROM = "nvca.nvcf.nvidia.io/mirrored-from-namespace";
  static final String SECRET = "registry-creds";
  static final Map<String, String> SELECTOR = Map.of("mirror", "true");

  private final KubernetesClient client;

  Cluster(KubernetesClient client) {
    this.client = client;
  }

  /** Seeds every plane's namespaces, the look-alikes, the shared namespace and the issuers. */
  Cluster seed() {
    for (String plane : new String[] {"plane-a", "plane-b"}) {
      namespace(plane + "-nvca-operator", plane, false);
      namespace(plane + "-nvcf", plane, true);
      namespace(plane + "-ess", plane, true);
      namespace(plane + "-sis", plane, true);
      // an unlabelled namespace that looks like the plane's: no named plane may touch it
      namespace(plane + "-tenant", null, true);
      issuer(plane + "-nvcf-openbao-pki", plane);
    }
    issuer("plane-a-retained-pki", "plane-a");
    namespace("nvca-operator", null, false);
    namespace("nvcf", null, true);
    namespace("ess", null, true);
    // a shared prerequisite, even labelled for plane-a, belongs to nobody
    namespace("cert-manager", "plane-a", true);
    issuer("nvcf-openbao-pki", null);
    issuer("corp-ca", null);
    return this;
  }

  /** The three planes' source Secrets and the targets that exist before the operators start. */
  Cluster seedSecrets() {
    source("plane-a-nvca-operator", "plane-a", "secret of a");
    source("plane-b-nvca-operator", "plane-b", "secret of b");
    source("nvca-operator", null, "secret of legacy");
    // in plane-a's namespace, a Secret of plane-b and an unlabelled one: plane-a must not adopt
    secret("plane-a-ess", SECRET, labels("plane-b", Map.of()), "b was here");
    secret("plane-a-sis", SECRET, labels(null, Map.of()), "someone else's");
    // owned targets that already exist: their planes update them
    secret("plane-b-nvcf", SECRET, labels("plane-b", Map.of(MIRRORED_FROM, "x")), "stale b");
    secret("nvcf", SECRET, labels(null, Map.of(MIRRORED_FROM, "x")), "stale legacy");
    return this;
  }

  void namespace(String name, String owner, boolean workload) {
    Map<String, String> labels = labels(owner, workload ? Map.of(WORKLOAD, "gpu") : Map.of());
    client
        .namespaces()
        .resource(
            new NamespaceBuilder()
                .withNewMetadata()
                .withName(name)
                .withLabels(labels)
                .endMetadata()
                .build())
        .create();
  }

  void issuer(String name, String owner) {
    GenericKubernetesResource issuer =
        new GenericKubernetesResourceBuilder()
            .withApiVersion("cert-manager.io/v1")
            .withKind("ClusterIssuer")
            .withNewMetadata()
            .withName(name)
            .withLabels(labels(owner, Map.of()))
            .endMetadata()
            .build();
    client.genericKubernetesResources(PlaneTeardown.CLUSTER_ISSUERS).resource(issuer).create();
  }

  void source(String namespace, String owner, String value) {
    secret(namespace, SECRET, labels(owner, SELECTOR), value);
  }

  Secret secret(String namespace, String name, Map<String, String> labels, String value) {
    return client
        .secrets()
        .inNamespace(namespace)
        .resource(
            new SecretBuilder()
                .withNewMetadata()
                .withNamespace(namespace)
                .withName(name)
                .withLabels(labels)
                .endMetadata()
                .withType("Opaque")
                .withData(Map.of("token", encode(value)))
                .build())
        .create();
  }

  static Map<String, String> labels(String owner, Map<String, String> others) {
    Map<String, String> labels = new LinkedHashMap<>(others);
    if (owner != null) {
      labels.put(OWNER, owner);
    }
    return labels;
  }

  static String encode(String value) {
    return Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8));
  }

  static String decode(Secret secret) {
    return new String(
        Base64.getDecoder().decode(secret.getData().get("token")), StandardCharsets.UTF_8);
  }

  /** Every Namespace, Secret and ClusterIssuer by "Kind namespace/name", with its object. */
  Map<String, HasMetadata> objects() {
    Map<String, HasMetadata> all = new TreeMap<>();
    client.namespaces().list().getItems().forEach(o -> all.put(key(o), o));
    client.secrets().inAnyNamespace().list().getItems().forEach(o -> all.put(key(o), o));
    client
        .genericKubernetesResources(PlaneTeardown.CLUSTER_ISSUERS)
        .list()
        .getItems()
        .forEach(o -> all.put(key(o), o));
    return all;
  }

  /** Every object's resourceVersion, by key. */
  Map<String, String> versions() {
    Map<String, String> versions = new TreeMap<>();
    objects().forEach((k, o) -> versions.put(k, o.getMetadata().getResourceVersion()));
    return versions;
  }

  static String key(HasMetadata o) {
    String ns = o.getMetadata().getNamespace();
    return o.getKind() + " " + (ns == null ? "" : ns + "/") + o.getMetadata().getName();
  }
}
