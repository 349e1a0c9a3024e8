package io.planerules.audit.report;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * The object a finding is about, as the audit saw it: its {@code apiVersion}, {@code kind}, {@code
 * namespace} and {@code name}. The namespace is the object's own, or the release namespace the
 * caller gave for a namespaced object without one; {@code null} for a cluster-scoped object and for
 * a namespaced one whose namespace is unknown. A part the object lacks (a malformed object) is
 * {@code ""}.
 *
 * @param apiVersion e.g. {@code gateway.networking.k8s.io/v1}
 * @param kind e.g. {@code HTTPRoute}
 * @param namespace the namespace, or {@code null}
 * @param name the name
 * @param uid {@code metadata.uid}, or {@code null} when the object has none
 */
public record ObjectId(
    String apiVersion, String kind, @Nullable String namespace, String name, @Nullable String uid) {

  /** Checks the fields; an empty namespace or uid becomes {@code null}. */
  public ObjectId {
    requireNonNull(apiVersion, "apiVersion");
    requireNonNull(kind, "kind");
    requireNonNull(name, "name");
    if (namespace != null && namespace.isEmpty()) {
      namespace = null;
    }
    if (uid != null && uid.isEmpty()) {
      uid = null;
    }
  }

  /**
   * The API group: the part of {@code apiVersion} before its {@code /}, {@code ""} for the core
   * group ({@code v1}).
   *
   * @return the group
   */
  public String group() {
    int slash = apiVersion.indexOf('/');
    return slash < 0 ? "" : apiVersion.substring(0, slash);
  }

  /** {@code Kind namespace/name}, or {@code Kind name} without namespace. */
  @Override
  public String toString() {
    return kind + " " + (namespace == null ? name : namespace + "/" + name);
  }
}
