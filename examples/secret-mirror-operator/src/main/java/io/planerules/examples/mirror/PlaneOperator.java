package io.planerules.examples.mirror;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.javaoperatorsdk.operator.Operator;
import io.planerules.fabric8.InformerObjects;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.informer.InformerScope;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.mirror.MirrorConfig;
import java.util.Map;

/**
 * One plane's operator: a Java Operator SDK {@link Operator} whose Secret controller watches the
 * scope plane-rules gives the plane's mirror-source informer (its source namespace, its ownership
 * label selector) and mirrors each source Secret.
 */
public final class PlaneOperator implements AutoCloseable {

  private final Operator operator;
  private final SecretMirrorReconciler reconciler;

  private PlaneOperator(Operator operator, SecretMirrorReconciler reconciler) {
    this.operator = operator;
    this.reconciler = reconciler;
  }

  /**
   * Starts the operator of plane {@code id}.
   *
   * @param client the client (not closed on stop: several planes may share it)
   * @param id the plane ({@code ""} = legacy)
   * @param selector the mirror selector (equality pairs); empty turns mirroring off
   * @param hook the write hook ({@link WriteHook#NONE} in production)
   * @return the started operator
   */
  public static PlaneOperator start(
      KubernetesClient client, ControlPlaneId id, Map<String, String> selector, WriteHook hook) {
    MirrorConfig config = MirrorConfig.of(id, "", selector);
    InformerScope scope =
        InformerScopes.forPlane(id).stream()
            .filter(s -> s.informer().equals(InformerScopes.MIRROR_SOURCE_SECRETS))
            .findFirst()
            .orElseThrow();
    SecretMirrorReconciler reconciler =
        new SecretMirrorReconciler(new SecretMirror(client, config, hook));
    Operator operator =
        new Operator(
            o ->
                o.withKubernetesClient(client)
                    .checkingCRDAndValidateLocalModel(false)
                    .withCloseClientOnStop(false));
    operator.register(
        reconciler,
        c ->
            c.settingNamespaces(InformerObjects.namespaces(scope))
                .withLabelSelector(InformerObjects.labelSelector(scope).orElse(null)));
    operator.start();
    return new PlaneOperator(operator, reconciler);
  }

  /** The reconciler (for its last reports). */
  public SecretMirrorReconciler reconciler() {
    return reconciler;
  }

  @Override
  public void close() {
    operator.stop();
  }
}
