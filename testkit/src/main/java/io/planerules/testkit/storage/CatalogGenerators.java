package io.planerules.testkit.storage;

import io.planerules.testkit.Faulty;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * QuickTheories generators of storage capability catalog documents: valid by construction ({@link
 * #validDocuments()}), valid + one named fault ({@link #faultyDocuments()}; the fault name is the
 * expected problem code without the {@code catalog.} prefix) and byte-level mutations of valid
 * payloads for fuzzing ({@link #mutatedPayloads()}, {@link #randomBytes()}).
 *
 * <p>Valid documents never trigger a warning: no provider {@code nvmesh}, never the NVMesh
 * provisioner, never the option {@code rw}.
 * <!-- snippet: TestkitExamplesTest#catalog-generators -->
 *
 * <pre>{@code
 * Properties.qt()
 *     .forAll(CatalogGenerators.validDocuments())
 *     .checkAssert(
 *         doc ->
 *             assertThat(doc.drivers())
 *                 .isNotEmpty()
 *                 .extracting(CatalogDocument.Driver::provider)
 *                 .doesNotContain("nvmesh"));
 * }</pre>
 */
public final class CatalogGenerators {

  /** The access modes' wire names. */
  public static final List<String> MODES =
      List.of("ReadWriteOnce", "ReadOnlyMany", "ReadWriteMany");

  /** Reader options no two of which conflict or repeat; {@code ro} is handled apart. */
  private static final List<String> OPTIONS =
      List.of(
          "norecovery",
          "nouuid",
          "noatime",
          "nodev",
          "nosuid",
          "noexec",
          "sync",
          "discard",
          "vers=4.1",
          "x-opt=\"a,b\"",
          "context=\"system_u:object_r:nfs_t:s0\"",
          "lookupcache=positive");

  /** Every fault {@link #faultyDocuments()} applies; each names its expected code suffix. */
  public static final List<String> FAULTS =
      List.of(
          "api-version",
          "kind",
          "no-drivers",
          "driver-blank",
          "provisioner-format",
          "provider-format",
          "access-modes-missing",
          "reader-options-missing",
          "reader-option-blank",
          "reader-option-whitespace",
          "reader-option-duplicate",
          "reader-option-conflict",
          "reader-option-comma",
          "reader-option-length",
          "access-mode-invalid",
          "access-mode-duplicate",
          "rox-needs-writer",
          "rox-needs-ro",
          "unknown-field");

  private CatalogGenerators() {}

  private static int between(RandomnessSource in, int min, int max) {
    return (int) in.next(Constraint.between(min, max));
  }

  private static <T> T pick(RandomnessSource in, List<T> items) {
    return items.get(between(in, 0, items.size() - 1));
  }

  private static final String ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";

  /** A CSI driver name: 1–40 chars of {@code [a-z0-9.-]}, alphanumeric at both ends. */
  private static String provisioner(RandomnessSource in) {
    int length = between(in, 1, 40);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < length; i++) {
      boolean end = i == 0 || i == length - 1;
      String pool = end ? ALNUM : ALNUM + ".-";
      out.append(pool.charAt(between(in, 0, pool.length() - 1)));
    }
    return out.toString();
  }

  /**
   * A provider id: 1–20 chars of {@code [A-Za-z0-9._-]}, alphanumeric at both ends, never nvmesh.
   */
  private static String provider(RandomnessSource in) {
    String pool = ALNUM + "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    int length = between(in, 1, 20);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < length; i++) {
      boolean end = i == 0 || i == length - 1;
      String chars = end ? pool : pool + "._-";
      out.append(chars.charAt(between(in, 0, chars.length() - 1)));
    }
    String id = out.toString();
    return id.equals("nvmesh") ? "nvmesh2" : id;
  }

  /** A valid mode list: ReadOnlyMany only with a writer mode; order shuffled. */
  private static List<String> modes(RandomnessSource in) {
    List<String> pool = new ArrayList<>(MODES);
    List<String> out = new ArrayList<>();
    int n = between(in, 0, 3);
    for (int i = 0; i < n; i++) {
      out.add(pool.remove(between(in, 0, pool.size() - 1)));
    }
    if (out.equals(List.of("ReadOnlyMany"))) {
      out.add(0, pick(in, List.of("ReadWriteOnce", "ReadWriteMany")));
    }
    return out;
  }

  private static List<String> options(RandomnessSource in, boolean needsRo) {
    List<String> pool = new ArrayList<>(OPTIONS);
    List<String> out = new ArrayList<>();
    int n = between(in, 0, 4);
    for (int i = 0; i < n; i++) {
      out.add(pool.remove(between(in, 0, pool.size() - 1)));
    }
    if (needsRo || between(in, 0, 3) == 0) {
      out.add(between(in, 0, out.size()), "ro");
    }
    return out;
  }

  private static CatalogDocument.Driver driver(RandomnessSource in, String provisioner) {
    List<String> modes = modes(in);
    boolean rox = modes.contains("ReadWriteOnce") && modes.contains("ReadOnlyMany");
    int encryption = between(in, 0, 2);
    return new CatalogDocument.Driver(
        provisioner,
        provider(in),
        modes,
        options(in, rox),
        encryption == 0 ? null : encryption == 1);
  }

  /** Valid documents with 1–6 drivers, unique provisioners. */
  public static Gen<CatalogDocument> validDocuments() {
    return in -> {
      int n = between(in, 1, 6);
      Set<String> names = new LinkedHashSet<>();
      while (names.size() < n) {
        String name = provisioner(in);
        if (!name.equals("nvmesh-csi.excelero.com")) {
          names.add(name);
        }
      }
      List<CatalogDocument.Driver> drivers = new ArrayList<>();
      for (String name : names) {
        drivers.add(driver(in, name));
      }
      return new CatalogDocument(CatalogDocument.API_VERSION, CatalogDocument.KIND, drivers, null);
    };
  }

  /** Valid driver entries (provisioner included), for transition and digest properties. */
  public static Gen<CatalogDocument.Driver> validDrivers() {
    return in -> driver(in, provisioner(in));
  }

  /** Any subset of the three mode names plus noise, in any order, with duplicates. */
  public static Gen<List<String>> anyModeLists() {
    return in -> {
      List<String> pool =
          List.of(
              "ReadWriteOnce",
              "ReadOnlyMany",
              "ReadWriteMany",
              "ReadWriteOncePod",
              "rwo",
              "readwritemany",
              "");
      int n = between(in, 0, 6);
      List<String> out = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        out.add(pick(in, pool));
      }
      return out;
    };
  }

  /**
   * Valid documents with exactly one named fault; {@link Faulty#fault()} is the expected code
   * without {@code catalog.}.
   */
  public static Gen<Faulty<CatalogDocument>> faultyDocuments() {
    return in -> {
      CatalogDocument doc = validDocuments().generate(in);
      String fault = pick(in, FAULTS);
      return new Faulty<>(applyFault(in, doc, fault), fault);
    };
  }

  private static CatalogDocument applyFault(
      RandomnessSource in, CatalogDocument doc, String fault) {
    int i = between(in, 0, doc.drivers().size() - 1);
    CatalogDocument.Driver d = doc.drivers().get(i);
    List<String> modes = d.accessModes() == null ? List.of() : d.accessModes();
    List<String> options =
        new ArrayList<>(d.readerMountOptions() == null ? List.of() : d.readerMountOptions());
    Boolean enc = d.encryptionSupported();
    String p = d.provisioner();
    String v = d.provider();
    switch (fault) {
      case "api-version":
        return new CatalogDocument("storage.nvcf.nvidia.com/v1", doc.kind(), doc.drivers(), null);
      case "kind":
        return new CatalogDocument(doc.apiVersion(), "StorageCatalog", doc.drivers(), null);
      case "no-drivers":
        return new CatalogDocument(doc.apiVersion(), doc.kind(), List.of(), null);
      case "driver-blank":
        return doc.withDriver(i, new CatalogDocument.Driver(p, " ", modes, options, enc));
      case "provisioner-format":
        return doc.withDriver(
            i, new CatalogDocument.Driver(p + "_" + i + "_", v, modes, options, enc));
      case "provider-format":
        return doc.withDriver(i, new CatalogDocument.Driver(p, v + "/x", modes, options, enc));
      case "access-modes-missing":
        return doc.withDriver(i, new CatalogDocument.Driver(p, v, null, options, enc));
      case "reader-options-missing":
        return doc.withDriver(i, new CatalogDocument.Driver(p, v, modes, null, enc));
      case "reader-option-blank":
        options.add(between(in, 0, options.size()), pick(in, List.of("", " ", "\u00a0")));
        break;
      case "reader-option-whitespace":
        options.add(between(in, 0, options.size()), pick(in, List.of(" sync2", "nodiratime\t")));
        break;
      case "reader-option-duplicate":
        options.add("lazytime");
        options.add("lazytime");
        break;
      case "reader-option-conflict":
        options.add(pick(in, List.of("atime", "dev", "exec", "suid")));
        options.add("no" + options.get(options.size() - 1));
        break;
      case "reader-option-comma":
        options.add(pick(in, List.of("ro,rw", "a,b", "x=\"1\",y")));
        break;
      case "reader-option-length":
        options.add("o".repeat(257));
        break;
      case "access-mode-invalid":
        {
          List<String> m = new ArrayList<>(modes);
          m.add(
              between(in, 0, m.size()),
              pick(in, List.of("ReadWriteOncePod", "rwo", "ReadWriteMаny")));
          return doc.withDriver(i, new CatalogDocument.Driver(p, v, m, options, enc));
        }
      case "access-mode-duplicate":
        {
          List<String> m = new ArrayList<>(modes);
          if (m.isEmpty()) {
            m.add("ReadWriteMany");
          }
          m.add(m.get(between(in, 0, m.size() - 1)));
          return doc.withDriver(i, new CatalogDocument.Driver(p, v, m, options, enc));
        }
      case "rox-needs-writer":
        return doc.withDriver(
            i, new CatalogDocument.Driver(p, v, List.of("ReadOnlyMany"), options, enc));
      case "rox-needs-ro":
        options.remove("ro");
        return doc.withDriver(
            i,
            new CatalogDocument.Driver(
                p, v, List.of("ReadOnlyMany", "ReadWriteOnce"), options, enc));
      case "unknown-field":
        return new CatalogDocument(
            doc.apiVersion(), doc.kind(), doc.drivers(), "transitions: {regularModelCache: x}");
      default:
        throw new IllegalArgumentException("unknown fault " + fault);
    }
    return doc.withDriver(i, new CatalogDocument.Driver(p, v, modes, options, enc));
  }

  /** Bytes YAML and JSON give meaning to, for targeted mutations. */
  private static final byte[] INTERESTING = {
    0,
    7,
    9,
    10,
    13,
    ' ',
    '"',
    '\'',
    '&',
    '*',
    '!',
    '%',
    '@',
    '`',
    '|',
    '>',
    '-',
    '?',
    ':',
    ',',
    '[',
    ']',
    '{',
    '}',
    '#',
    '\\',
    'y',
    'n',
    '~',
    0x7F,
    (byte) 0x80,
    (byte) 0xC3,
    (byte) 0xE2,
    (byte) 0xEF,
    (byte) 0xFE,
    (byte) 0xFF
  };

  /**
   * Valid YAML or JSON payloads (UTF-8) with 1–4 single-byte mutations: replace, insert, delete or
   * duplicate a run.
   */
  public static Gen<byte[]> mutatedPayloads() {
    return in -> {
      CatalogDocument doc = validDocuments().generate(in);
      boolean json = between(in, 0, 3) == 0;
      String text =
          json
              ? doc.toJson(between(in, 0, 1) == 0)
              : doc.toYaml(between(in, 0, 1) == 0, between(in, 0, 1) == 0);
      byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
      int mutations = between(in, 1, 4);
      for (int m = 0; m < mutations; m++) {
        bytes = mutate(in, bytes);
      }
      return bytes;
    };
  }

  private static byte[] mutate(RandomnessSource in, byte[] bytes) {
    int at = between(in, 0, Math.max(0, bytes.length - 1));
    byte b =
        between(in, 0, 1) == 0
            ? INTERESTING[between(in, 0, INTERESTING.length - 1)]
            : (byte) between(in, 0, 255);
    switch (between(in, 0, 3)) {
      case 0 -> {
        if (bytes.length == 0) {
          return new byte[] {b};
        }
        byte[] out = bytes.clone();
        out[at] = b;
        return out;
      }
      case 1 -> {
        byte[] out = new byte[bytes.length + 1];
        System.arraycopy(bytes, 0, out, 0, at);
        out[at] = b;
        System.arraycopy(bytes, at, out, at + 1, bytes.length - at);
        return out;
      }
      case 2 -> {
        if (bytes.length == 0) {
          return bytes;
        }
        byte[] out = new byte[bytes.length - 1];
        System.arraycopy(bytes, 0, out, 0, at);
        System.arraycopy(bytes, at + 1, out, at, bytes.length - at - 1);
        return out;
      }
      default -> {
        int length = Math.min(between(in, 1, 16), bytes.length - at);
        byte[] out = new byte[bytes.length + length];
        System.arraycopy(bytes, 0, out, 0, at + length);
        System.arraycopy(bytes, at, out, at + length, bytes.length - at);
        return out;
      }
    }
  }

  /** Arbitrary byte arrays of 0–512 bytes, biased towards YAML/JSON syntax bytes. */
  public static Gen<byte[]> randomBytes() {
    return in -> {
      int n = between(in, 0, 512);
      byte[] out = new byte[n];
      for (int i = 0; i < n; i++) {
        out[i] =
            between(in, 0, 1) == 0
                ? INTERESTING[between(in, 0, INTERESTING.length - 1)]
                : (byte) between(in, 0, 255);
      }
      return out;
    };
  }
}
