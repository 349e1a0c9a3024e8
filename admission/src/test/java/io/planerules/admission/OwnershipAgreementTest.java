package io.planerules.admission;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.SharedPrerequisites;
import io.planerules.testkit.Properties;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.Generate;

/**
 * On the labelled kinds, with namespaces unrestricted, a request of the plane passes its policies
 * exactly when {@code OwnershipPolicy} allows the matching action with the plane's default shared
 * prerequisites: CREATE as RECONCILE of the object, UPDATE as UPDATE of the old object with the
 * label unchanged, DELETE as DELETE of the old object (docs/reference/admission.md#ownership).
 */
class OwnershipAgreementTest {

  private static final Map<GroupResource, String> KINDS =
      Map.of(
          GroupResource.NAMESPACES, "Namespace",
          GroupResource.NVCF_BACKENDS, "NVCFBackend",
          GroupResource.CLUSTER_ISSUERS, "ClusterIssuer");

  @Test
  void admissionAgreesWithTheOwnershipMatrixOnTheLabelledKinds() {
    AtomicInteger allowed = new AtomicInteger();
    AtomicInteger checked = new AtomicInteger();
    List<ControlPlaneId> planes = List.of(ControlPlaneId.of("plane-a"), ControlPlaneId.LEGACY);
    int examples = Properties.examples(4_000);
    Properties.qt(examples)
        .withFixedSeed(5L)
        .forAll(AdmissionGenerators.requests(), Generate.pick(planes))
        .checkAssert(
            (rendered, id) -> {
              AdmissionRequest request = rendered.admission();
              String kind = KINDS.get(request.resource());
              if (kind == null || request.subresource().equals("scale")) {
                return;
              }
              String user =
                  id.isLegacy()
                      ? "system:serviceaccount:nvca-system:nvca"
                      : "system:serviceaccount:plane-a-nvca-system:nvca";
              AdmissionRequest asPlane =
                  new AdmissionRequest(
                      request.operation(),
                      request.resource(),
                      request.subresource(),
                      kind,
                      request.namespace(),
                      request.name(),
                      user,
                      List.of(),
                      request.objectLabels(),
                      request.oldObjectLabels(),
                      request.namespaceLabels());
              AdmissionVerdict verdict =
                  AdmissionDecision.decide(
                      id, NamingOptions.defaults(), AdmissionOptions.defaults(), asPlane);
              assertThat(verdict.judged()).isTrue();
              assertThat(verdict.allowed())
                  .as("%s %s", id, asPlane)
                  .isEqualTo(ownership(id, asPlane));
              checked.incrementAndGet();
              allowed.addAndGet(verdict.allowed() ? 1 : 0);
            });
    assertThat(checked.get()).isGreaterThan(examples / 4);
    assertThat(allowed.get()).isBetween(examples / 40, checked.get() - examples / 40);
  }

  private static boolean ownership(ControlPlaneId id, AdmissionRequest request) {
    PolicyContext context =
        PolicyContext.of(SharedPrerequisites.defaults(id, NamingOptions.defaults()));
    ObjectRef ref = new ObjectRef(request.kind(), request.namespace(), request.name());
    return switch (request.operation()) {
      case CREATE ->
          OwnershipPolicy.decide(
                  id, Action.RECONCILE, ObservedObject.of(ref, request.objectLabels()), context)
              .allowed();
      case UPDATE ->
          OwnershipPolicy.decide(
                      id, Action.UPDATE, ObservedObject.of(ref, request.oldObjectLabels()), context)
                  .allowed()
              && OwnershipLabel.valueOf(request.objectLabels())
                  .equals(OwnershipLabel.valueOf(request.oldObjectLabels()));
      case DELETE ->
          OwnershipPolicy.decide(
                  id, Action.DELETE, ObservedObject.of(ref, request.oldObjectLabels()), context)
              .allowed();
    };
  }
}
