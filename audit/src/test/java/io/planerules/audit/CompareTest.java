package io.planerules.audit;

import static io.planerules.audit.Audits.yaml;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.report.AuditReport;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * {@code audit compare} (docs/reference/audit.md#before-and-after): other planes' objects stay
 * byte-stable across an operation of the plane, the upstream "own-plane updates leave foreign-plane
 * resources byte-stable" check.
 */
class CompareTest {

  private static String cm(String namespace, String name, String label, String uid, String rest) {
    return "{apiVersion: v1, kind: ConfigMap, metadata: {name: "
        + name
        + ", namespace: "
        + namespace
        + ", uid: "
        + uid
        + (label.isEmpty() ? "" : ", labels: {nvcf.nvidia.com/control-plane-id: " + label + "}")
        + ", resourceVersion: '1', generation: 1, creationTimestamp: '2026-01-01T00:00:00Z',"
        + " managedFields: [{manager: helm}]}"
        + (rest.isEmpty() ? "" : ", " + rest)
        + "}";
  }

  private static AuditReport compare(String[] before, String[] after) throws IOException {
    return Audit.compare(
        ControlPlaneId.of("plane-a"),
        AuditOptions.defaults(),
        yaml("before.yaml", before),
        yaml("after.yaml", after));
  }

  @Test
  void foreignObjectsThatChangedOrWentAreFindings() throws IOException {
    String[] before = {
      cm("plane-b-nvcf", "data", "plane-b", "u1", "data: {k: v}"),
      cm("plane-b-nvcf", "gone", "plane-b", "u2", ""),
      cm("plane-b-nvcf", "recreated", "plane-b", "u3", ""),
      cm("plane-b-nvcf", "relabelled", "plane-b", "u4", ""),
      cm("kube-system", "annotated", "", "u5", ""),
      "{apiVersion: v1, kind: Namespace, metadata: {name: cert-manager, uid: u6}}"
    };
    String[] after = {
      cm("plane-b-nvcf", "data", "plane-b", "u1", "data: {k: w}"),
      cm("plane-b-nvcf", "recreated", "plane-b", "u9", ""),
      cm("plane-b-nvcf", "relabelled", "plane-a", "u4", ""),
      "{apiVersion: v1, kind: ConfigMap, metadata: {name: annotated, namespace: kube-system, uid: u5,"
          + " annotations: {a: b}}}"
    };
    AuditReport report = compare(before, after);
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.foreign-deleted ConfigMap plane-b-nvcf/gone",
            "audit.foreign-deleted Namespace cert-manager",
            "audit.foreign-changed ConfigMap plane-b-nvcf/data",
            "audit.foreign-changed ConfigMap plane-b-nvcf/recreated",
            "audit.foreign-changed ConfigMap plane-b-nvcf/relabelled",
            "audit.foreign-changed ConfigMap kube-system/annotated");
    assertThat(report.findings().get(2).message())
        .isEqualTo(
            "ConfigMap plane-b-nvcf/data is not \"plane-a\"'s and changed since before.yaml#0 (line 1): data");
    assertThat(report.findings().get(3).message())
        .contains("metadata.uid u3 → u9 (deleted and re-created)");
    assertThat(report.findings().get(4).message()).endsWith(": metadata.labels");
    assertThat(report.findings().get(5).message()).endsWith(": metadata.annotations");
    assertThat(report.objects()).isEqualTo(10);
  }

  @Test
  void bookkeepingThePlanesOwnObjectsAndNewObjectsAreNoFindings() throws IOException {
    String[] before = {
      cm("plane-b-nvcf", "stable", "plane-b", "u1", "data: {a: '1', b: '2'}, status: {x: 1}"),
      cm("plane-a-nvcf", "mine", "", "u2", "data: {k: v}"),
      cm("default", "labelled-mine", "plane-a", "u3", ""),
      "{apiVersion: v1, kind: Namespace, metadata: {name: plane-a-sis, uid: u4}}"
    };
    String[] after = {
      "{apiVersion: v1, kind: ConfigMap, metadata: {resourceVersion: '9', namespace: plane-b-nvcf,"
          + " name: stable, uid: u1, generation: 7, labels: {nvcf.nvidia.com/control-plane-id: plane-b},"
          + " managedFields: []}, status: {x: 2}, data: {b: '2', a: '1'}}",
      cm("plane-b-nvcf", "new", "plane-b", "u5", "")
    };
    assertThat(compare(before, after).findings()).isEmpty();
  }

  @Test
  void aTopLevelFieldAddedOrRemovedIsAChange() throws IOException {
    AuditReport report =
        compare(
            new String[] {cm("plane-b-nvcf", "x", "plane-b", "u1", "data: {k: v}")},
            new String[] {cm("plane-b-nvcf", "x", "plane-b", "u1", "binaryData: {k: dg==}")});
    assertThat(report.findings())
        .singleElement()
        .satisfies(f -> assertThat(f.message()).endsWith(": binaryData (added), data (removed)"));
  }
}
