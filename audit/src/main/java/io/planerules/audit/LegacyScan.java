package io.planerules.audit;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Legacy names anywhere in a named plane's object (docs/reference/audit.md#render-rules): one walk
 * over every key and value finds {@code audit.legacy-namespace} (a value of a key named {@code
 * namespace} or ending in {@code Namespace}, of {@code kubernetes.io/metadata.name} in a {@code
 * namespaceSelector}'s {@code matchLabels} or {@code In} expression, or in its {@code matchNames},
 * that is the legacy name of one of the plane's namespaces) and {@code audit.legacy-service} (a key
 * or string naming a service DNS name {@code <svc>.<ns>.svc} whose {@code <ns>} is such a name). A
 * string equal to the plane's {@code openbao/jwt-audience} keeps the legacy service name on purpose
 * and is exempt. Each rule reports an object once, at the first place found.
 */
final class LegacyScan {

  private static final String SELECTOR = "namespaceSelector";
  private static final String NAME_LABEL = "kubernetes.io/metadata.name";

  private final Subject subject;
  private final Plane plane;
  private Object[] path = new Object[64];
  private boolean namespaceFound;
  private boolean serviceFound;

  private LegacyScan(Subject subject) {
    this.subject = subject;
    this.plane = subject.plane();
  }

  /** Scans the object of {@code subject}; named planes only. */
  static void scan(Subject subject) {
    if (!subject.plane().named || subject.plane().legacyNamespaces.isEmpty()) {
      return;
    }
    new LegacyScan(subject).map(subject.obj().content, 0);
  }

  private boolean done() {
    return namespaceFound && serviceFound;
  }

  /** Room for {@code count} more segments after {@code depth}. */
  private void room(int depth, int count) {
    if (depth + count > path.length) {
      path = Arrays.copyOf(path, Math.max(path.length * 2, depth + count));
    }
  }

  private void map(Map<String, Object> map, int depth) {
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
        service(text, depth + 1);
      } else if (value instanceof Map<?, ?> child) {
        if (key.equals(SELECTOR)) {
          selector(Obj.map(child), depth + 1);
        }
        map(Obj.map(child), depth + 1);
      } else if (value instanceof List<?> list) {
        list(Obj.list(list), depth + 1);
      }
    }
  }

  private void list(List<Object> list, int depth) {
    room(depth, 1);
    for (int i = 0; i < list.size() && !done(); i++) {
      Object value = list.get(i);
      path[depth] = i;
      if (value instanceof String text) {
        service(text, depth + 1);
      } else if (value instanceof Map<?, ?> child) {
        map(Obj.map(child), depth + 1);
      } else if (value instanceof List<?> inner) {
        list(Obj.list(inner), depth + 1);
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
      subject.legacyNamespace(
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

  private void service(String text, int depth) {
    if (serviceFound || text.equals(plane.jwtAudience)) {
      return;
    }
    int from = 0;
    while (true) {
      int at = text.indexOf(".svc", from);
      if (at < 0) {
        return;
      }
      from = at + 4;
      String namespace = legacyServiceNamespace(text, at);
      if (namespace != null) {
        serviceFound = true;
        subject.report(
            AuditRule.LEGACY_SERVICE,
            path(depth)
                + " names a service in the legacy namespace \""
                + namespace
                + "\" ("
                + excerpt(text, at)
                + "); "
                + plane.display()
                + "'s is \""
                + plane.legacyNamespaces.get(namespace)
                + "\"");
        return;
      }
    }
  }

  /**
   * The {@code <ns>} of a service DNS name {@code <svc>.<ns>.svc} ending at {@code dot} (the {@code
   * .} of {@code .svc}) when it is a legacy namespace, else {@code null}: {@code <ns>} and {@code
   * <svc>} are whole DNS labels, and after {@code .svc} comes only {@code .cluster.local}, a port,
   * a path, or the end of the name.
   */
  private @Nullable String legacyServiceNamespace(String text, int dot) {
    if (!endsName(text, dot + 4)
        && !(text.startsWith(".cluster.local", dot + 4) && endsName(text, dot + 18))) {
      return null;
    }
    int start = dot;
    while (start > 0 && isLabelChar(text.charAt(start - 1))) {
      start--;
    }
    if (start == dot
        || start < 2
        || text.charAt(start - 1) != '.'
        || !isLabelChar(text.charAt(start - 2))) {
      return null;
    }
    String namespace = text.substring(start, dot);
    return plane.legacyNamespaces.containsKey(namespace) ? namespace : null;
  }

  /** Whether a DNS name ends at {@code i}: the end of the text, or a character no name holds. */
  private static boolean endsName(String text, int i) {
    return i >= text.length() || !(isLabelChar(text.charAt(i)) || text.charAt(i) == '.');
  }

  private static boolean isLabelChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
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
