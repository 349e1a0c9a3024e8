package io.planerules.audit;

import io.planerules.audit.report.ObjectId;
import io.planerules.audit.source.SourceRef;
import org.jspecify.annotations.Nullable;

/**
 * One object of a plane's render as the render rules judge it, an immutable value: what was read
 * (its identity, ownership label and source) and where the render places it (its namespace, the
 * scope of its kind as known when it was read, whether it is shared). It never holds the object:
 * the rules that read the content get the {@link Obj} beside it while it is judged, so a subject
 * kept until the end of the input (its kind's scope was pending) is a few strings.
 */
final class Subject {

  /** The plane whose render holds the object. */
  final PlaneMembership plane;

  /** The object's ordinal among everything read (the order findings come out in). */
  final long ordinal;

  final SourceRef source;
  final String apiVersion;
  final String group;
  final String kind;

  /** {@code metadata.name}, or the {@code metadata.generateName} prefix when {@link #generated}. */
  final String name;

  /** Named by {@code metadata.generateName}: {@link #name} is the prefix. */
  final boolean generated;

  /** The ownership label's value, {@code null} when absent or {@code ""}. */
  final @Nullable String label;

  final @Nullable String uid;

  /** The scope of the object's kind as known when the object was read. */
  final Scopes.Known known;

  /**
   * The namespace: {@code metadata.namespace}, else the release namespace; {@code null} for an
   * object of a cluster-scoped kind and when unknown.
   */
  final @Nullable String namespace;

  /** Shared: no plane owns it, every plane may render it. */
  final boolean shared;

  private Subject(PlaneMembership plane, Obj obj, Scopes.Known known, @Nullable String namespace) {
    this.plane = plane;
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
    this.namespace = namespace;
    this.shared = plane.isShared(kind, namespace, name);
  }

  /**
   * The subject of {@code obj} in the render of {@code plane}.
   *
   * @param known the scope of its kind as known now
   * @param releaseNamespace the namespace of the namespaced objects that name none, or {@code null}
   */
  static Subject of(
      Obj obj, PlaneMembership plane, Scopes.Known known, @Nullable String releaseNamespace) {
    String namespace =
        known == Scopes.Known.CLUSTER
            ? null
            : obj.rawNamespace != null ? obj.rawNamespace : releaseNamespace;
    return new Subject(plane, obj, known, namespace);
  }

  /** The object's identity, without its namespace when {@code clusterScoped}. */
  ObjectId id(boolean clusterScoped) {
    return new ObjectId(
        apiVersion, kind, clusterScoped ? null : namespace, Obj.display(name, generated), uid);
  }
}
