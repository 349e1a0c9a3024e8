package io.planerules.audit;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.naming.NamingOptions;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What an audit needs beside the plane and the objects (docs/reference/audit.md#options); every
 * option has the default of the command line.
 * <!-- snippet: AuditOptionsTest#options -->
 *
 * <pre>{@code
 * AuditOptions options =
 *     AuditOptions.builder()
 *         .releaseNamespace("plane-a-nvcf")
 *         .domain("plane-a.example.test")
 *         .shared(List.of(SharedEntry.parse("ClusterRole/-/view")))
 *         .externalIssuers(List.of("corp-ca"))
 *         .build();
 * }</pre>
 */
public final class AuditOptions {

  private static final AuditOptions DEFAULTS = builder().build();

  private final @Nullable String releaseNamespace;
  private final @Nullable String domain;
  private final List<GroupKind> clusterScoped;
  private final List<SharedEntry> shared;
  private final @Nullable List<GroupKind> labelledKinds;
  private final List<String> externalIssuers;
  private final boolean afterTeardown;
  private final NamingOptions naming;

  private AuditOptions(Builder b) {
    releaseNamespace = b.releaseNamespace;
    domain = b.domain;
    clusterScoped = List.copyOf(b.clusterScoped);
    shared = List.copyOf(b.shared);
    labelledKinds = b.labelledKinds == null ? null : List.copyOf(b.labelledKinds);
    externalIssuers = List.copyOf(b.externalIssuers);
    afterTeardown = b.afterTeardown;
    naming = b.naming;
  }

  /** The defaults: no release namespace, no domain, no extras, the default naming options. */
  public static AuditOptions defaults() {
    return DEFAULTS;
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.releaseNamespace = releaseNamespace;
    b.domain = domain;
    b.clusterScoped = clusterScoped;
    b.shared = shared;
    b.labelledKinds = labelledKinds;
    b.externalIssuers = externalIssuers;
    b.afterTeardown = afterTeardown;
    b.naming = naming;
    return b;
  }

  /**
   * The namespace a namespaced object without {@code metadata.namespace} is in ({@code helm
   * template --namespace}); findings report it as the object's namespace.
   */
  public Optional<String> releaseNamespace() {
    return Optional.ofNullable(releaseNamespace);
  }

  /**
   * The plane's domain: with it, a Certificate's {@code dnsNames} must be the plane's
   * (docs/reference/audit.md#render-rules).
   */
  public Optional<String> domain() {
    return Optional.ofNullable(domain);
  }

  /** Kinds the caller declares cluster-scoped beside the built-in table and the inputs' CRDs. */
  public List<GroupKind> clusterScoped() {
    return clusterScoped;
  }

  /** Objects the caller declares shared beside the library's shared prerequisites. */
  public List<SharedEntry> shared() {
    return shared;
  }

  /**
   * The kinds every object of which must carry the plane's label, when the caller replaces the
   * admission module's ({@code namespaces}, {@code nvcfbackends}, {@code clusterissuers}).
   */
  public Optional<List<GroupKind>> labelledKinds() {
    return Optional.ofNullable(labelledKinds);
  }

  /**
   * ClusterIssuers the plane's Certificates may use besides its managed issuer; each is also a
   * shared object.
   */
  public List<String> externalIssuers() {
    return externalIssuers;
  }

  /** Whether {@code audit cluster} also runs the teardown residue check. */
  public boolean afterTeardown() {
    return afterTeardown;
  }

  /** Where the Gateway controller and the Gateways are (shared namespaces). */
  public NamingOptions naming() {
    return naming;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof AuditOptions that
        && Objects.equals(releaseNamespace, that.releaseNamespace)
        && Objects.equals(domain, that.domain)
        && clusterScoped.equals(that.clusterScoped)
        && shared.equals(that.shared)
        && Objects.equals(labelledKinds, that.labelledKinds)
        && externalIssuers.equals(that.externalIssuers)
        && afterTeardown == that.afterTeardown
        && naming.equals(that.naming);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        releaseNamespace,
        domain,
        clusterScoped,
        shared,
        labelledKinds,
        externalIssuers,
        afterTeardown,
        naming);
  }

  /** Builds {@link AuditOptions}; every setter replaces the value. */
  public static final class Builder {
    private @Nullable String releaseNamespace;
    private @Nullable String domain;
    private List<GroupKind> clusterScoped = List.of();
    private List<SharedEntry> shared = List.of();
    private @Nullable List<GroupKind> labelledKinds;
    private List<String> externalIssuers = List.of();
    private boolean afterTeardown;
    private NamingOptions naming = NamingOptions.defaults();

    private Builder() {}

    /** The release namespace ({@link AuditOptions#releaseNamespace()}). */
    public Builder releaseNamespace(String namespace) {
      releaseNamespace = requireNonNull(namespace, "namespace");
      return this;
    }

    /** The plane's domain ({@link AuditOptions#domain()}). */
    public Builder domain(String planeDomain) {
      domain = requireNonNull(planeDomain, "planeDomain");
      return this;
    }

    /** The kinds declared cluster-scoped ({@link AuditOptions#clusterScoped()}). */
    public Builder clusterScoped(List<GroupKind> kinds) {
      clusterScoped = List.copyOf(kinds);
      return this;
    }

    /** The objects declared shared ({@link AuditOptions#shared()}). */
    public Builder shared(List<SharedEntry> entries) {
      shared = List.copyOf(entries);
      return this;
    }

    /**
     * The labelled kinds, replacing the admission module's ({@link AuditOptions#labelledKinds()}).
     */
    public Builder labelledKinds(List<GroupKind> kinds) {
      labelledKinds = List.copyOf(kinds);
      return this;
    }

    /** The external ClusterIssuers ({@link AuditOptions#externalIssuers()}). */
    public Builder externalIssuers(List<String> names) {
      externalIssuers = List.copyOf(names);
      return this;
    }

    /** Whether the residue check runs ({@link AuditOptions#afterTeardown()}). */
    public Builder afterTeardown(boolean run) {
      afterTeardown = run;
      return this;
    }

    /** The naming options ({@link AuditOptions#naming()}). */
    public Builder naming(NamingOptions options) {
      naming = requireNonNull(options, "options");
      return this;
    }

    /** The options. */
    public AuditOptions build() {
      return new AuditOptions(this);
    }
  }
}
