/**
 * Who owns an observed Kubernetes object and what a control plane may do to it.
 *
 * <p>Entry points: {@link io.planerules.ownership.OwnershipClassifier} (state of one object),
 * {@link io.planerules.ownership.OwnershipPolicy} (action × state matrix), {@link
 * io.planerules.ownership.BackendAdmission}, {@link io.planerules.ownership.SecretMirrorPlanner},
 * {@link io.planerules.ownership.MirrorWriteProtocol}, {@link
 * io.planerules.ownership.TeardownPlanner}, {@link io.planerules.ownership.InformerScopes} and the
 * rules reference {@link io.planerules.ownership.OwnershipRules#all()}. Every answer is a value
 * carrying its deciding rule id, reason code, message and trace; nothing here talks to a cluster.
 */
@NullMarked
package io.planerules.ownership;

import org.jspecify.annotations.NullMarked;
