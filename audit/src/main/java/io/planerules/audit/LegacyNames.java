package io.planerules.audit;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import io.planerules.identity.naming.PlanEntry;
import io.planerules.identity.naming.Scope;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The legacy object names of a named plane (docs/reference/audit.md#legacy-names), worked out once
 * per audit from the name table ({@code PlaneNames.plan()}): the legacy value of every row naming a
 * plane-scoped object (namespaced or cluster-scoped, namespaces aside: {@code
 * audit.legacy-namespace} judges those) whose named-mode value differs, to that value ({@code
 * openbao-server-root-token} → {@code plane-a-openbao-server-root-token}); and the chart full names
 * among them ({@code openbao/fullname}, {@code nvca/operator-fullname}, the {@code workload/*}
 * rows), under which a chart derives further names by a {@code -suffix} ({@code
 * openbao-server-agent-injector} → {@code plane-a-openbao-server-agent-injector}).
 *
 * <p>A name that is the plane's own never matches: a name under {@code p-}, the value of any row
 * (so a name identical in both modes, such as the release {@code nats}, is no legacy name), or the
 * service of one of the plane's service DNS names ({@code grpc} of {@code
 * grpc.p-nvcf.svc.cluster.local}). A release whose name is a legacy full name is the exception: the
 * release {@code openbao-server} keeps its name, its chart's objects take the full name {@code
 * p-openbao-server}.
 */
final class LegacyNames {

  private static final String NAMESPACE_FAMILY = "namespace/";
  private static final String RELEASE_FAMILY = "release/";

  /** What {@link #expected} returns for a legacy name the plane's table cannot name. */
  static final String NO_NAME = "";

  /** The legacy names, to the plane's names of the same rows. */
  private final ImmutableMap<String, String> exact;

  /** The legacy chart full names, to the plane's. */
  private final ImmutableMap<String, String> fullNames;

  private final ImmutableSet<String> own;
  private final String prefix;

  private LegacyNames(
      Map<String, String> exact, Map<String, String> fullNames, Set<String> own, String prefix) {
    this.exact = ImmutableMap.copyOf(exact);
    this.fullNames = ImmutableMap.copyOf(fullNames);
    this.own = ImmutableSet.copyOf(own);
    this.prefix = prefix;
  }

  /** No legacy names: the legacy plane. */
  static LegacyNames none() {
    return new LegacyNames(Map.of(), Map.of(), Set.of(), "");
  }

  /**
   * The legacy names of the named plane whose name table is {@code plan}.
   *
   * @param prefix the plane's {@code p-}
   * @param namespaces the plane's namespaces
   */
  static LegacyNames of(List<PlanEntry> plan, String prefix, Set<String> namespaces) {
    Map<String, String> exact = new HashMap<>();
    Map<String, String> fullNames = new HashMap<>();
    for (PlanEntry row : plan) {
      // a row the plane cannot name (an id starting with a digit is no DNS-1035 label) still has
      // its legacy name; the plane has no name of it
      String name = row.name();
      String value = name == null ? NO_NAME : name;
      String legacy = row.legacy();
      if (legacy == null
          || legacy.equals(value)
          || row.scope() == Scope.NONE
          || row.kind().startsWith(NAMESPACE_FAMILY)) {
        continue;
      }
      exact.putIfAbsent(legacy, value);
      if (isFullName(row)) {
        fullNames.putIfAbsent(legacy, value);
      }
    }
    Set<String> own = new HashSet<>();
    for (PlanEntry row : plan) {
      String value = row.name();
      // a release keeps its name, and its chart's objects theirs, unless the table renames the
      // chart's full name (release openbao-server, full name p-openbao-server)
      if (value == null
          || (row.kind().startsWith(RELEASE_FAMILY) && fullNames.containsKey(value))) {
        continue;
      }
      own.add(value);
      String service = serviceOf(value, namespaces);
      if (service != null) {
        own.add(service);
      }
    }
    exact.keySet().removeAll(own);
    fullNames.keySet().removeAll(own);
    return new LegacyNames(exact, fullNames, own, prefix);
  }

  /** A chart's full name: the rows other names of the chart are derived from by a suffix. */
  private static boolean isFullName(PlanEntry row) {
    return row.kind().endsWith("/fullname")
        || row.kind().endsWith("-fullname")
        || row.kind().startsWith("workload/");
  }

  /**
   * The service of a service DNS name {@code [scheme://][*.]<svc>.<ns>.svc...} with {@code <ns>}
   * one of {@code namespaces}, else {@code null}.
   */
  private static @Nullable String serviceOf(String value, Set<String> namespaces) {
    String host = value;
    int scheme = host.indexOf("://");
    if (scheme >= 0) {
      host = host.substring(scheme + 3);
    }
    if (host.startsWith("*.")) {
      host = host.substring(2);
    }
    String[] labels = host.split("[.:/]", 4);
    return labels.length >= 3 && labels[2].equals("svc") && namespaces.contains(labels[1])
        ? labels[0]
        : null;
  }

  boolean isEmpty() {
    return exact.isEmpty();
  }

  /**
   * The plane's name for {@code name} when {@code name} is one of its legacy names, else {@code
   * null}: the row's value for a legacy name of the table, the plane's full name with the same
   * suffix for a legacy full name followed by {@code -suffix} (DNS labels joined by {@code -});
   * {@link #NO_NAME} when the plane's table has no valid name of it.
   */
  @Nullable String expected(String name) {
    if (name.startsWith(prefix) || own.contains(name)) {
      return null;
    }
    String row = exact.get(name);
    if (row != null) {
      return row;
    }
    String best = null;
    for (String fullName : fullNames.keySet()) {
      if (name.length() > fullName.length() + 1
          && name.startsWith(fullName)
          && name.charAt(fullName.length()) == '-'
          && isSuffix(name, fullName.length())
          && (best == null || fullName.length() > best.length())) {
        best = fullName;
      }
    }
    if (best == null) {
      return null;
    }
    String root = fullNames.get(best);
    return root == null || root.isEmpty() ? NO_NAME : root + name.substring(best.length());
  }

  /** Whether {@code name} from {@code at} is {@code (-[a-z0-9]+)+}. */
  private static boolean isSuffix(String name, int at) {
    boolean afterHyphen = false;
    for (int i = at; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '-') {
        if (afterHyphen) {
          return false;
        }
        afterHyphen = true;
      } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
        afterHyphen = false;
      } else {
        return false;
      }
    }
    return !afterHyphen;
  }
}
