package io.planerules.identity.plane;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.internal.Messages;
import io.planerules.identity.internal.NameDerivationException;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.identity.naming.DerivationResult;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cluster registration profile of a plane (the upstream CLI's {@code ControlPlaneProfile},
 * apiVersion {@value #API_VERSION}): the plane id, its external endpoints built from the plane
 * domain ({@code hostname/*} kinds) and its in-cluster URLs ({@code url/sis-api}, {@code
 * url/reval}, {@code url/nats}, {@code url/nvcf-api}, ...) built from the plane's derived
 * namespaces.
 *
 * <p>Legacy mode yields today's profile: name {@value #LEGACY_NAME} (the reason {@code default} is
 * reserved as an id), no ownership label, legacy in-cluster URLs. Without a domain the external
 * endpoints are empty. The profile name is re-validated as a DNS-1123 label ({@code
 * profile.invalid-name}) and every URL as {@code http}, {@code https} or {@code nats} with a
 * DNS-1123 host and a port in 1..65535 ({@code profile.invalid-url}). Two planes' profiles never
 * share an endpoint: {@link PlaneRegistry} compares them.
 * <!-- snippet: PlaneExamplesTest#control-plane-profile -->
 *
 * <pre>{@code
 * ControlPlaneId alpha = ControlPlaneId.of("alpha");
 * ControlPlaneProfile p =
 *     ControlPlaneProfile.derive(
 *         PlaneNames.of(alpha, PlaneDomain.of("alpha.example.test", alpha, true)));
 * String name = p.name(); // "alpha"
 * String sis = p.inCluster().get("sisApiUrl"); // "http://api.alpha-sis.svc.cluster.local:8080"
 * String api = p.endpoints().get("api"); // "https://api.alpha.example.test"
 * }</pre>
 *
 * @param name the profile name: the id, or {@value #LEGACY_NAME} in legacy mode
 * @param controlPlaneId the id ({@code ""} in legacy mode)
 * @param domain the plane domain ({@code ""} when none)
 * @param labels the ownership label in named mode, else empty
 * @param endpoints external endpoint URLs by field name, in order
 * @param inCluster in-cluster URLs by field name, in order
 */
public record ControlPlaneProfile(
    String name,
    String controlPlaneId,
    String domain,
    Map<String, String> labels,
    Map<String, String> endpoints,
    Map<String, String> inCluster) {

  /** The profile's apiVersion. */
  public static final String API_VERSION = "nvcf.nvidia.com/v1alpha1";

  /** The profile's kind. */
  public static final String KIND = "ControlPlaneProfile";

  /** The profile name of the legacy plane. */
  public static final String LEGACY_NAME = "default";

  /** External endpoint field → host name kind (https URL of the host). */
  static final Map<String, String> ENDPOINTS =
      ImmutableMap.<String, String>builder()
          .put("api", "hostname/api")
          .put("apiGrpc", "hostname/api-grpc")
          .put("invocation", "hostname/invocation")
          .put("apiKeys", "hostname/api-keys")
          .put("sis", "hostname/sis")
          .put("llm", "hostname/llm")
          .build();

  /** In-cluster URL field → url kind. */
  static final Map<String, String> IN_CLUSTER =
      ImmutableMap.<String, String>builder()
          .put("nvcfApiUrl", "url/nvcf-api")
          .put("nvcfApiGrpcUrl", "url/nvcf-api-grpc")
          .put("sisApiUrl", "url/sis-api")
          .put("revalUrl", "url/reval")
          .put("natsUrl", "url/nats")
          .build();

  /** Copies the maps (insertion order kept). */
  public ControlPlaneProfile {
    requireNonNull(name, "name");
    requireNonNull(controlPlaneId, "controlPlaneId");
    requireNonNull(domain, "domain");
    labels = ImmutableMap.copyOf(labels);
    endpoints = ImmutableMap.copyOf(endpoints);
    inCluster = ImmutableMap.copyOf(inCluster);
  }

  /**
   * The profile of the plane {@code names} describes.
   *
   * @throws io.planerules.rules.PlaneRulesException (a {@code NameDerivationException}) with the
   *     {@code name.*} or {@code profile.*} problems
   */
  public static ControlPlaneProfile derive(PlaneNames names) {
    ValidationResult problems = validate(names);
    problems.throwIfInvalid(NameDerivationException::new);
    return build(names);
  }

  /** The profile of plane {@code id} with {@code domain} and default naming options. */
  public static ControlPlaneProfile derive(ControlPlaneId id, PlaneDomain domain) {
    return derive(PlaneNames.of(id, domain));
  }

  /** The problems {@link #derive(PlaneNames)} would throw; never throws itself. */
  public static ValidationResult validate(PlaneNames names) {
    ValidationResult result = ValidationResult.ok();
    List<String> keys = new ArrayList<>(IN_CLUSTER.values());
    if (names.domain().isPresent()) {
      keys.addAll(ENDPOINTS.values());
    }
    for (String key : keys) {
      DerivationResult derived = names.tryDerive(NameKind.byKey(key).orElseThrow());
      if (!derived.isDerived()) {
        result = result.and(derived.problems());
      }
    }
    if (!result.isValid()) {
      return result;
    }
    return check(build(names));
  }

  /** Whether the plane's profile derives. */
  public static boolean isValid(PlaneNames names) {
    return validate(names).isValid();
  }

  private static ControlPlaneProfile build(PlaneNames names) {
    ControlPlaneId id = names.id();
    Map<String, String> endpoints = new LinkedHashMap<>();
    if (names.domain().isPresent()) {
      ENDPOINTS.forEach((f, k) -> endpoints.put(f, "https://" + names.derive(k).value()));
    }
    Map<String, String> inCluster = new LinkedHashMap<>();
    IN_CLUSTER.forEach((f, k) -> inCluster.put(f, names.derive(k).value()));
    return new ControlPlaneProfile(
        id.isLegacy() ? LEGACY_NAME : id.value(),
        id.value(),
        names.domain().value(),
        id.isLegacy() ? Map.of() : Map.of(ControlPlaneId.OWNERSHIP_LABEL_KEY, id.value()),
        endpoints,
        inCluster);
  }

  /** Re-validates the name and every URL of {@code profile}. */
  static ValidationResult check(ControlPlaneProfile profile) {
    ValidationResult result = ValidationResult.ok();
    if (!NameRule.DNS1123_LABEL.isValid(profile.name())) {
      result =
          result.and(
              ValidationResult.of(
                  Problem.error(
                      ProfileRule.Code.INVALID_NAME.code(),
                      "metadata.name",
                      "registration profile name "
                          + Messages.quote(profile.name())
                          + " is not a valid dns1123-label: "
                          + String.join("; ", NameRule.DNS1123_LABEL.messages(profile.name())))));
    }
    for (Map.Entry<String, String> e : profile.endpoints().entrySet()) {
      result = result.and(checkUrl("spec.endpoints." + e.getKey(), e.getValue()));
    }
    for (Map.Entry<String, String> e : profile.inCluster().entrySet()) {
      result = result.and(checkUrl("spec.inCluster." + e.getKey(), e.getValue()));
    }
    return result;
  }

  /** {@code scheme://host:port[/path]} with scheme http, https or nats; the port optional. */
  static ValidationResult checkUrl(String path, String url) {
    int sep = url.indexOf("://");
    String scheme = sep < 0 ? "" : url.substring(0, sep);
    String host = NameSyntax.hostOfUrl(url);
    String rest = sep < 0 ? "" : url.substring(sep + 3 + host.length());
    boolean ok = (scheme.equals("http") || scheme.equals("https") || scheme.equals("nats"));
    ok = ok && NameRule.DNS1123_SUBDOMAIN.isValid(host);
    if (ok && rest.startsWith(":")) {
      int end = 1;
      while (end < rest.length() && rest.charAt(end) >= '0' && rest.charAt(end) <= '9') {
        end++;
      }
      ok = end > 1 && end <= 6 && inPortRange(rest.substring(1, end));
      rest = rest.substring(end);
    }
    ok = ok && (rest.isEmpty() || rest.startsWith("/"));
    return ok
        ? ValidationResult.ok()
        : ValidationResult.of(
            Problem.error(
                ProfileRule.Code.INVALID_URL.code(),
                path,
                "registration profile URL "
                    + Messages.quote(url)
                    + " must be http, https or nats with a lowercase DNS host and a port in"
                    + " 1..65535"));
  }

  private static boolean inPortRange(String digits) {
    int port = Integer.parseInt(digits);
    return port >= 1 && port <= 65535;
  }

  /** {@value #API_VERSION}. */
  public String apiVersion() {
    return API_VERSION;
  }

  /** {@value #KIND}. */
  public String kind() {
    return KIND;
  }

  /**
   * The profile as a JSON-shaped document: {@code apiVersion}, {@code kind}, {@code metadata {name,
   * labels}}, {@code spec {controlPlaneId, domain, endpoints, inCluster}}; nested maps of strings
   * in a fixed order, ready for any JSON/YAML writer.
   */
  public Map<String, Object> toDocument() {
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("name", name);
    metadata.put("labels", labels);
    Map<String, Object> spec = new LinkedHashMap<>();
    spec.put("controlPlaneId", controlPlaneId);
    spec.put("domain", domain);
    spec.put("endpoints", endpoints);
    spec.put("inCluster", inCluster);
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("apiVersion", API_VERSION);
    doc.put("kind", KIND);
    doc.put("metadata", metadata);
    doc.put("spec", spec);
    return java.util.Collections.unmodifiableMap(doc);
  }

  /**
   * The rules of decision {@code registration-profile} ({@code ProfileRule}), in declaration order,
   * as {@code docs/rules.md} lists them; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(ProfileRule.values());
  }
}
