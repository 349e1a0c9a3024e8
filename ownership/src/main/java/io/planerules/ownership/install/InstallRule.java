package io.planerules.ownership.install;

import com.google.common.collect.Lists;
import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of installing and removing a plane's releases, three decisions each decided by its own
 * class: the stack's namespace lifecycle ({@link NamespaceLifecycle}, names checked before any
 * step), whether a chart renders the shared NVCFBackend CRD ({@link SharedCrdPolicy#decide}, its
 * rules consulted in declaration order, the first that applies decides) and the delete policy of
 * the pre-delete hook objects ({@link HookPolicy#check}). Each constant's {@link #description()} is
 * its line in {@code docs/rules.md}.
 */
enum InstallRule implements DefinedRule {
  NAMESPACE_OUTSIDE_PLANE(
      lifecycle(
          "namespace.outside-plane",
          "a namespace that is not one of the plane's derived namespaces is refused",
          NamespaceLifecycle.NOT_OWNED)),
  CRD_NAMED_DEFERS_TO_PREREQUISITE(
      crd(
          "crd.named-defers-to-prerequisite",
          "named planes omit the CRD; the nvca-shared-crds prerequisite release owns it",
          InstallRule.OMIT)),
  CRD_ABSENT(crd("crd.absent", "legacy: CRD absent, render it", InstallRule.RENDER)),
  CRD_SAME_RELEASE(
      crd(
          "crd.same-release",
          "legacy: CRD annotated with this release, render it",
          InstallRule.RENDER)),
  CRD_OTHER_OWNER(
      crd("crd.other-owner", "legacy: CRD owned by another release, omit it", InstallRule.OMIT)),
  HOOK_DELETE_POLICY(
      Definition.selfCoded(
          "hook.delete-policy",
          "pre-delete hook policy",
          HookPolicy.class,
          "hook objects must be deleted before re-creation and after success"));

  /** The reason code of a shared-CRD rule whose chart renders the CRD. */
  static final String RENDER = "RENDER";

  /** The reason code of a shared-CRD rule whose chart leaves the CRD out. */
  static final String OMIT = "OMIT";

  private final Definition definition;

  InstallRule(Definition definition) {
    this.definition = definition;
  }

  /**
   * A namespace-lifecycle rule: a problem coded with its own id, then the other codes it reports.
   */
  private static Definition lifecycle(String id, String description, String... alsoCodes) {
    return Definition.of(
        id,
        "namespace lifecycle",
        NamespaceLifecycle.class,
        description,
        Lists.asList(id, alsoCodes));
  }

  /** A shared-CRD rule: it answers whether the chart renders the CRD. */
  private static Definition crd(String id, String description, String answer) {
    return Definition.of(
        id, "shared CRD rendering", SharedCrdPolicy.class, description, List.of(answer));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
