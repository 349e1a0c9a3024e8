package io.planerules.binding;

import io.planerules.rules.internal.GoQuote;
import java.util.OptionalLong;
import org.jspecify.annotations.Nullable;

/**
 * The security identity of the model-cache writer Job (spec §9.4), from the CSIDriver's {@code
 * fsGroupPolicy}: when Kubernetes applies {@code fsGroup} ({@code File}, or no CSIDriver object)
 * the writer runs as 65532 with fsGroup 65532; when it does not ({@code ReadWriteOnceWithFSType} —
 * OCI FSS on an RWX volume —, {@code None}, unset) the writer must be root.
 *
 * <p>Example: {@code derive(new CsiDriverInfo("csi.weka.io", "File"))} → {@link #FS_GROUP} by
 * {@code writer.fsgroup-file}.
 */
public enum WriterIdentity {
  /** runAsUser 65532, runAsGroup 65532, fsGroup 65532, runAsNonRoot. */
  FS_GROUP(65532, OptionalLong.of(65532), OptionalLong.of(65532), true),
  /** runAsUser 0, no fsGroup. */
  ROOT(0, OptionalLong.empty(), OptionalLong.empty(), false);

  private final long runAsUser;
  private final OptionalLong runAsGroup;
  private final OptionalLong fsGroup;
  private final boolean runAsNonRoot;

  WriterIdentity(
      long runAsUser, OptionalLong runAsGroup, OptionalLong fsGroup, boolean runAsNonRoot) {
    this.runAsUser = runAsUser;
    this.runAsGroup = runAsGroup;
    this.fsGroup = fsGroup;
    this.runAsNonRoot = runAsNonRoot;
  }

  /** The Pod's {@code runAsUser}. */
  public long runAsUser() {
    return runAsUser;
  }

  /** The Pod's {@code runAsGroup}, empty when unset. */
  public OptionalLong runAsGroup() {
    return runAsGroup;
  }

  /** The Pod's {@code fsGroup}, empty when unset. */
  public OptionalLong fsGroup() {
    return fsGroup;
  }

  /** The Pod's {@code runAsNonRoot}. */
  public boolean runAsNonRoot() {
    return runAsNonRoot;
  }

  /**
   * Decides the writer identity from the live CSIDriver (null when there is none); an unknown
   * policy is refused ({@code CSIDriver "<name>" has unknown fsGroupPolicy "<v>"}).
   */
  public static Outcome<WriterIdentity> derive(@Nullable CsiDriverInfo driver) {
    Steps steps = new Steps();
    if (driver == null) {
      return steps.ok(BindingRule.WRITER_NO_CSIDRIVER, FS_GROUP, "no CSIDriver object");
    }
    steps.pass(BindingRule.WRITER_NO_CSIDRIVER, "");
    String policy = driver.fsGroupPolicy();
    if ("File".equals(policy)) {
      return steps.ok(BindingRule.WRITER_FSGROUP_FILE, FS_GROUP, "fsGroupPolicy File");
    }
    steps.pass(BindingRule.WRITER_FSGROUP_FILE, "");
    if (policy == null || "ReadWriteOnceWithFSType".equals(policy) || "None".equals(policy)) {
      return steps.ok(
          BindingRule.WRITER_ROOT_POLICY,
          ROOT,
          "fsGroupPolicy " + (policy == null ? "unset" : policy));
    }
    steps.pass(BindingRule.WRITER_ROOT_POLICY, "");
    return steps.refuse(
        BindingRule.WRITER_UNKNOWN_POLICY,
        "CSIDriver "
            + GoQuote.quote(driver.name())
            + " has unknown fsGroupPolicy "
            + GoQuote.quote(policy),
        "fsGroupPolicy");
  }
}
