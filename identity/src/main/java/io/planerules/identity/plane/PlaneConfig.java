package io.planerules.identity.plane;

import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;
import java.util.List;
import java.util.Optional;

/**
 * The values of one plane's deployment, as raw strings (they are validated, not trusted), and the
 * plane configuration checks of docs/reference/identity.md#plane-configuration over them ({@link
 * #validate()}; upstream NVIDIA/nvcf {@code
 * deploy/stacks/self-managed/scripts/validate-control-plane-config.sh}, {@code
 * deploy/stacks/self-managed/global.yaml.gotmpl}, {@code
 * deploy/stacks/nvcf-compute-plane/helmfile.d/02-nvca.yaml.gotmpl}): id and domain problems first,
 * then one rule per row, then the {@code name.*} problems of every applicable kind. Rows apply in
 * named mode unless marked "any mode".
 *
 * <p>Gateway names ({@code gateway/shared}, {@code /grpc}, {@code /nats}, {@code /llm-grpc}, {@code
 * /llm-quic}) are configured values of {@link #naming()}. An empty {@code grpcTlsSecret}, {@code
 * quicTlsSecret} or {@code issuerName} means the derived default ({@code
 * certificate/llm-worker-grpc-tls}, {@code secret/stargate-quic-tls}, {@code issuer/managed}); an
 * empty {@code nvcaOperatorReleaseName}/{@code Namespace} means the chart default (not checked).
 * <!-- snippet: PlaneExamplesTest#plane-config -->
 *
 * <pre>{@code
 * PlaneConfig withUi =
 *     PlaneConfig.builder("plane-a", "plane-a.example.test").nvcfUiEnabled(true).build();
 * PlaneConfig defaults = PlaneConfig.of("plane-b", "plane-b.example.test");
 * }</pre>
 *
 * <!-- snippet: PlaneExamplesTest#plane-config-validate -->
 *
 * <pre>{@code
 * List<Problem> problems =
 *     PlaneConfig.of("plane-a", "plane-a.example.test")
 *         .validate()
 *         .problems(); // 3 x config.gateway-name: the operator-supplied Gateways are missing
 * }</pre>
 *
 * @param controlPlaneId {@code global.controlPlane.id}
 * @param domain {@code global.domain}
 * @param gatewayApiEnabled Gateway API routing on (default true)
 * @param sharedInfrastructure {@code global.controlPlane.sharedInfrastructure} (default {@code
 *     external})
 * @param certManagerEnabled {@code certManager.enabled} (default false)
 * @param nvcfUiEnabled {@code addons.nvcfUi.enabled} (default false)
 * @param llmWorkerRouteEnabled the LLM worker route is rendered (default false)
 * @param grpcTlsEnabled gRPC TLS on (default false)
 * @param grpcTlsSecret the gRPC TLS secret name
 * @param pkiEnabled LLM PKI on (default false)
 * @param quicTlsSecret the QUIC TLS secret name
 * @param issuerKind {@code addons.llm.pki.issuerKind} (default {@code ClusterIssuer})
 * @param issuerName {@code addons.llm.pki.issuerName}
 * @param clusterIssuerEnabled explicit {@code addons.llm.pki.clusterIssuer.enabled}, if given
 * @param nvcaOperatorReleaseName the NVCA operator Helm release name
 * @param nvcaOperatorNamespace the NVCA operator Helm release namespace
 * @param naming shared namespaces, Cassandra policy and configured names
 */
public record PlaneConfig(
    String controlPlaneId,
    String domain,
    boolean gatewayApiEnabled,
    String sharedInfrastructure,
    boolean certManagerEnabled,
    boolean nvcfUiEnabled,
    boolean llmWorkerRouteEnabled,
    boolean grpcTlsEnabled,
    String grpcTlsSecret,
    boolean pkiEnabled,
    String quicTlsSecret,
    String issuerKind,
    String issuerName,
    Optional<Boolean> clusterIssuerEnabled,
    String nvcaOperatorReleaseName,
    String nvcaOperatorNamespace,
    NamingOptions naming) {

  /** The value {@code external} of {@code sharedInfrastructure}. */
  public static final String EXTERNAL = "external";

  /** Checks that no component is null. */
  public PlaneConfig {
    requireNonNull(controlPlaneId, "controlPlaneId");
    requireNonNull(domain, "domain");
    requireNonNull(sharedInfrastructure, "sharedInfrastructure");
    requireNonNull(grpcTlsSecret, "grpcTlsSecret");
    requireNonNull(quicTlsSecret, "quicTlsSecret");
    requireNonNull(issuerKind, "issuerKind");
    requireNonNull(issuerName, "issuerName");
    requireNonNull(clusterIssuerEnabled, "clusterIssuerEnabled");
    requireNonNull(nvcaOperatorReleaseName, "nvcaOperatorReleaseName");
    requireNonNull(nvcaOperatorNamespace, "nvcaOperatorNamespace");
    requireNonNull(naming, "naming");
  }

  /** A plane with id and domain and every other value at its default. */
  public static PlaneConfig of(String controlPlaneId, String domain) {
    return builder(controlPlaneId, domain).build();
  }

  /** A builder with id and domain and every other value at its default. */
  public static Builder builder(String controlPlaneId, String domain) {
    return new Builder(controlPlaneId, domain);
  }

  /** Every problem of this configuration, in the order of the checks; never throws. */
  public ValidationResult validate() {
    return evaluate().result();
  }

  /** Whether this configuration passes every check. */
  public boolean isValid() {
    return validate().isValid();
  }

  /**
   * This configuration's id, when it passes every check.
   *
   * @return the id
   * @throws io.planerules.rules.PlaneRulesException (a {@code PlaneConfigException}) with every
   *     problem of {@link #validate()} unless it is valid
   */
  public ControlPlaneId check() {
    validate().throwIfInvalid(PlaneConfigException::new);
    return ControlPlaneId.of(controlPlaneId);
  }

  /** {@link #validate()} with the trace of every rule. */
  public Report evaluate() {
    return PlaneConfigValidator.evaluate(this);
  }

  /**
   * The result of the checks with their trace: one entry per rule, {@code decided} when it reported
   * a problem, {@code passed} when it ran clean, {@code not-applicable} when its mode or switch is
   * off.
   *
   * @param result every problem
   * @param trace what each rule said
   */
  public record Report(ValidationResult result, Trace trace) {
    /** Checks the parts. */
    public Report {
      requireNonNull(result, "result");
      requireNonNull(trace, "trace");
    }
  }

  /**
   * The rules of decision {@code plane-config} ({@code config.*}), in evaluation order, as {@code
   * docs/rules.md} lists them; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(ConfigRule.values());
  }

  /** A builder starting from this configuration. */
  @CanIgnoreReturnValue
  public Builder toBuilder() {
    Builder b = new Builder(controlPlaneId, domain);
    b.gatewayApiEnabled = gatewayApiEnabled;
    b.sharedInfrastructure = sharedInfrastructure;
    b.certManagerEnabled = certManagerEnabled;
    b.nvcfUiEnabled = nvcfUiEnabled;
    b.llmWorkerRouteEnabled = llmWorkerRouteEnabled;
    b.grpcTlsEnabled = grpcTlsEnabled;
    b.grpcTlsSecret = grpcTlsSecret;
    b.pkiEnabled = pkiEnabled;
    b.quicTlsSecret = quicTlsSecret;
    b.issuerKind = issuerKind;
    b.issuerName = issuerName;
    b.clusterIssuerEnabled = clusterIssuerEnabled;
    b.nvcaOperatorReleaseName = nvcaOperatorReleaseName;
    b.nvcaOperatorNamespace = nvcaOperatorNamespace;
    b.naming = naming;
    return b;
  }

  /** Mutable builder of {@link PlaneConfig}. */
  public static final class Builder {
    private final String controlPlaneId;
    private final String domain;
    private boolean gatewayApiEnabled = true;
    private String sharedInfrastructure = EXTERNAL;
    private boolean certManagerEnabled;
    private boolean nvcfUiEnabled;
    private boolean llmWorkerRouteEnabled;
    private boolean grpcTlsEnabled;
    private String grpcTlsSecret = "";
    private boolean pkiEnabled;
    private String quicTlsSecret = "";
    private String issuerKind = IssuerPolicy.CLUSTER_ISSUER;
    private String issuerName = "";
    private Optional<Boolean> clusterIssuerEnabled = Optional.empty();
    private String nvcaOperatorReleaseName = "";
    private String nvcaOperatorNamespace = "";
    private NamingOptions naming = NamingOptions.defaults();

    private Builder(String controlPlaneId, String domain) {
      this.controlPlaneId = requireNonNull(controlPlaneId, "controlPlaneId");
      this.domain = requireNonNull(domain, "domain");
    }

    /** Gateway API routing on or off. */
    @CanIgnoreReturnValue
    public Builder gatewayApiEnabled(boolean v) {
      this.gatewayApiEnabled = v;
      return this;
    }

    /** {@code global.controlPlane.sharedInfrastructure}. */
    @CanIgnoreReturnValue
    public Builder sharedInfrastructure(String v) {
      this.sharedInfrastructure = requireNonNull(v, "sharedInfrastructure");
      return this;
    }

    /** {@code certManager.enabled}. */
    @CanIgnoreReturnValue
    public Builder certManagerEnabled(boolean v) {
      this.certManagerEnabled = v;
      return this;
    }

    /** {@code addons.nvcfUi.enabled}. */
    @CanIgnoreReturnValue
    public Builder nvcfUiEnabled(boolean v) {
      this.nvcfUiEnabled = v;
      return this;
    }

    /** Whether the LLM worker route (and its Gateways) is rendered. */
    @CanIgnoreReturnValue
    public Builder llmWorkerRouteEnabled(boolean v) {
      this.llmWorkerRouteEnabled = v;
      return this;
    }

    /** gRPC TLS on, with its secret name ({@code ""} = derived default). */
    @CanIgnoreReturnValue
    public Builder grpcTls(boolean enabled, String secret) {
      this.grpcTlsEnabled = enabled;
      this.grpcTlsSecret = requireNonNull(secret, "secret");
      return this;
    }

    /** LLM PKI on, with the QUIC TLS secret name ({@code ""} = derived default). */
    @CanIgnoreReturnValue
    public Builder pki(boolean enabled, String quicSecret) {
      this.pkiEnabled = enabled;
      this.quicTlsSecret = requireNonNull(quicSecret, "quicSecret");
      return this;
    }

    /** The issuer kind, name ({@code ""} = canonical) and explicit management flag. */
    @CanIgnoreReturnValue
    public Builder issuer(String kind, String name, Optional<Boolean> managed) {
      this.issuerKind = requireNonNull(kind, "kind");
      this.issuerName = requireNonNull(name, "name");
      this.clusterIssuerEnabled = requireNonNull(managed, "managed");
      return this;
    }

    /** The NVCA operator Helm release name and namespace ({@code ""} = not checked). */
    @CanIgnoreReturnValue
    public Builder nvcaOperatorRelease(String name, String namespace) {
      this.nvcaOperatorReleaseName = requireNonNull(name, "name");
      this.nvcaOperatorNamespace = requireNonNull(namespace, "namespace");
      return this;
    }

    /** Naming options (shared namespaces, Cassandra policy, configured names). */
    @CanIgnoreReturnValue
    public Builder naming(NamingOptions v) {
      this.naming = requireNonNull(v, "naming");
      return this;
    }

    /** The configuration. */
    public PlaneConfig build() {
      return new PlaneConfig(
          controlPlaneId,
          domain,
          gatewayApiEnabled,
          sharedInfrastructure,
          certManagerEnabled,
          nvcfUiEnabled,
          llmWorkerRouteEnabled,
          grpcTlsEnabled,
          grpcTlsSecret,
          pkiEnabled,
          quicTlsSecret,
          issuerKind,
          issuerName,
          clusterIssuerEnabled,
          nvcaOperatorReleaseName,
          nvcaOperatorNamespace,
          naming);
    }
  }
}
