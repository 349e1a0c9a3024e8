package io.planerules.ownership.informer;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The informer scopes of {@link InformerScopes#forPlane}: one constant per informer of a plane, in
 * the order the scopes are listed, each saying what the informer watches. A scope is a description,
 * not a check, so it raises no code. The rule id is {@code informer.} followed by the scope's name;
 * each constant's {@link #description()} is its line in {@code docs/rules.md}.
 */
enum InformerRule implements DefinedRule {
  NVCF_BACKENDS(
      "informer.nvcfbackends",
      "NVCFBackends in the plane's operator namespace, labelled for the plane"),
  ICMS_REQUESTS(
      "informer.icmsrequests",
      "ICMSRequests in the plane's requests namespace, labelled for the plane"),
  MINI_SERVICES("informer.miniservices", "cluster-scoped MiniServices labelled for the plane"),
  STORAGE_CLAIMS(
      "informer.storage-claims",
      "PersistentVolumeClaims in the plane's nvca-system namespace, labelled for the plane"),
  MIRROR_SOURCE_SECRETS(
      "informer.mirror-source-secrets",
      "Secrets in the mirror source namespace, labelled for the plane; read only"),
  MIRRORED_SECRETS(
      "informer.mirrored-secrets",
      "mirrored Secrets labelled for the plane in namespaces labelled for the plane"),
  WORKLOAD_NAMESPACES(
      "informer.workload-namespaces",
      "Namespaces with the workload-instance-type label and the plane's ownership label"),
  SHARED_CRD(
      "informer.shared-crd", "the shared NVCFBackend CRD, cluster-wide, watched and never mutated");

  private final Definition definition;

  InformerRule(String id, String description) {
    definition = Definition.of(id, "informer scopes", InformerScopes.class, description, List.of());
  }

  /** The informer's scope name: the rule id after {@code informer.}, e.g. {@code nvcfbackends}. */
  public String scopeName() {
    return id().value().substring("informer.".length());
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
