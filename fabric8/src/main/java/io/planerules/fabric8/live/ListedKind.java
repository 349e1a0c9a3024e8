package io.planerules.fabric8.live;

/**
 * One kind discovery found listable: its group ({@code ""} for the core group), the group's
 * preferred version, the kind, its resource (plural) name and whether it is namespaced.
 */
record ListedKind(String group, String version, String kind, String plural, boolean namespaced) {

  /** {@code v1} or {@code group/version}. */
  String apiVersion() {
    return group.isEmpty() ? version : group + "/" + version;
  }

  /** The path of its list, e.g. {@code api/v1/secrets} or {@code apis/apps/v1/deployments}. */
  String path() {
    return (group.isEmpty() ? "api/" : "apis/") + apiVersion() + "/" + plural;
  }

  /** {@code Kind} or {@code Kind.group}, as findings and progress name it. */
  String display() {
    return group.isEmpty() ? kind : kind + "." + group;
  }
}
