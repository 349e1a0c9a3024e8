package io.planerules.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.audit.ClusterRead;
import io.planerules.audit.io.PolicyReports;
import io.planerules.audit.io.ReportDocuments;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.validation.NameRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The objects that keep a plane's live audit running in its cluster, {@code planerules guard
 * manifests} (docs/audit.md#run-it-continuously): a ServiceAccount, a ClusterRole, a
 * ClusterRoleBinding and a CronJob whose Job runs {@code planerules audit cluster --publish} with
 * the in-cluster configuration. The ClusterRole is derived from the rules: {@code list} on exactly
 * the resources the cluster rules judge ({@link ClusterRead#all}; the read lists in pages and never
 * gets one object, so {@code get} would be a grant nothing uses), {@code get} on the discovery
 * paths, and on {@code policyreports} and {@code clusterpolicyreports} of {@code wgpolicyk8s.io}
 * the verbs a publication uses ({@code create}, {@code patch}, {@code list}, {@code delete}); the
 * live read is narrowed to the same resources ({@code --kinds}), so it asks for nothing the role
 * does not grant. The image is any JRE 17+ image holding the CLI jar at {@link Settings#jar}.
 * <!-- snippet: GuardManifestsTest#usage -->
 *
 * <pre>{@code
 * GuardManifests.Settings settings =
 *     GuardManifests.Settings.of("plane-a", "registry.example.test/planerules:0.1.0");
 * List<ObjectNode> objects =
 *     GuardManifests.documents(settings); // ServiceAccount, ClusterRole, ...
 * String yaml = GuardManifests.yaml(settings); // for kubectl apply -f -
 * }</pre>
 */
final class GuardManifests {

  /** The default schedule: every 15 minutes. */
  static final String DEFAULT_SCHEDULE = "*/15 * * * *";

  /** The default namespace of the ServiceAccount and the CronJob. */
  static final String DEFAULT_NAMESPACE = "planerules-system";

  /** Where the default image layout keeps the CLI jar. */
  static final String DEFAULT_JAR = "/opt/planerules/planerules.jar";

  /**
   * The discovery paths the live read asks ({@code get}): the core group's {@code /api/v1}, the
   * group list {@code /apis} and each group version's {@code /apis/GROUP/VERSION}, as client-go's
   * {@code ServerPreferredResources} walks them.
   */
  static final List<String> DISCOVERY_PATHS = List.of("/api/*", "/apis", "/apis/*");

  /** The verbs of a publication on the report resources. */
  static final List<String> PUBLISH_VERBS = List.of("create", "delete", "list", "patch");

  private static final Pattern LABEL = Pattern.compile(NameRule.DNS1123_LABEL_FMT);

  /** The five fields of a cron schedule, or one of its {@code @} macros. */
  private static final Pattern CRON =
      Pattern.compile("@(yearly|annually|monthly|weekly|daily|midnight|hourly)|\\S+( \\S+){4}");

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private GuardManifests() {}

  /**
   * What the manifests are for.
   *
   * @param planeId the plane audited ({@code ""} is legacy)
   * @param image the container image: any JRE 17+ image with the CLI jar
   * @param schedule the CronJob's schedule (five cron fields or an {@code @} macro)
   * @param namespace the namespace of the ServiceAccount and the CronJob
   * @param jar the path of the CLI jar in the image
   */
  record Settings(String planeId, String image, String schedule, String namespace, String jar) {

    /**
     * Checks the fields.
     *
     * @throws IllegalArgumentException naming the field that is not valid
     * @throws io.planerules.rules.PlaneRulesException when the plane id is not valid
     */
    Settings {
      requireNonNull(planeId, "planeId");
      requireNonNull(image, "image");
      requireNonNull(schedule, "schedule");
      requireNonNull(namespace, "namespace");
      requireNonNull(jar, "jar");
      if (!planeId.isEmpty()) {
        var unused = ControlPlaneId.of(planeId); // throws when the id is invalid
      }
      if (image.isBlank() || image.chars().anyMatch(Character::isWhitespace)) {
        throw new IllegalArgumentException("image: a non-empty reference without spaces: " + image);
      }
      if (!CRON.matcher(schedule).matches()) {
        throw new IllegalArgumentException(
            "schedule: five cron fields (minute hour day month weekday) or an @ macro: "
                + schedule);
      }
      if (namespace.length() > NameRule.DNS1123_LABEL_MAX_LENGTH
          || !LABEL.matcher(namespace).matches()) {
        throw new IllegalArgumentException("namespace: not a DNS-1123 label: " + namespace);
      }
      if (!jar.startsWith("/")) {
        throw new IllegalArgumentException("jar: an absolute path in the image: " + jar);
      }
    }

    /**
     * The settings with the default schedule, namespace and jar.
     *
     * @param planeId the plane
     * @param image the image
     * @return the settings
     */
    static Settings of(String planeId, String image) {
      return new Settings(planeId, image, DEFAULT_SCHEDULE, DEFAULT_NAMESPACE, DEFAULT_JAR);
    }
  }

  /**
   * The name of every object: {@code planerules-guard-<id>}, {@code planerules-guard} for the
   * legacy plane.
   *
   * @param planeId the plane
   * @return the name
   */
  static String name(String planeId) {
    return planeId.isEmpty() ? "planerules-guard" : "planerules-guard-" + planeId;
  }

  /**
   * The ClusterRole's rules as {@code rbac.authorization.k8s.io/v1} PolicyRule trees: one rule per
   * API group of {@link ClusterRead#all} ({@code list}), one for the report resources ({@link
   * #PUBLISH_VERBS}), one for the discovery paths ({@code get}).
   *
   * @return the rules
   */
  static ArrayNode roleRules() {
    Map<String, List<String>> byGroup = new TreeMap<>();
    for (ClusterRead read : ClusterRead.all()) {
      byGroup.computeIfAbsent(read.group(), g -> new ArrayList<>()).add(read.resource());
    }
    ArrayNode rules = NODES.arrayNode();
    byGroup.forEach((group, resources) -> rules.add(rule(group, resources, List.of("list"))));
    rules.add(
        rule("wgpolicyk8s.io", List.of("clusterpolicyreports", "policyreports"), PUBLISH_VERBS));
    ObjectNode discovery = rules.addObject();
    strings(discovery.putArray("nonResourceURLs"), DISCOVERY_PATHS);
    strings(discovery.putArray("verbs"), List.of("get"));
    return rules;
  }

  /**
   * The four objects, in the order {@code kubectl apply} needs them.
   *
   * @param settings what they are for
   * @return ServiceAccount, ClusterRole, ClusterRoleBinding, CronJob
   */
  static List<ObjectNode> documents(Settings settings) {
    String name = name(settings.planeId());
    ObjectNode account = object("v1", "ServiceAccount", name, settings);
    account.put("automountServiceAccountToken", true);

    ObjectNode role = object("rbac.authorization.k8s.io/v1", "ClusterRole", name, null);
    role.set("rules", roleRules());

    ObjectNode binding = object("rbac.authorization.k8s.io/v1", "ClusterRoleBinding", name, null);
    binding
        .putObject("roleRef")
        .put("apiGroup", "rbac.authorization.k8s.io")
        .put("kind", "ClusterRole")
        .put("name", name);
    binding
        .putArray("subjects")
        .addObject()
        .put("kind", "ServiceAccount")
        .put("name", name)
        .put("namespace", settings.namespace());

    ObjectNode cron = object("batch/v1", "CronJob", name, settings);
    ObjectNode spec = cron.putObject("spec");
    spec.put("schedule", settings.schedule());
    spec.put("concurrencyPolicy", "Forbid");
    spec.put("successfulJobsHistoryLimit", 1);
    spec.put("failedJobsHistoryLimit", 3);
    ObjectNode job = spec.putObject("jobTemplate").putObject("spec");
    job.put("backoffLimit", 0);
    ObjectNode pod = job.putObject("template");
    pod.putObject("metadata").set("labels", labels());
    ObjectNode podSpec = pod.putObject("spec");
    podSpec.put("serviceAccountName", name);
    podSpec.put("restartPolicy", "Never");
    podSpec
        .putObject("securityContext")
        .put("runAsNonRoot", true)
        .putObject("seccompProfile")
        .put("type", "RuntimeDefault");
    ObjectNode container = podSpec.putArray("containers").addObject();
    container.put("name", "audit");
    container.put("image", settings.image());
    strings(container.putArray("command"), List.of("java", "-jar", settings.jar()));
    strings(container.putArray("args"), args(settings.planeId()));
    ObjectNode security = container.putObject("securityContext");
    security.put("allowPrivilegeEscalation", false);
    security.put("readOnlyRootFilesystem", true);
    strings(security.putObject("capabilities").putArray("drop"), List.of("ALL"));
    ObjectNode resources = container.putObject("resources");
    resources.putObject("requests").put("cpu", "100m").put("memory", "256Mi");
    resources.putObject("limits").put("memory", "512Mi");
    return List.of(account, role, binding, cron);
  }

  /**
   * The Job's arguments: {@code audit cluster --plane-id ID --kinds R1,R2,... --publish --output
   * json}, the kinds being {@link ClusterRead#kubectlName} of {@link ClusterRead#all}.
   *
   * @param planeId the plane
   * @return the arguments after {@code java -jar JAR}
   */
  static List<String> args(String planeId) {
    List<String> kinds = new ArrayList<>();
    for (ClusterRead read : ClusterRead.all()) {
      kinds.add(read.kubectlName());
    }
    return List.of(
        "audit",
        "cluster",
        "--plane-id",
        planeId,
        "--kinds",
        String.join(",", kinds),
        "--publish",
        "--output",
        "json");
  }

  /**
   * {@link #documents} as a YAML stream.
   *
   * @param settings what they are for
   * @return the stream, for {@code kubectl apply -f -}
   */
  static String yaml(Settings settings) {
    return ReportDocuments.yamlStream(documents(settings));
  }

  /**
   * {@link #documents} as one {@code v1} {@code List}, indented JSON with a final line end.
   *
   * @param settings what they are for
   * @return the text
   */
  static String json(Settings settings) {
    ObjectNode list = NODES.objectNode();
    list.put("apiVersion", "v1").put("kind", "List");
    ArrayNode items = list.putArray("items");
    documents(settings).forEach(items::add);
    return ReportDocuments.indented(list);
  }

  private static ObjectNode object(
      String apiVersion, String kind, String name, @org.jspecify.annotations.Nullable Settings in) {
    ObjectNode object = NODES.objectNode();
    object.put("apiVersion", apiVersion);
    object.put("kind", kind);
    ObjectNode metadata = object.putObject("metadata");
    metadata.put("name", name);
    if (in != null) {
      metadata.put("namespace", in.namespace());
    }
    metadata.set("labels", labels());
    return object;
  }

  private static ObjectNode labels() {
    return NODES
        .objectNode()
        .put("app.kubernetes.io/name", "planerules-guard")
        .put(PolicyReports.MANAGED_BY_KEY, PolicyReports.MANAGED_BY);
  }

  private static ObjectNode rule(String group, List<String> resources, List<String> verbs) {
    ObjectNode rule = NODES.objectNode();
    strings(rule.putArray("apiGroups"), List.of(group));
    strings(rule.putArray("resources"), resources);
    strings(rule.putArray("verbs"), verbs);
    return rule;
  }

  private static void strings(ArrayNode array, List<String> values) {
    values.forEach(array::add);
  }
}
