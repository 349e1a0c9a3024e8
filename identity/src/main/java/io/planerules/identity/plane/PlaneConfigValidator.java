package io.planerules.identity.plane;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.internal.Messages;
import io.planerules.identity.naming.DerivationResult;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.RuleOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The checks behind {@link PlaneConfig#validate()}
 * (docs/reference/identity.md#plane-configuration), one method per row, each recorded as a trace
 * entry: the id and domain steps, then every {@code ConfigRule}, which names this class as the one
 * that decides it.
 */
final class PlaneConfigValidator {

  /** The trace entry of the id problems, which come from {@code IdRule}. */
  private static final RuleId ID_STEP = RuleId.of("config.id");

  /** The trace entry of the domain problems, which come from {@code DomainRule}. */
  private static final RuleId DOMAIN_STEP = RuleId.of("config.domain");

  /** The trace's rule ids in evaluation order: the id and domain steps, then every config rule. */
  static final List<String> RULES =
      Stream.concat(
              Stream.of(ID_STEP, DOMAIN_STEP), Stream.of(ConfigRule.values()).map(ConfigRule::id))
          .map(RuleId::value)
          .collect(ImmutableList.toImmutableList());

  private PlaneConfigValidator() {}

  /** The checks of {@code config} with their trace. */
  static PlaneConfig.Report evaluate(PlaneConfig config) {
    requireNonNull(config, "config");
    Run run = new Run();
    String rawId = config.controlPlaneId();
    ValidationResult idProblems = ControlPlaneId.validate(rawId);
    run.rule(ID_STEP, true, idProblems.problems());
    boolean named = !rawId.isEmpty();
    @Nullable ControlPlaneId id = idProblems.isValid() ? ControlPlaneId.of(rawId) : null;
    ControlPlaneId modeId = id != null ? id : ControlPlaneId.LEGACY;
    // Domain: an invalid named id still makes the domain required.
    ValidationResult domainProblems =
        named && id == null
            ? PlaneDomain.validate(
                config.domain(), ControlPlaneId.of("x"), config.gatewayApiEnabled())
            : PlaneDomain.validate(config.domain(), modeId, config.gatewayApiEnabled());
    run.rule(DOMAIN_STEP, true, domainProblems.problems());
    boolean external = config.sharedInfrastructure().equals(PlaneConfig.EXTERNAL);
    run.rule(
        ConfigRule.SHARED_INFRASTRUCTURE.id(),
        named,
        external
            ? List.of()
            : List.of(
                Problem.error(
                    ConfigRule.SHARED_INFRASTRUCTURE.code(),
                    "global.controlPlane.sharedInfrastructure",
                    "global.controlPlane.sharedInfrastructure must be external for a named control"
                        + " plane (got "
                        + Messages.quote(config.sharedInfrastructure())
                        + ")")));
    run.rule(
        ConfigRule.CERT_MANAGER.id(),
        external,
        config.certManagerEnabled()
            ? List.of(
                Problem.error(
                    ConfigRule.CERT_MANAGER.code(),
                    "certManager.enabled",
                    "certManager.enabled must be false when"
                        + " global.controlPlane.sharedInfrastructure is external"))
            : List.of());
    run.rule(
        ConfigRule.NVCF_UI.id(),
        named,
        config.nvcfUiEnabled()
            ? List.of(
                Problem.error(
                    ConfigRule.NVCF_UI.code(),
                    "addons.nvcfUi.enabled",
                    "addons.nvcfUi.enabled must be false for a named control plane because the"
                        + " pinned chart is not namespace-isolated"))
            : List.of());
    run.rule(
        ConfigRule.GATEWAY_NAME.id(), named && config.gatewayApiEnabled(), gatewayProblems(config));
    String prefix = rawId + "-";
    String grpcSecret =
        config.grpcTlsSecret().isEmpty()
            ? prefix + "llm-request-router-grpc-tls"
            : config.grpcTlsSecret();
    run.rule(
        ConfigRule.GRPC_TLS_SECRET.id(),
        named && config.grpcTlsEnabled(),
        grpcSecret.startsWith(prefix)
            ? List.of()
            : List.of(
                Problem.error(
                    ConfigRule.GRPC_TLS_SECRET.code(),
                    "global.grpcTls.secretName",
                    "named control-plane gRPC TLS secret \""
                        + grpcSecret
                        + "\" must start with \""
                        + prefix
                        + "\"")));
    String quicSecret =
        config.quicTlsSecret().isEmpty() ? prefix + "stargate-quic-tls" : config.quicTlsSecret();
    run.rule(
        ConfigRule.QUIC_TLS_SECRET.id(),
        named && config.pkiEnabled(),
        quicSecret.startsWith(prefix)
            ? List.of()
            : List.of(
                Problem.error(
                    ConfigRule.QUIC_TLS_SECRET.code(),
                    "addons.llm.pki.quicTlsSecretName",
                    "named control-plane QUIC TLS secret \""
                        + quicSecret
                        + "\" must start with \""
                        + prefix
                        + "\"")));
    String issuerName =
        config.issuerName().isEmpty() ? IssuerPolicy.canonicalName(modeId) : config.issuerName();
    boolean managed =
        IssuerPolicy.isManaged(
            modeId, config.issuerKind(), issuerName, config.clusterIssuerEnabled());
    run.rule(
        ConfigRule.ISSUER.id(),
        true,
        IssuerPolicy.validate(
                id != null ? id : ControlPlaneId.LEGACY,
                config.issuerKind(),
                issuerName,
                managed,
                true)
            .problems());
    run.rule(ConfigRule.NVCA_OPERATOR_RELEASE.id(), named, nvcaProblems(config, rawId));
    run.rule(
        ConfigRule.NAMESPACE_COLLISION.id(),
        id != null && named,
        id != null && named ? namespaceCollisions(config, id) : List.of());
    run.rule(
        ConfigRule.NAMES.id(),
        id != null,
        id != null
            ? PlaneNames.of(id, domainOf(config, id), config.naming()).validateAll().problems()
            : List.of());
    return run.report();
  }

  static PlaneDomain domainOf(PlaneConfig config, ControlPlaneId id) {
    return PlaneDomain.isValid(config.domain(), id, config.gatewayApiEnabled())
            && !config.domain().isEmpty()
        ? PlaneDomain.of(config.domain(), id, config.gatewayApiEnabled())
        : PlaneDomain.NONE;
  }

  private static List<Problem> gatewayProblems(PlaneConfig config) {
    List<Problem> problems = new ArrayList<>();
    String id = config.controlPlaneId();
    List<String> gateways = new ArrayList<>(NameKind.OPERATOR_GATEWAYS);
    if (config.llmWorkerRouteEnabled()) {
      gateways.add("llm-grpc");
      gateways.add("llm-quic");
    }
    for (String g : gateways) {
      String key = "gateway/" + g;
      String name =
          config
              .naming()
              .configured(key)
              .orElse(NameKind.OPERATOR_GATEWAYS.contains(g) ? "" : id + "-" + g + "-gw");
      if (!NameRule.DNS1123_LABEL.isValid(name) || !name.startsWith(id + "-")) {
        problems.add(
            Problem.error(
                ConfigRule.GATEWAY_NAME.code(),
                "global.gateways." + g + ".name",
                "named control-plane Gateway '"
                    + name
                    + "' must be a DNS-1123 label starting with '"
                    + id
                    + "-'. ("
                    + key
                    + ")"));
      }
    }
    return problems;
  }

  private static List<Problem> nvcaProblems(PlaneConfig config, String id) {
    String expected = id + "-nvca-operator";
    List<Problem> problems = new ArrayList<>(2);
    if (!config.nvcaOperatorReleaseName().isEmpty()
        && !config.nvcaOperatorReleaseName().equals(expected)) {
      problems.add(
          Problem.error(
              ConfigRule.NVCA_OPERATOR_RELEASE.code(),
              "nvcaOperator.releaseName",
              "controlPlane.id=\""
                  + id
                  + "\" requires Helm release name \""
                  + expected
                  + "\" (got "
                  + Messages.quote(config.nvcaOperatorReleaseName())
                  + ")"));
    }
    if (!config.nvcaOperatorNamespace().isEmpty()
        && !config.nvcaOperatorNamespace().equals(expected)) {
      problems.add(
          Problem.error(
              ConfigRule.NVCA_OPERATOR_RELEASE.code(),
              "nvcaOperator.namespace",
              "controlPlane.id=\""
                  + id
                  + "\" requires Helm release namespace \""
                  + expected
                  + "\" (got "
                  + Messages.quote(config.nvcaOperatorNamespace())
                  + ")"));
    }
    return problems;
  }

  private static List<Problem> namespaceCollisions(PlaneConfig config, ControlPlaneId id) {
    NamingOptions o = config.naming();
    Set<String> shared =
        ImmutableSet.of("cert-manager", o.gatewayControllerNamespace(), o.gatewayNamespace());
    PlaneNames names = PlaneNames.of(id, PlaneDomain.NONE, o);
    List<Problem> problems = new ArrayList<>();
    for (NameKind kind : NameKind.all()) {
      if (!kind.family().equals("namespace") || !kind.inNamed() || kind.parameterized()) {
        continue;
      }
      DerivationResult derived = names.tryDerive(kind);
      if (derived.isDerived()) {
        String ns = derived.names().get(0).value();
        if (shared.contains(ns)) {
          problems.add(
              Problem.error(
                  ConfigRule.NAMESPACE_COLLISION.code(),
                  ControlPlaneId.PATH,
                  "derived namespace \""
                      + ns
                      + "\" ("
                      + kind.key()
                      + ") equals the shared namespace \""
                      + ns
                      + "\""));
        }
      }
    }
    return problems;
  }

  /**
   * Collects problems and the trace (package-private): every rule runs, each reports all its
   * problems; a rule that found some decided, its note their distinct codes.
   */
  static final class Run {
    private final List<Problem> problems = new ArrayList<>();
    private Trace trace = Trace.empty();

    void rule(RuleId id, boolean applies, List<Problem> found) {
      problems.addAll(applies ? found : List.of());
      trace = trace.then(RuleOutcome.trace(id, outcome(applies, found)));
    }

    private static RuleOutcome<String> outcome(boolean applies, List<Problem> found) {
      if (!applies) {
        return RuleOutcome.notApplicable("");
      }
      if (found.isEmpty()) {
        return RuleOutcome.pass("");
      }
      String codes = String.join(", ", found.stream().map(Problem::code).distinct().toList());
      return RuleOutcome.decide(codes, codes);
    }

    PlaneConfig.Report report() {
      return new PlaneConfig.Report(ValidationResult.of(ImmutableList.copyOf(problems)), trace);
    }
  }
}
