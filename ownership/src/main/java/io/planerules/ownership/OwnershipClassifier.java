package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.internal.Texts;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.DefinedRule;
import io.planerules.rules.internal.TraceBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The ownership classification (docs/reference/ownership.md#classification): which {@link
 * OwnershipState} one object has for one plane, asked through {@link OwnershipPolicy#classify} and
 * {@link OwnershipPolicy#decide}. The answer depends only on the kind, namespace, name and
 * ownership label value, and on the context (its prerequisites, allowed namespaces and namespace
 * labels). The rules ({@link ClassificationRule}) are consulted in order by one loop and the first
 * that decides wins. {@link OwnershipPolicy#decide} runs the loop with no {@link Explaining} and
 * builds nothing; {@link OwnershipPolicy#classify} runs the same loop with one, which is also how a
 * verdict's message and trace are computed when first read (docs/adr/0102-one-way-to-decide.md).
 */
final class OwnershipClassifier {

  /** The rules in evaluation order (no copy per call). */
  private static final ClassificationRule[] RULES = ClassificationRule.values();

  private OwnershipClassifier() {}

  /**
   * The state {@link #classify} decides, without its explanation: the same rules consulted by the
   * same loop, with nothing recorded and nothing allocated.
   *
   * @param id the plane asking
   * @param kind the reference's kind, read apart: most objects are of no shared prerequisite's kind
   *     and then the reference itself is not read
   * @param ref the object's reference, well formed
   * @param label the ownership label's value, {@code null} when absent or empty
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @return the state
   */
  static OwnershipState state(
      ControlPlaneId id,
      String kind,
      ObjectRef ref,
      @Nullable String label,
      PolicyContext context) {
    return consult(id, kind, ref, label, context, null);
  }

  /**
   * The classification of an object known by its reference and its ownership label's value: the
   * loop run with a recorder, so the deciding rule's reason and explanation and every rule's trace
   * entry are kept.
   *
   * @throws InvalidInputException when the reference is malformed ({@link #validate})
   */
  static Classification classify(
      ControlPlaneId id, ObjectRef ref, @Nullable String label, PolicyContext context) {
    requireNonNull(id, "id");
    requireNonNull(context, "context");
    requireWellFormed(ref);
    return explain(id, ref, label, context).classification(ref);
  }

  /**
   * The loop run with a recorder on a well-formed reference: what a reader is told of the
   * classification, recorded in the returned {@link Explaining}.
   */
  static Explaining explain(
      ControlPlaneId id, ObjectRef ref, @Nullable String label, PolicyContext context) {
    Explaining out = new Explaining();
    out.state = consult(id, ref.kind(), ref, label, context, out);
    return out;
  }

  /**
   * The one loop over the rules: in order, the first that decides wins; each rule records what a
   * reader is told in {@code out} when there is one.
   */
  private static OwnershipState consult(
      ControlPlaneId id,
      String kind,
      ObjectRef ref,
      @Nullable String label,
      PolicyContext context,
      @Nullable Explaining out) {
    for (ClassificationRule rule : RULES) {
      OwnershipState state = rule.apply(id, kind, ref, label, context, out);
      if (state != null) {
        return state;
      }
    }
    throw new IllegalStateException(ClassificationRule.FOREIGN_LABEL.id() + " always decides");
  }

  /**
   * Throws when the reference is malformed ({@link #validate}); the problems are built only then.
   */
  static void requireWellFormed(ObjectRef ref) {
    if (!ref.isWellFormed()) {
      InvalidInputException.throwIfInvalid(validate(ref));
    }
  }

  /** The problems a classification throws for ({@code input.*}). */
  static ValidationResult validate(ObjectRef ref) {
    return ref.validate("object");
  }

  /**
   * The classification rules, consulted in declaration order by {@link OwnershipClassifier}'s loop;
   * the first that decides wins and {@link #FOREIGN_LABEL} always decides. Each constant's {@link
   * #description()} is its line in {@code docs/rules.md}.
   *
   * <p>Each constant states its rule once, in {@link #apply}: the branch that decides (or passes)
   * is the branch that says so, so what a reader is told cannot disagree with what was decided
   * (docs/adr/0102-one-way-to-decide.md).
   */
  enum ClassificationRule implements DefinedRule {
    SHARED_PREREQUISITE(
        "ownership.shared-prerequisite",
        "the object is a shared prerequisite no plane manages",
        ReasonCode.SHARED_PREREQUISITE) {
      @Override
      @Nullable OwnershipState apply(
          ControlPlaneId id,
          String kind,
          ObjectRef ref,
          @Nullable String label,
          PolicyContext context,
          @Nullable Explaining out) {
        // most objects are of no shared prerequisite's kind: their reference is never compared
        if (context.shared().hasKind(kind) && context.shared().contains(ref)) {
          if (out != null) {
            out.decided(
                this,
                ReasonCode.SHARED_PREREQUISITE,
                "shared prerequisite, not managed by any control plane",
                "in the shared prerequisites");
          }
          return OwnershipState.SHARED_PREREQUISITE;
        }
        if (out != null) {
          out.passed(this, "not a shared prerequisite");
        }
        return null;
      }
    },

    /**
     * The scope namespace is the object's namespace, a Namespace's own name, none for other
     * cluster-scoped kinds. Shared namespaces are exempt from the label test: a plane's objects
     * there (its PKI release, its Gateways) are judged by their own label.
     */
    NAMESPACE_SCOPE(
        "ownership.namespace-scope",
        "the object's scope namespace is not among the allowed namespaces, or the object's namespace"
            + " is not the plane's by its ownership label (shared namespaces exempt)",
        ReasonCode.OUTSIDE_PLANE_NAMESPACE) {
      @Override
      @Nullable OwnershipState apply(
          ControlPlaneId id,
          String kind,
          ObjectRef ref,
          @Nullable String label,
          PolicyContext context,
          @Nullable Explaining out) {
        if (outsideAllowedNamespaces(ref, context)) {
          if (out != null) {
            String namespace = ref.scopeNamespace().orElseThrow();
            out.decided(
                this,
                ReasonCode.OUTSIDE_PLANE_NAMESPACE,
                "namespace \"" + namespace + "\" is outside " + Texts.plane(id),
                "namespace \"" + namespace + "\" not allowed");
          }
          return OwnershipState.NAMESPACE_FOREIGN;
        }
        if (inForeignNamespace(id, ref, context)) {
          if (out != null) {
            String namespace = ref.scopeNamespace().orElseThrow();
            Optional<String> owner =
                OwnershipLabel.valueOf(requireNonNull(context.namespaceLabels()));
            out.decided(
                this,
                ReasonCode.OUTSIDE_PLANE_NAMESPACE,
                foreignNamespace(id, namespace, owner),
                "namespace \"" + namespace + "\" " + labelNote(owner));
          }
          return OwnershipState.NAMESPACE_FOREIGN;
        }
        if (out != null) {
          Optional<String> scope = ref.scopeNamespace();
          if (context.allowedNamespaces() == null && context.namespaceLabels() == null) {
            out.notApplicable(this, "no namespace restriction");
          } else if (scope.isEmpty()) {
            out.notApplicable(this, "cluster-scoped object");
          } else {
            List<String> notes = new ArrayList<>();
            if (context.allowedNamespaces() != null) {
              notes.add("namespace \"" + scope.get() + "\" allowed");
            }
            if (context.namespaceLabels() != null) {
              notes.add(namespaceLabelPassNote(ref, context));
            }
            out.passed(this, String.join("; ", notes));
          }
        }
        return null;
      }
    },

    /** An empty value counts as absent. */
    LABEL_MISSING(
        "ownership.label-missing",
        "no ownership label (or an empty one): unlabelled (named), owned (legacy)",
        ReasonCode.UNLABELLED,
        ReasonCode.LEGACY_UNLABELLED) {
      @Override
      @Nullable OwnershipState apply(
          ControlPlaneId id,
          String kind,
          ObjectRef ref,
          @Nullable String label,
          PolicyContext context,
          @Nullable Explaining out) {
        if (label != null) {
          if (out != null) {
            out.passed(this, "label \"" + label + "\" present");
          }
          return null;
        }
        if (id.isLegacy()) {
          if (out != null) {
            out.decided(
                this,
                ReasonCode.LEGACY_UNLABELLED,
                "unlabelled, managed by the legacy control plane",
                "no label: owned by the legacy plane");
          }
          return OwnershipState.OWNED;
        }
        if (out != null) {
          out.decided(
              this,
              ReasonCode.UNLABELLED,
              "unlabelled, expected owner \"" + id.value() + "\"",
              "no label");
        }
        return OwnershipState.UNLABELLED;
      }
    },

    /** Exact string equality: case-sensitive, no prefix match, no trimming. */
    LABEL_MATCH(
        "ownership.label-match",
        "the ownership label equals the plane id (named planes only)",
        ReasonCode.LABEL_MATCH) {
      @Override
      @Nullable OwnershipState apply(
          ControlPlaneId id,
          String kind,
          ObjectRef ref,
          @Nullable String label,
          PolicyContext context,
          @Nullable Explaining out) {
        if (id.isLegacy()) {
          if (out != null) {
            out.notApplicable(this, "legacy plane has no label value");
          }
          return null;
        }
        if (id.value().equals(label)) {
          if (out != null) {
            out.decided(
                this,
                ReasonCode.LABEL_MATCH,
                "labelled for control plane \"" + label + "\"",
                "label equals plane id");
          }
          return OwnershipState.OWNED;
        }
        if (out != null) {
          out.passed(this, "label \"" + label + "\" differs from plane id");
        }
        return null;
      }
    },

    /** Legacy: any label names a plane the legacy plane is not (ADR 0070). */
    FOREIGN_LABEL(
        "ownership.foreign-label",
        "the ownership label names another plane (legacy: any plane)",
        ReasonCode.FOREIGN_LABEL,
        ReasonCode.LABELLED_FOR_NAMED_PLANE) {
      @Override
      OwnershipState apply(
          ControlPlaneId id,
          String kind,
          ObjectRef ref,
          @Nullable String label,
          PolicyContext context,
          @Nullable Explaining out) {
        if (out != null) {
          if (id.isLegacy()) {
            out.decided(
                this,
                ReasonCode.LABELLED_FOR_NAMED_PLANE,
                "labelled for control plane \""
                    + label
                    + "\"; the legacy plane only manages unlabelled objects",
                "labelled object, legacy plane");
          } else {
            out.decided(
                this,
                ReasonCode.FOREIGN_LABEL,
                "owned by control plane \"" + label + "\", not \"" + id.value() + "\"",
                "label names another plane");
          }
        }
        return OwnershipState.FOREIGN;
      }
    };

    private final Definition definition;

    ClassificationRule(String id, String description, ReasonCode... reasons) {
      definition =
          Definition.of(
              id,
              "ownership classification",
              OwnershipClassifier.class,
              description,
              Stream.of(reasons).map(ReasonCode::code).toList());
    }

    @Override
    public Definition definition() {
      return definition;
    }

    /**
     * Consults this rule: the state it decides, or {@code null} when it passes or does not apply.
     * The rules before it have passed (after {@link #LABEL_MISSING} the label is present). When
     * {@code out} is given, the branch that answers also tells it what a reader is told: the trace
     * note of a rule that passed or did not apply, or the reason, explanation and note of the rule
     * that decided. With {@code out} null no string is built.
     *
     * @param id the plane asking
     * @param kind the reference's kind, read apart from the reference
     * @param ref the object's reference
     * @param label the ownership label's value, {@code null} when absent or empty
     * @param context shared prerequisites, allowed namespaces, namespace labels
     * @param out where the explanation is recorded, or {@code null} when nobody reads it
     * @return the decided state, or {@code null}
     */
    abstract @Nullable OwnershipState apply(
        ControlPlaneId id,
        String kind,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context,
        @Nullable Explaining out);

    /** Whether a namespace restriction excludes the object's scope namespace. */
    private static boolean outsideAllowedNamespaces(ObjectRef ref, PolicyContext context) {
      Set<String> allowed = context.allowedNamespaces();
      if (allowed == null) {
        return false;
      }
      Optional<String> scope = ref.scopeNamespace();
      return scope.isPresent() && !allowed.contains(scope.get());
    }

    /**
     * Whether the labels of the object's namespace say it is not the plane's: named, its ownership
     * label is not the id; legacy, it has one. Only for a namespaced object outside the shared
     * namespaces, and only when the context knows the labels.
     */
    private static boolean inForeignNamespace(
        ControlPlaneId id, ObjectRef ref, PolicyContext context) {
      Map<String, String> labels = context.namespaceLabels();
      String namespace = ref.namespace();
      return labels != null
          && namespace != null
          && !context.shared().isSharedNamespace(namespace)
          && !OwnershipLabel.matches(labels, id);
    }

    /** The explanation of a namespace that is not the plane's by its label. */
    private static String foreignNamespace(
        ControlPlaneId id, String namespace, Optional<String> owner) {
      String subject = "namespace \"" + namespace + "\" ";
      if (id.isLegacy()) {
        return subject
            + "is labelled for control plane \""
            + owner.orElseThrow()
            + "\"; the legacy plane only manages objects in unlabelled namespaces";
      }
      return owner.isEmpty()
          ? subject + "is unlabelled, expected owner \"" + id.value() + "\""
          : subject
              + "is labelled for control plane \""
              + owner.get()
              + "\", not \""
              + id.value()
              + "\"";
    }

    /** {@code labelled "plane-b"} or {@code unlabelled}. */
    private static String labelNote(Optional<String> owner) {
      return owner.map(value -> "labelled \"" + value + "\"").orElse("unlabelled");
    }

    /** The trace note of the namespace-label test when it passes or does not apply. */
    private static String namespaceLabelPassNote(ObjectRef ref, PolicyContext context) {
      String namespace = ref.namespace();
      if (namespace == null) {
        return "a Namespace is judged by its own label";
      }
      if (context.shared().isSharedNamespace(namespace)) {
        return "shared namespace \"" + namespace + "\": judged by the object's own label";
      }
      return "namespace \""
          + namespace
          + "\" "
          + labelNote(OwnershipLabel.valueOf(requireNonNull(context.namespaceLabels())))
          + ": the plane's";
    }
  }

  /**
   * What the rules tell a reader, recorded while the loop consults them: a trace entry per rule
   * consulted, and the state, reason and explanation of the rule that decided. Only the explaining
   * path makes one.
   */
  static final class Explaining {

    private final TraceBuilder trace = new TraceBuilder();
    private @Nullable OwnershipState state;
    private @Nullable ClassificationRule decidingRule;
    private @Nullable ReasonCode reason;
    private @Nullable String explanation;

    void passed(ClassificationRule rule, String note) {
      trace.passed(rule.id(), note);
    }

    void notApplicable(ClassificationRule rule, String note) {
      trace.notApplicable(rule.id(), note);
    }

    void decided(ClassificationRule rule, ReasonCode reason, String explanation, String note) {
      trace.decided(rule.id(), note);
      this.decidingRule = rule;
      this.reason = reason;
      this.explanation = explanation;
    }

    /** The state the loop decided. */
    OwnershipState state() {
      return requireNonNull(state, "the loop has not run");
    }

    /** The explanation of the rule that decided, naming both sides. */
    String explanation() {
      return requireNonNull(explanation, "no rule explained its decision");
    }

    /** The entries recorded, one per rule consulted; the recorder may go on recording. */
    TraceBuilder trace() {
      return trace;
    }

    /** The classification of {@code ref} as the rule that decided explained it. */
    Classification classification(ObjectRef ref) {
      ClassificationRule rule = requireNonNull(decidingRule, "no rule explained its decision");
      return new Classification(
          ref, state(), rule.id(), requireNonNull(reason), explanation(), trace.build());
    }
  }
}
