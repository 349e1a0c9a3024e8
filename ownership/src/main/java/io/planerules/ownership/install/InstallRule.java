package io.planerules.ownership.install;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
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

  private final RuleId id;
  private final String decision;
  private final String description;
  private final Class<?> decidedBy;
  private final ImmutableList<String> reasonCodes;

  InstallRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    this.id = RuleId.of(id);
    this.decision = decision;
    this.description = description;
    this.decidedBy = decidedBy;
    ImmutableList.Builder<String> all = ImmutableList.builder();
    if (idIsCode) {
      all.add(id);
    }
    this.reasonCodes = all.add(codes).build();
  }

  /** The rule id as the problem code it is raised with, e.g. {@code namespace.outside-plane}. */
  public String code() {
    return id.value();
  }

  @Override
  public RuleId id() {
    return id;
  }

  @Override
  public String decision() {
    return decision;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public List<String> reasonCodes() {
    return reasonCodes;
  }

  @Override
  public Class<?> decidedBy() {
    return decidedBy;
  }
}
