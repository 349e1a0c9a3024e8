/**
 * Who owns an observed Kubernetes object and what a control plane may do to it.
 *
 * <p>Entry points: {@link io.planerules.ownership.OwnershipClassifier} (state of one object),
 * {@link io.planerules.ownership.OwnershipPolicy} (action × state matrix), {@link
 * io.planerules.ownership.backend.BackendAdmission} (NVCFBackend admission, decided before any
 * mutation; docs/reference/ownership.md#nvcfbackend-admission), {@link
 * io.planerules.ownership.mirror.SecretMirrorPlanner}, {@link
 * io.planerules.ownership.mirror.MirrorWriteProtocol}, {@link
 * io.planerules.ownership.teardown.TeardownPlanner}, {@link
 * io.planerules.ownership.informer.InformerScopes} and the rules reference {@link
 * io.planerules.ownership.rules.OwnershipRules#all()}. Every answer is a value carrying its
 * deciding rule id, reason code, message and trace; nothing here talks to a cluster.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
