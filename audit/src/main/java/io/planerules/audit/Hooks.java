package io.planerules.audit;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import io.planerules.audit.report.Finding;
import io.planerules.ownership.install.HookPolicy;
import io.planerules.rules.Problem;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Helm hooks that must not outlive an uninstall (docs/reference/audit.md#render-rules): the four
 * {@code nvca/pre-delete-hook} objects of the plane (the ServiceAccount and Job in its {@code
 * namespace/nvca-operator}, the ClusterRole and ClusterRoleBinding) are judged by {@link
 * HookPolicy} ({@code hook.delete-policy}); any other cluster-scoped object that is a {@code
 * pre-delete} or {@code post-delete} hook must be deleted once the hook succeeded ({@code
 * audit.hook-residue}). Both modes; shared objects included.
 */
final class Hooks {

  /** Helm's hook annotation. */
  static final String HOOK = "helm.sh/hook";

  private static final Set<String> CLUSTER_HOOK_KINDS = Set.of("ClusterRole", "ClusterRoleBinding");
  private static final Set<String> NAMESPACED_HOOK_KINDS = Set.of("ServiceAccount", "Job");
  private static final Splitter TOKENS =
      Splitter.on(',').trimResults(CharMatcher.anyOf(" \t\n\u000b\f\r")).omitEmptyStrings();

  private Hooks() {}

  static void check(Subject s) {
    PlaneMembership plane = s.plane();
    Obj o = s.obj();
    if (!s.generated && s.name.equals(plane.hookName)) {
      if (CLUSTER_HOOK_KINDS.contains(s.kind)) {
        policy(s, null);
        return;
      }
      if (NAMESPACED_HOOK_KINDS.contains(s.kind)) {
        String namespace = s.namespace;
        if (namespace == null) {
          s.namespaceNeeded();
        } else if (plane.operatorNamespace.equals(namespace)) {
          policy(s, namespace);
        }
        return;
      }
    }
    String residue = residue(o);
    if (residue != null) {
      if (s.known == Scopes.Known.CLUSTER) {
        s.report(AuditRule.HOOK_RESIDUE, residue);
      } else if (s.known == Scopes.Known.PENDING) {
        s.hookResidue = residue;
      }
    }
  }

  private static void policy(Subject s, @Nullable String namespace) {
    for (Problem problem : HookPolicy.check(s.obj().observed(namespace)).problems()) {
      s.check.findings.add(
          s.ordinal,
          new Finding(
              HookPolicy.RULE,
              problem.code(),
              problem.severity(),
              problem.message(),
              s.id(namespace == null),
              s.source,
              null,
              s.check.tag));
    }
  }

  /** Why a hook object outlives a successful uninstall, or {@code null} when it does not. */
  private static @Nullable String residue(Obj o) {
    String hook = o.annotation(HOOK);
    if (hook == null) {
      return null;
    }
    List<String> events = TOKENS.splitToList(hook);
    if (!events.contains("pre-delete") && !events.contains("post-delete")) {
      return null;
    }
    String policy = o.annotation(HookPolicy.ANNOTATION);
    if (policy != null && TOKENS.splitToList(policy).contains("hook-succeeded")) {
      return null;
    }
    return "a "
        + String.join(",", events)
        + " hook whose "
        + HookPolicy.ANNOTATION
        + " is "
        + (policy == null ? "unset" : "\"" + policy + "\"")
        + ": without hook-succeeded it outlives a successful uninstall";
  }
}
