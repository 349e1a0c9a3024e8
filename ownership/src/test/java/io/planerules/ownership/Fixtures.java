package io.planerules.ownership;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.backend.BackendView;
import io.planerules.ownership.backend.ClusterConfig;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.testkit.ownership.BackendSpec;
import io.planerules.testkit.ownership.InventorySpec;
import io.planerules.testkit.ownership.ObjectSpec;
import io.planerules.testkit.ownership.OwnershipGenerators;
import io.planerules.testkit.ownership.OwnershipGenerators.PlanePair;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/**
 * Turns testkit's JSON-shaped specs into this module's types, plus small builders; public for the
 * tests of the other packages.
 */
public final class Fixtures {

  public static final ControlPlaneId A = ControlPlaneId.of("plane-a");
  public static final ControlPlaneId B = ControlPlaneId.of("plane-b");
  public static final ControlPlaneId LEGACY = ControlPlaneId.LEGACY;
  public static final String KEY = OwnershipLabel.KEY;

  private Fixtures() {}

  /** Pairs of planes A and B ≠ A; in one pair out of four A is the legacy plane ({@code ""}). */
  public static Gen<PlanePair> planePairsOneInFourLegacy() {
    return OwnershipGenerators.planePairs()
        .zip(
            SourceDSL.integers().between(0, 3),
            (p, legacy) -> legacy == 0 ? new PlanePair("", p.b()) : p);
  }

  public static ControlPlaneId id(String value) {
    return value.isEmpty() ? ControlPlaneId.LEGACY : ControlPlaneId.of(value);
  }

  public static ObservedObject observed(ObjectSpec spec) {
    return new ObservedObject(
        new ObjectRef(spec.kind(), spec.namespace(), spec.name()),
        spec.labels(),
        spec.annotations(),
        null);
  }

  public static List<ObservedObject> observed(List<ObjectSpec> specs) {
    return specs.stream().map(Fixtures::observed).toList();
  }

  public static Inventory inventory(InventorySpec spec) {
    return new Inventory(
        observed(spec.namespaces()),
        observed(spec.clusterIssuers()),
        observed(spec.hookObjects()),
        observed(spec.others()));
  }

  public static BackendView view(BackendSpec spec) {
    return new BackendView(
        spec.namespace(),
        spec.name(),
        new ClusterConfig(spec.controlPlaneId(), spec.systemNamespace(), spec.requestsNamespace()),
        spec.overrides()
            .map(
                o ->
                    new ClusterConfig(
                        o.controlPlaneId(), o.systemNamespace(), o.requestsNamespace()))
            .orElse(null));
  }

  /** Labels with the ownership label set to {@code owner} (none when null). */
  public static Map<String, String> owner(String owner) {
    Map<String, String> labels = new HashMap<>();
    if (owner != null) {
      labels.put(KEY, owner);
    }
    return labels;
  }

  public static ObservedObject ns(String name, String owner) {
    return ObservedObject.of(ObjectRef.namespace(name), owner(owner));
  }

  public static ObservedObject ns(String name) {
    return ObservedObject.of(ObjectRef.namespace(name), Map.of());
  }

  public static ObservedObject secret(String namespace, String name, String owner) {
    return ObservedObject.of(new ObjectRef("Secret", namespace, name), owner(owner));
  }

  public static ObservedObject issuer(String name, String owner) {
    return ObservedObject.of(ObjectRef.cluster("ClusterIssuer", name), owner(owner));
  }

  public static PolicyContext context(ControlPlaneId id) {
    return PolicyContext.defaults(id);
  }

  public static Optional<ObservedObject> some(ObservedObject o) {
    return Optional.of(o);
  }

  /** The state the deciding path gives, from a raw label value ({@code ""} counts as none). */
  static OwnershipState state(
      ControlPlaneId id, ObjectRef ref, String label, PolicyContext context) {
    return OwnershipClassifier.state(
        id, ref.kind(), ref, OwnershipLabel.presentOrNull(label), context);
  }

  /**
   * The verdict of the explaining path: the cell applied to a classification, explained at once,
   * with {@code select.workload-label} in front for a selection (as {@link OwnershipPolicy#decide}
   * does).
   */
  static Verdict explained(Action action, Classification c, Map<String, String> labels) {
    Verdict v = OwnershipPolicy.apply(action, c);
    return action == Action.SELECT_WORKLOAD_NAMESPACE
        ? WorkloadNamespaceSelector.select(v, c.ref(), labels)
        : v;
  }
}
