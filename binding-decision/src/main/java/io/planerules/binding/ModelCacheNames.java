package io.planerules.binding;

import io.planerules.identity.NameRule;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.internal.text.GoText;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Names of the objects of one model cache (spec §10; upstream {@code modelcache.go}, {@code
 * modelcache_binding.go}, {@code cachebackend_samba.go}). Every name is validated against its
 * kind's Kubernetes rule (through {@code identity}) before it is returned; a failure is a refusal
 * ({@code name.invalid}: {@code model cache <kind> name "<n>" is invalid: <errors>}), never a
 * repair.
 *
 * <p>Examples: {@code binding("abc123handle")} = {@code
 * model-cache-fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605b}; {@code samba} of 80 × {@code a} =
 * {@code samba-} + 48 × {@code a} + {@code -5143e6d5}.
 */
public final class ModelCacheNames {
  /** Longest Samba object name (a DNS-1035 label, since the Service shares it). */
  public static final int SAMBA_MAX_BYTES = 63;

  /** Bytes of the handle kept in a shortened Samba name. */
  public static final int SAMBA_HANDLE_PREFIX_BYTES = 48;

  /** Bytes of the SHA-256 of the handle in a binding name (24 bytes = 48 hex). */
  public static final int BINDING_DIGEST_BYTES = 24;

  private ModelCacheNames() {}

  /**
   * The ModelCacheBinding name: {@code model-cache-} + lowercase hex of the first 24 bytes of
   * SHA-256(UTF-8 handle), 60 characters (DNS-1123 subdomain).
   */
  public static Outcome<String> binding(String cacheHandle) {
    Steps steps = new Steps();
    if (!handle(cacheHandle, steps)) {
      return blankHandle(steps);
    }
    String name = "model-cache-" + Hashes.hex(Hashes.sha256(cacheHandle), BINDING_DIGEST_BYTES);
    return validated(steps, "binding", name, NameRule.DNS1123_SUBDOMAIN);
  }

  /** The writer PVC {@code rw-pvc-<h>} (DNS-1123 subdomain). */
  public static Outcome<String> writerPvc(String cacheHandle) {
    return prefixed("writer PVC", "rw-pvc-", cacheHandle);
  }

  /** The reader PVC {@code ro-pvc-<h>} (DNS-1123 subdomain). */
  public static Outcome<String> readerPvc(String cacheHandle) {
    return prefixed("reader PVC", "ro-pvc-", cacheHandle);
  }

  /** The writer Job {@code writer-job-<h>} (DNS-1123 subdomain). */
  public static Outcome<String> writerJob(String cacheHandle) {
    return prefixed("writer Job", "writer-job-", cacheHandle);
  }

  /** The init Lease {@code modelcache-init-<h>} (DNS-1123 subdomain). */
  public static Outcome<String> initLease(String cacheHandle) {
    return prefixed("init Lease", "modelcache-init-", cacheHandle);
  }

  /** The Samba writer PV {@code samba-rw-pv-<h>} (DNS-1123 subdomain). */
  public static Outcome<String> sambaWriterPv(String cacheHandle) {
    return prefixed("Samba writer PV", "samba-rw-pv-", cacheHandle);
  }

  /** The reader PV {@code secondary-pv-<icmsRequestName>} (DNS-1123 subdomain). */
  public static Outcome<String> readerPv(String icmsRequestName) {
    return validated(
        new Steps(), "reader PV", "secondary-pv-" + icmsRequestName, NameRule.DNS1123_SUBDOMAIN);
  }

  /**
   * The Samba server, Service, backing PVC and NetworkPolicy name: {@code samba-<h>} when at most
   * 63 bytes, else {@code samba-} + the first 48 bytes of the handle + {@code -} + 8 lowercase hex
   * of FNV-1a 32 of the whole handle (exactly 63). Validated as a DNS-1035 label (a Service name).
   */
  public static Outcome<String> samba(String cacheHandle) {
    Steps steps = new Steps();
    if (!handle(cacheHandle, steps)) {
      return blankHandle(steps);
    }
    String name = "samba-" + cacheHandle;
    byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
    if (bytes.length > SAMBA_MAX_BYTES) {
      byte[] handleBytes = cacheHandle.getBytes(StandardCharsets.UTF_8);
      name =
          "samba-"
              + new String(
                  Arrays.copyOf(handleBytes, SAMBA_HANDLE_PREFIX_BYTES), StandardCharsets.UTF_8)
              + "-"
              + Hashes.fnv1a32Hex(cacheHandle);
    }
    return validated(steps, "Samba", name, NameRule.DNS1035_LABEL);
  }

  /**
   * The encryption StorageClass: regular {@code <md5>-sc}, helm {@code sc-<md5>}, where {@code
   * <md5>} is the lowercase hex MD5 of the UTF-8 sharing domain.
   */
  public static Outcome<String> encryptionStorageClass(String sharingDomain, Workflow workflow) {
    return encryption("encryption StorageClass", sharingDomain, workflow, "", "-sc", "sc-");
  }

  /** The encryption Secret: regular {@code <md5>}, helm {@code scsec-<md5>}. */
  public static Outcome<String> encryptionSecret(String sharingDomain, Workflow workflow) {
    return encryption("encryption Secret", sharingDomain, workflow, "", "", "scsec-");
  }

  static Outcome<String> encryption(
      String kind,
      String sharingDomain,
      Workflow workflow,
      String regularPrefix,
      String regularSuffix,
      String helmPrefix) {
    Steps steps = new Steps();
    if (GoText.trimSpace(sharingDomain).isEmpty()) {
      return steps.refuse(
          BindingRule.NAME_SHARING_DOMAIN, "model cache sharing domain is empty", "sharingDomain");
    }
    steps.pass(BindingRule.NAME_SHARING_DOMAIN, "");
    String md5 = Hashes.md5Hex(sharingDomain);
    String name =
        workflow == Workflow.HELM ? helmPrefix + md5 : regularPrefix + md5 + regularSuffix;
    return validated(steps, kind, name, NameRule.DNS1123_SUBDOMAIN);
  }

  static Outcome<String> prefixed(String kind, String prefix, String cacheHandle) {
    Steps steps = new Steps();
    if (!handle(cacheHandle, steps)) {
      return blankHandle(steps);
    }
    return validated(steps, kind, prefix + cacheHandle, NameRule.DNS1123_SUBDOMAIN);
  }

  private static boolean handle(String cacheHandle, Steps steps) {
    if (GoText.trimSpace(cacheHandle).isEmpty()) {
      return false;
    }
    steps.pass(BindingRule.NAME_CACHE_HANDLE, "");
    return true;
  }

  private static Outcome<String> blankHandle(Steps steps) {
    return steps.refuse(
        BindingRule.NAME_CACHE_HANDLE, "model cache cache handle is empty", "cacheHandle");
  }

  private static Outcome<String> validated(Steps steps, String kind, String name, NameRule rule) {
    String errors = errors(name, rule);
    if (!errors.isEmpty()) {
      return steps.refuse(
          BindingRule.NAME_INVALID,
          "model cache " + kind + " name " + GoQuote.quote(name) + " is invalid: " + errors,
          "");
    }
    steps.pass(BindingRule.NAME_INVALID, rule.id());
    return steps.ok(BindingRule.NAME_DERIVED, name, kind + " name " + name);
  }

  /** The rule's apimachinery messages joined with {@code "; "}; empty when valid. */
  static String errors(String value, NameRule rule) {
    return String.join("; ", rule.messages(value));
  }
}
