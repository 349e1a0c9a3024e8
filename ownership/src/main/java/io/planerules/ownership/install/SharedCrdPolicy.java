package io.planerules.ownership.install;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.ReleaseRef;
import io.planerules.ownership.SharedPrerequisites;
import io.planerules.rules.RuleId;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a chart renders the shared NVCFBackend CRD
 * (docs/reference/ownership.md#install-and-removal). Named → omit ({@code
 * crd.named-defers-to-prerequisite}: the CRD ships in {@code nvca-shared-crds}, so removing a plane
 * cannot remove the API another plane uses). Legacy: absent → render ({@code crd.absent}); present
 * and annotated with this release's {@code meta.helm.sh/release-name} and {@code
 * meta.helm.sh/release-namespace} → render ({@code crd.same-release}); else omit ({@code
 * crd.other-owner}). A rendered CRD carries {@code helm.sh/resource-policy: keep}.
 */
public final class SharedCrdPolicy {

  /** Helm's release-name annotation. */
  public static final String RELEASE_NAME = "meta.helm.sh/release-name";

  /** Helm's release-namespace annotation. */
  public static final String RELEASE_NAMESPACE = "meta.helm.sh/release-namespace";

  /** Helm's resource-policy annotation. */
  public static final String RESOURCE_POLICY = "helm.sh/resource-policy";

  /**
   * The decision.
   *
   * @param renders whether the chart renders the CRD (else it leaves it out)
   * @param ruleId the deciding rule
   * @param message why
   * @param annotations annotations a rendered CRD carries ({@code helm.sh/resource-policy: keep}),
   *     empty when omitted
   */
  public record CrdDecision(
      boolean renders, RuleId ruleId, String message, Map<String, String> annotations) {
    /** Creates a decision. */
    public CrdDecision {
      requireNonNull(ruleId, "ruleId");
      requireNonNull(message, "message");
      annotations = ImmutableMap.copyOf(annotations);
    }
  }

  private SharedCrdPolicy() {}

  /**
   * Decides whether this release renders the CRD.
   *
   * @param id the plane
   * @param existing the annotations of the CRD in the cluster, or empty when it does not exist
   * @param thisRelease the release being rendered
   * @return the decision
   */
  public static CrdDecision decide(
      ControlPlaneId id, Optional<Map<String, String>> existing, ReleaseRef thisRelease) {
    requireNonNull(thisRelease, "thisRelease");
    Map<String, String> keep = Map.of(RESOURCE_POLICY, "keep");
    if (!id.isLegacy()) {
      return new CrdDecision(
          false,
          InstallRule.CRD_NAMED_DEFERS_TO_PREREQUISITE.id(),
          "named control planes take the CRD from the "
              + SharedPrerequisites.SHARED_CRDS_RELEASE
              + " prerequisite release",
          Map.of());
    }
    if (existing.isEmpty()) {
      return new CrdDecision(true, InstallRule.CRD_ABSENT.id(), "CRD absent: render it", keep);
    }
    Map<String, String> a = existing.get();
    if (thisRelease.name().equals(a.get(RELEASE_NAME))
        && thisRelease.namespace().equals(a.get(RELEASE_NAMESPACE))) {
      return new CrdDecision(
          true,
          InstallRule.CRD_SAME_RELEASE.id(),
          "CRD owned by this release: keep rendering it",
          keep);
    }
    return new CrdDecision(
        false,
        InstallRule.CRD_OTHER_OWNER.id(),
        "CRD owned by release "
            + a.getOrDefault(RELEASE_NAMESPACE, "unset")
            + "/"
            + a.getOrDefault(RELEASE_NAME, "unset")
            + ": leave it alone",
        Map.of());
  }
}
