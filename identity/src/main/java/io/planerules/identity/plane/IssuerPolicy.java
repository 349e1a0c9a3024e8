package io.planerules.identity.plane;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleCode;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The PKI issuer rows of docs/reference/identity.md#plane-configuration: which ClusterIssuer a
 * plane may manage.
 *
 * <p>A managed issuer is rendered, labelled and deleted with its plane, so in named mode it must
 * carry the canonical per-plane name {@code <id>-nvcf-openbao-pki} exactly ({@code
 * alpha-beta-nvcf-openbao-pki} is refused for plane {@code alpha} although it has the prefix: it is
 * plane {@code alpha-beta}'s). External issuers may have any valid name and are never touched.
 * <!-- snippet: PlaneExamplesTest#issuer-policy -->
 *
 * <pre>{@code
 * ControlPlaneId alpha = ControlPlaneId.of("alpha");
 * boolean managed =
 *     IssuerPolicy.isManaged(
 *         alpha, "ClusterIssuer", "alpha-nvcf-openbao-pki", Optional.empty()); // true
 * List<Problem> foreign =
 *     IssuerPolicy.validate(alpha, "alpha-beta-nvcf-openbao-pki", true)
 *         .problems(); // [config.issuer-canonical]: plane alpha-beta's name
 * }</pre>
 */
public final class IssuerPolicy {

  /** The only issuer kind a managed issuer may have. */
  public static final String CLUSTER_ISSUER = "ClusterIssuer";

  /** The namespaced issuer kind (external issuers only). */
  public static final String ISSUER = "Issuer";

  static final String KIND_PATH = "addons.llm.pki.issuerKind";
  static final String NAME_PATH = "addons.llm.pki.issuerName";
  static final String MANAGED_PATH = "addons.llm.pki.clusterIssuer.enabled";

  /** The rule this policy decides, {@code config.issuer} of decision {@code plane-config}. */
  public static final RuleDescriptor RULE = ConfigRule.ISSUER;

  /**
   * The problem code of a managed issuer whose name is not the plane's canonical one ({@code
   * config.issuer-canonical}).
   */
  public static final RuleCode CANONICAL = ConfigRule.Code.ISSUER_CANONICAL;

  private IssuerPolicy() {}

  /** The canonical managed issuer name of plane {@code id} ({@code issuer/managed}). */
  public static String canonicalName(ControlPlaneId id) {
    return PlaneNames.resourceName(requireNonNull(id, "id"), "nvcf-openbao-pki");
  }

  /**
   * Whether the issuer is managed by the plane: the explicit {@code clusterIssuer.enabled} when
   * given, else kind {@code ClusterIssuer} and name equal to this mode's canonical name.
   */
  public static boolean isManaged(
      ControlPlaneId id, String kind, String name, Optional<Boolean> explicit) {
    requireNonNull(kind, "kind");
    requireNonNull(name, "name");
    return explicit.orElseGet(() -> kind.equals(CLUSTER_ISSUER) && name.equals(canonicalName(id)));
  }

  /**
   * The issuer rows alone ({@code config.issuer-name}, {@code config.issuer-canonical}) for a
   * {@code ClusterIssuer} named {@code name}.
   */
  public static ValidationResult validate(ControlPlaneId id, String name, boolean managed) {
    return validate(id, CLUSTER_ISSUER, name, managed, false);
  }

  /** Whether {@link #validate(ControlPlaneId, String, boolean)} finds no error. */
  public static boolean isValid(ControlPlaneId id, String name, boolean managed) {
    return validate(id, name, managed).isValid();
  }

  static ValidationResult validate(
      ControlPlaneId id, String kind, String name, boolean managed, boolean checkKind) {
    requireNonNull(id, "id");
    requireNonNull(kind, "kind");
    requireNonNull(name, "name");
    List<Problem> problems = new ArrayList<>(2);
    if (checkKind && !kind.equals(CLUSTER_ISSUER) && !kind.equals(ISSUER)) {
      problems.add(
          Problem.error(
              ConfigRule.Code.ISSUER_KIND.code(),
              KIND_PATH,
              "addons.llm.pki.issuerKind must be exactly \"ClusterIssuer\" or \"Issuer\", got \""
                  + kind
                  + "\""));
    }
    if (!NameRule.DNS1123_SUBDOMAIN.isValid(name)) {
      problems.add(
          Problem.error(
              ConfigRule.Code.ISSUER_NAME.code(),
              NAME_PATH,
              "addons.llm.pki.issuerName must be a lowercase RFC 1123 DNS subdomain, got \""
                  + name
                  + "\""));
    }
    if (checkKind && managed && !kind.equals(CLUSTER_ISSUER)) {
      problems.add(
          Problem.error(
              ConfigRule.Code.ISSUER_MANAGED_KIND.code(),
              MANAGED_PATH,
              "addons.llm.pki.clusterIssuer management supports only issuerKind=ClusterIssuer"));
    }
    if (!id.isLegacy() && managed && !name.equals(canonicalName(id))) {
      problems.add(
          Problem.error(
              ConfigRule.Code.ISSUER_CANONICAL.code(),
              NAME_PATH,
              "managed ClusterIssuer name \""
                  + name
                  + "\" must equal canonical name \""
                  + canonicalName(id)
                  + "\""));
    }
    return ValidationResult.of(problems);
  }
}
