package io.planerules.examples.mirror;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.planerules.fabric8.ObservedObjects;
import io.planerules.fabric8.TeardownObjects;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.teardown.RecheckResult;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Plans and runs the control-plane teardown of one plane: lists Namespaces and cert-manager
 * ClusterIssuers, lets {@link TeardownPlanner} decide, and deletes only what a ready plan names,
 * each object after a fresh read that passes {@link TeardownPlanner#recheck} and still has the
 * listed UID. An aborted plan deletes nothing. The plan's step without a target, the release
 * uninstall, is Helm's and is not run here.
 */
public final class PlaneTeardown {

  /** cert-manager's ClusterIssuer, cluster-scoped. */
  public static final ResourceDefinitionContext CLUSTER_ISSUERS =
      new ResourceDefinitionContext.Builder()
          .withGroup("cert-manager.io")
          .withVersion("v1")
          .withKind("ClusterIssuer")
          .withPlural("clusterissuers")
          .withNamespaced(false)
          .build();

  private final KubernetesClient client;
  private final ControlPlaneId id;

  /**
   * Creates the runner.
   *
   * @param client the client
   * @param id the plane
   */
  public PlaneTeardown(KubernetesClient client, ControlPlaneId id) {
    this.client = client;
    this.id = id;
  }

  /**
   * The plan, from what the cluster holds now.
   *
   * @return the plan
   */
  public TeardownPlan plan() {
    return plan(namespaces(), issuers());
  }

  /**
   * Plans and runs the teardown.
   *
   * @return what was planned and deleted
   */
  public Result run() {
    List<Namespace> namespaces = namespaces();
    List<GenericKubernetesResource> issuers = issuers();
    TeardownPlan plan = plan(namespaces, issuers);
    List<ObjectRef> deleted = new ArrayList<>();
    for (TeardownObjects.Deletion deletion : TeardownObjects.deletions(plan, namespaces, issuers)) {
      HasMetadata fresh = read(deletion.object());
      RecheckResult recheck =
          TeardownPlanner.recheck(
              deletion.step(), Optional.ofNullable(fresh).map(ObservedObjects::of));
      if (recheck.aborts()) {
        return new Result(plan, deleted, Optional.of(recheck.message()));
      }
      if (recheck.proceeds() && deletion.sameObject(fresh)) {
        delete(fresh);
        deleted.add(deletion.step().target());
      }
    }
    return new Result(plan, deleted, Optional.empty());
  }

  private TeardownPlan plan(List<Namespace> namespaces, List<GenericKubernetesResource> issuers) {
    return TeardownPlanner.plan(
        id, TeardownObjects.inventory(namespaces, issuers), Set.of(TeardownScope.CONTROL_PLANE));
  }

  private HasMetadata read(HasMetadata listed) {
    String name = listed.getMetadata().getName();
    if (listed instanceof Namespace) {
      return client.namespaces().withName(name).get();
    }
    return client.genericKubernetesResources(CLUSTER_ISSUERS).withName(name).get();
  }

  private void delete(HasMetadata fresh) {
    if (fresh instanceof Namespace namespace) {
      client.namespaces().resource(namespace).delete();
    } else {
      client
          .genericKubernetesResources(CLUSTER_ISSUERS)
          .resource((GenericKubernetesResource) fresh)
          .delete();
    }
  }

  private List<Namespace> namespaces() {
    return client.namespaces().list().getItems();
  }

  private List<GenericKubernetesResource> issuers() {
    return client.genericKubernetesResources(CLUSTER_ISSUERS).list().getItems();
  }

  /**
   * What a run did.
   *
   * @param plan the plan
   * @param deleted the objects deleted, in order
   * @param stopped the re-check message that stopped the run, if one did
   */
  public record Result(TeardownPlan plan, List<ObjectRef> deleted, Optional<String> stopped) {}
}
