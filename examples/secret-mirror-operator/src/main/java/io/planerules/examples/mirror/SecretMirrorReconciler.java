package io.planerules.examples.mirror;

import io.fabric8.kubernetes.api.model.Secret;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.planerules.ownership.mirror.MirrorReport;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Java Operator SDK reconciler of one plane: its primaries are the Secrets of the plane's
 * mirror source namespace (the informer scope plane-rules gives), each reconcile mirrors one of
 * them. Failures are logged with the report's error text, as NVCA's event handlers do; the source
 * Secret itself is never changed.
 */
public final class SecretMirrorReconciler implements Reconciler<Secret> {

  private static final Logger LOG = LoggerFactory.getLogger(SecretMirrorReconciler.class);

  private final SecretMirror mirror;
  private final Map<String, MirrorReport> lastReports = new ConcurrentHashMap<>();

  /**
   * Creates the reconciler.
   *
   * @param mirror the executor
   */
  public SecretMirrorReconciler(SecretMirror mirror) {
    this.mirror = mirror;
  }

  @Override
  public UpdateControl<Secret> reconcile(Secret source, Context<Secret> context) {
    MirrorReport report = mirror.mirror(source);
    lastReports.put(source.getMetadata().getName(), report);
    report.error().ifPresent(LOG::warn);
    return UpdateControl.noUpdate();
  }

  /**
   * The last report of each source Secret, by name.
   *
   * @return a copy
   */
  public Map<String, MirrorReport> lastReports() {
    return Map.copyOf(lastReports);
  }
}
