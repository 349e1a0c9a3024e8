/**
 * The admission objects as values, the module's own (not exported): {@link
 * io.planerules.admission.policy.Policy} (a {@code ValidatingAdmissionPolicy} of {@code
 * admissionregistration.k8s.io/v1}), {@link io.planerules.admission.policy.Binding} (its {@code
 * ValidatingAdmissionPolicyBinding}) and their parts, each with the Kubernetes object it stands for
 * ({@code document()}). An embedder receives those objects from {@code PolicySet.documents()}; the
 * module's tests evaluate the values' CEL. No Kubernetes library types.
 *
 * <p>See {@code docs/reference/admission.md}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.admission.policy;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
