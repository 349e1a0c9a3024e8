package io.planerules.audit;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Audits of YAML written in the tests, and their findings as {@code rule Kind namespace/name}. */
final class Audits {

  private Audits() {}

  /** A source of YAML documents (one flow mapping each) joined by {@code ---} lines. */
  static ObjectSource yaml(String name, String... documents) {
    return ObjectStreams.of(
        name,
        ("---\n" + String.join("\n---\n", documents) + "\n").getBytes(StandardCharsets.UTF_8));
  }

  static AuditReport render(String plane, AuditOptions options, String... documents) {
    try {
      return Audit.render(ControlPlaneId.of(plane), options, yaml("render.yaml", documents));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static AuditReport cluster(String plane, AuditOptions options, String... documents) {
    try {
      return Audit.cluster(ControlPlaneId.of(plane), options, yaml("listing.yaml", documents));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code rule Kind namespace/name} (or {@code rule file#document}) of each finding. */
  static List<String> findings(AuditReport report) {
    return report.findings().stream().map(Audits::line).toList();
  }

  static String line(Finding f) {
    return f.ruleId()
        + " "
        + (f.object() == null ? f.source().file() + "#" + f.source().document() : f.object());
  }

  /** A one-line object in YAML flow style. */
  static String object(String apiVersion, String kind, String namespace, String name, String rest) {
    return "{apiVersion: "
        + apiVersion
        + ", kind: "
        + kind
        + ", metadata: {name: "
        + name
        + (namespace.isEmpty() ? "" : ", namespace: " + namespace)
        + "}"
        + (rest.isEmpty() ? "" : ", " + rest)
        + "}";
  }

  /** An object whose metadata has labels. */
  static String labelled(
      String apiVersion, String kind, String namespace, String name, String label, String rest) {
    return "{apiVersion: "
        + apiVersion
        + ", kind: "
        + kind
        + ", metadata: {name: "
        + name
        + (namespace.isEmpty() ? "" : ", namespace: " + namespace)
        + ", labels: {nvcf.nvidia.com/control-plane-id: '"
        + label
        + "'}}"
        + (rest.isEmpty() ? "" : ", " + rest)
        + "}";
  }
}
