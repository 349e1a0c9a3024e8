package io.planerules.binding.decision;

import static java.util.Objects.requireNonNull;

import io.planerules.storage.internal.json.CanonicalJson;
import io.planerules.storage.internal.text.GoText;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The StorageClass configuration digest, asked through {@link StorageClassSnapshot#digest()} and
 * {@link StorageClassSnapshot#canonical()}
 * (docs/reference/binding-decision.md#storageclass-digest): {@code v1:sha256:} + lowercase hex
 * SHA-256 of a compact Go JSON object with keys {@code provisioner}, {@code parameters} (sorted by
 * name as {@code [{"name":…,"value":…}]}), {@code reclaimPolicy}, {@code volumeBindingMode} ({@code
 * ""} when null), {@code mountOptions} and {@code allowedTopologies} (order kept, {@code []} when
 * empty).
 *
 * <p>Name, UID and other metadata, and {@code allowVolumeExpansion}, are excluded: editing them is
 * not drift. Example: {@code {provisioner: csi.weka.io, reclaimPolicy: Retain}} → {@code
 * v1:sha256:7d1cc4638dce90de61d0adbafe80f7e9da05c0180d4ff76842f507ae82c1382a}.
 */
final class StorageClassDigest {
  /** The prefix of every StorageClass digest. */
  static final String PREFIX = "v1:sha256:";

  private StorageClassDigest() {}

  /** The digest of {@code sc}'s configuration. */
  static String of(StorageClassSnapshot sc) {
    return write(sc).sha256Hex(PREFIX);
  }

  /** The exact canonical JSON text hashed by {@link #of}. */
  static String canonical(StorageClassSnapshot sc) {
    return write(sc).toString();
  }

  /** Bytes of a typical form (a few parameters); the writer grows for longer ones. */
  private static final int CAPACITY = 512;

  private static final byte[] PROVISIONER = CanonicalJson.asciiFragment("{\"provisioner\":");
  private static final byte[] PARAMETERS = CanonicalJson.asciiFragment(",\"parameters\":[");
  private static final byte[] FIRST_NAME = CanonicalJson.asciiFragment("{\"name\":");
  private static final byte[] NEXT_NAME = CanonicalJson.asciiFragment(",{\"name\":");
  private static final byte[] VALUE = CanonicalJson.asciiFragment(",\"value\":");
  private static final byte[] RECLAIM_POLICY = CanonicalJson.asciiFragment("],\"reclaimPolicy\":");
  private static final byte[] VOLUME_BINDING_MODE =
      CanonicalJson.asciiFragment(",\"volumeBindingMode\":");
  private static final byte[] MOUNT_OPTIONS = CanonicalJson.asciiFragment(",\"mountOptions\":");
  private static final byte[] ALLOWED_TOPOLOGIES =
      CanonicalJson.asciiFragment(",\"allowedTopologies\":[");

  /** Writes the canonical form straight into UTF-8 bytes (it is hashed on every decision). */
  private static CanonicalJson write(StorageClassSnapshot sc) {
    CanonicalJson out = new CanonicalJson(CAPACITY);
    out.bytes(PROVISIONER).string(sc.provisioner());
    out.bytes(PARAMETERS);
    Map<String, String> parameters = sc.parameters();
    String[] names = parameters.keySet().toArray(new String[0]);
    if (names.length > 1) {
      Arrays.sort(names, GoText::compareUtf8);
    }
    for (int i = 0; i < names.length; i++) {
      out.bytes(i == 0 ? FIRST_NAME : NEXT_NAME).string(names[i]);
      out.bytes(VALUE).string(requireNonNull(parameters.get(names[i]))).ascii("}");
    }
    out.bytes(RECLAIM_POLICY).string(nullToEmpty(sc.reclaimPolicy()));
    out.bytes(VOLUME_BINDING_MODE).string(nullToEmpty(sc.volumeBindingMode()));
    out.bytes(MOUNT_OPTIONS).strings(sc.mountOptions());
    out.bytes(ALLOWED_TOPOLOGIES);
    for (int i = 0; i < sc.allowedTopologies().size(); i++) {
      if (i > 0) {
        out.ascii(",");
      }
      List<TopologyRequirement> expressions = sc.allowedTopologies().get(i).matchLabelExpressions();
      out.ascii("{");
      if (!expressions.isEmpty()) {
        out.ascii("\"matchLabelExpressions\":[");
        for (int j = 0; j < expressions.size(); j++) {
          if (j > 0) {
            out.ascii(",");
          }
          TopologyRequirement requirement = expressions.get(j);
          out.ascii("{\"key\":").string(requirement.key()).ascii(",\"values\":");
          List<String> values = requirement.values();
          if (values == null) {
            out.ascii("null");
          } else {
            out.strings(values);
          }
          out.ascii("}");
        }
        out.ascii("]");
      }
      out.ascii("}");
    }
    return out.ascii("]}");
  }

  private static String nullToEmpty(@org.jspecify.annotations.Nullable String value) {
    return value == null ? "" : value;
  }
}
