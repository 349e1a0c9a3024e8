package io.planerules.audit;

import static java.util.Objects.requireNonNull;

import io.planerules.audit.report.ObjectId;
import io.planerules.audit.source.SourceRef;
import org.jspecify.annotations.Nullable;

/**
 * One object being judged in a render: its identity, its namespace as the render places it, whether
 * it is shared, and what has been reported of it (a rule reports an object at most once). While it
 * is judged it holds the object; when its kind's scope must wait for the end of the input it is
 * kept without the object, as the summary the deferred rules need.
 */
final class Subject {

  final RenderCheck check;
  final long ordinal;
  final SourceRef source;
  final String apiVersion;
  final String group;
  final String kind;
  final String name;

  /** Named by {@code metadata.generateName}: {@link #name} is the prefix. */
  final boolean generated;

  final @Nullable String label;
  final @Nullable String uid;

  /** The scope as known when the object was read. */
  final Scopes.Known known;

  /**
   * The namespace: {@code metadata.namespace}, else the release namespace; {@code null} for a
   * cluster-scoped object and when unknown.
   */
  final @Nullable String namespace;

  final boolean shared;

  private @Nullable Obj obj;
  private boolean namespaceUnknownReported;
  private boolean legacyNamespaceReported;

  /** A rule could not judge the object without a namespace; reported when the scope is known. */
  boolean wantsNamespace;

  /** The hook-residue message, kept until the scope is known. */
  @Nullable String hookResidue;

  Subject(RenderCheck check, Obj obj, Scopes.Known known, @Nullable String releaseNamespace) {
    this.check = check;
    this.obj = obj;
    this.ordinal = obj.ordinal;
    this.source = obj.source;
    this.apiVersion = obj.apiVersion;
    this.group = obj.group;
    this.kind = obj.kind;
    this.name = obj.name;
    this.generated = obj.generated;
    this.label = obj.label;
    this.uid = obj.uid();
    this.known = known;
    this.namespace =
        known == Scopes.Known.CLUSTER
            ? null
            : obj.rawNamespace != null ? obj.rawNamespace : releaseNamespace;
    this.shared = check.plane.isShared(kind, namespace, name);
  }

  PlaneMembership plane() {
    return check.plane;
  }

  /** The object; only while it is judged. */
  Obj obj() {
    return requireNonNull(obj, "the object is judged only while it is read");
  }

  /** Keeps the summary, drops the object. */
  void detach() {
    obj = null;
  }

  ObjectId id(boolean clusterScoped) {
    return new ObjectId(
        apiVersion, kind, clusterScoped ? null : namespace, Obj.display(name, generated), uid);
  }

  /** Reports a finding about the object, with its namespace as placed when read. */
  void report(AuditRule rule, String message) {
    report(rule, known == Scopes.Known.CLUSTER, message);
  }

  void report(AuditRule rule, boolean clusterScoped, String message) {
    check.findings.add(ordinal, rule, id(clusterScoped), source, check.tag, message);
  }

  /**
   * Notes that a rule could not judge the object because its {@link #namespace} is unknown (the
   * caller checked it is {@code null}): a namespaced object gets {@code audit.namespace-unknown}
   * (once); an object of a kind still pending waits for its scope. Asking whether the namespace is
   * known is reading the field; only this command reports.
   */
  void namespaceNeeded() {
    if (known == Scopes.Known.PENDING) {
      wantsNamespace = true;
    } else if (known == Scopes.Known.NAMESPACED) {
      namespaceUnknown();
    }
  }

  /** Reports {@code audit.namespace-unknown} unless it was. */
  void namespaceUnknown() {
    if (!namespaceUnknownReported) {
      namespaceUnknownReported = true;
      report(
          AuditRule.NAMESPACE_UNKNOWN,
          false,
          "namespaced "
              + kind
              + " has no metadata.namespace and no release namespace is given"
              + " (--release-namespace): the rules that need its namespace do not judge it");
    }
  }

  /** Reports {@code audit.legacy-namespace} unless it was. */
  void legacyNamespace(String message) {
    if (!legacyNamespaceReported) {
      legacyNamespaceReported = true;
      report(AuditRule.LEGACY_NAMESPACE, message);
    }
  }
}
