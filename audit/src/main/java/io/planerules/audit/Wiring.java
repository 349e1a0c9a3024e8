package io.planerules.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What a named plane's objects point at (docs/reference/audit.md#render-rules): the roles and
 * subjects of RBAC bindings ({@code audit.binding}), the Gateways and backends of Gateway API
 * routes ({@code audit.route}), ReferenceGrants ({@code audit.reference-grant}) and the issuer and
 * DNS names of cert-manager Certificates ({@code audit.certificate}). Each rule reports an object
 * once, listing everything it found wrong; omitted fields take their API's defaults.
 */
final class Wiring {

  private static final String RBAC = "rbac.authorization.k8s.io";
  private static final String GATEWAY_API = "gateway.networking.k8s.io";
  private static final String CERT_MANAGER = "cert-manager.io";
  private static final Set<String> ROUTES =
      Set.of("HTTPRoute", "GRPCRoute", "TCPRoute", "TLSRoute", "UDPRoute");
  private static final Set<String> BROAD_GROUPS =
      Set.of("system:serviceaccounts", "system:authenticated", "system:unauthenticated");
  private static final String SERVICE_ACCOUNTS_GROUP = "system:serviceaccounts:";

  private Wiring() {}

  /** Runs the rule of the kind of {@code o}, the object of {@code s}, if any; named planes only. */
  static void check(Subject s, Obj o, Reporter out) {
    if (!s.plane.named) {
      return;
    }
    if (s.group.equals(RBAC)
        && (s.kind.equals("RoleBinding") || s.kind.equals("ClusterRoleBinding"))) {
      binding(s, o, out);
    } else if (s.group.equals(GATEWAY_API) && ROUTES.contains(s.kind)) {
      route(s, o, out);
    } else if (s.group.equals(GATEWAY_API) && s.kind.equals("ReferenceGrant")) {
      referenceGrant(s, o, out);
    } else if (s.group.equals(CERT_MANAGER) && s.kind.equals("Certificate")) {
      certificate(s, o, out);
    }
  }

  private static void binding(Subject s, Obj o, Reporter out) {
    PlaneMembership plane = s.plane;
    List<String> wrong = new ArrayList<>();
    Map<String, Object> roleRef = Obj.map(o.at("roleRef"));
    String role = Obj.text(roleRef.get("name"));
    if ("ClusterRole".equals(Obj.text(roleRef.get("kind")))
        && role != null
        && !plane.isShared("ClusterRole", null, role)
        && !plane.ownsClusterName(role)) {
      wrong.add("roleRef ClusterRole \"" + role + "\" is neither shared nor under its names");
    }
    boolean clusterBinding = s.kind.equals("ClusterRoleBinding");
    List<Object> subjects = Obj.list(o.at("subjects"));
    for (int i = 0; i < subjects.size(); i++) {
      Map<String, Object> subject = Obj.map(subjects.get(i));
      String kind = Obj.text(subject.get("kind"));
      String name = Obj.text(subject.get("name"));
      String at = "subjects[" + i + "]";
      if ("ServiceAccount".equals(kind)) {
        String namespace = Obj.text(subject.get("namespace"));
        if ((namespace == null || namespace.isEmpty()) && !clusterBinding) {
          namespace = s.namespace;
          if (namespace == null) {
            out.namespaceNeeded();
            continue;
          }
        }
        if (!plane.ownsNamespace(namespace)) {
          wrong.add(
              at
                  + " ServiceAccount "
                  + (namespace == null || namespace.isEmpty() ? "(no namespace)" : namespace)
                  + "/"
                  + name
                  + " is not in one of its namespaces");
        }
      } else if ("Group".equals(kind) && name != null) {
        if (BROAD_GROUPS.contains(name)) {
          wrong.add(at + " Group \"" + name + "\" grants beyond the plane");
        } else if (name.startsWith(SERVICE_ACCOUNTS_GROUP)
            && !plane.ownsNamespace(name.substring(SERVICE_ACCOUNTS_GROUP.length()))) {
          wrong.add(at + " Group \"" + name + "\" is the service accounts of a foreign namespace");
        }
      }
    }
    report(s, out, AuditRule.BINDING, wrong);
  }

  private static void route(Subject s, Obj o, Reporter out) {
    PlaneMembership plane = s.plane;
    List<String> wrong = new ArrayList<>();
    List<Object> parents = Obj.list(o.at("spec", "parentRefs"));
    for (int i = 0; i < parents.size(); i++) {
      Map<String, Object> parent = Obj.map(parents.get(i));
      String group = textOr(parent.get("group"), GATEWAY_API);
      String kind = textOr(parent.get("kind"), "Gateway");
      String name = Obj.text(parent.get("name"));
      if (!group.equals(GATEWAY_API) || !kind.equals("Gateway") || name == null) {
        continue;
      }
      String namespace = namespaceOr(s, out, parent.get("namespace"));
      if (namespace == null) {
        continue;
      }
      boolean planeNamespace =
          plane.ownsNamespace(namespace) || plane.gatewayNamespaces.contains(namespace);
      if (!planeNamespace || !plane.ownsName(namespace, name)) {
        wrong.add(
            "spec.parentRefs[" + i + "] Gateway " + namespace + "/" + name + " is not the plane's");
      }
    }
    List<Object> rules = Obj.list(o.at("spec", "rules"));
    for (int r = 0; r < rules.size(); r++) {
      List<Object> backends = Obj.list(Obj.at(rules.get(r), "backendRefs"));
      for (int b = 0; b < backends.size(); b++) {
        Map<String, Object> backend = Obj.map(backends.get(b));
        String namespace = namespaceOr(s, out, backend.get("namespace"));
        if (namespace != null && !plane.ownsNamespace(namespace)) {
          wrong.add(
              "spec.rules["
                  + r
                  + "].backendRefs["
                  + b
                  + "] "
                  + textOr(backend.get("kind"), "Service")
                  + " "
                  + namespace
                  + "/"
                  + Obj.text(backend.get("name"))
                  + " is outside its namespaces");
        }
      }
    }
    report(s, out, AuditRule.ROUTE, wrong);
  }

  private static void referenceGrant(Subject s, Obj o, Reporter out) {
    if (s.namespace == null) {
      out.namespaceNeeded();
      return;
    }
    PlaneMembership plane = s.plane;
    List<String> wrong = new ArrayList<>();
    if (!plane.ownsNamespace(s.namespace)) {
      wrong.add("it is in namespace \"" + s.namespace + "\", outside its namespaces");
    }
    List<Object> from = Obj.list(o.at("spec", "from"));
    for (int i = 0; i < from.size(); i++) {
      String namespace = Obj.text(Obj.at(from.get(i), "namespace"));
      if (namespace != null
          && !plane.ownsNamespace(namespace)
          && !plane.gatewayNamespaces.contains(namespace)) {
        wrong.add(
            "spec.from["
                + i
                + "] grants namespace \""
                + namespace
                + "\", neither its own nor a shared Gateway namespace");
      }
    }
    report(s, out, AuditRule.REFERENCE_GRANT, wrong);
  }

  private static void certificate(Subject s, Obj o, Reporter out) {
    PlaneMembership plane = s.plane;
    List<String> wrong = new ArrayList<>();
    Map<String, Object> issuer = Obj.map(o.at("spec", "issuerRef"));
    String issuerName = Obj.text(issuer.get("name"));
    if ("ClusterIssuer".equals(Obj.text(issuer.get("kind")))
        && textOr(issuer.get("group"), CERT_MANAGER).equals(CERT_MANAGER)
        && issuerName != null
        && !issuerName.equals(plane.managedIssuer)
        && !plane.externalIssuers.contains(issuerName)) {
      wrong.add(
          "spec.issuerRef ClusterIssuer \""
              + issuerName
              + "\" is neither its managed issuer \""
              + plane.managedIssuer
              + "\" nor external (--external-issuer)");
    }
    if (plane.domain != null && plane.domain.isPresent()) {
      String domain = plane.domain.value();
      List<Object> names = Obj.list(o.at("spec", "dnsNames"));
      for (int i = 0; i < names.size(); i++) {
        String name = Obj.text(names.get(i));
        if (name != null
            && !name.equals(domain)
            && !name.endsWith("." + domain)
            && !isServiceName(plane, name)) {
          wrong.add(
              "spec.dnsNames["
                  + i
                  + "] \""
                  + name
                  + "\" is neither under "
                  + domain
                  + " nor a service DNS name in its namespaces");
        }
      }
    }
    report(s, out, AuditRule.CERTIFICATE, wrong);
  }

  /** {@code [*.]<svc>.<ns>.svc[.cluster.local]} with {@code <ns>} one of the plane's namespaces. */
  private static boolean isServiceName(PlaneMembership plane, String name) {
    String host = name.startsWith("*.") ? name.substring(2) : name;
    if (host.endsWith(".cluster.local")) {
      host = host.substring(0, host.length() - ".cluster.local".length());
    }
    if (!host.endsWith(".svc")) {
      return false;
    }
    String rest = host.substring(0, host.length() - ".svc".length());
    int dot = rest.indexOf('.');
    return dot > 0
        && rest.indexOf('.', dot + 1) < 0
        && plane.ownsNamespace(rest.substring(dot + 1));
  }

  /** A reference's namespace, else the object's own (or {@code null} when unknown). */
  private static @Nullable String namespaceOr(Subject s, Reporter out, @Nullable Object namespace) {
    String text = Obj.text(namespace);
    if (text != null && !text.isEmpty()) {
      return text;
    }
    if (s.namespace == null) {
      out.namespaceNeeded();
    }
    return s.namespace;
  }

  private static String textOr(@Nullable Object value, String otherwise) {
    String text = Obj.text(value);
    return text == null || text.isEmpty() ? otherwise : text;
  }

  private static void report(Subject s, Reporter out, AuditRule rule, List<String> wrong) {
    if (!wrong.isEmpty()) {
      out.report(
          rule,
          s.kind + " of " + s.plane.display() + " reaches beyond it: " + String.join("; ", wrong));
    }
  }
}
