package io.planerules.ownership.backend;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.OwnershipState;
import io.planerules.ownership.ReasonCode;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.internal.PlaneNamespaces;
import io.planerules.ownership.internal.Texts;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import java.util.List;
import java.util.function.Function;

/**
 * NVCFBackend admission (docs/reference/ownership.md#nvcfbackend-admission), decided before any
 * mutation and without mutating its input. Named plane P, rules in order: {@code
 * backend.operator-namespace}, {@code backend.id}, {@code backend.override-id}, {@code
 * backend.system-namespace}, {@code backend.requests-namespace}, {@code
 * backend.override-system-namespace}, {@code backend.override-requests-namespace}, {@code
 * backend.normalise}, {@code backend.owned}. Base spec and overrides are checked separately, so a
 * foreign value anywhere is refused even when the merge would hide it. <b>Stricter</b> than
 * upstream: an explicit namespace must equal the derived name (a prefix test cannot tell plane
 * {@code a} from {@code a-b}). Legacy operator: {@code backend.legacy-named} refuses any non-empty
 * id (including {@code default}), else {@code backend.legacy-unscoped} allows.
 * <!-- snippet: OwnershipExamplesTest#backend-admission -->
 *
 * <pre>{@code
 * Verdict v =
 *     BackendAdmission.evaluate(
 *         ControlPlaneId.of("plane-a"),
 *         new BackendView("plane-a-nvca-operator", "b", new ClusterConfig("", "", ""), null),
 *         false);
 * v.normalizedControlPlaneId(); // "plane-a": write it into controlPlaneID
 * }</pre>
 */
public final class BackendAdmission {

  private record In(
      ControlPlaneId id,
      BackendView view,
      boolean deleting,
      String operatorNamespace,
      String systemNamespace,
      String requestsNamespace) {}

  private record Decided(Verdict.Kind kind, OwnershipState state, ReasonCode reason, String why) {}

  private static final RuleBook<In, Decided> NAMED =
      RuleBook.<In, Decided>named(BackendRule.OWNED.decision())
          .rule(
              BackendRule.OPERATOR_NAMESPACE,
              in ->
                  in.view.namespace().equals(in.operatorNamespace)
                      ? RuleOutcome.pass("in operator namespace")
                      : deny(
                          OwnershipState.NAMESPACE_FOREIGN,
                          ReasonCode.FOREIGN_OPERATOR_NAMESPACE,
                          "namespace \""
                              + in.view.namespace()
                              + "\" is not the operator namespace \""
                              + in.operatorNamespace
                              + "\" of "
                              + Texts.plane(in.id)))
          .rule(
              BackendRule.ID,
              in ->
                  idRule(
                      in,
                      in.view.spec().controlPlaneId(),
                      "spec.controlPlaneID",
                      OwnershipState.FOREIGN,
                      ReasonCode.FOREIGN_CONTROL_PLANE_ID))
          .rule(
              BackendRule.OVERRIDE_ID,
              in ->
                  idRule(
                      in,
                      in.view.overridesOrEmpty().controlPlaneId(),
                      "spec.overrides.controlPlaneID",
                      OwnershipState.MERGED_FOREIGN,
                      ReasonCode.MERGED_FOREIGN_CONTROL_PLANE_ID))
          .rule(
              BackendRule.SYSTEM_NAMESPACE,
              in ->
                  namespaceRule(
                      in.view.spec().systemNamespace(),
                      in.systemNamespace,
                      "spec.systemNamespace",
                      OwnershipState.NAMESPACE_FOREIGN,
                      ReasonCode.FOREIGN_SYSTEM_NAMESPACE))
          .rule(
              BackendRule.REQUESTS_NAMESPACE,
              in ->
                  namespaceRule(
                      in.view.spec().requestsNamespace(),
                      in.requestsNamespace,
                      "spec.requestsNamespace",
                      OwnershipState.NAMESPACE_FOREIGN,
                      ReasonCode.FOREIGN_REQUESTS_NAMESPACE))
          .rule(
              BackendRule.OVERRIDE_SYSTEM_NAMESPACE,
              in ->
                  namespaceRule(
                      in.view.overridesOrEmpty().systemNamespace(),
                      in.systemNamespace,
                      "spec.overrides.systemNamespace",
                      OwnershipState.MERGED_FOREIGN,
                      ReasonCode.MERGED_FOREIGN_SYSTEM_NAMESPACE))
          .rule(
              BackendRule.OVERRIDE_REQUESTS_NAMESPACE,
              in ->
                  namespaceRule(
                      in.view.overridesOrEmpty().requestsNamespace(),
                      in.requestsNamespace,
                      "spec.overrides.requestsNamespace",
                      OwnershipState.MERGED_FOREIGN,
                      ReasonCode.MERGED_FOREIGN_REQUESTS_NAMESPACE))
          .rule(
              BackendRule.NORMALISE,
              in ->
                  mergedId(in.view).isEmpty()
                      ? RuleOutcome.decide(
                          new Decided(
                              Verdict.Kind.ALLOW,
                              OwnershipState.OWNED,
                              ReasonCode.NORMALISED_EMPTY_ID,
                              in.deleting
                                  ? "empty controlPlaneID in the operator namespace of "
                                      + Texts.plane(in.id)
                                      + "; deleting, nothing written"
                                  : "empty controlPlaneID normalised to \"" + in.id.value() + "\""),
                          "merged id empty")
                      : RuleOutcome.pass("merged id set"))
          .rule(
              BackendRule.OWNED,
              in ->
                  RuleOutcome.decide(
                      new Decided(
                          Verdict.Kind.ALLOW,
                          OwnershipState.OWNED,
                          ReasonCode.OWNED,
                          "owned by " + Texts.plane(in.id)),
                      "owned"))
          .build();

  private static final RuleBook<In, Decided> LEGACY =
      RuleBook.<In, Decided>named(BackendRule.OWNED.decision())
          .rule(
              BackendRule.LEGACY_NAMED,
              in -> {
                String spec = in.view.spec().controlPlaneId();
                String over = in.view.overridesOrEmpty().controlPlaneId();
                if (spec.isEmpty() && over.isEmpty()) {
                  return RuleOutcome.pass("no id named");
                }
                String named = spec.isEmpty() ? over : spec;
                String field =
                    spec.isEmpty() ? "spec.overrides.controlPlaneID" : "spec.controlPlaneID";
                return deny(
                    OwnershipState.FOREIGN,
                    ReasonCode.LEGACY_REFUSES_NAMED_BACKEND,
                    field
                        + " \""
                        + named
                        + "\" names a control plane; the legacy operator only reconciles"
                        + " backends without a control-plane id");
              })
          .rule(
              BackendRule.LEGACY_UNSCOPED,
              in ->
                  RuleOutcome.decide(
                      new Decided(
                          Verdict.Kind.ALLOW,
                          OwnershipState.OWNED,
                          ReasonCode.LEGACY_UNSCOPED,
                          "no control-plane id; reconciled by the legacy operator"),
                      "legacy, unscoped"))
          .build();

  private BackendAdmission() {}

  private static RuleOutcome<Decided> deny(OwnershipState state, ReasonCode reason, String why) {
    return RuleOutcome.decide(new Decided(Verdict.Kind.DENY, state, reason, why), reason.code());
  }

  private static RuleOutcome<Decided> idRule(
      In in, String value, String field, OwnershipState state, ReasonCode reason) {
    if (value.isEmpty() || value.equals(in.id.value())) {
      return RuleOutcome.pass(field + (value.isEmpty() ? " empty" : " names this plane"));
    }
    return deny(
        state,
        reason,
        field + " \"" + value + "\" does not match control plane \"" + in.id.value() + "\"");
  }

  private static RuleOutcome<Decided> namespaceRule(
      String value, String derived, String field, OwnershipState state, ReasonCode reason) {
    if (value.isEmpty() || value.equals(derived)) {
      return RuleOutcome.pass(field + (value.isEmpty() ? " empty" : " is the derived namespace"));
    }
    return deny(
        state,
        reason,
        field + " \"" + value + "\" is not the plane's namespace \"" + derived + "\"");
  }

  private static String mergedId(BackendView view) {
    return merge(view, ClusterConfig::controlPlaneId);
  }

  private static String merge(BackendView view, Function<ClusterConfig, String> field) {
    String override = field.apply(view.overridesOrEmpty());
    return override.isEmpty() ? field.apply(view.spec()) : override;
  }

  /**
   * Decides whether plane {@code id} may reconcile (or, when {@code deleting}, clean up) the
   * backend, with the default naming options.
   *
   * @param id the operator's plane
   * @param view the backend
   * @param deleting deletion timestamp set and finalizer present: a denial keeps the finalizer
   *     ({@code retainFinalizer}) and normalisation writes nothing
   * @return the verdict
   */
  public static Verdict evaluate(ControlPlaneId id, BackendView view, boolean deleting) {
    return evaluate(id, view, deleting, NamingOptions.defaults());
  }

  /**
   * Decides admission with explicit naming options (where the operator namespace comes from).
   *
   * @param id the operator's plane
   * @param view the backend
   * @param deleting whether the backend is being deleted
   * @param options naming options
   * @return the verdict
   */
  public static Verdict evaluate(
      ControlPlaneId id, BackendView view, boolean deleting, NamingOptions options) {
    requireNonNull(id, "id");
    requireNonNull(view, "view");
    In in =
        id.isLegacy()
            ? new In(id, view, deleting, "", "", "")
            : new In(
                id,
                view,
                deleting,
                PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCA_OPERATOR),
                PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCA_SYSTEM),
                PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCF_BACKEND));
    Evaluation<Decided> e = (id.isLegacy() ? LEGACY : NAMED).evaluate(in);
    Decided d = requireNonNull(e.decision(), "the last rule always decides");
    RuleId rule = requireNonNull(e.decidingRule());
    String subject = "NVCFBackend " + view.namespace() + "/" + view.name() + ": ";
    if (d.kind() == Verdict.Kind.DENY) {
      return Verdict.deny(
          d.state(),
          rule,
          d.reason(),
          "refusing to reconcile " + subject + d.why(),
          e.trace(),
          deleting);
    }
    String normalized =
        d.reason() == ReasonCode.NORMALISED_EMPTY_ID && !deleting ? id.value() : null;
    return Verdict.allow(
        d.state(), rule, d.reason(), "may reconcile " + subject + d.why(), e.trace(), normalized);
  }

  /**
   * The merged scope of a backend: override when non-empty, else spec; empty namespaces resolve to
   * the plane's derived {@code nvca-system} and {@code nvcf-backend} namespaces.
   *
   * @param id the plane
   * @param view the backend
   * @return the effective scope
   */
  static EffectiveScope effectiveScope(ControlPlaneId id, BackendView view) {
    NamingOptions options = NamingOptions.defaults();
    String system = merge(view, ClusterConfig::systemNamespace);
    String requests = merge(view, ClusterConfig::requestsNamespace);
    return new EffectiveScope(
        mergedId(view),
        system.isEmpty()
            ? PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCA_SYSTEM)
            : system,
        requests.isEmpty()
            ? PlaneNamespaces.derive(id, options, NameKind.NAMESPACE_NVCF_BACKEND)
            : requests);
  }

  /**
   * The rules this package declares ({@code BackendRule}), in declaration order, for {@code
   * docs/rules.md}; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(BackendRule.values());
  }
}
