package io.planerules.audit;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * Gateways (docs/reference/audit.md#render-rules): a plane's Gateway admits routes only from its
 * own namespaces ({@code audit.gateway-listener}: {@code allowedRoutes.namespaces.from} is absent,
 * {@code Same}, or {@code Selector} with a selector requiring the plane's label; Gateway API's
 * default is {@code Same}), and two Gateways in one namespace never listen on the same port over
 * the same transport ({@code audit.listener-port}: UDP for protocol {@code UDP}, TCP for every
 * other; listeners of one Gateway on one port are told apart by hostname).
 */
final class Gateways {

  static final String GATEWAY_API = "gateway.networking.k8s.io";

  private Gateways() {}

  /** Whether the object is a Gateway. */
  static boolean isGateway(Obj o) {
    return o.is(GATEWAY_API, "Gateway");
  }

  /**
   * The listeners of a plane's Gateway that admit routes from beyond the plane, as {@code
   * spec.listeners[i] ...} texts.
   */
  static List<String> openListeners(Obj gateway, PlaneMembership plane) {
    List<String> open = new ArrayList<>();
    List<Object> listeners = Obj.list(gateway.at("spec", "listeners"));
    for (int i = 0; i < listeners.size(); i++) {
      Object namespaces = Obj.at(listeners.get(i), "allowedRoutes", "namespaces");
      String from = Obj.text(Obj.at(namespaces, "from"));
      String at = "spec.listeners[" + i + "] (" + Obj.text(Obj.at(listeners.get(i), "name")) + ")";
      if ("All".equals(from)) {
        open.add(at + " admits routes from All namespaces");
      } else if ("Selector".equals(from)
          && !plane.selectsOnlyThisPlane(Obj.at(namespaces, "selector"))) {
        open.add(at + " admits routes by a selector that does not require the plane's label");
      }
    }
    return open;
  }

  /**
   * What {@code audit.gateway-listener} finds on a Gateway of the plane, or {@code null} when each
   * of its listeners admits only the plane's routes.
   */
  static @Nullable String listenerFinding(Obj gateway, PlaneMembership plane) {
    List<String> open = openListeners(gateway, plane);
    if (open.isEmpty()) {
      return null;
    }
    return "Gateway of "
        + plane.display()
        + " admits routes of other planes: "
        + String.join("; ", open)
        + " (expected Same, or a Selector requiring the plane's label)";
  }

  /**
   * The listeners of every Gateway of an audit, by namespace, kept as port and transport only, so
   * that {@code audit.listener-port} is decided once every Gateway has been read.
   */
  static final class Listeners {

    private record Gateway(Findings.ObjectAt at, String key, Set<String> ports) {}

    /** Namespace → port and transport → the Gateways listening there, in input order. */
    private final Map<String, Map<String, List<Gateway>>> byNamespace = new LinkedHashMap<>();

    private final List<Gateway> gateways = new ArrayList<>();
    private final Findings findings;

    Listeners(Findings findings) {
      this.findings = findings;
    }

    /** Keeps the listeners of a Gateway in a known namespace. */
    void add(Obj gateway, String namespace, @Nullable String planeId) {
      Set<String> ports = new TreeSet<>();
      for (Object listener : Obj.list(gateway.at("spec", "listeners"))) {
        String port = Obj.text(Obj.at(listener, "port"));
        if (port != null) {
          String protocol = Obj.text(Obj.at(listener, "protocol"));
          ports.add(port + "/" + ("UDP".equals(protocol) ? "UDP" : "TCP"));
        }
      }
      Gateway kept =
          new Gateway(
              new Findings.ObjectAt(
                  gateway.ordinal, gateway.source, gateway.id(namespace), planeId),
              namespace + "/" + gateway.name,
              ports);
      gateways.add(kept);
      Map<String, List<Gateway>> byPort =
          byNamespace.computeIfAbsent(namespace, n -> new HashMap<>());
      for (String port : ports) {
        byPort.computeIfAbsent(port, p -> new ArrayList<>(2)).add(kept);
      }
    }

    /** Reports each Gateway sharing a port and transport with another in its namespace. */
    void finish() {
      for (Gateway gateway : gateways) {
        // every kept Gateway was indexed under its namespace and each of its ports in add()
        Map<String, List<Gateway>> byPort =
            requireNonNull(byNamespace.get(gateway.at().object().namespace()), "indexed in add");
        Set<String> clashes = new LinkedHashSet<>();
        for (String port : gateway.ports()) {
          for (Gateway other : requireNonNull(byPort.get(port), "indexed in add")) {
            if (!other.key().equals(gateway.key())) {
              String plane = other.at().planeId();
              clashes.add(
                  port
                      + " also on Gateway "
                      + other.key()
                      + (plane == null ? "" : " (plane \"" + plane + "\")"));
            }
          }
        }
        if (!clashes.isEmpty()) {
          findings.add(
              gateway.at(),
              AuditRule.LISTENER_PORT,
              "listens where another Gateway of its namespace does: " + String.join("; ", clashes));
        }
      }
      gateways.clear();
      byNamespace.clear();
    }
  }
}
