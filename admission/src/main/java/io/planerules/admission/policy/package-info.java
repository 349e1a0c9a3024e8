/**
 * The admission objects as values: {@link io.planerules.admission.policy.Policy} (a {@code
 * ValidatingAdmissionPolicy} of {@code admissionregistration.k8s.io/v1}), {@link
 * io.planerules.admission.policy.Binding} (its {@code ValidatingAdmissionPolicyBinding}) and their
 * parts. No Kubernetes library types: {@code io.planerules.admission.io} renders them as YAML or
 * JSON.
 *
 * <p>See {@code docs/reference/admission.md}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.admission.policy;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
