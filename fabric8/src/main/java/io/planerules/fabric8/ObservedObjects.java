package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Any fabric8 object as the {@link ObservedObject} ownership verdicts read (kind, namespace, name,
 * labels, annotations, resourceVersion), and a Namespace as the context whose labels decide
 * namespace scope (docs/reference/fabric8.md#observed-objects).
 * <!-- snippet: Fabric8ExamplesTest#observed-objects -->
 *
 * <pre>{@code
 * Verdict v =
 *     OwnershipPolicy.decide(
 *         id,
 *         Action.DELETE,
 *         ObservedObjects.of(secret),
 *         ObservedObjects.context(PolicyContext.defaults(id), namespaceOfTheSecret));
 * }</pre>
 */
public final class ObservedObjects {

  private ObservedObjects() {}

  /**
   * The observation of a fabric8 object: kind ({@code kind}, else the kind of its class), namespace
   * ({@code null} for cluster-scoped objects), name, labels, annotations and resourceVersion.
   *
   * @param object the object an informer or a GET returned
   * @return the observation
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.metadata-missing} without metadata or name
   */
  public static ObservedObject of(HasMetadata object) {
    ObjectMeta meta = metadata(object);
    return new ObservedObject(
        ref(object), labels(meta), annotations(meta), meta.getResourceVersion());
  }

  /**
   * The verdict on an object an informer holds, decided from its reference and its label map as
   * fabric8 keeps them, without building an {@link ObservedObject} ({@link
   * OwnershipPolicy#decide(ControlPlaneId, Action, ObjectRef, Map, PolicyContext)}): the verdict
   * {@code OwnershipPolicy.decide(id, action, of(object), context)} gives, at the cost of a label
   * lookup instead of a copy of the metadata.
   *
   * @param id the plane asking
   * @param action what it wants to do
   * @param object the object an informer or a GET returned
   * @param context shared prerequisites, allowed namespaces, namespace labels ({@link #context})
   * @return the verdict
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.metadata-missing} without metadata or name
   */
  public static Verdict decide(
      ControlPlaneId id, Action action, HasMetadata object, PolicyContext context) {
    return OwnershipPolicy.decide(id, action, ref(object), labels(metadata(object)), context);
  }

  /**
   * The reference of a fabric8 object.
   *
   * @param object the object
   * @return kind, namespace ({@code null} when unset or empty) and name
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.metadata-missing} without metadata or name
   */
  public static ObjectRef ref(HasMetadata object) {
    ObjectMeta meta = metadata(object);
    String namespace = meta.getNamespace();
    return new ObjectRef(
        kind(object), namespace == null || namespace.isEmpty() ? null : namespace, meta.getName());
  }

  /**
   * The labels of a Namespace: what the namespace-scope rule reads for every object in it.
   *
   * @param namespace the Namespace
   * @return its labels ({@code {}} when it has none)
   */
  public static Map<String, String> namespaceLabels(Namespace namespace) {
    return labels(metadata(namespace));
  }

  /**
   * The namespace context of a verdict on an object in {@code namespace}: {@code base} carrying the
   * namespace's labels, so that rule {@code ownership.namespace-scope} refuses an object whose
   * namespace is not the plane's (docs/reference/ownership.md#classification).
   *
   * @param base the context without namespace labels (shared prerequisites, allowed namespaces)
   * @param namespace the object's Namespace as the informer holds it
   * @return the context
   */
  public static PolicyContext context(PolicyContext base, Namespace namespace) {
    return base.withNamespaceLabels(namespaceLabels(namespace));
  }

  /**
   * The object an observation describes, as a {@link GenericKubernetesResource}: kind and metadata
   * (namespace, name, labels, annotations, resourceVersion). Mapping it back with {@link #of} gives
   * an equal observation.
   *
   * @param observed the observation
   * @return a resource carrying the observed metadata
   */
  public static GenericKubernetesResource toResource(ObservedObject observed) {
    ObjectRef ref = observed.ref();
    GenericKubernetesResource resource = new GenericKubernetesResource();
    resource.setKind(ref.kind());
    resource.setMetadata(
        new ObjectMetaBuilder()
            .withNamespace(ref.namespace())
            .withName(ref.name())
            .withLabels(new LinkedHashMap<>(observed.labels()))
            .withAnnotations(new LinkedHashMap<>(observed.annotations()))
            .withResourceVersion(observed.resourceVersion())
            .build());
    return resource;
  }

  static ObjectMeta metadata(HasMetadata object) {
    ObjectMeta meta = object.getMetadata();
    if (meta == null || meta.getName() == null || meta.getName().isEmpty()) {
      throw new MappingException(
          MappingException.METADATA_MISSING,
          "metadata.name",
          "a " + kind(object) + " without metadata.name cannot be mapped");
    }
    return meta;
  }

  static String kind(HasMetadata object) {
    String kind = object.getKind();
    return kind == null || kind.isEmpty() ? HasMetadata.getKind(object.getClass()) : kind;
  }

  static Map<String, String> labels(ObjectMeta meta) {
    return orEmpty(meta.getLabels());
  }

  static Map<String, String> annotations(ObjectMeta meta) {
    return orEmpty(meta.getAnnotations());
  }

  static Map<String, String> orEmpty(@Nullable Map<String, String> map) {
    return map == null ? Map.of() : map;
  }
}
