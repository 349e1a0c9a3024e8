package io.planerules.fabric8;

import static java.util.Objects.requireNonNull;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.planerules.audit.io.PolicyReports;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.PlaneResult;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Writes an audit's {@link PolicyReports} to a cluster with the caller's client
 * (docs/reference/fabric8.md#publishing-policyreports): each report by server-side apply with the
 * field manager {@value #FIELD_MANAGER} (forcing conflicts: the reports are the audit's alone),
 * then deletes every report of the same plane that this audit no longer has (a namespace whose
 * findings were all fixed), so a fixed problem leaves Policy Reporter. A plane's reports are those
 * named {@link PolicyReports#name} of it and labelled {@value PolicyReports#MANAGED_BY_KEY}{@code
 * =}{@value PolicyReports#MANAGED_BY} (docs/adr/0098-policy-report-names-and-pruning.md): another
 * plane's, and any report another tool wrote, are never touched.
 *
 * <p>The requests, which the guard's ClusterRole grants and nothing more: {@code patch} (and {@code
 * create}, which the API server also checks when an apply creates the object) of each report,
 * {@code list} of {@code policyreports} in every namespace and of {@code clusterpolicyreports}, and
 * {@code delete} of each stale report.
 * <!-- snippet: PolicyReportPublisherTest#usage -->
 *
 * <pre>{@code
 * AuditReport report = Audit.cluster(ControlPlaneId.of("plane-a"), options, listing);
 * Publication done = PolicyReportPublisher.publish(client, report);
 * List<String> applied = done.applied(); // ClusterPolicyReport planerules.plane-a, ...
 * List<String> deleted = done.deleted(); // the plane's reports without findings left
 * }</pre>
 */
public final class PolicyReportPublisher {

  /** The field manager of every apply. */
  public static final String FIELD_MANAGER = "planerules";

  /** {@code policyreports.wgpolicyk8s.io/v1alpha2}, namespaced. */
  static final ResourceDefinitionContext POLICY_REPORTS =
      context(PolicyReports.NAMESPACED_KIND, "policyreports", true);

  /** {@code clusterpolicyreports.wgpolicyk8s.io/v1alpha2}, cluster-scoped. */
  static final ResourceDefinitionContext CLUSTER_POLICY_REPORTS =
      context(PolicyReports.CLUSTER_KIND, "clusterpolicyreports", false);

  private PolicyReportPublisher() {}

  /**
   * What a publication did: the reports it applied and the ones it deleted, each {@code Kind name}
   * or {@code Kind namespace/name}, in the order of the requests.
   *
   * @param applied the reports applied
   * @param deleted the stale reports deleted
   */
  public record Publication(List<String> applied, List<String> deleted) {

    /** Copies the lists. */
    public Publication {
      applied = List.copyOf(applied);
      deleted = List.copyOf(deleted);
    }
  }

  /**
   * Applies the report's PolicyReports and deletes the stale ones of each plane it judged.
   *
   * @param client the caller's client; its namespace is not used (each report names its own)
   * @param report the audit's report
   * @return what was applied and deleted
   * @throws io.fabric8.kubernetes.client.KubernetesClientException when a request fails (the ones
   *     before it have been made)
   */
  public static Publication publish(KubernetesClient client, AuditReport report) {
    requireNonNull(client, "client");
    List<String> applied = new ArrayList<>();
    Set<String> kept = new HashSet<>();
    for (String document : PolicyReports.json(report)) {
      GenericKubernetesResource resource =
          client.getKubernetesSerialization().unmarshal(document, GenericKubernetesResource.class);
      String namespace = resource.getMetadata().getNamespace();
      if (namespace == null) {
        client
            .genericKubernetesResources(CLUSTER_POLICY_REPORTS)
            .resource(resource)
            .fieldManager(FIELD_MANAGER)
            .forceConflicts()
            .serverSideApply();
      } else {
        client
            .genericKubernetesResources(POLICY_REPORTS)
            .inNamespace(namespace)
            .resource(resource)
            .fieldManager(FIELD_MANAGER)
            .forceConflicts()
            .serverSideApply();
      }
      String key = key(resource.getKind(), namespace, resource.getMetadata().getName());
      applied.add(key);
      kept.add(key);
    }
    Set<String> names = new HashSet<>();
    for (PlaneResult plane : report.planes()) {
      names.add(PolicyReports.name(plane.planeId()));
    }
    List<String> deleted = new ArrayList<>();
    prune(client, CLUSTER_POLICY_REPORTS, names, kept, deleted);
    prune(client, POLICY_REPORTS, names, kept, deleted);
    return new Publication(applied, deleted);
  }

  private static void prune(
      KubernetesClient client,
      ResourceDefinitionContext context,
      Set<String> names,
      Set<String> kept,
      List<String> deleted) {
    List<GenericKubernetesResource> existing =
        (context.isNamespaceScoped()
                ? client.genericKubernetesResources(context).inAnyNamespace()
                : client.genericKubernetesResources(context))
            .withLabel(PolicyReports.MANAGED_BY_KEY, PolicyReports.MANAGED_BY)
            .list()
            .getItems();
    for (GenericKubernetesResource report : existing) {
      String name = report.getMetadata().getName();
      String namespace = report.getMetadata().getNamespace();
      String key = key(context.getKind(), namespace, name);
      if (!names.contains(name) || kept.contains(key)) {
        continue;
      }
      if (namespace == null) {
        client.genericKubernetesResources(context).withName(name).delete();
      } else {
        client.genericKubernetesResources(context).inNamespace(namespace).withName(name).delete();
      }
      deleted.add(key);
    }
  }

  private static String key(String kind, @Nullable String namespace, String name) {
    return kind + " " + (namespace == null ? name : namespace + "/" + name);
  }

  private static ResourceDefinitionContext context(String kind, String plural, boolean namespaced) {
    return new ResourceDefinitionContext.Builder()
        .withGroup("wgpolicyk8s.io")
        .withVersion("v1alpha2")
        .withKind(kind)
        .withPlural(plural)
        .withNamespaced(namespaced)
        .build();
  }
}
