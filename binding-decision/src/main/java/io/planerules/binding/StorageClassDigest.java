package io.planerules.binding;

import io.planerules.storage.catalog.GoText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The StorageClass configuration digest (spec §4): {@code v1:sha256:} + lowercase hex SHA-256 of a
 * compact Go JSON object with keys {@code provisioner}, {@code parameters} (sorted by name as
 * {@code [{"name":…,"value":…}]}), {@code reclaimPolicy}, {@code volumeBindingMode} ({@code ""}
 * when null), {@code mountOptions} and {@code allowedTopologies} (order kept, {@code []} when
 * empty).
 *
 * <p>Name, UID and other metadata, and {@code allowVolumeExpansion}, are excluded: editing them is
 * not drift. Example: {@code {provisioner: csi.weka.io, reclaimPolicy: Retain}} → {@code
 * v1:sha256:7d1cc4638dce90de61d0adbafe80f7e9da05c0180d4ff76842f507ae82c1382a}.
 */
public final class StorageClassDigest {
  /** The prefix of every StorageClass digest. */
  public static final String PREFIX = "v1:sha256:";

  private StorageClassDigest() {}

  /** The digest of {@code sc}'s configuration. */
  public static String of(StorageClassSnapshot sc) {
    return PREFIX + Hashes.sha256Hex(canonical(sc));
  }

  /** The exact canonical JSON text hashed by {@link #of}. */
  public static String canonical(StorageClassSnapshot sc) {
    StringBuilder out = new StringBuilder(256);
    out.append('{');
    GoJson.key(out, "provisioner");
    GoJson.string(out, sc.provisioner());
    out.append(',');
    GoJson.key(out, "parameters").append('[');
    List<Map.Entry<String, String>> parameters = new ArrayList<>(sc.parameters().entrySet());
    parameters.sort((a, b) -> GoText.compareUtf8(a.getKey(), b.getKey()));
    for (int i = 0; i < parameters.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append('{');
      GoJson.key(out, "name");
      GoJson.string(out, parameters.get(i).getKey()).append(',');
      GoJson.key(out, "value");
      GoJson.string(out, parameters.get(i).getValue()).append('}');
    }
    out.append("],");
    GoJson.key(out, "reclaimPolicy");
    GoJson.string(out, nullToEmpty(sc.reclaimPolicy())).append(',');
    GoJson.key(out, "volumeBindingMode");
    GoJson.string(out, nullToEmpty(sc.volumeBindingMode())).append(',');
    GoJson.key(out, "mountOptions");
    GoJson.strings(out, sc.mountOptions()).append(',');
    GoJson.key(out, "allowedTopologies").append('[');
    for (int i = 0; i < sc.allowedTopologies().size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      List<TopologyRequirement> expressions = sc.allowedTopologies().get(i).matchLabelExpressions();
      out.append('{');
      if (!expressions.isEmpty()) {
        GoJson.key(out, "matchLabelExpressions").append('[');
        for (int j = 0; j < expressions.size(); j++) {
          if (j > 0) {
            out.append(',');
          }
          TopologyRequirement requirement = expressions.get(j);
          out.append('{');
          GoJson.key(out, "key");
          GoJson.string(out, requirement.key()).append(',');
          GoJson.key(out, "values");
          List<String> values = requirement.values();
          if (values == null) {
            out.append("null");
          } else {
            GoJson.strings(out, values);
          }
          out.append('}');
        }
        out.append(']');
      }
      out.append('}');
    }
    return out.append("]}").toString();
  }

  private static String nullToEmpty(@org.jspecify.annotations.Nullable String value) {
    return value == null ? "" : value;
  }
}
