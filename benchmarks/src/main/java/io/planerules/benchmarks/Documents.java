package io.planerules.benchmarks;

import java.nio.charset.StandardCharsets;

/** Catalog documents for the parsing benchmarks, generated deterministically. */
final class Documents {
  private Documents() {}

  private static final String HEADER =
      "apiVersion: storage.nvcf.nvidia.com/v1alpha1\n"
          + "kind: StorageCapabilityCatalog\n"
          + "drivers:\n";

  private static final String[][] SHAPES = {
    {"[ReadWriteOnce, ReadOnlyMany]", "[ro, norecovery, nouuid]"},
    {"[ReadWriteMany, ReadOnlyMany]", "[]"},
    {"[ReadWriteMany]", "[]"},
    {"[]", "[]"},
  };

  /** Driver {@code i} of a generated catalog, map form. */
  private static void appendDriver(StringBuilder out, int i) {
    String[] shape = SHAPES[i % SHAPES.length];
    out.append("  csi-")
        .append(i)
        .append(".storage.example.com:\n    provider: vendor")
        .append(i)
        .append("\n    accessModes: ")
        .append(shape[0])
        .append("\n    readerMountOptions: ")
        .append(shape[1])
        .append('\n');
  }

  /** A valid catalog with {@code drivers} drivers. */
  static byte[] catalog(int drivers) {
    StringBuilder out = new StringBuilder(HEADER);
    for (int i = 0; i < drivers; i++) {
      appendDriver(out, i);
    }
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /**
   * A valid catalog-shaped YAML document of exactly {@code size} bytes (≥ 200): drivers while they
   * fit, then one comment line padding to the size. It may exceed the catalog's size limit; it is
   * for plain YAML parsing.
   */
  static byte[] validYamlOfSize(int size) {
    StringBuilder out = new StringBuilder(size).append(HEADER);
    StringBuilder next = new StringBuilder();
    for (int i = 0; ; i++) {
      next.setLength(0);
      appendDriver(next, i);
      if (out.length() + next.length() + 3 > size) {
        break;
      }
      out.append(next);
    }
    out.append('#');
    while (out.length() < size - 1) {
      out.append('x');
    }
    out.append('\n');
    byte[] bytes = out.toString().getBytes(StandardCharsets.UTF_8);
    if (bytes.length != size) {
      throw new IllegalStateException("size " + bytes.length + " != " + size);
    }
    return bytes;
  }

  /** Billion laughs: ten levels of anchors, each aliasing the previous one ten times. */
  static byte[] billionLaughs() {
    StringBuilder out = new StringBuilder(HEADER.replace("drivers:\n", ""));
    out.append(
        "a0: &a0 [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
    for (int level = 1; level <= 9; level++) {
      out.append('a').append(level).append(": &a").append(level).append(" [");
      for (int k = 0; k < 9; k++) {
        out.append(k == 0 ? "" : ",").append("*a").append(level - 1);
      }
      out.append("]\n");
    }
    out.append("drivers: *a9\n");
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** A document nested {@code depth} containers deep (flow sequences under {@code drivers}). */
  static byte[] deep(int depth) {
    StringBuilder out = new StringBuilder(HEADER.replace("drivers:\n", "drivers: "));
    out.append("[".repeat(depth)).append("]".repeat(depth)).append('\n');
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** A catalog of exactly {@code size} bytes (more than the 256 KiB limit when large enough). */
  static byte[] oversized(int size) {
    return validYamlOfSize(size);
  }
}
