package io.planerules.storage.qualification;

import io.planerules.rules.internal.GoQuote;

/** The human reason behind every missing-proof, finding and warning code of one evidence. */
final class Reasons {

  private final QualificationEvidence evidence;

  Reasons(QualificationEvidence evidence) {
    this.evidence = evidence;
  }

  String of(String code) {
    VerdictCode constant = VerdictCode.of(code);
    String argument = constant.argument(code);
    String first = argument.substring(0, Math.max(argument.indexOf('/'), 0));
    String second = argument.substring(argument.indexOf('/') + 1);
    return switch (constant) {
      case RECLAIM_POLICY_RETAIN ->
          "StorageClass "
              + GoQuote.quote(evidence.storageClass().name())
              + " has reclaimPolicy "
              + evidence.storageClass().reclaimPolicy().wireName()
              + "; a model cache class must be Retain (a deleted claim would destroy a warm"
              + " cache), so nothing qualifies";
      case WRITER_POPULATED ->
          "the writer did not write the cache and publish a manifest, so nothing qualifies";
      case WRITER_DURABLE ->
          "the cache data was not there after the writer exited, so nothing qualifies";
      case IDENTICAL_BYTES ->
          "reader shape "
              + first
              + " in the "
              + second
              + " namespace did not see identical bytes (the manifest's SHA-256 must match; a"
              + " listing is not proof)";
      case READ_ONLY_ENFORCED ->
          "reader shape "
              + first
              + ": the "
              + second
              + " write probe was not refused with EROFS (a ro flag, EACCES or EPERM is not proof"
              + " of a read-only filesystem)";
      case CROSS_NAMESPACE ->
          "no reader shape proved "
              + argument
              + " in another namespace (Helm caching reads across namespaces)";
      case INCONSISTENT_EVIDENCE ->
          "entries of reader shape "
              + first
              + " in the "
              + second
              + " namespace disagree (one proves, one fails): evidence against a mode is never"
              + " outvoted";
      case WRITER_ACCESS_MODE ->
          "a " + argument + " reader shape was tried, but the writer's claim was not " + argument;
      case READER_MOUNT_RO ->
          "readerMountOptions does not contain \"ro\": ReadOnlyMany readers must be mounted"
              + " read-only";
      case ROX_NEEDS_WRITER_MODE ->
          "ReadOnlyMany was proven, but with a ReadWriteMany writer it qualifies only together"
              + " with ReadWriteMany, which is not qualified";
      case SHARED_FILESYSTEM_ASSUMPTION_FAILS ->
          "a fresh claim naming only the StorageClass got a new volume without the cache: the"
              + " shared-filesystem assumption fails on this class (the driver is still usable"
              + " through a static PV)";
      case CLASS_PINNED_TO_ONE_EXPORT ->
          "a fresh claim naming only the StorageClass saw the writer's bytes: the class is"
              + " pinned to one export";
      case WRITER_RUNS_AS_ROOT ->
          "CSIDriver fsGroupPolicy is "
              + (evidence.csiDriver() == null || evidence.csiDriver().fsGroupPolicy() == null
                  ? "unset"
                  : evidence.csiDriver().fsGroupPolicy().wireName())
              + ": Kubernetes does not chown the volume, so the cache writer must run as root";
      case WRITER_FSGROUP ->
          (evidence.csiDriver() == null
                  ? "no CSIDriver object is registered"
                  : "CSIDriver fsGroupPolicy is File")
              + ": Kubernetes chowns the volume, the writer runs with fsGroup 65532";
      case FULLY_QUALIFIED_IMAGES ->
          "the runtime is CRI-O, which enforces short-name resolution: image references must be"
              + " fully qualified (registry host included)";
    };
  }
}
