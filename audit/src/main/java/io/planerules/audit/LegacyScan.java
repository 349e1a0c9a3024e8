package io.planerules.audit;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Legacy names anywhere in a named plane's object (docs/reference/audit.md#render-rules): one walk
 * over every key and value finds {@code audit.legacy-namespace} (a value of a key named {@code
 * namespace} or ending in {@code Namespace}, of {@code kubernetes.io/metadata.name} in a {@code
 * namespaceSelector}'s {@code matchLabels} or {@code In} expression, or in its {@code matchNames},
 * that is the legacy name of one of the plane's namespaces) and {@code audit.legacy-service} (a key
 * or string naming a service DNS name {@code <svc>.<ns>.svc} whose {@code <ns>} is such a name). A
 * string equal to the plane's {@code openbao/jwt-audience} keeps the legacy service name on purpose
 * and is exempt. The same walk finds {@code audit.legacy-reference}: a reference field ({@link
 * #REFERENCE_KEYS}, {@code name} under one of {@link #REFERENCE_PARENTS}, and the {@code
 * metadata.name} of an object in one of the plane's namespaces), or a service DNS name in one of
 * the plane's namespaces, naming an object by one of the plane's {@link LegacyNames}. Each rule
 * reports an object once, at the first place found.
 */
final class LegacyScan {

  private static final String SELECTOR = "namespaceSelector";
  private static final String NAME_LABEL = "kubernetes.io/metadata.name";

  /**
   * Keys whose string value names an object, as NVIDIA/nvcf {@code
   * deploy/stacks/tests/verify-named-control-plane-render-isolation.py} reads them ({@code
   * check_known_legacy_object_reference}).
   */
  private static final Set<String> REFERENCE_KEYS =
      Set.of(
          "configMapName",
          "rootTokenSecretName",
          "secretName",
          "serviceAccountName",
          "serviceName");

  /** Keys under which a {@code name} names an object (route refs, RBAC, webhook services). */
  private static final Set<String> REFERENCE_PARENTS =
      Set.of("backendRefs", "parentRefs", "roleRef", "service", "subjects");

  private final Reporter out;
  private final PlaneMembership plane;
  private final LegacyNames legacy;

  /** Whether the object's own name is judged: it is in one of the plane's namespaces. */
  private final boolean ownName;

  private Object[] path = new Object[64];
  private boolean namespaceFound;
  private boolean serviceFound;
  private boolean referenceFound;

  private LegacyScan(Subject subject, Reporter out) {
    this.out = out;
    this.plane = subject.plane;
    this.legacy = plane.legacyNames;
    this.ownName = plane.ownsNamespace(subject.namespace);
    this.referenceFound = legacy.isEmpty();
  }

  /** Scans {@code o}, the object of {@code subject}; named planes only. */
  static void scan(Subject subject, Obj o, Reporter out) {
    PlaneMembership plane = subject.plane;
    if (!plane.named || (plane.legacyNamespaces.isEmpty() && plane.legacyNames.isEmpty())) {
      return;
    }
    new LegacyScan(subject, out).map(o.content, 0, false);
  }

  private boolean done() {
    return namespaceFound && serviceFound && referenceFound;
  }

  /** Room for {@code count} more segments after {@code depth}. */
  private void room(int depth, int count) {
    if (depth + count > path.length) {
      path = Arrays.copyOf(path, Math.max(path.length * 2, depth + count));
    }
  }

  /**
   * @param referring whether a key of {@link #REFERENCE_PARENTS} is above {@code map}
   */
  private void map(Map<String, Object> map, int depth, boolean referring) {
    room(depth, 5);
    for (Map.Entry<String, Object> entry : map.entrySet()) {
      if (done()) {
        return;
      }
      String key = entry.getKey();
      Object value = entry.getValue();
      path[depth] = key;
      service(key, depth + 1);
      if (value instanceof String text) {
        if (isNamespaceKey(key)) {
          namespace(text, depth + 1);
        }
        if (REFERENCE_KEYS.contains(key)
            || (key.equals("name")
                && (referring || (ownName && depth == 1 && "metadata".equals(path[0]))))) {
          reference(text, depth + 1);
        }
        service(text, depth + 1);
      } else if (value instanceof Map<?, ?> child) {
        if (key.equals(SELECTOR)) {
          selector(Obj.map(child), depth + 1);
        }
        map(Obj.map(child), depth + 1, referring || REFERENCE_PARENTS.contains(key));
      } else if (value instanceof List<?> list) {
        list(Obj.list(list), depth + 1, referring || REFERENCE_PARENTS.contains(key));
      }
    }
  }

  private void list(List<Object> list, int depth, boolean referring) {
    room(depth, 1);
    for (int i = 0; i < list.size() && !done(); i++) {
      Object value = list.get(i);
      path[depth] = i;
      if (value instanceof String text) {
        service(text, depth + 1);
      } else if (value instanceof Map<?, ?> child) {
        map(Obj.map(child), depth + 1, referring);
      } else if (value instanceof List<?> inner) {
        list(Obj.list(inner), depth + 1, referring);
      }
    }
  }

  private static boolean isNamespaceKey(String key) {
    return key.equals("namespace") || key.endsWith("Namespace");
  }

  /** The selector forms naming namespaces: matchLabels, In expressions, matchNames. */
  private void selector(Map<String, Object> selector, int depth) {
    path[depth] = "matchLabels";
    path[depth + 1] = NAME_LABEL;
    namespace(Obj.text(Obj.at(selector, "matchLabels", NAME_LABEL)), depth + 2);
    List<Object> expressions = Obj.list(selector.get("matchExpressions"));
    for (int i = 0; i < expressions.size(); i++) {
      Map<String, Object> expression = Obj.map(expressions.get(i));
      if (NAME_LABEL.equals(expression.get("key")) && "In".equals(expression.get("operator"))) {
        List<Object> values = Obj.list(expression.get("values"));
        for (int j = 0; j < values.size(); j++) {
          path[depth] = "matchExpressions";
          path[depth + 1] = i;
          path[depth + 2] = "values";
          path[depth + 3] = j;
          namespace(Obj.text(values.get(j)), depth + 4);
        }
      }
    }
    List<Object> names = Obj.list(selector.get("matchNames"));
    for (int i = 0; i < names.size(); i++) {
      path[depth] = "matchNames";
      path[depth + 1] = i;
      namespace(Obj.text(names.get(i)), depth + 2);
    }
  }

  private void namespace(@Nullable String value, int depth) {
    if (namespaceFound || value == null) {
      return;
    }
    String own = plane.legacyNamespaces.get(value);
    if (own != null) {
      namespaceFound = true;
      out.report(
          AuditRule.LEGACY_NAMESPACE,
          path(depth)
              + " is \""
              + value
              + "\", the legacy name of "
              + plane.display()
              + "'s namespace \""
              + own
              + "\"");
    }
  }

  /**
   * The names in a reference field's value (runs of DNS name characters): the first that is a
   * legacy name is reported.
   */
  private void reference(String text, int depth) {
    if (referenceFound) {
      return;
    }
    int i = 0;
    while (i < text.length()) {
      if (!isNameChar(text.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < text.length() && isNameChar(text.charAt(i))) {
        i++;
      }
      String name = text.substring(start, i);
      String expected = legacy.expected(name);
      if (expected != null) {
        legacyReference(path(depth) + " names \"" + name + "\"", expected);
        return;
      }
    }
  }

  private void legacyReference(String found, String expected) {
    referenceFound = true;
    out.report(
        AuditRule.LEGACY_REFERENCE,
        found
            + ", a legacy name of the name table; "
            + plane.display()
            + (expected.equals(LegacyNames.NO_NAME)
                ? " has no valid name of it (planerules names tells why)"
                : "'s is \"" + expected + "\""));
  }

  private void service(String text, int depth) {
    boolean legacyService = !serviceFound && !text.equals(plane.jwtAudience);
    if (!legacyService && referenceFound) {
      return;
    }
    int from = 0;
    while (true) {
      int at = text.indexOf(".svc", from);
      if (at < 0) {
        return;
      }
      from = at + 4;
      int start = serviceNamespaceStart(text, at);
      if (start < 0) {
        continue;
      }
      String namespace = text.substring(start, at);
      String own = plane.legacyNamespaces.get(namespace);
      if (own != null) {
        if (legacyService) {
          serviceFound = true;
          legacyService = false;
          out.report(
              AuditRule.LEGACY_SERVICE,
              path(depth)
                  + " names a service in the legacy namespace \""
                  + namespace
                  + "\" ("
                  + excerpt(text, at)
                  + "); "
                  + plane.display()
                  + "'s is \""
                  + own
                  + "\"");
        }
      } else if (!referenceFound && plane.ownsNamespace(namespace)) {
        int end = start - 1;
        int begin = end;
        while (begin > 0 && isLabelChar(text.charAt(begin - 1))) {
          begin--;
        }
        String service = text.substring(begin, end);
        String expected = legacy.expected(service);
        if (expected != null) {
          legacyReference(
              path(depth)
                  + " names the service \""
                  + service
                  + "\" in \""
                  + namespace
                  + "\" ("
                  + excerpt(text, at)
                  + ")",
              expected);
        }
      }
      if (!legacyService && referenceFound) {
        return;
      }
    }
  }

  /**
   * Where the {@code <ns>} of a service DNS name {@code <svc>.<ns>.svc} ending at {@code dot} (the
   * {@code .} of {@code .svc}) starts, else {@code -1}: {@code <ns>} and {@code <svc>} are whole
   * DNS labels, and after {@code .svc} comes only {@code .cluster.local}, a port, a path, or the
   * end of the name.
   */
  private static int serviceNamespaceStart(String text, int dot) {
    if (!endsName(text, dot + 4)
        && !(text.startsWith(".cluster.local", dot + 4) && endsName(text, dot + 18))) {
      return -1;
    }
    int start = dot;
    while (start > 0 && isLabelChar(text.charAt(start - 1))) {
      start--;
    }
    if (start == dot
        || start < 2
        || text.charAt(start - 1) != '.'
        || !isLabelChar(text.charAt(start - 2))) {
      return -1;
    }
    return start;
  }

  /** Whether a DNS name ends at {@code i}: the end of the text, or a character no name holds. */
  private static boolean endsName(String text, int i) {
    return i >= text.length() || !(isLabelChar(text.charAt(i)) || text.charAt(i) == '.');
  }

  private static boolean isLabelChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  }

  /** A character of a DNS name: a label's, or the dot between labels. */
  private static boolean isNameChar(char c) {
    return isLabelChar(c) || c == '.';
  }

  private static String excerpt(String text, int dot) {
    int start = Math.max(0, dot - 40);
    int end = Math.min(text.length(), dot + 30);
    return (start > 0 ? "…" : "")
        + text.substring(start, end).replace('\n', ' ')
        + (end < text.length() ? "…" : "");
  }

  /** The path of the value being read, e.g. {@code spec.containers[0].env[2].value}. */
  private String path(int depth) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      Object segment = path[i];
      if (segment instanceof Integer index) {
        out.append('[').append(index).append(']');
      } else {
        if (out.length() > 0) {
          out.append('.');
        }
        out.append(segment);
      }
    }
    return out.toString();
  }
}
