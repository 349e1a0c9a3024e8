/**
 * Kubernetes ValidatingAdmissionPolicies from the ownership rules: {@link
 * io.planerules.admission.AdmissionPolicies#forPlane} turns a plane into the policies and bindings
 * (a {@link io.planerules.admission.PolicySet} of Kubernetes documents) that make the API server
 * refuse the plane's writes to other planes' objects, and {@link
 * io.planerules.admission.AdmissionDecision#decide} is the library's own answer for one admission
 * request, the reference the generated CEL agrees with.
 *
 * <p>See {@code docs/reference/admission.md}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.admission;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
