package io.planerules.audit;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
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

  /** Judges {@code o}, the object of {@code s}. */
  static void check(Subject s, Obj o, Reporter out) {
    PlaneMembership plane = s.plane;
    if (!s.generated && s.name.equals(plane.hookName)) {
      if (CLUSTER_HOOK_KINDS.contains(s.kind)) {
        policy(o, null, out);
        return;
      }
      if (NAMESPACED_HOOK_KINDS.contains(s.kind)) {
        String namespace = s.namespace;
        if (namespace == null) {
          out.namespaceNeeded();
        } else if (plane.operatorNamespace.equals(namespace)) {
          policy(o, namespace, out);
        }
        return;
      }
    }
    String residue = residue(o);
    if (residue != null) {
      out.reportIfClusterScoped(AuditRule.HOOK_RESIDUE, residue);
    }
  }

  private static void policy(Obj o, @Nullable String namespace, Reporter out) {
    for (Problem problem : HookPolicy.check(o.observed(namespace)).problems()) {
      out.report(HookPolicy.RULE, problem, problem.message());
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
