package io.planerules.admission;

import io.planerules.ownership.OwnershipLabel;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The CEL text of the policies: plain CEL that any conformant implementation evaluates (standard
 * operators and macros, {@code has}, {@code in}, {@code startsWith}); no optional syntax, no
 * Kubernetes-only library. Every map access is guarded, so no expression errors on a request.
 */
final class Cel {

  private Cel() {}

  /** The ownership label's key as a CEL string literal. */
  private static final String KEY = quote(OwnershipLabel.KEY);

  /** {@code variables.verb}: the operation's verb. */
  static final String VERB =
      "request.operation == 'CREATE' ? 'create' : (request.operation == 'UPDATE' ? 'update' :"
          + " 'delete')";

  /** {@code variables.newLabel}: the label of {@code object}, {@code ''} when absent. */
  static final String NEW_LABEL = label("request.operation != 'DELETE'", "object");

  /** {@code variables.oldLabel}: the label of {@code oldObject}, {@code ''} when absent. */
  static final String OLD_LABEL = label("request.operation != 'CREATE'", "oldObject");

  /** {@code variables.target}: the object the request is about (the old one on DELETE). */
  static final String TARGET = "request.operation == 'DELETE' ? oldObject : object";

  /** {@code variables.display}: {@code namespace/name} or {@code name} of the target. */
  static final String DISPLAY =
      "(has(variables.target.metadata) && has(variables.target.metadata.namespace)"
          + " && variables.target.metadata.namespace != ''"
          + " ? variables.target.metadata.namespace + '/' : '')"
          + " + (has(variables.target.metadata) && has(variables.target.metadata.name)"
          + " ? variables.target.metadata.name : '')";

  /** {@code variables.namespaceName}: the name of the request's namespace object. */
  static final String NAMESPACE_NAME =
      "namespaceObject != null && has(namespaceObject.metadata)"
          + " && has(namespaceObject.metadata.name) ? namespaceObject.metadata.name : ''";

  /** {@code variables.namespaceLabel}: the label of the request's namespace object. */
  static final String NAMESPACE_LABEL = label("namespaceObject != null", "namespaceObject");

  /**
   * The start of every message, {@code refusing to <verb> <Kind> <namespace/>name: }, ending in an
   * open string literal that the rule's explanation continues.
   */
  static final String REFUSING =
      "'refusing to ' + variables.verb + ' ' + request.kind.kind + ' ' + variables.display + ': ";

  private static String label(String present, String object) {
    String labels = object + ".metadata.labels";
    return present
        + " && has("
        + object
        + ".metadata) && has("
        + labels
        + ") && "
        + KEY
        + " in "
        + labels
        + " ? "
        + labels
        + "["
        + KEY
        + "] : ''";
  }

  /**
   * The match condition {@code acting-as-plane}: the username starts with one of the prefixes, or
   * is an extra user, or a group is an extra group.
   */
  static String actingAsPlane(List<String> prefixes, List<String> users, List<String> groups) {
    StringBuilder out = new StringBuilder();
    out.append("has(request.userInfo.username) && ")
        .append(list(prefixes))
        .append(".exists(prefix, request.userInfo.username.startsWith(prefix))");
    if (!users.isEmpty()) {
      out.append(" || has(request.userInfo.username) && request.userInfo.username in ")
          .append(list(users));
    }
    if (!groups.isEmpty()) {
      out.append(
              " || has(request.userInfo.groups) && request.userInfo.groups.exists(group, group in ")
          .append(list(groups))
          .append(")");
    }
    return out.toString();
  }

  /** A CEL list literal of strings. */
  static String list(List<String> values) {
    return values.stream().map(Cel::quote).collect(Collectors.joining(", ", "[", "]"));
  }

  /**
   * A CEL string literal (single quotes) of any text: backslash, quote and control characters are
   * escaped (cel-spec doc/langdef.md, "String and Bytes Values").
   */
  static String quote(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('\'');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\' || c == '\'') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c == 0x7f) {
        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('\'').toString();
  }
}
