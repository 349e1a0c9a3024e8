package io.planerules.fabric8.live;

import io.fabric8.kubernetes.api.model.APIGroup;
import io.fabric8.kubernetes.api.model.APIGroupList;
import io.fabric8.kubernetes.api.model.APIResource;
import io.fabric8.kubernetes.api.model.APIResourceList;
import io.fabric8.kubernetes.api.model.GroupVersionForDiscovery;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The kinds a live read lists, as {@code kubectl api-resources --verbs=list} and client-go's {@code
 * ServerPreferredResources} find them (kubernetes/client-go discovery/discovery_client.go): the
 * core group's {@code v1} resources, then each group of {@code /apis} at its preferred version, in
 * the server's order; a resource is listed when its verbs hold {@code list} and it is not a
 * subresource (no {@code /} in its name). A CRD's kinds are discovered like any group's. A group
 * whose discovery fails is a {@link ReadGap} (the read goes on with the others); only a failure of
 * the first discovery request, which tells that the server cannot be read at all, is thrown.
 */
final class Discovery {

  private Discovery() {}

  static List<ListedKind> kinds(KubernetesClient client, ObjectSink sink) throws IOException {
    List<ListedKind> kinds = new ArrayList<>();
    APIResourceList core;
    APIGroupList groups;
    try {
      core = client.getApiResources("v1");
      groups = client.getApiGroups();
    } catch (KubernetesClientException e) {
      throw new IOException(
          "cannot read the API server's discovery at " + client.getMasterUrl() + ": " + cause(e),
          e);
    }
    if (core != null) {
      add(kinds, "", "v1", core);
    }
    if (groups == null) {
      return kinds;
    }
    for (APIGroup group : groups.getGroups()) {
      String version = preferred(group);
      if (version == null) {
        continue;
      }
      String groupVersion = group.getName() + "/" + version;
      SourceRef at = new SourceRef("apis/" + groupVersion, 0, 1);
      try {
        APIResourceList resources = client.getApiResources(groupVersion);
        if (resources == null) {
          sink.gap(at, ReadGap.GONE, groupMessage(groupVersion, "404 Not Found"));
        } else {
          add(kinds, group.getName(), version, resources);
        }
      } catch (KubernetesClientException e) {
        ReadGap gap = e.getCode() == 403 ? ReadGap.FORBIDDEN : ReadGap.FAILED;
        sink.gap(at, gap, groupMessage(groupVersion, cause(e)));
      }
    }
    return kinds;
  }

  private static String groupMessage(String groupVersion, String cause) {
    return "the discovery of "
        + groupVersion
        + " failed (verb \"get\" on apis/"
        + groupVersion
        + "): "
        + cause
        + "; none of its kinds was read";
  }

  private static @Nullable String preferred(APIGroup group) {
    GroupVersionForDiscovery preferred = group.getPreferredVersion();
    if (preferred != null && preferred.getVersion() != null) {
      return preferred.getVersion();
    }
    List<GroupVersionForDiscovery> versions = group.getVersions();
    return versions == null || versions.isEmpty() ? null : versions.get(0).getVersion();
  }

  private static void add(
      List<ListedKind> kinds, String group, String version, APIResourceList resources) {
    for (APIResource resource : resources.getResources()) {
      String name = resource.getName();
      List<String> verbs = resource.getVerbs();
      if (name == null
          || name.contains("/")
          || resource.getKind() == null
          || verbs == null
          || !verbs.contains("list")) {
        continue;
      }
      kinds.add(
          new ListedKind(
              group,
              version,
              resource.getKind(),
              name,
              Boolean.TRUE.equals(resource.getNamespaced())));
    }
  }

  /**
   * What went wrong, in one line: the HTTP status and the server's message when there is one, else
   * the innermost cause (a refused connection, a TLS failure).
   */
  static String cause(KubernetesClientException e) {
    int code = e.getCode();
    if (code > 0) {
      String reason =
          switch (code) {
            case 401 -> "401 Unauthorized (the credentials were refused: an expired token?)";
            case 403 -> "403 Forbidden";
            case 404 -> "404 Not Found";
            case 410 -> "410 Gone";
            default -> "HTTP " + code;
          };
      String message = e.getStatus() == null ? null : e.getStatus().getMessage();
      return message == null || message.isBlank() ? reason : reason + ": " + oneLine(message);
    }
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = root.getMessage();
    String type = root.getClass().getSimpleName();
    return message == null ? type : type + ": " + oneLine(message);
  }

  private static String oneLine(String text) {
    return text.strip().replaceAll("\\s*\\R\\s*", " ");
  }
}
