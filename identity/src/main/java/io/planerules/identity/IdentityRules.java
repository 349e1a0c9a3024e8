package io.planerules.identity;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.TransitionalDescriptor;
import java.util.List;

/**
 * The rules reference of the identity module: every rule id with its decision, one-line description
 * and the problem codes it reports. {@code docs/rules.md} is generated from {@link #all()}.
 */
public final class IdentityRules {

  private IdentityRules() {}

  /** Every rule of the module, grouped by decision, in evaluation order. */
  public static List<RuleDescriptor> all() {
    ImmutableList.Builder<RuleDescriptor> out = ImmutableList.builder();
    String id = "control-plane-id";
    out.add(d("id.reserved", id, "\"default\" is reserved for legacy mode", "id.reserved"));
    out.add(d("id.too-long", id, "a named id is at most 20 UTF-8 bytes", "id.too-long"));
    out.add(
        d(
            "id.dns1123-label",
            id,
            "a named id is a DNS-1123 label: no whitespace, ASCII only, lowercase, [a-z0-9-],"
                + " alphanumeric ends",
            "id.whitespace",
            "id.non-ascii",
            "id.uppercase",
            "id.invalid-char",
            "id.leading-hyphen",
            "id.trailing-hyphen"));
    out.add(
        d(
            "id.compute-plane-sources",
            id,
            "CONTROL_PLANE_ID and global.controlPlane.id, stripped of ASCII whitespace, are one"
                + " line and agree when both set",
            "id.multi-line",
            "id.source-mismatch"));
    String dom = "plane-domain";
    out.add(d("domain.required", dom, "a named plane needs a domain", "domain.required"));
    out.add(
        d(
            "domain.dns-name",
            dom,
            "the domain is a lowercase DNS-1123 subdomain of at most 253 bytes with labels of at"
                + " most 63 bytes",
            "domain.too-long",
            "domain.not-dns-name",
            "domain.label-too-long"));
    out.add(
        d(
            "domain.localhost",
            dom,
            "a named plane with Gateway API routing cannot use localhost",
            "domain.localhost"));
    for (NameRule rule : NameRule.values()) {
      out.add(
          new TransitionalDescriptor(
              RuleId.of(rule.codePrefix()),
              "name-validator",
              "value is a valid " + rule.id() + " (upstream limits, regex and messages)",
              rule.codes()));
    }
    String der = "name-derivation";
    out.add(
        d(
            "name.resource",
            der,
            "generic resource name: id-base, hash-truncated to 63 when longer; base is printable"
                + " ASCII",
            "name.invalid-base"));
    out.add(
        d(
            "name.revalidation",
            der,
            "every derived value passes its kind's rule before it is returned, never repaired",
            "name.revalidation-failed"));
    out.add(d("name.mode", der, "the kind has a value in this mode", "name.not-applicable"));
    out.add(
        d(
            "name.input",
            der,
            "the kind's inputs (domain, operator value, request) are present",
            "name.input-required"));
    out.add(d("name.kind", der, "the kind key is in the table", "name.unknown-kind"));
    String cfg = "plane-config";
    out.add(
        d(
            "config.shared-infrastructure",
            cfg,
            "a named plane uses external shared infrastructure",
            "config.shared-infrastructure"));
    out.add(
        d(
            "config.cert-manager",
            cfg,
            "external shared infrastructure means cert-manager is not installed by the plane",
            "config.cert-manager"));
    out.add(
        d(
            "config.nvcf-ui",
            cfg,
            "a named plane does not enable the UI add-on (chart not namespace-isolated)",
            "config.nvcf-ui"));
    out.add(
        d(
            "config.gateway-name",
            cfg,
            "a named plane's Gateways are supplied DNS-1123 labels starting with <id>-",
            "config.gateway-name"));
    out.add(
        d(
            "config.grpc-tls-secret",
            cfg,
            "a named plane's gRPC TLS secret starts with <id>-",
            "config.grpc-tls-secret"));
    out.add(
        d(
            "config.quic-tls-secret",
            cfg,
            "a named plane's QUIC TLS secret starts with <id>-",
            "config.quic-tls-secret"));
    out.add(
        d(
            "config.issuer",
            cfg,
            "issuer kind is ClusterIssuer or Issuer, name a DNS subdomain; a managed issuer is a"
                + " ClusterIssuer with the canonical per-plane name",
            "config.issuer-kind",
            "config.issuer-name",
            "config.issuer-managed-kind",
            "config.issuer-canonical"));
    out.add(
        d(
            "config.nvca-operator-release",
            cfg,
            "the NVCA operator release name and namespace are <id>-nvca-operator",
            "config.nvca-operator-release"));
    out.add(
        d(
            "config.namespace-collision",
            cfg,
            "no derived namespace equals a shared namespace (cert-manager, Gateway namespaces)",
            "config.namespace-collision"));
    out.add(
        d(
            "config.names",
            cfg,
            "every applicable kind of the plane derives",
            "name.revalidation-failed",
            "name.input-required"));
    String reg = "plane-registry";
    out.add(
        d(
            "registry.duplicate-id",
            reg,
            "plane ids are distinct, at most one legacy plane",
            "registry.duplicate-id"));
    out.add(
        d(
            "registry.domain-overlap",
            reg,
            "plane domains are distinct and none is a DNS suffix of another",
            "registry.domain-overlap"));
    out.add(
        d(
            "registry.name-collision",
            reg,
            "no derived or supplied identity (name, host, URL, profile endpoint) is held by two"
                + " planes",
            "registry.name-collision"));
    out.add(
        d(
            "registry.id-extension",
            reg,
            "warns when an id is another id + '-' + anything (generic names can collide)",
            "registry.id-extension"));
    String prof = "registration-profile";
    out.add(
        d(
            "profile.name",
            prof,
            "the registration profile name (id, or default in legacy) is a DNS-1123 label",
            "profile.invalid-name"));
    out.add(
        d(
            "profile.url",
            prof,
            "every profile URL is http, https or nats with a DNS-1123 host and a valid port",
            "profile.invalid-url"));
    return out.build();
  }

  private static RuleDescriptor d(String id, String decision, String description, String... codes) {
    return new TransitionalDescriptor(RuleId.of(id), decision, description, List.of(codes));
  }
}
