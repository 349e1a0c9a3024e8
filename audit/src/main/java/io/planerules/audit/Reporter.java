package io.planerules.audit;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Where the render rules report what they find about one object
 * (docs/reference/audit.md#render-rules), and the one place that decides whether and when a report
 * becomes a finding:
 *
 * <ul>
 *   <li>each of the audit's rules reports an object at most once: its first report stands ({@code
 *       audit.namespace-unknown} comes from whichever rule first needs the namespace, {@code
 *       audit.legacy-namespace} from the placement or the scan, whichever finds it first);
 *   <li>what depends on a scope that is still pending waits for the end of the input ({@link
 *       #resolve}): a namespace a rule needed ({@link #namespaceNeeded}) is {@code
 *       audit.namespace-unknown} if the kind is namespaced, a finding of {@link
 *       #reportIfClusterScoped} stands if it is cluster-scoped;
 *   <li>a finding names the object as its scope places it (no namespace when cluster-scoped) and
 *       goes to the audit's {@link Findings} under the object's ordinal, so it comes out in input
 *       order whenever it is made.
 * </ul>
 *
 * <p>It holds the {@link Subject}, never the object: a reporter kept for the end of the input is
 * the summary the waiting findings need.
 */
final class Reporter {

  /** A finding that stands if the object's kind turns out cluster-scoped. */
  private record Waiting(AuditRule rule, String message) {}

  final Subject subject;
  private final Findings findings;

  /** The plane findings carry ({@code audit renders}), or {@code null}. */
  private final @Nullable String planeId;

  /** The scope findings are made with: as known when the object was read, then as resolved. */
  private Scopes.Known scope;

  /** The audit's rules that reported the object; {@code null} until one does. */
  private @Nullable EnumSet<AuditRule> reported;

  /** A rule could not judge the object without its namespace, and the scope was pending. */
  private boolean namespaceWanted;

  private @Nullable List<Waiting> waiting;

  Reporter(Subject subject, Findings findings, @Nullable String planeId) {
    this.subject = subject;
    this.findings = findings;
    this.planeId = planeId;
    this.scope = subject.known;
  }

  /** The scope of the object's kind as known now: when read, or at the end of the input. */
  Scopes.Known scope() {
    return scope;
  }

  /** Reports a finding of one of the audit's rules, unless that rule reported the object. */
  void report(AuditRule rule, String message) {
    if (reported == null) {
      reported = EnumSet.of(rule);
    } else if (!reported.add(rule)) {
      return;
    }
    findings.add(at(), rule, message);
  }

  /** Reports a problem a rule of another module found, with {@code message}. */
  void report(RuleDescriptor rule, Problem problem, String message) {
    findings.add(at(), rule, problem, message);
  }

  /**
   * A rule could not judge the object because its {@link Subject#namespace} is unknown (the caller
   * checked it is {@code null}): {@code audit.namespace-unknown} for an object of a namespaced
   * kind; for a kind still pending, when it turns out namespaced.
   */
  void namespaceNeeded() {
    if (scope == Scopes.Known.NAMESPACED) {
      namespaceUnknown();
    } else if (scope == Scopes.Known.PENDING) {
      namespaceWanted = true;
    }
  }

  /**
   * Reports a finding that stands only for an object of a cluster-scoped kind: now when the kind is
   * known to be, at the end of the input when it is pending, never when it is namespaced.
   */
  void reportIfClusterScoped(AuditRule rule, String message) {
    if (scope == Scopes.Known.CLUSTER) {
      report(rule, message);
    } else if (scope == Scopes.Known.PENDING) {
      if (waiting == null) {
        waiting = new ArrayList<>(1);
      }
      waiting.add(new Waiting(rule, message));
    }
  }

  /**
   * The end of the input, for an object whose kind's scope was pending: findings are now made with
   * the scope the input declared, {@code place} judges the object's place with it, then what waited
   * for the scope is reported.
   */
  void resolve(boolean clusterScoped, Runnable place) {
    scope = clusterScoped ? Scopes.Known.CLUSTER : Scopes.Known.NAMESPACED;
    place.run();
    if (namespaceWanted && !clusterScoped) {
      namespaceUnknown();
    }
    if (waiting != null && clusterScoped) {
      for (Waiting finding : waiting) {
        report(finding.rule(), finding.message());
      }
    }
  }

  private void namespaceUnknown() {
    report(
        AuditRule.NAMESPACE_UNKNOWN,
        "namespaced "
            + subject.kind
            + " has no metadata.namespace and no release namespace is given"
            + " (--release-namespace): the rules that need its namespace do not judge it");
  }

  private Findings.ObjectAt at() {
    return new Findings.ObjectAt(
        subject.ordinal, subject.source, subject.id(scope == Scopes.Known.CLUSTER), planeId);
  }
}
