package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicy;
import io.fabric8.kubernetes.api.model.admissionregistration.v1.ValidatingAdmissionPolicyBinding;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import io.planerules.admission.PolicySet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A plane's admission policies ({@code AdmissionPolicies.forPlane}) as fabric8 objects of {@code
 * admissionregistration.k8s.io/v1}, ready for an operator to apply at start-up with server-side
 * apply: each of {@link PolicySet#documents()} read by fabric8's own deserialisation, so the
 * objects hold the fields and values {@code PolicyDocuments} writes as YAML
 * (docs/reference/fabric8.md#admission-policies).
 * <!-- snippet: AdmissionObjectsTest#objects -->
 *
 * <pre>{@code
 * PolicySet set =
 *     AdmissionPolicies.forPlane(
 *         ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
 * for (HasMetadata object : AdmissionObjects.objects(set)) {
 *   // the operator applies each: client.resource(object).forceConflicts().serverSideApply()
 *   applied.add(object.getKind() + " " + object.getMetadata().getName());
 * }
 * }</pre>
 */
public final class AdmissionObjects {

  private AdmissionObjects() {}

  /**
   * Every object of the set in apply order: each {@link ValidatingAdmissionPolicy} followed by its
   * {@link ValidatingAdmissionPolicyBinding} (a binding names its policy, so the policy exists
   * first).
   *
   * @param set the policies and bindings
   * @return the objects, new on each call
   */
  public static List<HasMetadata> objects(PolicySet set) {
    List<HasMetadata> out = new ArrayList<>();
    for (Map<String, Object> document : set.documents()) {
      Class<? extends HasMetadata> type =
          "ValidatingAdmissionPolicy".equals(document.get("kind"))
              ? ValidatingAdmissionPolicy.class
              : ValidatingAdmissionPolicyBinding.class;
      out.add(Serialization.KUBERNETES.convertValue(document, type));
    }
    return out;
  }

  /** fabric8's serialisation, built on first use (it builds and configures a Jackson mapper). */
  private static final class Serialization {
    static final KubernetesSerialization KUBERNETES = new KubernetesSerialization();
  }
}
