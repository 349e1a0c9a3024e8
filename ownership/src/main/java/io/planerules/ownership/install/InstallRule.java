package io.planerules.ownership.install;

import com.google.common.collect.Lists;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of installing and removing a plane's releases: the stack's namespace lifecycle ({@link
 * NamespaceLifecycle}), whether a chart renders the shared NVCFBackend CRD ({@link
 * SharedCrdPolicy}) and the delete policy of the pre-delete hook objects ({@link HookPolicy}).
 */
public enum InstallRule implements RuleDescriptor {
  /** A namespace that is not one of the plane's derived namespaces is refused. */
  NAMESPACE_OUTSIDE_PLANE(
      "namespace.outside-plane",
      Decisions.LIFECYCLE,
      "a namespace that is not one of the plane's derived namespaces is refused",
      NamespaceLifecycle.class,
      true,
      NamespaceLifecycle.NOT_OWNED),
  /** Named planes omit the shared CRD. */
  CRD_NAMED_DEFERS_TO_PREREQUISITE(
      "crd.named-defers-to-prerequisite",
      Decisions.CRD,
      "named planes omit the CRD; the nvca-shared-crds prerequisite release owns it",
      SharedCrdPolicy.class,
      false,
      SharedCrdPolicy.Render.OMIT.name()),
  /** Legacy: an absent CRD is rendered. */
  CRD_ABSENT(
      "crd.absent",
      Decisions.CRD,
      "legacy: CRD absent, render it",
      SharedCrdPolicy.class,
      false,
      SharedCrdPolicy.Render.RENDER.name()),
  /** Legacy: a CRD of this release is rendered. */
  CRD_SAME_RELEASE(
      "crd.same-release",
      Decisions.CRD,
      "legacy: CRD annotated with this release, render it",
      SharedCrdPolicy.class,
      false,
      SharedCrdPolicy.Render.RENDER.name()),
  /** Legacy: a CRD of another release is omitted. */
  CRD_OTHER_OWNER(
      "crd.other-owner",
      Decisions.CRD,
      "legacy: CRD owned by another release, omit it",
      SharedCrdPolicy.class,
      false,
      SharedCrdPolicy.Render.OMIT.name()),
  /** Hook objects carry the required delete policy. */
  HOOK_DELETE_POLICY(
      "hook.delete-policy",
      Decisions.HOOK,
      "hook objects must be deleted before re-creation and after success",
      HookPolicy.class,
      true);

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String LIFECYCLE = "namespace lifecycle";
    static final String CRD = "shared CRD rendering";
    static final String HOOK = "pre-delete hook policy";

    private Decisions() {}
  }

  private final Definition definition;

  InstallRule(
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
