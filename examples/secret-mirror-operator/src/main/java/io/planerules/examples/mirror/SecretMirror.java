package io.planerules.examples.mirror;

import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.planerules.fabric8.MirrorObjects;
import io.planerules.fabric8.ObservedObjects;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.MirrorReport;
import io.planerules.ownership.mirror.MirrorWriteProtocol;
import io.planerules.ownership.mirror.Observation;
import io.planerules.ownership.mirror.ProtocolStep;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.TargetOutcome;
import java.net.HttpURLConnection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Mirrors one source Secret into the namespaces its plane owns. Every decision is plane-rules':
 * which Secrets are sources, which namespaces receive a copy, the copy's shape, and the
 * create-or-update protocol with its ownership re-check on every fresh read. This class only
 * executes: it lists, reads and writes with the fabric8 client.
 */
public final class SecretMirror {

  private final KubernetesClient client;
  private final MirrorConfig config;
  private final WriteHook hook;

  /**
   * Creates the executor.
   *
   * @param client the client
   * @param config the plane's mirroring configuration
   * @param hook called before the re-check and before each update
   */
  public SecretMirror(KubernetesClient client, MirrorConfig config, WriteHook hook) {
    this.client = client;
    this.config = config;
    this.hook = hook;
  }

  /**
   * Mirrors {@code source}: one outcome per candidate namespace (every namespace carrying the
   * workload label, whoever owns it; the planner skips what the plane does not own).
   *
   * @param source the source Secret as the informer delivered it
   * @return the report
   */
  public MirrorReport mirror(Secret source) {
    SecretSnapshot snapshot = MirrorObjects.snapshot(source);
    if (!SecretMirrorPlanner.isSource(config, snapshot)) {
      return new MirrorReport(snapshot, List.of());
    }
    List<Namespace> candidates =
        client.namespaces().withLabel(OwnershipPolicy.WORKLOAD_LABEL).list().getItems();
    List<TargetOutcome> outcomes = new ArrayList<>();
    for (Map.Entry<String, Verdict> target :
        SecretMirrorPlanner.targets(config, snapshot, MirrorObjects.namespaces(candidates))
            .entrySet()) {
      String namespace = target.getKey();
      Verdict verdict = target.getValue();
      outcomes.add(
          verdict.allowed() ? write(snapshot, namespace, verdict) : skipped(namespace, verdict));
    }
    return new MirrorReport(snapshot, outcomes);
  }

  private TargetOutcome write(SecretSnapshot source, String namespace, Verdict planned) {
    hook.beforeNamespaceRecheck(namespace);
    Namespace fresh = client.namespaces().withName(namespace).get();
    List<ObservedObject> freshList = fresh == null ? List.of() : List.of(ObservedObjects.of(fresh));
    Verdict recheck = SecretMirrorPlanner.targets(config, source, freshList).get(namespace);
    if (recheck == null) {
      return skipped(namespace, planned); // the namespace is gone
    }
    if (!recheck.allowed()) {
      return skipped(namespace, recheck);
    }
    SecretCopy desired = SecretMirrorPlanner.copy(config, source, namespace);
    ProtocolStep step = MirrorWriteProtocol.start(desired);
    while (!step.isTerminal()) {
      step = MirrorWriteProtocol.next(step, execute(step));
    }
    return step.outcome();
  }

  private Observation execute(ProtocolStep step) {
    SecretCopy desired = step.desired();
    if (step.isRead()) {
      try {
        Secret current =
            client.secrets().inNamespace(desired.namespace()).withName(desired.name()).get();
        return Observation.read(Optional.ofNullable(current).map(ObservedObjects::of));
      } catch (KubernetesClientException e) {
        return Observation.readError(e.getMessage());
      }
    }
    String resourceVersion = null;
    if (step.isUpdate()) {
      hook.beforeUpdate(step);
      resourceVersion = step.resourceVersion();
    }
    Secret secret = MirrorObjects.toSecret(desired, resourceVersion);
    try {
      if (resourceVersion == null) {
        client.secrets().inNamespace(desired.namespace()).resource(secret).create();
      } else {
        client.secrets().inNamespace(desired.namespace()).resource(secret).update();
      }
      return Observation.success();
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT) {
        return resourceVersion == null
            ? Observation.alreadyExists(e.getMessage())
            : Observation.conflict(e.getMessage());
      }
      return Observation.writeError(e.getMessage());
    }
  }

  private static TargetOutcome skipped(String namespace, Verdict verdict) {
    return TargetOutcome.skipped(namespace, verdict.ruleId(), verdict.reason());
  }
}
