package io.planerules.audit;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.GroupResource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A resource the rules of {@link Audit#cluster} judge, with those rules: what a live read must list
 * for the audit to judge everything its rules look at, and what a guard's ClusterRole grants {@code
 * get} and {@code list} on (docs/reference/audit.md#what-the-cluster-rules-read). {@code
 * audit.namespace-owner} and {@code audit.foreign-namespace} read Namespaces, {@code
 * audit.gateway-listener} and {@code audit.listener-port} Gateways, {@code audit.webhook-scope}
 * both webhook configurations; {@code audit.foreign-namespace} judges an object of any kind
 * labelled for the plane, and reads the labelled kinds (the admission module's {@link
 * AdmissionOptions#DEFAULT_LABELLED_KINDS}), the kinds whose every object carries a plane's label.
 * The residue rules of {@code --after-teardown} judge any kind and are not listed.
 * <!-- snippet: ClusterReadTest#usage -->
 *
 * <pre>{@code
 * for (ClusterRead read : ClusterRead.all()) {
 *   out.println(
 *       read.kubectlName() + " " + read.rules()); // namespaces [audit.namespace-owner, ...]
 * }
 * }</pre>
 *
 * @param group the API group ({@code ""} for the core group)
 * @param resource the plural resource, e.g. {@code gateways}
 * @param rules the ids of the rules that judge it, in the order of the rules reference
 */
public record ClusterRead(String group, String resource, List<String> rules) {

  /** Checks the fields and copies the list. */
  public ClusterRead {
    requireNonNull(group, "group");
    requireNonNull(resource, "resource");
    rules = ImmutableList.copyOf(rules);
  }

  /**
   * Every resource the cluster rules judge, sorted by group then resource.
   *
   * @return the resources
   */
  public static List<ClusterRead> all() {
    Map<GroupResource, List<String>> reads = new LinkedHashMap<>();
    add(reads, GroupResource.NAMESPACES, AuditRule.NAMESPACE_OWNER, AuditRule.FOREIGN_NAMESPACE);
    add(
        reads,
        new GroupResource(Gateways.GATEWAY_API, "gateways"),
        AuditRule.GATEWAY_LISTENER,
        AuditRule.LISTENER_PORT);
    for (String webhooks :
        List.of("mutatingwebhookconfigurations", "validatingwebhookconfigurations")) {
      add(reads, new GroupResource(ClusterListing.ADMISSION, webhooks), AuditRule.WEBHOOK_SCOPE);
    }
    for (GroupResource labelled : AdmissionOptions.DEFAULT_LABELLED_KINDS) {
      add(reads, labelled, AuditRule.FOREIGN_NAMESPACE);
    }
    List<ClusterRead> out = new ArrayList<>();
    reads.forEach((r, ids) -> out.add(new ClusterRead(r.group(), r.resource(), ids)));
    out.sort(
        (a, b) ->
            a.group.equals(b.group)
                ? a.resource.compareTo(b.resource)
                : a.group.compareTo(b.group));
    return ImmutableList.copyOf(out);
  }

  private static void add(
      Map<GroupResource, List<String>> reads, GroupResource resource, AuditRule... rules) {
    List<String> ids = reads.computeIfAbsent(resource, r -> new ArrayList<>());
    for (AuditRule rule : rules) {
      if (!ids.contains(rule.id().value())) {
        ids.add(rule.id().value());
      }
    }
  }

  /**
   * The name {@code kubectl get} and {@code --kinds} take: {@code resource} for the core group,
   * else {@code resource.group}.
   *
   * @return e.g. {@code gateways.gateway.networking.k8s.io}
   */
  public String kubectlName() {
    return group.isEmpty() ? resource : resource + "." + group;
  }
}
