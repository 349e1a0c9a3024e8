package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import com.google.errorprone.annotations.CanIgnoreReturnValue;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The inputs of name derivation besides id and domain: shared namespaces, Cassandra policy and the
 * operator's configured values.
 *
 * <p>Configured values are keyed by kind key: {@code gateway/llm-grpc}, {@code gateway/llm-quic}
 * and the operator-supplied {@code gateway/shared}, {@code gateway/grpc}, {@code gateway/nats};
 * {@code url/*} (resolved by the legacy-default substitution rule); {@code
 * secret-mirror/source-namespace}; {@code certificate/llm-worker-grpc-tls/issuer} (the issuer name
 * of the LLM worker certificate). The configured SAN list feeds {@code sans/llm-request-router}.
 * <!-- snippet: NamingExamplesTest#naming-options -->
 *
 * <pre>{@code
 * NamingOptions o =
 *     NamingOptions.builder()
 *         .gatewayControllerNamespace("envoy-gateway-system")
 *         .cassandraPolicy(CassandraPolicy.SHARED_CLUSTER)
 *         .configured("gateway/shared", "plane-a-shared-gw")
 *         .build();
 * }</pre>
 */
public final class NamingOptions {

  /** Default Gateway controller namespace (also the default Gateway namespace). */
  public static final String DEFAULT_GATEWAY_CONTROLLER_NAMESPACE = "gateway-system";

  private static final NamingOptions DEFAULTS = builder().build();

  private final String gatewayControllerNamespace;
  private final String gatewayNamespace;
  private final CassandraPolicy cassandraPolicy;
  private final ImmutableSortedMap<String, String> configured;
  private final @Nullable ImmutableList<String> configuredSans;

  private NamingOptions(Builder b) {
    this.gatewayControllerNamespace = b.gatewayControllerNamespace;
    this.gatewayNamespace =
        b.gatewayNamespace == null ? b.gatewayControllerNamespace : b.gatewayNamespace;
    this.cassandraPolicy = b.cassandraPolicy;
    this.configured = ImmutableSortedMap.copyOf(b.configured);
    this.configuredSans = b.configuredSans == null ? null : ImmutableList.copyOf(b.configuredSans);
  }

  /**
   * Defaults: {@code gateway-system} for both namespaces, per-plane Cassandra, nothing configured.
   */
  public static NamingOptions defaults() {
    return DEFAULTS;
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  @CanIgnoreReturnValue
  public Builder toBuilder() {
    Builder b = new Builder();
    b.gatewayControllerNamespace = gatewayControllerNamespace;
    b.gatewayNamespace = gatewayNamespace;
    b.cassandraPolicy = cassandraPolicy;
    b.configured.putAll(configured);
    b.configuredSans = configuredSans;
    return b;
  }

  /** The shared Gateway controller namespace ({@code gateway-system} by default). */
  public String gatewayControllerNamespace() {
    return gatewayControllerNamespace;
  }

  /** The shared namespace of the Gateways (defaults to the controller namespace). */
  public String gatewayNamespace() {
    return gatewayNamespace;
  }

  /** The Cassandra isolation policy. */
  public CassandraPolicy cassandraPolicy() {
    return cassandraPolicy;
  }

  /** Configured values by kind key, sorted. */
  public Map<String, String> configured() {
    return configured;
  }

  /** The configured value for {@code key}, if any (an empty string counts as not configured). */
  public Optional<String> configured(String key) {
    String v = configured.get(requireNonNull(key, "key"));
    return v == null || v.isEmpty() ? Optional.empty() : Optional.of(v);
  }

  /** The configured SAN list of the LLM request router, if any. */
  public Optional<List<String>> configuredSans() {
    return Optional.ofNullable(configuredSans);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof NamingOptions that
        && gatewayControllerNamespace.equals(that.gatewayControllerNamespace)
        && gatewayNamespace.equals(that.gatewayNamespace)
        && cassandraPolicy == that.cassandraPolicy
        && configured.equals(that.configured)
        && java.util.Objects.equals(configuredSans, that.configuredSans);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(
        gatewayControllerNamespace, gatewayNamespace, cassandraPolicy, configured, configuredSans);
  }

  @Override
  public String toString() {
    return "NamingOptions{gatewayControllerNamespace="
        + gatewayControllerNamespace
        + ", gatewayNamespace="
        + gatewayNamespace
        + ", cassandraPolicy="
        + cassandraPolicy.wireName()
        + ", configured="
        + configured
        + ", configuredSans="
        + configuredSans
        + "}";
  }

  /** Mutable builder of {@link NamingOptions}. */
  public static final class Builder {
    private String gatewayControllerNamespace = DEFAULT_GATEWAY_CONTROLLER_NAMESPACE;
    private @Nullable String gatewayNamespace;
    private CassandraPolicy cassandraPolicy = CassandraPolicy.PER_PLANE;
    private final Map<String, String> configured = new TreeMap<>();
    private @Nullable List<String> configuredSans;

    private Builder() {}

    /** Sets the shared Gateway controller namespace. */
    @CanIgnoreReturnValue
    public Builder gatewayControllerNamespace(String namespace) {
      this.gatewayControllerNamespace = requireNonNull(namespace, "namespace");
      return this;
    }

    /** Sets the shared Gateway namespace (default: the controller namespace). */
    @CanIgnoreReturnValue
    public Builder gatewayNamespace(String namespace) {
      this.gatewayNamespace = requireNonNull(namespace, "namespace");
      return this;
    }

    /** Sets the Cassandra policy. */
    @CanIgnoreReturnValue
    public Builder cassandraPolicy(CassandraPolicy policy) {
      this.cassandraPolicy = requireNonNull(policy, "policy");
      return this;
    }

    /** Sets the configured value of kind {@code key}. */
    @CanIgnoreReturnValue
    public Builder configured(String key, String value) {
      configured.put(requireNonNull(key, "key"), requireNonNull(value, "value"));
      return this;
    }

    /** Sets every configured value of {@code values}. */
    @CanIgnoreReturnValue
    public Builder configured(Map<String, String> values) {
      values.forEach(this::configured);
      return this;
    }

    /** Sets the configured SAN list of the LLM request router. */
    @CanIgnoreReturnValue
    public Builder configuredSans(List<String> sans) {
      this.configuredSans = ImmutableList.copyOf(sans);
      return this;
    }

    /** The options. */
    public NamingOptions build() {
      return new NamingOptions(this);
    }
  }
}
