package io.planerules.testkit.binding;

import io.planerules.testkit.DnsGenerators;
import io.planerules.testkit.Faulty;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * Generators of binding-decision inputs (docs/reference/binding-decision.md).
 *
 * <p>Selections are JSON-shaped {@code Map<String, Object>} in contract key order; a faulty one is
 * a valid one plus one fault named by the id of the {@code Validate()} rule that must catch it.
 */
public final class BindingGenerators {
  /** The provisioners of the embedded default catalog. */
  public static final List<String> DEFAULT_PROVISIONERS =
      List.of(
          "nvmesh-csi.excelero.com",
          "csi.weka.io",
          "fss.csi.oraclecloud.com",
          "lustre.csi.oraclecloud.com");

  /** Reader mount options no two of which negate each other or {@code ro}. */
  public static final List<String> SAFE_OPTIONS =
      List.of(
          "norecovery",
          "nouuid",
          "noatime",
          "nodiratime",
          "nconnect=16",
          "vers=4.1",
          "lookupcache=none",
          "actimeo=30");

  /** Every fault {@link #selectionsWithOneFault()} applies: the rule id that must report it. */
  public static final List<String> SELECTION_FAULTS =
      List.of(
          "selection.version",
          "selection.workflow",
          "selection.mode",
          "selection.ephemeral-helm",
          "selection.binding-ref",
          "selection.non-durable-binding",
          "selection.non-durable-encryption",
          "selection.unresolved",
          "selection.storage-class-name",
          "selection.resolved-incomplete",
          "selection.rox-needs-ro",
          "selection.rwx-encryption",
          "selection.rwx-mount-options",
          "selection.durable-transition",
          "selection.access-modes",
          "selection.non-durable-transition",
          "selection.non-durable-access-modes",
          "selection.non-durable-mount-options",
          "selection.mount-option-invalid",
          "selection.mount-option-duplicate",
          "selection.mount-option-conflict",
          "selection.mount-option-comma");

  private static final String HEX = "0123456789abcdef";
  private static final List<String> WORKFLOWS = List.of("regularModelCache", "helmModelCache");

  private BindingGenerators() {}

  /** Lowercase hex strings of {@code length}. */
  public static Gen<String> hex(int length) {
    return DnsGenerators.stringOf(HEX, length);
  }

  /** Short printable ASCII strings (possibly empty), including JSON-special characters. */
  public static Gen<String> asciiText(int maxLength) {
    return SourceDSL.strings().ascii().ofLengthBetween(0, maxLength);
  }

  /** Arbitrary strings of any code points (unpaired surrogates included). */
  public static Gen<String> anyText(int maxLength) {
    return SourceDSL.strings().allPossible().ofLengthBetween(0, maxLength);
  }

  /** StorageClass inputs with 0–4 parameters, options and topology terms. */
  public static Gen<StorageClassInput> storageClasses() {
    Gen<String> text = asciiText(12);
    Gen<Integer> small = SourceDSL.integers().between(0, 4);
    Gen<Boolean> bool = SourceDSL.booleans().all();
    Gen<String> provisioner = Generate.pick(DEFAULT_PROVISIONERS);
    return random -> {
      Map<String, String> parameters = new LinkedHashMap<>();
      int n = small.generate(random);
      for (int i = 0; i < n; i++) {
        parameters.put("p" + i + text.generate(random), text.generate(random));
      }
      List<String> options = new ArrayList<>();
      int m = small.generate(random);
      for (int i = 0; i < m; i++) {
        options.add(text.generate(random));
      }
      List<List<StorageClassInput.Requirement>> terms = new ArrayList<>();
      int t = small.generate(random) / 2;
      for (int i = 0; i < t; i++) {
        List<StorageClassInput.Requirement> term = new ArrayList<>();
        int r = small.generate(random) / 2;
        for (int j = 0; j < r; j++) {
          List<String> values = null;
          if (bool.generate(random)) {
            values = new ArrayList<>();
            int v = small.generate(random);
            for (int k = 0; k < v; k++) {
              values.add(text.generate(random));
            }
          }
          term.add(new StorageClassInput.Requirement(text.generate(random), values));
        }
        terms.add(term);
      }
      return new StorageClassInput(
          "nvcf-sc",
          "uid-" + hex(8).generate(random),
          provisioner.generate(random),
          bool.generate(random) ? "Retain" : null,
          parameters,
          bool.generate(random) ? "WaitForFirstConsumer" : null,
          options,
          terms);
    };
  }

  /** Valid persisted selections: durable rox/rwx, resolved or unresolved none/ephemeral. */
  public static Gen<Map<String, Object>> selections() {
    Gen<Integer> shape = SourceDSL.integers().between(0, 5);
    Gen<String> workflow = Generate.pick(WORKFLOWS);
    Gen<Boolean> bool = SourceDSL.booleans().all();
    Gen<String> digest = hex(64);
    Gen<String> label = DnsGenerators.dns1123Labels(1, 20);
    Gen<Integer> index = SourceDSL.integers().between(0, 1_000);
    return random -> {
      int kind = shape.generate(random);
      String wf = workflow.generate(random);
      Map<String, Object> s = new LinkedHashMap<>();
      s.put("version", "v1alpha1");
      boolean durable = kind <= 2;
      String mode =
          durable ? "durable" : kind == 3 && wf.equals("helmModelCache") ? "ephemeral" : "none";
      s.put("workflow", wf);
      s.put("mode", mode);
      boolean resolved = durable || kind == 4;
      if (resolved) {
        s.put("storageClassName", "nvcf-sc");
        s.put("storageClassUID", "uid-" + label.generate(random));
        s.put("storageClassDigest", "v1:sha256:" + digest.generate(random));
        s.put("profileDigest", "sha256:" + digest.generate(random));
        if (bool.generate(random)) {
          s.put("catalogRevision", "sha256:" + digest.generate(random));
        }
        s.put("provider", label.generate(random));
        s.put("provisioner", label.generate(random) + ".csi.io");
      }
      if (durable && kind <= 1) {
        s.put("transition", "roxReadOnly");
        s.put("requiredAccessModes", List.of("ReadWriteOnce", "ReadOnlyMany"));
        List<String> options = new ArrayList<>();
        for (String option : SAFE_OPTIONS) {
          if (bool.generate(random)) {
            options.add(option);
          }
        }
        options.add(index.generate(random) % (options.size() + 1), "ro");
        s.put("requiredMountOptions", options);
        if (bool.generate(random)) {
          s.put("encryptionRequired", true);
        }
      } else if (durable) {
        s.put("transition", "rwxReadOnly");
        s.put("requiredAccessModes", List.of("ReadWriteMany"));
      } else if (resolved) {
        s.put("transition", "disabled");
      }
      if (durable && bool.generate(random)) {
        s.put("bindingName", "model-cache-" + digest.generate(random).substring(0, 48));
        s.put("bindingUID", "uid-" + label.generate(random));
      }
      return s;
    };
  }

  /** A valid selection plus exactly one fault, named by the rule id that must report it. */
  public static Gen<Faulty<Map<String, Object>>> selectionsWithOneFault() {
    Gen<String> fault = Generate.pick(SELECTION_FAULTS);
    Gen<String> label = DnsGenerators.dns1123Labels(1, 12);
    return random -> {
      String name = fault.generate(random);
      Map<String, Object> s = new LinkedHashMap<>(baseFor(name).generate(random));
      applyFault(s, name, label.generate(random));
      return new Faulty<>(s, name);
    };
  }

  private static Gen<Map<String, Object>> baseFor(String fault) {
    Gen<Map<String, Object>> selections = selections();
    return random -> {
      for (int attempt = 0; attempt < 100_000; attempt++) {
        Map<String, Object> s = selections.generate(random);
        if (fits(fault, s)) {
          return s;
        }
      }
      throw new IllegalStateException("no base selection for fault " + fault);
    };
  }

  private static boolean fits(String fault, Map<String, Object> s) {
    boolean durable = "durable".equals(s.get("mode"));
    boolean rox = "roxReadOnly".equals(s.get("transition"));
    boolean rwx = "rwxReadOnly".equals(s.get("transition"));
    boolean resolved = s.containsKey("storageClassName");
    boolean bound = s.containsKey("bindingName");
    return switch (fault) {
      case "selection.binding-ref" -> bound;
      case "selection.non-durable-binding",
          "selection.non-durable-encryption",
          "selection.non-durable-transition",
          "selection.non-durable-access-modes",
          "selection.non-durable-mount-options" ->
          !durable && resolved;
      case "selection.ephemeral-helm" -> "none".equals(s.get("mode")) && !resolved;
      case "selection.unresolved" -> durable && !bound && !s.containsKey("encryptionRequired");
      case "selection.storage-class-name", "selection.resolved-incomplete" -> resolved;
      case "selection.rox-needs-ro",
          "selection.mount-option-invalid",
          "selection.mount-option-duplicate",
          "selection.mount-option-conflict",
          "selection.mount-option-comma" ->
          rox;
      case "selection.rwx-encryption", "selection.rwx-mount-options" -> rwx;
      case "selection.durable-transition", "selection.access-modes" -> durable;
      default -> true;
    };
  }

  @SuppressWarnings("unchecked")
  private static void applyFault(Map<String, Object> s, String fault, String word) {
    switch (fault) {
      case "selection.version" -> s.put("version", "v1beta" + word);
      case "selection.workflow" -> s.put("workflow", "x" + word);
      case "selection.mode" -> s.put("mode", "m" + word);
      case "selection.ephemeral-helm" -> {
        s.put("workflow", "regularModelCache");
        s.put("mode", "ephemeral");
      }
      case "selection.binding-ref" -> s.remove("bindingUID");
      case "selection.non-durable-binding" -> {
        s.put("bindingName", "b-" + word);
        s.put("bindingUID", "u-" + word);
      }
      case "selection.non-durable-encryption" -> s.put("encryptionRequired", true);
      case "selection.unresolved" -> {
        for (String key :
            List.of(
                "storageClassName",
                "storageClassUID",
                "storageClassDigest",
                "profileDigest",
                "provider",
                "provisioner",
                "transition",
                "requiredAccessModes",
                "requiredMountOptions")) {
          s.remove(key);
        }
      }
      case "selection.storage-class-name" -> s.put("storageClassName", "sc-" + word);
      case "selection.resolved-incomplete" -> s.remove("storageClassUID");
      case "selection.rox-needs-ro" -> {
        List<String> options = new ArrayList<>((List<String>) s.get("requiredMountOptions"));
        options.remove("ro");
        s.put("requiredMountOptions", options);
      }
      case "selection.rwx-encryption" -> s.put("encryptionRequired", true);
      case "selection.rwx-mount-options" -> s.put("requiredMountOptions", List.of("ro"));
      case "selection.durable-transition" -> s.put("transition", "disabled");
      case "selection.access-modes" -> {
        List<String> modes = new ArrayList<>((List<String>) s.get("requiredAccessModes"));
        if (modes.size() > 1) {
          modes.add(modes.remove(0));
        } else {
          modes.add("ReadOnlyMany");
        }
        s.put("requiredAccessModes", modes);
      }
      case "selection.non-durable-transition" -> s.put("transition", "roxReadOnly");
      case "selection.non-durable-access-modes" ->
          s.put("requiredAccessModes", List.of("ReadWriteMany"));
      case "selection.non-durable-mount-options" -> s.put("requiredMountOptions", List.of("ro"));
      case "selection.mount-option-invalid" -> appendOption(s, " " + word);
      case "selection.mount-option-duplicate" -> appendOption(s, "ro");
      case "selection.mount-option-conflict" -> appendOption(s, "rw");
      case "selection.mount-option-comma" -> appendOption(s, word + "," + word);
      default -> throw new IllegalArgumentException("unknown fault " + fault);
    }
  }

  @SuppressWarnings("unchecked")
  private static void appendOption(Map<String, Object> s, String option) {
    List<String> options = new ArrayList<>((List<String>) s.get("requiredMountOptions"));
    options.add(option);
    s.put("requiredMountOptions", options);
  }

  /**
   * Arbitrary JSON-ish text for the never-throws property: valid selections, selections with random
   * fields and types, truncations, nesting, trailing data and random text.
   */
  public static Gen<String> jsonish() {
    Gen<Integer> shape = SourceDSL.integers().between(0, 7);
    Gen<String> any = anyText(40);
    Gen<String> ascii = asciiText(40);
    Gen<Integer> depth = SourceDSL.integers().between(1, 8);
    Gen<Integer> cut = SourceDSL.integers().between(0, 10_000);
    Gen<Map<String, Object>> valid = selections();
    return random -> {
      String json = Json.write(valid.generate(random));
      return switch (shape.generate(random)) {
        case 0 -> json;
        case 1 -> json.substring(0, cut.generate(random) % (json.length() + 1));
        case 2 -> json + ascii.generate(random);
        case 3 -> "[".repeat(depth.generate(random)) + "]".repeat(depth.generate(random));
        case 4 ->
            "{\"version\":"
                + "[".repeat(depth.generate(random))
                + "1"
                + "]".repeat(depth.generate(random))
                + "}";
        case 5 -> any.generate(random);
        case 6 -> ascii.generate(random);
        default ->
            "{" + Json.write(any.generate(random)) + ":" + Json.write(any.generate(random)) + "}";
      };
    };
  }

  /** Kubernetes namespaces (DNS-1123 labels of 1–30 characters). */
  public static Gen<String> namespaces() {
    return DnsGenerators.dns1123Labels(1, 30);
  }

  /** Cache handles that keep every derived name valid: lowercase hex, 1–40 characters. */
  public static Gen<String> cacheHandles() {
    return SourceDSL.integers().between(1, 40).flatMap(BindingGenerators::hex);
  }

  /**
   * Writer volume handles per driver, as {@code [provisioner, handle]}: NVMesh {@code
   * <cluster>:<csi-id>:<uuid>:<namespace>}, Weka {@code weka/v2/csivol-…}, OCI FSS {@code
   * <ocid>:<ip>:<export>}, Lustre, Trident, and arbitrary text on an arbitrary provisioner.
   */
  public static Gen<List<String>> handlesPerDriver() {
    return handles(0, 5);
  }

  /**
   * NVMesh writer handles {@code <cluster>:<csi-id>:<uuid>:<namespace>} as {@code [provisioner,
   * handle]}.
   */
  public static Gen<List<String>> nvmeshHandles() {
    return handles(0, 0);
  }

  /** Writer handles of every driver but NVMesh, as {@code [provisioner, handle]}. */
  public static Gen<List<String>> nonNvmeshHandles() {
    return handles(1, 5)
        .map(h -> h.get(0).equals("nvmesh-csi.excelero.com") ? List.of("x", h.get(1)) : h);
  }

  private static Gen<List<String>> handles(int firstDriver, int lastDriver) {
    Gen<Integer> driver = SourceDSL.integers().between(firstDriver, lastDriver);
    Gen<String> h = hex(12);
    Gen<String> ns = namespaces();
    Gen<String> any = anyText(30);
    return random -> {
      String a = h.generate(random);
      String b = h.generate(random);
      return switch (driver.generate(random)) {
        case 0 ->
            List.of(
                "nvmesh-csi.excelero.com",
                "cluster-" + a + ":csi-" + b + ":" + a + b + ":" + ns.generate(random));
        case 1 -> List.of("csi.weka.io", "weka/v2/csivol-" + a + "-" + b);
        case 2 ->
            List.of(
                "fss.csi.oraclecloud.com",
                "ocid1.filesystem.oc1." + a + ":10.0.0." + (b.length()) + ":/export-" + b);
        case 3 -> List.of("lustre.csi.oraclecloud.com", "10.0.0.1@tcp:/" + a);
        case 4 -> List.of("csi.trident.netapp.io", "pvc-" + a + "-" + b);
        default -> List.of(any.generate(random), any.generate(random));
      };
    };
  }
}
