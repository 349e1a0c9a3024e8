package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.internal.Messages;
import io.planerules.identity.internal.NameDerivationException;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleCode;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.Sha256;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * Every plane-scoped name of one plane (docs/reference/identity.md#name-derivation): namespaces,
 * Helm releases, routes, gateways, OpenBao names and URLs, the managed ClusterIssuer, certificates,
 * the webhook, service DNS names, host names, keyspaces and the ownership label.
 *
 * <p>Legacy mode ({@link ControlPlaneId#LEGACY}) gives today's names byte for byte. Every value is
 * re-validated with its kind's rule before it is returned; an invalid value is an error ({@code
 * name.revalidation-failed}), never repaired. Other codes: {@code name.not-applicable} (no value in
 * this mode), {@code name.input-required} (missing domain, operator value or request), {@code
 * name.unknown-kind}, {@code name.invalid-base}.
 * <!-- snippet: NamingExamplesTest#plane-names -->
 *
 * <pre>{@code
 * ControlPlaneId alpha = ControlPlaneId.of("alpha");
 * PlaneNames names =
 *     PlaneNames.of(
 *         alpha, PlaneDomain.of("alpha.example.test", alpha, true), NamingOptions.defaults());
 * String nvcf = names.derive(NameKind.NAMESPACE_NVCF).value(); // "alpha-nvcf"
 * ReleaseRef nats = names.release(NameKind.RELEASE_NATS); // alpha-nats-system, nats
 * String cut = names.resourceName("x".repeat(60)); // "alpha-xxx…x-ef765b0a" (63 chars)
 * }</pre>
 */
public final class PlaneNames {

  /**
   * The problem code of a derived value that fails its kind's rule ({@code
   * name.revalidation-failed}).
   */
  public static final RuleCode REVALIDATION_FAILED = NamingRule.Code.REVALIDATION_FAILED;

  /** The problem code of a kind whose inputs are missing ({@code name.input-required}). */
  public static final RuleCode INPUT_REQUIRED = NamingRule.Code.INPUT_REQUIRED;

  /** Longest result of {@link #resourceName(String)}: a DNS-1123 label. */
  public static final int MAX_RESOURCE_NAME_LENGTH = 63;

  /** Characters of the full name kept before the hash suffix when truncating. */
  public static final int TRUNCATED_PREFIX_LENGTH = 54;

  /** Hex characters of the SHA-256 suffix. */
  public static final int HASH_LENGTH = 8;

  private final NamingInputs plane;
  private final NamingInputs legacyPlane;
  private final PlaneDomain domain;

  private PlaneNames(ControlPlaneId id, PlaneDomain domain, NamingOptions options) {
    this.domain = domain;
    this.plane = new NamingInputs(id, domain.value(), options);
    this.legacyPlane = plane.legacy();
  }

  /**
   * The names of plane {@code id} with domain {@code domain} ({@link PlaneDomain#NONE} if none).
   */
  public static PlaneNames of(ControlPlaneId id, PlaneDomain domain, NamingOptions options) {
    return new PlaneNames(
        requireNonNull(id, "id"), requireNonNull(domain, "domain"), requireNonNull(options, "o"));
  }

  /** The names of plane {@code id} with an optional domain. */
  public static PlaneNames of(
      ControlPlaneId id, Optional<PlaneDomain> domain, NamingOptions options) {
    return of(id, domain.orElse(PlaneDomain.NONE), options);
  }

  /** The names of plane {@code id} with domain {@code domain} and default options. */
  public static PlaneNames of(ControlPlaneId id, PlaneDomain domain) {
    return of(id, domain, NamingOptions.defaults());
  }

  /** The plane id. */
  public ControlPlaneId id() {
    return plane.id;
  }

  /** The plane domain ({@link PlaneDomain#NONE} if none). */
  public PlaneDomain domain() {
    return domain;
  }

  /** The naming options. */
  public NamingOptions options() {
    return plane.options;
  }

  // ------------------------------------------------------------------ generic rule

  /**
   * The generic plane-scoped resource name (upstream {@code ControlPlaneResourceName}): legacy →
   * {@code base}; named → {@code full = id + "-" + base} if at most 63 bytes, else the first 54
   * chars of {@code full} without trailing {@code -}, then {@code -} and the first 8 lowercase hex
   * chars of SHA-256 over the UTF-8 bytes of the untruncated {@code full}.
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}, code {@code
   *     name.invalid-base}) unless {@code base} is non-empty printable ASCII without whitespace
   */
  public static String resourceName(ControlPlaneId id, String base) {
    requireNonNull(id, "id");
    validateResourceBase(base).throwIfInvalid(NameDerivationException::new);
    if (id.isLegacy()) {
      return base;
    }
    String full = id.value() + "-" + base;
    if (full.length() <= MAX_RESOURCE_NAME_LENGTH) {
      return full;
    }
    String cut = full.substring(0, TRUNCATED_PREFIX_LENGTH);
    int end = cut.length();
    while (end > 0 && cut.charAt(end - 1) == '-') {
      end--;
    }
    String hash = Sha256.hex(Sha256.digest(full), HASH_LENGTH / 2);
    return cut.substring(0, end) + "-" + hash;
  }

  /** {@link #resourceName(ControlPlaneId, String)} for this plane. */
  public String resourceName(String base) {
    return resourceName(plane.id, base);
  }

  /** The problems of {@code base} as a generic resource base ({@code name.invalid-base}). */
  public static ValidationResult validateResourceBase(String base) {
    requireNonNull(base, "base");
    boolean ok = !base.isEmpty();
    for (int i = 0; ok && i < base.length(); i++) {
      char c = base.charAt(i);
      ok = c > 0x20 && c < 0x7f;
    }
    return ok
        ? ValidationResult.ok()
        : ValidationResult.of(
            Problem.error(
                NamingRule.Code.INVALID_BASE.code(),
                "base",
                "resource name base must be non-empty printable ASCII without whitespace (got "
                    + Messages.quote(base)
                    + ")"));
  }

  // ------------------------------------------------------------------ kinds

  /**
   * The entries of {@code kind}, or the {@code name.*} problems; never throws for a kind of the
   * table.
   */
  public DerivationResult tryDerive(NameKind kind) {
    requireNonNull(kind, "kind");
    boolean named = plane.named();
    if (named ? !kind.inNamed() : !kind.inLegacy()) {
      return failed(
          NamingRule.Code.NOT_APPLICABLE.code(),
          kind.key(),
          "kind " + kind.key() + " has no value in " + (named ? "named" : "legacy") + " mode");
    }
    Map<String, String> values;
    @Nullable String namespace;
    try {
      values = kind.entries(plane);
      namespace = kind.namespace(plane);
    } catch (NamingInputs.Missing missing) {
      return failed(
          NamingRule.Code.INPUT_REQUIRED.code(),
          kind.key(),
          "kind " + kind.key() + " needs " + missing.getMessage());
    }
    Map<String, String> legacy = legacyEntries(kind);
    boolean revalidated = named || !kind.operatorSupplied();
    List<DerivedName> names = new ArrayList<>(values.size());
    ValidationResult problems = ValidationResult.ok();
    for (Map.Entry<String, String> entry : values.entrySet()) {
      String key = entry.getKey();
      names.add(new DerivedName(kind, key, entry.getValue(), namespace, legacy.get(key)));
      if (revalidated) {
        problems = problems.and(kind.revalidate(key, entry.getValue()));
      }
    }
    return problems.isValid()
        ? new DerivationResults.Derived(names)
        : new DerivationResults.Failed(problems);
  }

  /** The legacy values of {@code kind} by entry key; empty when it has none in legacy mode. */
  private Map<String, String> legacyEntries(NameKind kind) {
    if (!kind.inLegacy()) {
      return Map.of();
    }
    try {
      return kind.entries(legacyPlane);
    } catch (NamingInputs.Missing missing) {
      return Map.of();
    }
  }

  private static DerivationResult failed(String code, String path, String message) {
    return new DerivationResults.Failed(ValidationResult.of(Problem.error(code, path, message)));
  }

  /**
   * Every entry of {@code kind}: one for single-valued kinds, one per element or key for list- and
   * map-valued kinds.
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}) with the
   *     problems of {@link #tryDerive(NameKind)}
   */
  public List<DerivedName> deriveEntries(NameKind kind) {
    DerivationResult result = tryDerive(kind);
    if (!result.isDerived()) {
      throw new NameDerivationException(result.problems());
    }
    return result.names();
  }

  /**
   * Every namespace of this plane that exists in its mode (the single-valued {@code namespace/...}
   * kinds of {@link NameKind#all()} that the plane's legacy or named mode has), sorted. Ownership,
   * admission, audit and teardown ask this one method for "the plane's namespaces"; a consumer that
   * needs fewer states its filter beside it (the teardown's scopes).
   *
   * @return the namespace names, sorted, unmodifiable
   */
  public SortedSet<String> namespaces() {
    boolean legacy = id().isLegacy();
    SortedSet<String> all = new TreeSet<>();
    for (NameKind kind : NameKind.all()) {
      boolean exists = legacy ? kind.inLegacy() : kind.inNamed();
      if (kind.key().startsWith("namespace/") && exists) {
        all.add(derive(kind).value());
      }
    }
    return Collections.unmodifiableSortedSet(all);
  }

  /**
   * The single value of {@code kind}.
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}) when the
   *     kind does not derive
   * @throws IllegalArgumentException for a list- or map-valued kind (use {@link #deriveEntries})
   */
  public DerivedName derive(NameKind kind) {
    if (kind.shape() == NameKind.Shape.LIST || kind.shape() == NameKind.Shape.MAP) {
      throw new IllegalArgumentException(
          "kind " + kind.key() + " is " + kind.shape() + "-valued; use deriveEntries");
    }
    return deriveEntries(kind).get(0);
  }

  /**
   * The single value of the kind with key {@code key}, as the wire names it (CLI arguments, JSON);
   * code names the kind by its constant ({@link #derive(NameKind)}).
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}, code {@code
   *     name.unknown-kind}) for a key outside the table
   */
  public DerivedName derive(String key) {
    return derive(kindOf(key));
  }

  static NameKind kindOf(String key) {
    return NameKind.byKey(key)
        .orElseThrow(
            () ->
                new NameDerivationException(
                    ValidationResult.of(
                        Problem.error(
                            NamingRule.Code.UNKNOWN_KIND.code(),
                            key,
                            "unknown name kind " + Messages.quote(key)))));
  }

  /**
   * The kinds {@link #all()} and {@link #validateAll()} cover: every kind of this mode without
   * request input, operator-supplied kinds only when configured, host kinds only with a domain.
   */
  private List<NameKind> applicable() {
    List<NameKind> kinds = new ArrayList<>();
    for (NameKind kind : NameKind.all()) {
      boolean inMode = plane.named() ? kind.inNamed() : kind.inLegacy();
      boolean input =
          !kind.parameterized()
              && (!kind.operatorSupplied() || plane.options.configured(kind.key()).isPresent())
              && (!kind.needsDomain() || domain.isPresent());
      if (inMode && input) {
        kinds.add(kind);
      }
    }
    return kinds;
  }

  /**
   * Every entry of every applicable kind (see {@link #validateAll()}), in table order.
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}) with every
   *     problem if any kind fails
   */
  public List<DerivedName> all() {
    validateAll().throwIfInvalid(NameDerivationException::new);
    List<DerivedName> out = new ArrayList<>();
    for (NameKind kind : applicable()) {
      out.addAll(deriveEntries(kind));
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * The problems of every kind of this mode, except kinds needing a request, operator-supplied
   * kinds that are not configured, and host kinds when the plane has no domain.
   */
  public ValidationResult validateAll() {
    ValidationResult result = ValidationResult.ok();
    for (NameKind kind : applicable()) {
      DerivationResult derived = tryDerive(kind);
      if (!derived.isDerived()) {
        result = result.and(derived.problems());
      }
    }
    return result;
  }

  /**
   * The total name plan of this plane (CLI {@code names.plan}): one entry per value of every kind
   * defined for this mode, conditional kinds included, kinds needing operator or request input
   * omitted; a failing kind is one entry with {@code name == null} and its problems.
   */
  public List<PlanEntry> plan() {
    List<PlanEntry> out = new ArrayList<>();
    for (NameKind kind : NameKind.all()) {
      boolean inMode = plane.named() ? kind.inNamed() : kind.inLegacy();
      if (!inMode || !kind.planned()) {
        continue;
      }
      DerivationResult result = tryDerive(kind);
      if (result.isDerived()) {
        for (DerivedName n : result.names()) {
          out.add(
              new PlanEntry(
                  n.entry(),
                  kind,
                  n.legacyValue(),
                  n.value(),
                  kind.scope(),
                  n.namespace(),
                  ValidationResult.ok()));
        }
      } else {
        @Nullable String legacy = legacyEntries(kind).get(kind.key());
        @Nullable String namespace;
        try {
          namespace = kind.namespace(plane);
        } catch (NamingInputs.Missing missing) {
          namespace = null;
        }
        out.add(
            new PlanEntry(
                kind.key(), kind, legacy, null, kind.scope(), namespace, result.problems()));
      }
    }
    return ImmutableList.copyOf(out);
  }

  // ------------------------------------------------------------------ helpers

  /**
   * The Helm release of {@code kind}, e.g. {@link NameKind#RELEASE_NATS}.
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}) when the
   *     kind does not derive
   * @throws IllegalArgumentException when the kind is not a release's
   */
  public ReleaseRef release(NameKind kind) {
    if (kind.shape() != NameKind.Shape.RELEASE) {
      throw new IllegalArgumentException("kind " + kind.key() + " is not a Helm release");
    }
    DerivedName n = derive(kind);
    return new ReleaseRef(requireNonNull(n.namespace(), "namespace"), n.value());
  }

  /**
   * The Helm release of {@code key} ({@code release/nats} or {@code nats}), as the wire names it.
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}) when the
   *     key is unknown or does not derive
   */
  public ReleaseRef release(String key) {
    String full = key.startsWith("release/") ? key : "release/" + key;
    DerivedName n = derive(full);
    return new ReleaseRef(requireNonNull(n.namespace(), "namespace"), n.value());
  }

  /**
   * The namespace of a MiniService request: {@code resourceName(request)}, re-validated as a
   * DNS-1123 label.
   */
  public String miniServiceNamespace(String request) {
    String name = resourceName(request);
    kindOf("miniservice/namespace")
        .revalidate("miniservice/namespace", name)
        .throwIfInvalid(NameDerivationException::new);
    return name;
  }

  /**
   * The cluster-scoped MiniService instance name: {@code resourceName(request + "-miniservice")},
   * re-validated as a DNS-1123 label.
   */
  public String miniServiceInstance(String request) {
    validateResourceBase(request).throwIfInvalid(NameDerivationException::new);
    String name = resourceName(request + "-miniservice");
    kindOf("miniservice/instance")
        .revalidate("miniservice/instance", name)
        .throwIfInvalid(NameDerivationException::new);
    return name;
  }

  /**
   * The value of URL kind {@code key} ({@code url/nvcf-api}, ...) given the operator's {@code
   * configured} value, by the legacy-default substitution rule: named mode replaces an empty value
   * or the legacy default and keeps anything else verbatim; legacy returns {@code configured}, or
   * the legacy default when empty.
   */
  public String resolveUrl(String key, String configured) {
    requireNonNull(configured, "configured");
    NameKind kind = kindOf(key);
    if (!kind.objectClass().equals("url") || !key.startsWith("url/")) {
      throw new NameDerivationException(
          ValidationResult.of(
              Problem.error(
                  NamingRule.Code.UNKNOWN_KIND.code(),
                  key,
                  "not a url/* kind: " + Messages.quote(key))));
    }
    NamingOptions options = plane.options.toBuilder().configured(key, configured).build();
    return of(plane.id, domain, options).derive(kind).value();
  }

  /**
   * The LLM request router SAN list given the {@code configured} list: substituted only when it is
   * empty or equals the legacy list exactly (order included).
   */
  public List<String> resolveSans(List<String> configured) {
    NamingOptions options = plane.options.toBuilder().configuredSans(configured).build();
    return of(plane.id, domain, options).deriveEntries(kindOf("sans/llm-request-router")).stream()
        .map(DerivedName::value)
        .collect(ImmutableList.toImmutableList());
  }

  /** The NVCA runtime identity (env, args, agent config); empty in legacy mode. */
  public RuntimeIdentity runtimeIdentity() {
    return RuntimeIdentity.of(plane.id);
  }

  /**
   * The namespaceSelector {@code matchLabels} of the named webhook ({@code
   * nvcf.nvidia.com/control-plane-id: <id>}); empty in legacy mode.
   */
  public Map<String, String> webhookNamespaceSelector() {
    return plane.named()
        ? ImmutableMap.of(ControlPlaneId.OWNERSHIP_LABEL_KEY, plane.id.value())
        : ImmutableMap.of();
  }

  /**
   * The {@code from} namespace of this plane's ReferenceGrants: {@code <id>-ingress} in named mode,
   * the Gateway namespace in legacy mode.
   */
  public String referenceGrantFromNamespace() {
    return plane.named() ? plane.namespace("ingress") : plane.gatewayNamespace();
  }

  /**
   * The namespace that is part of the identity of {@code kind}'s values on this plane (scope,
   * namespace, class, name), or null when the kind is not namespaced; {@link
   * io.planerules.identity.plane.PlaneRegistry} compares planes by it.
   */
  public @Nullable String identityNamespace(NameKind kind) {
    return kind.identityNamespace(plane);
  }

  /**
   * The rules of name derivation ({@code name.*}), in evaluation order, as {@code docs/rules.md}
   * lists them; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(NamingRule.values());
  }
}
