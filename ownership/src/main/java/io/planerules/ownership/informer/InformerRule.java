package io.planerules.ownership.informer;

import com.google.common.collect.Lists;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * One rule per informer of {@link InformerScopes}: what the informer watches. The rule id is {@code
 * informer.} followed by the scope's name.
 */
public enum InformerRule implements RuleDescriptor {
  /** The NVCFBackend informer. */
  NVCF_BACKENDS(
      "informer.nvcfbackends",
      Decisions.SCOPES,
      "NVCFBackends in the plane's operator namespace, labelled for the plane",
      InformerScopes.class,
      false),
  /** The ICMSRequest informer. */
  ICMS_REQUESTS(
      "informer.icmsrequests",
      Decisions.SCOPES,
      "ICMSRequests in the plane's requests namespace, labelled for the plane",
      InformerScopes.class,
      false),
  /** The MiniService informer. */
  MINI_SERVICES(
      "informer.miniservices",
      Decisions.SCOPES,
      "cluster-scoped MiniServices labelled for the plane",
      InformerScopes.class,
      false),
  /** The PersistentVolumeClaim informer. */
  STORAGE_CLAIMS(
      "informer.storage-claims",
      Decisions.SCOPES,
      "PersistentVolumeClaims in the plane's nvca-system namespace, labelled for the plane",
      InformerScopes.class,
      false),
  /** The mirror-source Secret informer. */
  MIRROR_SOURCE_SECRETS(
      "informer.mirror-source-secrets",
      Decisions.SCOPES,
      "Secrets in the mirror source namespace, labelled for the plane; read only",
      InformerScopes.class,
      false),
  /** The mirrored Secret informer. */
  MIRRORED_SECRETS(
      "informer.mirrored-secrets",
      Decisions.SCOPES,
      "mirrored Secrets labelled for the plane in namespaces labelled for the plane",
      InformerScopes.class,
      false),
  /** The workload Namespace informer. */
  WORKLOAD_NAMESPACES(
      "informer.workload-namespaces",
      Decisions.SCOPES,
      "Namespaces with the workload-instance-type label and the plane's ownership label",
      InformerScopes.class,
      false),
  /** The shared CRD informer. */
  SHARED_CRD(
      "informer.shared-crd",
      Decisions.SCOPES,
      "the shared NVCFBackend CRD, cluster-wide, watched and never mutated",
      InformerScopes.class,
      false);

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String SCOPES = "informer scopes";

    private Decisions() {}
  }

  /** The informer's scope name: the rule id after {@code informer.}, e.g. {@code nvcfbackends}. */
  public String scopeName() {
    return id().value().substring("informer.".length());
  }

  private final Definition definition;

  InformerRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    List<String> reasonCodes = idIsCode ? Lists.asList(id, codes) : List.of(codes);
    definition = Definition.of(id, decision, decidedBy, description, reasonCodes);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
