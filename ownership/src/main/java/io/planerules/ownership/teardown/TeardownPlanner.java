package io.planerules.ownership.teardown;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedSet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.DerivationResult;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.ownership.Action;
import io.planerules.ownership.Classification;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.OwnershipState;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.ReasonCode;
import io.planerules.ownership.SharedPrerequisites;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.internal.Kinds;
import io.planerules.ownership.internal.PlaneNamespaces;
import io.planerules.ownership.internal.Texts;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;

/**
 * Teardown planning (docs/reference/ownership.md#teardown): from an inventory, what {@code destroy}
 * for plane P deletes. Phase 1 checks everything first (all reported): a present scope namespace
 * that is unlabelled (named) or foreign aborts ({@code teardown.namespace-not-owned});
 * ClusterIssuers are selected by label ({@code nvcf.nvidia.com/control-plane-id=<P>}) and must be
 * named {@code <P>-…} ({@code teardown.issuer-outside-prefix}); leftover hook objects not owned are
 * skipped with a warning. Any abort gives an {@link TeardownPlan#aborted()} plan with no steps
 * (<b>stricter</b>: upstream checks the issuer name inside its deletion loop). Phase 2 orders the
 * steps: uninstall releases, delete namespaces (ascending, wait), delete issuers (ascending),
 * delete hook objects. Never in a plan: shared prerequisites, namespaces outside the scope sets,
 * other planes' objects, unlabelled objects (named plane), labelled objects (legacy plane).
 * <!-- snippet: OwnershipExamplesTest#teardown-plan -->
 *
 * <pre>{@code
 * TeardownPlan plan = TeardownPlanner.plan(id, inventory, Set.of(TeardownScope.CONTROL_PLANE));
 * if (plan.aborted()) {
 *   plan.reasons().forEach(reason -> refusals.add(reason.message())); // nothing is deleted
 * }
 * }</pre>
 */
public final class TeardownPlanner {

  /** The namespaces of the compute plane (NVCA): {@link TeardownScope#COMPUTE_PLANE}. */
  private static final ImmutableSet<NameKind> COMPUTE_PLANE_NAMESPACES =
      ImmutableSet.of(
          NameKind.NAMESPACE_NVCA_OPERATOR,
          NameKind.NAMESPACE_NVCA_SYSTEM,
          NameKind.NAMESPACE_NVCF_BACKEND);

  /**
   * The plane's namespaces that neither scope tears down: the UI add-on's and the streaming (TURN)
   * namespace, which are not among the namespaces {@code destroy} deletes
   * (docs/reference/ownership.md#teardown).
   */
  private static final ImmutableSet<NameKind> IN_NO_SCOPE =
      ImmutableSet.of(NameKind.NAMESPACE_NVCF_UI, NameKind.NAMESPACE_GDN_STREAMING);

  /**
   * The legacy control plane's namespace that is of no kind of the name table, so not among {@link
   * PlaneNames#namespaces()}: torn down with the legacy control plane.
   */
  public static final String LEGACY_NCP = "ncp";

  /** The legacy managed issuer, kept by design (exempt from the residue check). */
  public static final String LEGACY_ISSUER = "nvcf-openbao-pki";

  private static final ImmutableSet<String> HOOK_KINDS =
      ImmutableSet.of(
          Kinds.SERVICE_ACCOUNT, Kinds.JOB, Kinds.CLUSTER_ROLE, Kinds.CLUSTER_ROLE_BINDING);

  private TeardownPlanner() {}

  /**
   * The namespaces a scope tears down, taken from the plane's namespaces ({@link
   * PlaneNames#namespaces()}, the one source of that fact): the compute plane's three ({@code
   * <P>-nvca-operator}, {@code -nvca-system}, {@code -nvcf-backend}) for {@link
   * TeardownScope#COMPUTE_PLANE}; every other one for {@link TeardownScope#CONTROL_PLANE} except
   * the UI add-on's and the streaming namespace and the shared Gateway namespaces (the legacy
   * plane's ingress kind is the Gateway controller's namespace, never the plane's to delete), the
   * legacy plane adding {@link #LEGACY_NCP}. Named: {@code <P>-api-keys}, {@code
   * -cassandra-system}, {@code -ess}, {@code -ingress}, {@code -nats-system}, {@code -nvcf}, {@code
   * -sis}, {@code -vault-system}; legacy the unprefixed names with {@code ncp} instead of the
   * ingress namespace.
   *
   * @param id the plane
   * @param scope the scope
   * @return the namespace names, ascending
   */
  public static SortedSet<String> scopeNamespaces(ControlPlaneId id, TeardownScope scope) {
    NamingOptions options = NamingOptions.defaults();
    PlaneNames names = PlaneNamespaces.names(id, options);
    Set<String> compute = values(names, COMPUTE_PLANE_NAMESPACES);
    ImmutableSortedSet.Builder<String> out = ImmutableSortedSet.naturalOrder();
    if (scope == TeardownScope.COMPUTE_PLANE) {
      return out.addAll(compute).build();
    }
    Set<String> outside = new HashSet<>(compute);
    outside.addAll(values(names, IN_NO_SCOPE));
    outside.addAll(PlaneNamespaces.gatewayNamespaces(options));
    for (String namespace : names.namespaces()) {
      if (!outside.contains(namespace)) {
        out.add(namespace);
      }
    }
    if (id.isLegacy()) {
      out.add(LEGACY_NCP);
    }
    return out.build();
  }

  /** The values of those of {@code kinds} that the plane's mode has. */
  private static Set<String> values(PlaneNames names, Set<NameKind> kinds) {
    Set<String> values = new HashSet<>();
    for (NameKind kind : kinds) {
      DerivationResult derived = names.tryDerive(kind);
      if (derived.isDerived()) {
        values.add(derived.names().get(0).value());
      }
    }
    return values;
  }

  /**
   * Plans a teardown with the plane's default shared prerequisites.
   *
   * @param id the plane torn down
   * @param inventory what exists now
   * @param scopes the scopes; empty means {@link TeardownScope#CONTROL_PLANE}
   * @return the plan
   */
  public static TeardownPlan plan(
      ControlPlaneId id, Inventory inventory, Set<TeardownScope> scopes) {
    return plan(id, inventory, scopes, PolicyContext.defaults(id).shared());
  }

  /**
   * Plans a teardown.
   *
   * @param id the plane torn down
   * @param inventory what exists now
   * @param scopes the scopes; empty means {@link TeardownScope#CONTROL_PLANE}
   * @param shared the shared prerequisites (e.g. with configured external issuers)
   * @return the plan
   */
  public static TeardownPlan plan(
      ControlPlaneId id,
      Inventory inventory,
      Set<TeardownScope> scopes,
      SharedPrerequisites shared) {
    requireNonNull(id, "id");
    requireNonNull(inventory, "inventory");
    Set<TeardownScope> effective =
        scopes.isEmpty() ? EnumSet.of(TeardownScope.CONTROL_PLANE) : EnumSet.copyOf(scopes);
    List<Problem> reasons = new ArrayList<>();
    List<Problem> warnings = new ArrayList<>();
    List<Verdict> decisions = new ArrayList<>();
    Set<ObjectRef> seen = new HashSet<>();
    for (ObservedObject o : inventory.all()) {
      if (!seen.add(o.ref())) {
        reasons.add(
            Problem.error(
                TeardownRule.INVENTORY_DUPLICATE.code(),
                "inventory",
                "refusing to plan teardown: " + o.ref() + " listed twice in the inventory"));
      }
    }

    ImmutableSortedSet.Builder<String> allowedBuilder = ImmutableSortedSet.naturalOrder();
    for (TeardownScope scope : effective) {
      allowedBuilder.addAll(scopeNamespaces(id, scope));
    }
    ImmutableSortedSet<String> allowed = allowedBuilder.build();
    PolicyContext context = PolicyContext.of(shared).restrictedTo(allowed);
    List<ObjectRef> namespaces = new ArrayList<>();
    List<ObservedObject> sortedNamespaces = sortedByRef(inventory.namespaces());
    for (ObservedObject ns : sortedNamespaces) {
      if (!ns.ref().kind().equals(Kinds.NAMESPACE) || !allowed.contains(ns.ref().name())) {
        continue;
      }
      Verdict v = OwnershipPolicy.decide(id, Action.TEARDOWN, ns, context);
      decisions.add(v);
      if (v.kind() == Verdict.Kind.ABORT) {
        reasons.add(
            Problem.error(TeardownRule.NAMESPACE_NOT_OWNED.code(), "namespaces", v.message()));
      } else if (v.allowed()) {
        namespaces.add(ns.ref());
      }
    }

    List<ObjectRef> issuers = new ArrayList<>();
    if (effective.contains(TeardownScope.CONTROL_PLANE)) {
      for (ObservedObject issuer : sortedByRef(inventory.clusterIssuers())) {
        Verdict v = issuerDecision(id, issuer, shared);
        decisions.add(v);
        if (v.kind() == Verdict.Kind.ABORT) {
          reasons.add(
              Problem.error(
                  TeardownRule.ISSUER_OUTSIDE_PREFIX.code(), "clusterIssuers", v.message()));
        } else if (v.allowed()) {
          issuers.add(issuer.ref());
        }
      }
    }

    List<ObjectRef> hooks = new ArrayList<>();
    if (effective.contains(TeardownScope.COMPUTE_PLANE)) {
      NamingOptions options = NamingOptions.defaults();
      String hookName = PlaneNamespaces.derive(id, options, NameKind.NVCA_PRE_DELETE_HOOK);
      String operatorNamespace =
          PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCA_OPERATOR);
      for (ObservedObject hook : sortedByRef(inventory.hookObjects())) {
        if (!isHookObject(hook.ref(), hookName, operatorNamespace)) {
          continue;
        }
        PolicyContext hookContext = PolicyContext.of(shared);
        Classification c = OwnershipPolicy.classify(id, hook, hookContext);
        if (c.isOwned()) {
          decisions.add(OwnershipPolicy.decide(id, Action.TEARDOWN, hook, hookContext));
          hooks.add(hook.ref());
        } else {
          String message = "skipping leftover hook object " + hook.ref() + ": " + c.explanation();
          decisions.add(
              Verdict.skip(
                  c.state(),
                  TeardownRule.HOOK_OBJECT_NOT_OWNED.id(),
                  ReasonCode.HOOK_OBJECT_NOT_OWNED,
                  message,
                  c.trace()
                      .then(
                          RuleOutcome.trace(
                              TeardownRule.HOOK_OBJECT_NOT_OWNED.id(),
                              RuleOutcome.decide(Verdict.Kind.SKIP, "not owned")))));
          warnings.add(
              Problem.warning(TeardownRule.HOOK_OBJECT_NOT_OWNED.code(), "hookObjects", message));
        }
      }
    }

    if (!reasons.isEmpty()) {
      return new Aborted(reasons, decisions, warnings);
    }
    List<TeardownStep> steps = new ArrayList<>();
    for (TeardownScope scope : effective) {
      steps.add(new TeardownStep(scope, null, false, id));
    }
    for (ObjectRef ns : namespaces) {
      TeardownScope scope =
          scopeNamespaces(id, TeardownScope.CONTROL_PLANE).contains(ns.name())
              ? TeardownScope.CONTROL_PLANE
              : TeardownScope.COMPUTE_PLANE;
      steps.add(new TeardownStep(scope, ns, true, id));
    }
    for (ObjectRef issuer : issuers) {
      steps.add(new TeardownStep(TeardownScope.CONTROL_PLANE, issuer, false, id));
    }
    for (ObjectRef hook : hooks) {
      steps.add(new TeardownStep(TeardownScope.COMPUTE_PLANE, hook, false, id));
    }
    return new Ready(steps, decisions, warnings);
  }

  private static List<ObservedObject> sortedByRef(List<ObservedObject> objects) {
    List<ObservedObject> sorted = new ArrayList<>(objects);
    sorted.sort(
        Comparator.comparing((ObservedObject o) -> o.ref().name())
            .thenComparing(o -> o.ref().kind())
            .thenComparing(o -> Objects.requireNonNullElse(o.ref().namespace(), "")));
    return sorted;
  }

  private static boolean isHookObject(ObjectRef ref, String hookName, String operatorNamespace) {
    if (!ref.name().equals(hookName) || !HOOK_KINDS.contains(ref.kind())) {
      return false;
    }
    boolean namespaced = ref.kind().equals(Kinds.SERVICE_ACCOUNT) || ref.kind().equals(Kinds.JOB);
    return namespaced ? operatorNamespace.equals(ref.namespace()) : ref.namespace() == null;
  }

  private static Verdict issuerDecision(
      ControlPlaneId id, ObservedObject issuer, SharedPrerequisites shared) {
    PolicyContext context = PolicyContext.of(shared);
    Classification c = OwnershipPolicy.classify(id, issuer, context);
    String name = issuer.ref().name();
    if (id.isLegacy()) {
      return Verdict.skip(
          c.state(),
          TeardownRule.LEGACY_KEEPS_ISSUERS.id(),
          ReasonCode.LEGACY_KEEPS_ISSUERS,
          "skipping ClusterIssuer " + name + ": the legacy plane never deletes ClusterIssuers",
          c.trace()
              .then(
                  RuleOutcome.trace(
                      TeardownRule.LEGACY_KEEPS_ISSUERS.id(),
                      RuleOutcome.decide(Verdict.Kind.SKIP, "legacy"))));
    }
    if (c.state() == OwnershipState.SHARED_PREREQUISITE) {
      return OwnershipPolicy.decide(id, Action.TEARDOWN, issuer, context);
    }
    Evaluation<Verdict.Kind> e = ISSUER.evaluate(new Issuer(id, issuer));
    Verdict.Kind kind = requireNonNull(e.decision());
    RuleId rule = requireNonNull(e.decidingRule());
    Trace trace = c.trace().then(e.trace());
    return switch (kind) {
      case SKIP ->
          Verdict.skip(
              c.state(),
              rule,
              ReasonCode.ISSUER_NOT_SELECTED,
              "skipping ClusterIssuer " + name + ": not selected by " + OwnershipLabel.selector(id),
              trace);
      case ABORT ->
          Verdict.abort(
              OwnershipState.OWNED,
              rule,
              ReasonCode.ISSUER_OUTSIDE_PREFIX,
              "refusing to delete managed ClusterIssuer outside control plane "
                  + id.value()
                  + ": "
                  + name,
              trace);
      case ALLOW ->
          Verdict.allow(
              OwnershipState.OWNED,
              rule,
              ReasonCode.ISSUER_SELECTED,
              "may delete ClusterIssuer " + name + ": selected by " + OwnershipLabel.selector(id),
              trace,
              null);
      case DENY -> throw new IllegalStateException("no issuer rule denies");
    };
  }

  /** What the issuer rules of a named plane look at: the plane and one ClusterIssuer. */
  private record Issuer(ControlPlaneId id, ObservedObject issuer) {}

  /**
   * The issuer rules of a named plane, after classification: selected by the ownership label, then
   * named inside the plane's prefix.
   */
  private static final RuleBook<Issuer, Verdict.Kind> ISSUER =
      RuleBook.<Issuer, Verdict.Kind>named(TeardownRule.ISSUER_NOT_SELECTED.decision())
          .rule(
              TeardownRule.ISSUER_NOT_SELECTED,
              i ->
                  i.issuer().ownershipLabel().equals(Optional.of(i.id().value()))
                      ? RuleOutcome.pass("selected")
                      : RuleOutcome.decide(Verdict.Kind.SKIP, "not selected"))
          .rule(
              TeardownRule.ISSUER_OUTSIDE_PREFIX,
              i ->
                  i.issuer().ref().name().startsWith(i.id().prefix())
                      ? RuleOutcome.pass("prefix ok")
                      : RuleOutcome.decide(Verdict.Kind.ABORT, "name lacks prefix"))
          .rule(
              TeardownRule.ISSUER_SELECTED, i -> RuleOutcome.decide(Verdict.Kind.ALLOW, "selected"))
          .build();

  /**
   * The precondition of one step on a fresh read immediately before deleting: absent → {@link
   * RecheckResult#targetGone()}; ownership label ≠ P (legacy: labelled) → {@link
   * RecheckResult#aborts()} with {@code refusing to delete <Kind> <name>: expected owner <P>, found
   * <v or unset>.} (for namespaces <b>stricter</b> than upstream's skip); otherwise {@link
   * RecheckResult#proceeds()} with the fresh read's resourceVersion as the delete's precondition
   * ({@link RecheckResult#deletePrecondition()}): without it an owner changed between this read and
   * the delete would go unnoticed. A step without target (uninstall the releases) always proceeds.
   *
   * @param step the step about to run
   * @param fresh the fresh read of its target, or empty when not found
   * @return the re-check result
   * @throws InvalidInputException ({@code input.ref-mismatch}) when the fresh object is not the
   *     step's target
   */
  public static RecheckResult recheck(TeardownStep step, Optional<ObservedObject> fresh) {
    requireNonNull(step, "step");
    ObjectRef target = step.target();
    if (target == null) {
      return RecheckResult.proceed("uninstall releases", null);
    }
    if (fresh.isPresent() && !fresh.get().ref().equals(target)) {
      ValidationResult.of(
              Problem.error(
                  "input.ref-mismatch",
                  "fresh",
                  "fresh object " + fresh.get().ref() + " is not the step's target " + target))
          .throwIfInvalid(InvalidInputException::new);
    }
    if (fresh.isEmpty()) {
      return RecheckResult.targetGone(target + " already gone");
    }
    ControlPlaneId owner = step.expectedOwner();
    Optional<String> found = fresh.get().ownershipLabel();
    if (!OwnershipLabel.matches(fresh.get().labels(), owner)) {
      return RecheckResult.abort(
          "refusing to delete "
              + target.kind()
              + " "
              + target.name()
              + ": expected owner "
              + Texts.expectedOwner(owner)
              + ", found "
              + Texts.valueOrUnset(found)
              + ".");
    }
    return RecheckResult.proceed(
        "owner unchanged: delete " + target, fresh.get().resourceVersion());
  }

  /**
   * The residue check after uninstall, each item an error: {@code residue.namespace} (a namespace
   * of P's family A still present; legacy: the legacy namespace sets), {@code residue.labelled}
   * (named: an object labelled P that is not a shared prerequisite), {@code residue.cluster-name}
   * (a cluster-scoped object named like P's fixed cluster-scoped kinds: {@code issuer/managed} for
   * named planes, {@code nvca/pre-delete-hook} and {@code cluster/nvca} as ClusterRole or
   * ClusterRoleBinding, whatever its labels; the legacy {@code nvcf-openbao-pki} issuer is exempt).
   * Clean ⇔ no problems.
   *
   * @param id the plane
   * @param after what exists after uninstall
   * @return the residue, one problem per finding
   */
  public static ValidationResult checkResidue(ControlPlaneId id, Inventory after) {
    NamingOptions options = NamingOptions.defaults();
    Set<String> namespaces =
        id.isLegacy()
            ? ImmutableSortedSet.<String>naturalOrder()
                .addAll(scopeNamespaces(id, TeardownScope.CONTROL_PLANE))
                .addAll(scopeNamespaces(id, TeardownScope.COMPUTE_PLANE))
                .build()
            : PlaneNamespaces.namespaces(id, options);
    Set<String> rbacNames =
        ImmutableSet.of(
            PlaneNamespaces.derive(id, options, NameKind.NVCA_PRE_DELETE_HOOK),
            PlaneNamespaces.derive(id, options, NameKind.CLUSTER_NVCA));
    SharedPrerequisites shared = PolicyContext.defaults(id).shared();
    List<Problem> problems = new ArrayList<>();
    for (ObservedObject o : sortedByRef(after.all())) {
      ObjectRef ref = o.ref();
      if (ref.kind().equals(Kinds.NAMESPACE) && namespaces.contains(ref.name())) {
        problems.add(
            Problem.error(
                TeardownRule.RESIDUE_NAMESPACE.code(),
                "namespaces",
                "namespace " + ref.name() + " of " + Texts.plane(id) + " still present"));
      }
      if (!id.isLegacy()
          && o.ownershipLabel().equals(Optional.of(id.value()))
          && !shared.contains(ref)) {
        problems.add(
            Problem.error(
                TeardownRule.RESIDUE_LABELLED.code(),
                "objects",
                ref + " still labelled for " + Texts.plane(id)));
      }
      boolean clusterName =
          ref.namespace() == null
              && ((rbacNames.contains(ref.name())
                      && (ref.kind().equals(Kinds.CLUSTER_ROLE)
                          || ref.kind().equals(Kinds.CLUSTER_ROLE_BINDING)))
                  || (!id.isLegacy()
                      && ref.kind().equals(Kinds.CLUSTER_ISSUER)
                      && ref.name()
                          .equals(PlaneNamespaces.derive(id, options, NameKind.ISSUER_MANAGED))));
      if (clusterName) {
        problems.add(
            Problem.error(
                TeardownRule.RESIDUE_CLUSTER_NAME.code(),
                "objects",
                "cluster-scoped " + ref + " of " + Texts.plane(id) + " still present"));
      }
    }
    return ValidationResult.of(problems);
  }

  /**
   * The teardown rules ({@code teardown.*}, then {@code residue.*}), in declaration order, for
   * {@code docs/rules.md}; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(TeardownRule.values());
  }

  /**
   * The rules of {@link #checkResidue} ({@code residue.namespace}, {@code residue.labelled}, {@code
   * residue.cluster-name}), whose ids are the codes of the problems it reports.
   *
   * @return the rule descriptors, in declaration order
   */
  public static List<RuleDescriptor> residueRules() {
    return List.of(
        TeardownRule.RESIDUE_NAMESPACE,
        TeardownRule.RESIDUE_LABELLED,
        TeardownRule.RESIDUE_CLUSTER_NAME);
  }
}
