package io.planerules.binding.reader;

import io.planerules.binding.Outcome;
import io.planerules.binding.internal.Names;
import io.planerules.binding.internal.Steps;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.internal.drivers.WellKnownNames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Reader volumes of a durable model cache as pure plans
 * (docs/reference/binding-decision.md#reader-volumes; upstream {@code modelcache.go}).
 *
 * <p>Example: {@code deriveHandle("nvmesh-csi.excelero.com", "a:b:c:writer-ns", "tenant")} → {@code
 * a:b:c:tenant}; any other provisioner keeps the writer handle verbatim.
 */
public final class ReaderVolumes {
  /** The reader access mode. */
  public static final String READ_ONLY_MANY = "ReadOnlyMany";

  private ReaderVolumes() {}

  /**
   * The reader PV's volume handle. For exactly {@code nvmesh-csi.excelero.com} (case-sensitive):
   * the writer handle through its last {@code :} followed by {@code readerNamespace} (not
   * validated), refused when there is no colon ({@code volume handle "<h>" has no colons}). Every
   * other driver: the writer handle verbatim (one volume, one handle, whatever the namespace).
   */
  public static Outcome<String> deriveHandle(
      String provisioner, String writerHandle, String readerNamespace) {
    Steps steps = new Steps();
    if (!WellKnownNames.NVMESH_PROVISIONER.equals(provisioner)) {
      return steps.ok(
          ReaderHandleRule.VERBATIM, writerHandle, "handle of " + provisioner + " kept");
    }
    steps.notApplicable(ReaderHandleRule.VERBATIM, "NVMesh");
    int colon = writerHandle.lastIndexOf(':');
    if (colon < 0) {
      return steps.refuse(
          ReaderHandleRule.NO_COLON,
          "volume handle " + GoQuote.quote(writerHandle) + " has no colons",
          "volumeHandle");
    }
    steps.pass(ReaderHandleRule.NO_COLON, "");
    return steps.ok(
        ReaderHandleRule.NVMESH,
        writerHandle.substring(0, colon + 1) + readerNamespace,
        "namespace after the last colon replaced");
  }

  /**
   * Plans the reader PV and PVC for one request. Refusals, in order: {@code reader.writer-handle}
   * ({@code shared-FS writer PV <pv> has no CSI volume handle}), {@code reader.name} (namespace,
   * PV, PVC), {@code reader.handle-no-colon} ({@code derive reader PV volume handle: volume handle
   * "<h>" has no colons}).
   */
  public static Outcome<ReaderPlan> plan(ReaderRequest request) {
    Steps steps = new Steps();
    ReaderRequest.WriterPv writer = request.writer();
    String csiDriver = writer.csiDriver();
    String writerHandle = writer.volumeHandle();
    if (csiDriver == null || writerHandle == null || writerHandle.isEmpty()) {
      return steps.refuse(
          ReaderPlanRule.WRITER_HANDLE,
          "shared-FS writer PV " + writer.pvName() + " has no CSI volume handle",
          "writer.volumeHandle");
    }
    steps.pass(ReaderPlanRule.WRITER_HANDLE, "");
    String pvName = "secondary-pv-" + request.icmsRequestName();
    String pvcName = "ro-pvc-" + request.cacheHandle();
    String[][] names = {
      {"namespace", request.readerNamespace(), "readerNamespace"},
      {"PV", pvName, "icmsRequestName"},
      {"PVC", pvcName, "cacheHandle"},
    };
    for (String[] name : names) {
      NameRule rule =
          name[0].equals("namespace") ? NameRule.DNS1123_LABEL : NameRule.DNS1123_SUBDOMAIN;
      String errors = Names.errors(name[1], rule);
      if (!errors.isEmpty()) {
        return steps.refuse(
            ReaderPlanRule.NAME,
            "model cache reader "
                + name[0]
                + " name "
                + GoQuote.quote(name[1])
                + " is invalid: "
                + errors,
            name[2]);
      }
    }
    steps.pass(ReaderPlanRule.NAME, "");
    Outcome<String> handle = deriveHandle(csiDriver, writerHandle, request.readerNamespace());
    steps.append(handle.trace());
    if (!handle.isOk()) {
      return Outcome.refused(
          handle.ruleId(),
          handle.reason(),
          "derive reader PV volume handle: " + handle.message(),
          "writer.volumeHandle",
          steps.trace());
    }
    List<String> options =
        new ArrayList<>(
            request.mountOptionSource() instanceof ReaderRequest.Durable durable
                ? ReaderMountOptions.merge(
                    durable.selection().requiredMountOptions(), request.operatorOptions())
                : legacy((ReaderRequest.Legacy) request.mountOptionSource(), request));
    options.removeIf("rw"::equals);
    ReaderPlan.Pv pv =
        new ReaderPlan.Pv(
            pvName,
            List.of(READ_ONLY_MANY),
            "",
            ModelCacheNames.RECLAIM_RETAIN,
            new ReaderPlan.ClaimRef(
                "v1", "PersistentVolumeClaim", pvcName, request.readerNamespace()),
            csiDriver,
            handle.orElseThrow(),
            true,
            options,
            true);
    ReaderPlan.Pvc pvc =
        new ReaderPlan.Pvc(
            pvcName,
            request.readerNamespace(),
            List.of(READ_ONLY_MANY),
            "",
            pvName,
            writer.capacity());
    return steps.ok(
        ReaderPlanRule.PLANNED, new ReaderPlan(pv, pvc), "reader " + pvName + " -> " + pvcName);
  }

  /**
   * The mount options of a reader PV without a durable selection
   * (docs/reference/binding-decision.md#reader-mount-options): the legacy defaults of {@code
   * nvcf-sc}'s provisioner, then each configured option in order unless it is blank, already
   * present, or negates an option already chosen. The defaults are {@code []} without a
   * provisioner; with a readable ConfigMap (non-null) its entry for the provisioner split on {@code
   * ,}, trimmed, empties dropped ({@code []} without an entry: a readable map is authoritative);
   * with an unreadable one (null) {@code [ro, norecovery, nouuid]} for NVMesh, else {@code []}. A
   * plan drops {@code rw} afterwards.
   *
   * <p>Examples: NVMesh, unreadable ConfigMap, {@code [nouuid, noatime]} → {@code [ro, norecovery,
   * nouuid, noatime]}; {@code [rw, recovery, uuid]} → {@code [ro, norecovery, nouuid]}; ConfigMap
   * entry {@code "ro, nouuid "} and {@code [noatime]} → {@code [ro, nouuid, noatime]}.
   *
   * @param provisioner the provisioner of {@code nvcf-sc}, null when unknown
   * @param configMap the {@code nvca-cache-mount-options} data, null when unreadable
   * @param configured the operator's options, null for none
   * @return the options, in order
   */
  public static List<String> legacyMountOptions(
      @Nullable String provisioner,
      @Nullable Map<String, String> configMap,
      @Nullable List<String> configured) {
    return ReaderMountOptions.resolveLegacy(provisioner, configMap, configured);
  }

  private static List<String> legacy(ReaderRequest.Legacy source, ReaderRequest request) {
    return ReaderMountOptions.resolveLegacy(
        source.nvcfScProvisioner(), source.configMap(), request.operatorOptions());
  }

  /**
   * The rules this package declares ({@code ReaderHandleRule}, {@code ReaderPlanRule}, {@code
   * WriterIdentityRule}), in declaration order, as {@code docs/rules.md} lists them; the rule enums
   * themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return Stream.of(
            ReaderHandleRule.values(), ReaderPlanRule.values(), WriterIdentityRule.values())
        .flatMap(Arrays::stream)
        .<RuleDescriptor>map(r -> r)
        .toList();
  }
}
