package io.planerules.admission;

import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.admission.policy.FailurePolicy;
import io.planerules.admission.policy.ValidationAction;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What a plane's policies judge beside its own service accounts and how the API server applies them
 * (docs/reference/admission.md#options). Built unchecked; {@link #validate()} lists the problems
 * ({@code admission.*}), and {@link AdmissionPolicies#forPlane} refuses invalid options.
 * <!-- snippet: AdmissionExamplesTest#options -->
 *
 * <pre>{@code
 * AdmissionOptions options =
 *     AdmissionOptions.builder()
 *         .extraUsers(List.of("alice"))
 *         .validationActions(List.of("Warn", "Audit"))
 *         .build();
 * options.validate().isValid(); // true
 * }</pre>
 */
public final class AdmissionOptions {

  /** The labelled kinds by default: Namespaces, NVCFBackends, ClusterIssuers. */
  public static final List<GroupResource> DEFAULT_LABELLED_KINDS =
      List.of(GroupResource.NAMESPACES, GroupResource.NVCF_BACKENDS, GroupResource.CLUSTER_ISSUERS);

  private static final AdmissionOptions DEFAULTS = builder().build();

  private final List<String> extraUsers;
  private final List<String> extraGroups;
  private final List<GroupResource> labelledKinds;
  private final List<SharedObject> extraSharedObjects;
  private final boolean restrictNamespaces;
  private final List<String> extraAllowedNamespaces;
  private final List<String> validationActions;
  private final String failurePolicy;

  private AdmissionOptions(Builder b) {
    extraUsers = List.copyOf(b.extraUsers);
    extraGroups = List.copyOf(b.extraGroups);
    labelledKinds = List.copyOf(b.labelledKinds);
    extraSharedObjects = List.copyOf(b.extraSharedObjects);
    restrictNamespaces = b.restrictNamespaces;
    extraAllowedNamespaces = List.copyOf(b.extraAllowedNamespaces);
    validationActions = List.copyOf(b.validationActions);
    failurePolicy = b.failurePolicy;
  }

  /** The defaults: no extra subjects, the three labelled kinds, {@code [Deny]}, {@code Fail}. */
  public static AdmissionOptions defaults() {
    return DEFAULTS;
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** Usernames that act as the plane beside its service accounts. */
  public List<String> extraUsers() {
    return extraUsers;
  }

  /** Groups whose members act as the plane. */
  public List<String> extraGroups() {
    return extraGroups;
  }

  /** The kinds every object of which must carry the plane's label (rule {@code unlabelled}). */
  public List<GroupResource> labelledKinds() {
    return labelledKinds;
  }

  /** Shared prerequisites beside the plane's defaults. */
  public List<SharedObject> extraSharedObjects() {
    return extraSharedObjects;
  }

  /** Whether rule {@code namespace-scope} is emitted. */
  public boolean restrictNamespaces() {
    return restrictNamespaces;
  }

  /** Namespaces allowed beside the plane's own and the shared ones (cert-manager, Gateway). */
  public List<String> extraAllowedNamespaces() {
    return extraAllowedNamespaces;
  }

  /** The validation actions as given (wire names). */
  public List<String> validationActionNames() {
    return validationActions;
  }

  /** The failure policy as given (wire name). */
  public String failurePolicyName() {
    return failurePolicy;
  }

  /**
   * The validation actions, for the bindings.
   *
   * @throws io.planerules.rules.PlaneRulesException (an {@code AdmissionOptionsException}) when the
   *     options are invalid
   */
  List<ValidationAction> validationActions() {
    requireValid();
    return validationActions.stream()
        .map(name -> ValidationAction.fromWireName(name).orElseThrow())
        .toList();
  }

  /**
   * The failure policy, for the policies.
   *
   * @throws io.planerules.rules.PlaneRulesException (an {@code AdmissionOptionsException}) when the
   *     options are invalid
   */
  FailurePolicy failurePolicy() {
    requireValid();
    return FailurePolicy.fromWireName(failurePolicy).orElseThrow();
  }

  /**
   * Throws {@link io.planerules.rules.PlaneRulesException} (an {@code AdmissionOptionsException})
   * when {@link #validate()} finds an error.
   */
  void requireValid() {
    validate().throwIfInvalid(AdmissionOptionsException::new);
  }

  /**
   * The problems of these options; never throws.
   *
   * @return the problems, empty when valid
   */
  public ValidationResult validate() {
    List<Problem> problems = new ArrayList<>();
    checkActions(problems);
    if (FailurePolicy.fromWireName(failurePolicy).isEmpty()) {
      problems.add(
          Problem.error(
              OptionProblem.UNKNOWN_FAILURE_POLICY.code(),
              "failurePolicy",
              "failure policy \"" + failurePolicy + "\" is not Fail or Ignore"));
    }
    nonEmpty(extraUsers, "extraUsers", OptionProblem.EMPTY_USERNAME, "username", problems);
    nonEmpty(extraGroups, "extraGroups", OptionProblem.EMPTY_GROUP, "group", problems);
    nonEmpty(
        extraAllowedNamespaces,
        "extraAllowedNamespaces",
        OptionProblem.EMPTY_NAME,
        "namespace",
        problems);
    for (int i = 0; i < labelledKinds.size(); i++) {
      checkKind(labelledKinds.get(i), "labelledKinds[" + i + "]", problems);
    }
    for (int i = 0; i < extraSharedObjects.size(); i++) {
      SharedObject shared = extraSharedObjects.get(i);
      String path = "extraSharedObjects[" + i + "]";
      checkKind(shared.resource(), path, problems);
      if (shared.name().isEmpty()) {
        problems.add(
            Problem.error(OptionProblem.EMPTY_NAME.code(), path + ".name", "the name is empty"));
      }
    }
    return ValidationResult.of(problems);
  }

  private void checkActions(List<Problem> problems) {
    Set<String> seen = new HashSet<>();
    boolean repeated = false;
    for (int i = 0; i < validationActions.size(); i++) {
      String action = validationActions.get(i);
      if (ValidationAction.fromWireName(action).isEmpty()) {
        problems.add(
            Problem.error(
                OptionProblem.UNKNOWN_ACTION.code(),
                "validationActions[" + i + "]",
                "validation action \"" + action + "\" is not Deny, Warn or Audit"));
      }
      repeated |= !seen.add(action);
    }
    // kubernetes/kubernetes pkg/apis/admissionregistration/validation/validation.go
    // (validateValidationActions): required, unique, and Deny excludes Warn
    @Nullable String why =
        validationActions.isEmpty()
            ? "at least one validation action is required"
            : repeated
                ? "a validation action is given twice"
                : seen.contains("Deny") && seen.contains("Warn")
                    ? "Deny and Warn cannot be used together"
                    : null;
    if (why != null) {
      problems.add(Problem.error(OptionProblem.INVALID_ACTIONS.code(), "validationActions", why));
    }
  }

  private static void nonEmpty(
      List<String> values, String field, OptionProblem problem, String what, List<Problem> out) {
    for (int i = 0; i < values.size(); i++) {
      if (values.get(i).isEmpty()) {
        out.add(
            Problem.error(problem.code(), field + "[" + i + "]", "an extra " + what + " is empty"));
      }
    }
  }

  private static void checkKind(GroupResource kind, String path, List<Problem> out) {
    if (kind.resource().isEmpty()) {
      out.add(
          Problem.error(
              OptionProblem.KIND_WITHOUT_RESOURCE.code(),
              path + ".resource",
              "kind \"" + kind + "\" has no resource"));
    } else if (!plain(kind.resource()) || !plain(kind.group())) {
      out.add(
          Problem.error(
              OptionProblem.INVALID_KIND.code(),
              path,
              "kind \"" + kind + "\" may hold only a-z, 0-9, '-' and '.'"));
    }
  }

  private static boolean plain(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.')) {
        return false;
      }
    }
    return true;
  }

  /** Builds {@link AdmissionOptions}; every setter replaces the value. */
  public static final class Builder {
    private List<String> extraUsers = List.of();
    private List<String> extraGroups = List.of();
    private List<GroupResource> labelledKinds = DEFAULT_LABELLED_KINDS;
    private List<SharedObject> extraSharedObjects = List.of();
    private boolean restrictNamespaces;
    private List<String> extraAllowedNamespaces = List.of();
    private List<String> validationActions = List.of(ValidationAction.DENY.wireName());
    private String failurePolicy = FailurePolicy.FAIL.wireName();

    private Builder() {}

    /** Usernames acting as the plane. */
    @CanIgnoreReturnValue
    public Builder extraUsers(List<String> users) {
      extraUsers = List.copyOf(users);
      return this;
    }

    /** Groups acting as the plane. */
    @CanIgnoreReturnValue
    public Builder extraGroups(List<String> groups) {
      extraGroups = List.copyOf(groups);
      return this;
    }

    /** The labelled kinds (replaces the defaults). */
    @CanIgnoreReturnValue
    public Builder labelledKinds(List<GroupResource> kinds) {
      labelledKinds = List.copyOf(kinds);
      return this;
    }

    /** Shared prerequisites beside the defaults. */
    @CanIgnoreReturnValue
    public Builder extraSharedObjects(List<SharedObject> objects) {
      extraSharedObjects = List.copyOf(objects);
      return this;
    }

    /** Whether to emit rule {@code namespace-scope}. */
    @CanIgnoreReturnValue
    public Builder restrictNamespaces(boolean restrict) {
      restrictNamespaces = restrict;
      return this;
    }

    /** Namespaces allowed beside the plane's own and the shared ones. */
    @CanIgnoreReturnValue
    public Builder extraAllowedNamespaces(List<String> namespaces) {
      extraAllowedNamespaces = List.copyOf(namespaces);
      return this;
    }

    /** Validation actions by wire name ({@code Deny}, {@code Warn}, {@code Audit}). */
    @CanIgnoreReturnValue
    public Builder validationActions(List<String> actions) {
      validationActions = List.copyOf(actions);
      return this;
    }

    /** The failure policy by wire name ({@code Fail}, {@code Ignore}). */
    @CanIgnoreReturnValue
    public Builder failurePolicy(String policy) {
      failurePolicy = requireNonNull(policy, "policy");
      return this;
    }

    /** The options, unchecked. */
    public AdmissionOptions build() {
      return new AdmissionOptions(this);
    }
  }

  /**
   * The option problems {@link #validate()} reports ({@code admission.unknown-action} ...), each
   * coded with its own id, as {@code docs/rules.md} lists them; the rule enum itself is
   * package-private.
   *
   * @return the rule descriptors, in declaration order
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(OptionProblem.values());
  }
}
