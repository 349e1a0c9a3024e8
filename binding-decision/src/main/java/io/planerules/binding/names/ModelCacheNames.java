package io.planerules.binding.names;

import io.planerules.binding.Outcome;
import io.planerules.binding.internal.Names;
import io.planerules.binding.internal.Steps;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.GoQuote;
import io.planerules.rules.internal.Sha256;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.internal.text.GoText;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * Names of the model cache: the fixed names NVCA uses and the names of one cache's objects
 * (docs/reference/binding-decision.md#constants, #model-cache-names; upstream NVIDIA/nvcf {@code
 * nvca/pkg/storage}, {@code modelcache.go}, {@code modelcache_binding.go}, {@code
 * cachebackend_samba.go}). The fixed ones: the only model-cache StorageClass {@value
 * #STORAGE_CLASS_NAME} and the reclaim policy it and every reader PV use, the init namespace, the
 * labels, the last-referenced annotation and the legacy objects. Every derived name is validated
 * against its kind's Kubernetes rule (through {@code identity}) before it is returned; a failure is
 * a refusal ({@code name.invalid}: {@code model cache <kind> name "<n>" is invalid: <errors>}),
 * never a repair.
 *
 * <p>Examples: {@code binding("abc123handle")} = {@code
 * model-cache-fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605b}; {@code samba} of 80 × {@code a} =
 * {@code samba-} + 48 × {@code a} + {@code -5143e6d5}.
 */
public final class ModelCacheNames {
  /** The only StorageClass a model cache is ever decided on. */
  public static final String STORAGE_CLASS_NAME = "nvcf-sc";

  /** The reclaim policy {@value #STORAGE_CLASS_NAME} must have and every reader PV has. */
  public static final String RECLAIM_RETAIN = "Retain";

  /** The legacy Helm shared-FS StorageClass. */
  public static final String MINISERVICE_STORAGE_CLASS = "nvcf-miniservice-sc";

  /** Default namespace of model-cache init objects; a parameter wherever used. */
  public static final String DEFAULT_INIT_NAMESPACE = "nvca-modelcache-init";

  /** Label naming the cache handle of a model-cache object. */
  public static final String HANDLE_LABEL = "nvca.nvcf.nvidia.io/modelcache-handle";

  /** Label ({@code true}) marking the primary (writer) PV. */
  public static final String PRIMARY_PV_LABEL = "nvca.nvcf.nvidia.io/modelcache-primary-pv";

  /** Label ({@code true}) marking a populated cache. */
  public static final String POPULATED_LABEL = "nvca.nvcf.nvidia.io/modelcache-populated";

  /** Annotation with the RFC 3339 time a cache was last referenced. */
  public static final String LAST_REFERENCED_ANNOTATION =
      "nvca.nvcf.nvidia.io/modelcache-last-referenced";

  /** Legacy ConfigMap (init namespace) mapping provisioner to comma-separated mount options. */
  public static final String LEGACY_MOUNT_OPTIONS_CONFIG_MAP = "nvca-cache-mount-options";

  /** Longest Samba object name (a DNS-1035 label, since the Service shares it). */
  public static final int SAMBA_MAX_BYTES = 63;

  /** Bytes of the handle kept in a shortened Samba name. */
  public static final int SAMBA_HANDLE_PREFIX_BYTES = 48;

  /** Bytes of the SHA-256 of the handle in a binding name (24 bytes = 48 hex). */
  public static final int BINDING_DIGEST_BYTES = 24;

  private static final HexFormat HEX = HexFormat.of();

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
    String name = "model-cache-" + Sha256.hex(Sha256.digest(cacheHandle), BINDING_DIGEST_BYTES);
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
              + fnv1a32Hex(cacheHandle);
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

  /**
   * The names a ModelCacheBinding lists for {@code cacheHandle}, in this order: writer PVC, writer
   * Job, then the reader PVC (regular workflow) or the init Lease (Helm), then, when {@code
   * encryptionRequired}, the encryption StorageClass and Secret of {@code sharingDomain}. Each is
   * validated; the first invalid one refuses with {@code model cache binding <kind> name "<n>" is
   * invalid: <errors>} (writer PVC and writer Job first, as upstream checks them).
   */
  public static Outcome<List<String>> bindingResources(
      String cacheHandle, String sharingDomain, Workflow workflow, boolean encryptionRequired) {
    List<Outcome<String>> names = new ArrayList<>();
    names.add(prefixed("binding writer PVC", "rw-pvc-", cacheHandle));
    names.add(prefixed("binding writer Job", "writer-job-", cacheHandle));
    if (workflow == Workflow.HELM) {
      names.add(prefixed("binding init Lease", "modelcache-init-", cacheHandle));
    } else {
      names.add(prefixed("binding reader PVC", "ro-pvc-", cacheHandle));
    }
    if (encryptionRequired) {
      names.add(
          encryption("binding encryption StorageClass", sharingDomain, workflow, "", "-sc", "sc-"));
      names.add(encryption("binding encryption Secret", sharingDomain, workflow, "", "", "scsec-"));
    }
    Steps steps = new Steps();
    List<String> values = new ArrayList<>();
    for (Outcome<String> name : names) {
      steps.append(name.trace());
      if (!name.isOk()) {
        return steps.refusal(name, name.message());
      }
      values.add(name.orElseThrow());
    }
    return Outcome.ok(
        List.copyOf(values),
        ModelCacheNameRule.DERIVED.id(),
        Steps.reason(ModelCacheNameRule.DERIVED),
        String.join(", ", values),
        steps.trace());
  }

  private static Outcome<String> encryption(
      String kind,
      String sharingDomain,
      Workflow workflow,
      String regularPrefix,
      String regularSuffix,
      String helmPrefix) {
    Steps steps = new Steps();
    if (GoText.trimSpace(sharingDomain).isEmpty()) {
      return steps.refuse(
          ModelCacheNameRule.SHARING_DOMAIN,
          "model cache sharing domain is empty",
          "sharingDomain");
    }
    steps.pass(ModelCacheNameRule.SHARING_DOMAIN, "");
    String md5 = md5Hex(sharingDomain);
    String name =
        workflow == Workflow.HELM ? helmPrefix + md5 : regularPrefix + md5 + regularSuffix;
    return validated(steps, kind, name, NameRule.DNS1123_SUBDOMAIN);
  }

  private static Outcome<String> prefixed(String kind, String prefix, String cacheHandle) {
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
    steps.pass(ModelCacheNameRule.CACHE_HANDLE, "");
    return true;
  }

  private static Outcome<String> blankHandle(Steps steps) {
    return steps.refuse(
        ModelCacheNameRule.CACHE_HANDLE, "model cache cache handle is empty", "cacheHandle");
  }

  private static Outcome<String> validated(Steps steps, String kind, String name, NameRule rule) {
    String errors = Names.errors(name, rule);
    if (!errors.isEmpty()) {
      return steps.refuse(
          ModelCacheNameRule.INVALID,
          "model cache " + kind + " name " + GoQuote.quote(name) + " is invalid: " + errors,
          "");
    }
    steps.pass(ModelCacheNameRule.INVALID, rule.wireName());
    return steps.ok(ModelCacheNameRule.DERIVED, name, kind + " name " + name);
  }

  /** Lowercase hex MD5 of the UTF-8 bytes of {@code text} (the encryption object names). */
  private static String md5Hex(String text) {
    try {
      return HEX.formatHex(
          MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      // every Java platform must provide MD5 (MessageDigest javadoc)
      throw new IllegalStateException("MD5 is required by the Java platform", e);
    }
  }

  /** FNV-1a 32-bit (offset 0x811c9dc5, prime 0x01000193) over the UTF-8 bytes, 8 lowercase hex. */
  private static String fnv1a32Hex(String text) {
    int hash = 0x811c9dc5;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      hash ^= b & 0xff;
      hash *= 0x01000193;
    }
    return HEX.toHexDigits(hash);
  }

  /**
   * The rules this package declares ({@code ModelCacheNameRule}), in declaration order, as {@code
   * docs/rules.md} lists them; the rule enums themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(ModelCacheNameRule.values());
  }
}
