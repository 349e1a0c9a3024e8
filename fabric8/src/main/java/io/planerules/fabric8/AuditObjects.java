package io.planerules.fabric8;

import static java.util.Objects.requireNonNull;

import io.fabric8.kubernetes.api.model.KubernetesResource;
import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.source.ObjectSource;
import java.util.List;

/**
 * fabric8 objects as an audit's input (docs/reference/fabric8.md#audit): what an operator's
 * informers or a test's builders hold, judged by {@code io.planerules.audit.Audit} like a render or
 * a listing. Each object is one document, turned into its JSON form (the one {@code kubectl get -o
 * json} prints) when the source is read, one at a time; a {@code KubernetesList} is read item by
 * item. Findings name the source and the object's index as the file and the document.
 * <!-- snippet: AuditObjectsTest#source -->
 *
 * <pre>{@code
 * Namespace namespace =
 *     new NamespaceBuilder()
 *         .withNewMetadata()
 *         .withName("plane-a-nvcf")
 *         .addToLabels("nvcf.nvidia.com/control-plane-id", "plane-a")
 *         .endMetadata()
 *         .build();
 * ConfigMap config =
 *     new ConfigMapBuilder()
 *         .withNewMetadata()
 *         .withName("api")
 *         .withNamespace("nvcf")
 *         .endMetadata()
 *         .build();
 * AuditReport report =
 *     Audit.render(
 *         ControlPlaneId.of("plane-a"),
 *         AuditOptions.defaults(),
 *         AuditObjects.source("informer", List.of(namespace, config)));
 * // one finding: audit.legacy-namespace, ConfigMap nvcf/api (document 1)
 * }</pre>
 */
public final class AuditObjects {

  private AuditObjects() {}

  /**
   * A source over fabric8 objects.
   *
   * @param name the name findings give as the file, e.g. {@code informer} or a test's name
   * @param objects the objects ({@code HasMetadata}, or a {@code KubernetesList} read item by
   *     item), in order
   * @return the source, which may be read any number of times
   */
  public static ObjectSource source(String name, List<? extends KubernetesResource> objects) {
    requireNonNull(name, "name");
    return ObjectStreams.ofValues(name, List.copyOf(objects));
  }
}
