package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSet;
import io.planerules.ownership.internal.Kinds;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The identity of a Kubernetes object: kind, namespace ({@code null} for cluster-scoped objects)
 * and name. An empty namespace is the same as none. A kind this module knows is either namespaced
 * (a reference needs a namespace) or cluster-scoped (it must have none); other kinds are taken as
 * given.
 * <!-- snippet: OwnershipExamplesTest#object-ref -->
 *
 * <pre>{@code
 * ObjectRef namespace = ObjectRef.namespace("plane-a-nvcf"); // Namespace plane-a-nvcf
 * ObjectRef secret = new ObjectRef("Secret", "plane-a-nvca-system", "pull");
 * secret.namespace(); // "plane-a-nvca-system"; null for a cluster-scoped object
 * }</pre>
 *
 * @param kind the kind, e.g. {@code Namespace}
 * @param namespace the namespace, or {@code null} when cluster-scoped
 * @param name the name
 */
public record ObjectRef(String kind, @Nullable String namespace, String name) {

  /** Kinds known to be cluster-scoped: a reference to one has no namespace. */
  private static final ImmutableSet<String> CLUSTER_SCOPED =
      ImmutableSet.of(
          Kinds.NAMESPACE,
          Kinds.CLUSTER_ISSUER,
          Kinds.CLUSTER_ROLE,
          Kinds.CLUSTER_ROLE_BINDING,
          Kinds.CRD,
          Kinds.MINI_SERVICE,
          "PersistentVolume",
          "StorageClass",
          "MutatingWebhookConfiguration",
          "ValidatingWebhookConfiguration");

  /** Kinds known to be namespaced: a reference to one needs a namespace. */
  private static final ImmutableSet<String> NAMESPACED =
      ImmutableSet.of(
          Kinds.SECRET,
          "ConfigMap",
          Kinds.SERVICE_ACCOUNT,
          Kinds.JOB,
          "Deployment",
          "StatefulSet",
          "Service",
          "Role",
          "RoleBinding",
          "PersistentVolumeClaim",
          "Certificate",
          "Issuer",
          Kinds.NVCF_BACKEND,
          Kinds.ICMS_REQUEST,
          Kinds.HELM_RELEASE);

  /** Creates a reference; an empty namespace becomes {@code null}. */
  public ObjectRef {
    requireNonNull(kind, "kind");
    requireNonNull(name, "name");
    if (namespace != null && namespace.isEmpty()) {
      namespace = null;
    }
  }

  /**
   * A {@code Namespace} reference.
   *
   * @param name the namespace's name
   * @return the reference
   */
  public static ObjectRef namespace(String name) {
    return new ObjectRef(Kinds.NAMESPACE, null, name);
  }

  /**
   * A cluster-scoped reference.
   *
   * @param kind the kind
   * @param name the name
   * @return the reference
   */
  public static ObjectRef cluster(String kind, String name) {
    return new ObjectRef(kind, null, name);
  }

  /**
   * The namespace that scopes this object for {@code ownership.namespace-scope}: its namespace; a
   * Namespace's own name; empty for other cluster-scoped objects.
   *
   * @return the scope namespace
   */
  public Optional<String> scopeNamespace() {
    if (namespace != null) {
      return Optional.of(namespace);
    }
    return kind.equals(Kinds.NAMESPACE) ? Optional.of(name) : Optional.empty();
  }

  /** {@code namespace/name} or {@code name}. */
  public String display() {
    return namespace == null ? name : namespace + "/" + name;
  }

  /** {@code Kind namespace/name}. */
  @Override
  public String toString() {
    return kind + " " + display();
  }

  /**
   * Checks the parts of a reference before it is built (codes {@code input.kind-missing}, {@code
   * input.name-missing}, {@code input.namespace-missing} for a namespaced kind without namespace,
   * {@code input.namespace-unexpected} for a cluster-scoped kind with one).
   *
   * @param kind the kind, or null
   * @param namespace the namespace, or null
   * @param name the name, or null
   * @param path the path reported in problems, e.g. {@code object}
   * @return every problem
   */
  public static ValidationResult validate(
      @Nullable String kind, @Nullable String namespace, @Nullable String name, String path) {
    List<Problem> problems = new ArrayList<>();
    boolean hasNamespace = namespace != null && !namespace.isEmpty();
    if (kind == null || kind.isEmpty()) {
      problems.add(Problem.error("input.kind-missing", path + ".kind", "object kind is required"));
    }
    if (name == null || name.isEmpty()) {
      problems.add(Problem.error("input.name-missing", path + ".name", "object name is required"));
    }
    if (kind != null && NAMESPACED.contains(kind) && !hasNamespace) {
      problems.add(
          Problem.error(
              "input.namespace-missing",
              path + ".namespace",
              "namespaced kind " + kind + " needs a namespace"));
    }
    if (kind != null && CLUSTER_SCOPED.contains(kind) && hasNamespace) {
      problems.add(
          Problem.error(
              "input.namespace-unexpected",
              path + ".namespace",
              "cluster-scoped kind " + kind + " has no namespace, got \"" + namespace + "\""));
    }
    return ValidationResult.of(problems);
  }

  /**
   * Whether {@link #validate(String)} finds no problem, answered without building one: kind and
   * name are set, and the namespace is present exactly when the kind needs one.
   */
  boolean isWellFormed() {
    if (kind.isEmpty() || name.isEmpty()) {
      return false;
    }
    return namespace == null ? !NAMESPACED.contains(kind) : !CLUSTER_SCOPED.contains(kind);
  }

  /**
   * Checks this reference ({@link #validate(String, String, String, String)}).
   *
   * @param path the path reported in problems
   * @return every problem
   */
  public ValidationResult validate(String path) {
    return validate(kind, namespace, name, path);
  }
}
