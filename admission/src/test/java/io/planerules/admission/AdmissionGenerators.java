package io.planerules.admission;

import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Admission requests for the differential test: subjects of plane-a, plane-b, the legacy plane, the
 * shared namespaces and nobody (with prefix traps), extra users and groups; the three operations;
 * labelled and other kinds, cluster-scoped and namespaced, with and without subresources; labels
 * absent, {@code ""}, own, foreign; shared prerequisites by name.
 */
final class AdmissionGenerators {

  private AdmissionGenerators() {}

  /** A resource with its kind and scope. */
  record Resource(GroupResource resource, String kind, boolean namespaced) {}

  static final List<Resource> RESOURCES =
      List.of(
          new Resource(GroupResource.NAMESPACES, "Namespace", false),
          new Resource(GroupResource.NVCF_BACKENDS, "NVCFBackend", true),
          new Resource(GroupResource.CLUSTER_ISSUERS, "ClusterIssuer", false),
          new Resource(
              GroupResource.CUSTOM_RESOURCE_DEFINITIONS, "CustomResourceDefinition", false),
          new Resource(new GroupResource("", "configmaps"), "ConfigMap", true),
          new Resource(new GroupResource("", "secrets"), "Secret", true),
          new Resource(
              new GroupResource("rbac.authorization.k8s.io", "clusterroles"), "ClusterRole", false),
          new Resource(new GroupResource("apps", "deployments"), "Deployment", true));

  static final List<String> NAMES =
      List.of(
          "cert-manager",
          "gateway-system",
          "nvcfbackends.nvcf.nvidia.io",
          "plane-a-nvcf",
          "plane-b-nvcf",
          "nvcf",
          "corp-ca",
          "x");

  static final List<String> NAMESPACES =
      List.of("plane-a-nvcf", "plane-b-nvcf", "nvcf", "cert-manager", "gateway-system", "default");

  static final List<String> USERS =
      List.of(
          "system:serviceaccount:plane-a-nvca-operator:nvca-operator",
          "system:serviceaccount:plane-a-nvca-system:nvca",
          "system:serviceaccount:plane-a-nvcf:api",
          "system:serviceaccount:plane-b-nvca-system:nvca",
          "system:serviceaccount:plane-b-nvcf:api",
          "system:serviceaccount:nvca-system:nvca",
          "system:serviceaccount:nvca-operator:nvca-operator",
          "system:serviceaccount:nvcf:api",
          "system:serviceaccount:gateway-system:envoy",
          "system:serviceaccount:cert-manager:cert-manager",
          "system:serviceaccount:kube-system:namespace-controller",
          "system:serviceaccount:plane-a-nvca-system-x:sa",
          "system:serviceaccount:plane-a-nvca-system",
          "alice",
          "ci-a",
          "ci-b",
          "");

  /** A subject: a username and its groups; each belongs to at most one plane. */
  record Subject(String username, List<String> groups) {}

  static List<Subject> subjects() {
    List<Subject> subjects = new java.util.ArrayList<>();
    for (String user : USERS) {
      subjects.add(new Subject(user, List.of()));
      if (user.startsWith("system:serviceaccount:")) {
        subjects.add(new Subject(user, List.of("system:serviceaccounts", "system:authenticated")));
      }
    }
    subjects.add(new Subject("alice", List.of("system:authenticated", "plane-a-admins")));
    subjects.add(new Subject("bob", List.of("plane-b-admins")));
    return subjects;
  }

  static final List<String> LABELS = List.of("", "plane-a", "plane-b", "Plane-A", "nvcf");

  /** Labels: none, the key with one of {@link #LABELS}, or another key only. */
  static Gen<Map<String, String>> labels() {
    Gen<Integer> choice = integers().between(0, LABELS.size() + 1);
    Gen<String> value = Generate.pick(LABELS);
    return in -> {
      int c = choice.generate(in);
      Map<String, String> labels = new TreeMap<>();
      if (c < LABELS.size()) {
        labels.put(RenderedRequest.KEY, value.generate(in));
      } else if (c == LABELS.size()) {
        labels.put("app", "x");
      }
      return labels;
    };
  }

  static Gen<RenderedRequest> requests() {
    Gen<Operation> operation = Generate.enumValues(Operation.class);
    Gen<Resource> resource = Generate.pick(RESOURCES);
    Gen<String> subresource = Generate.pick(List.of("", "", "status", "scale"));
    Gen<String> name = Generate.pick(NAMES);
    Gen<String> namespace = Generate.pick(NAMESPACES);
    Gen<Subject> subject = Generate.pick(subjects());
    Gen<Map<String, String>> labels = labels();
    Gen<Boolean> absent = booleans().all();
    return in -> {
      Operation op = operation.generate(in);
      Resource r = resource.generate(in);
      String ns = r.namespaced() ? namespace.generate(in) : null;
      Map<String, String> object = op == Operation.DELETE ? null : labels.generate(in);
      Map<String, String> old = op == Operation.CREATE ? null : labels.generate(in);
      Map<String, String> nsLabels = ns == null ? null : labels.generate(in);
      Subject who = subject.generate(in);
      return new RenderedRequest(
          new AdmissionRequest(
              op,
              r.resource(),
              subresource.generate(in),
              r.kind(),
              ns,
              name.generate(in),
              who.username(),
              who.groups(),
              object == null ? null : new TreeMap<>(object),
              old == null ? null : new TreeMap<>(old),
              nsLabels == null ? null : new TreeMap<>(nsLabels)),
          absent.generate(in));
    };
  }
}
