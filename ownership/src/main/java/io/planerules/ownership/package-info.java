/**
 * Who owns an observed Kubernetes object and what a control plane may do to it.
 *
 * <p>Entry points: {@link io.planerules.ownership.OwnershipPolicy} (classification, the action ×
 * state verdict, the ICMSRequest and MiniService decisions, and their rules), {@link
 * io.planerules.ownership.backend.BackendAdmission} (NVCFBackend admission, decided before any
 * mutation; docs/reference/ownership.md#nvcfbackend-admission), {@link
 * io.planerules.ownership.mirror.SecretMirrorPlanner}, {@link
 * io.planerules.ownership.mirror.MirrorWriteProtocol}, {@link
 * io.planerules.ownership.teardown.TeardownPlanner} and {@link
 * io.planerules.ownership.informer.InformerScopes}; each front door lists its rules ({@code
 * rules()}). Every answer is a value carrying its deciding rule id, reason code, message and trace;
 * nothing here talks to a cluster.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
