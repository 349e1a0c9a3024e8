package io.planerules.testkit.qualification;

import io.planerules.testkit.DnsGenerators;
import io.planerules.testkit.Faulty;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;

/**
 * QuickTheories generators of qualification evidence documents as JSON-shaped maps
 * (docs/reference/storage-catalog.md#evidence-document): {@link #qualifying()} — valid evidence
 * whose verdict is {@code qualified} by construction; {@link #qualifyingWithOneProofRemoved()} —
 * the same with exactly one required proof removed (named in {@link Faulty#fault()}); {@link
 * #any()} — valid documents with arbitrary facts; {@link #withReorderedReaders()} — a document and
 * the same document with its reader entries permuted.
 * <!-- snippet: TestkitExamplesTest#evidence-generators -->
 *
 * <pre>{@code
 * Properties.qt()
 *     .forAll(EvidenceGenerators.qualifying())
 *     .checkAssert(
 *         doc ->
 *             assertThat(((Map<?, ?>) doc.get("storageClass")).get("reclaimPolicy"))
 *                 .isEqualTo("Retain"));
 * }</pre>
 */
public final class EvidenceGenerators {

  /** The six write probes, in the spec's order. */
  public static final List<String> PROBES =
      List.of("create", "append", "rename", "chmod", "truncate", "delete");

  /** Probe results other than {@code EROFS}. */
  public static final List<String> NON_EROFS = List.of("EACCES", "EPERM", "succeeded", "notRun");

  /** Reader shapes that prove ReadWriteMany. */
  public static final List<String> RWX_SHAPES =
      List.of("sharedClaimReadWriteMany", "staticPvReadWriteMany");

  /** Reader shapes that prove ReadOnlyMany. */
  public static final List<String> ROX_SHAPES =
      List.of("writerRwoReaderRox", "staticPvReadOnlyMany");

  /** Shapes that can only run in the writer's namespace. */
  public static final List<String> SAME_NAMESPACE_ONLY =
      List.of("sharedClaimReadWriteMany", "writerRwoReaderRox");

  private static final List<String> SHAPES =
      List.of(
          "sharedClaimReadWriteMany",
          "staticPvReadWriteMany",
          "writerRwoReaderRox",
          "staticPvReadOnlyMany",
          "freshDynamicClaim");

  /** Reader mount options that never conflict with each other or with {@code ro}. */
  private static final List<String> EXTRA_OPTIONS =
      List.of("norecovery", "nouuid", "noatime", "nodev", "nosuid", "noexec", "relatime");

  private static final List<String> PROVISIONERS =
      List.of(
          "csi.weka.io",
          "fss.csi.oraclecloud.com",
          "nvmesh-csi.excelero.com",
          "lustre.csi.oraclecloud.com");

  private static final List<String> PROVIDERS = List.of("weka", "ociFss", "nvmesh", "ociLustre");

  private static final List<String> REFERENCES =
      List.of("", "logs and hashes: s3://bucket/run", "runtime CRI-O 1.30", "cri-o short names");

  private EvidenceGenerators() {}

  /** Valid evidence whose verdict is {@code qualified}: every tried mode is proven. */
  public static Gen<Map<String, Object>> qualifying() {
    return EvidenceGenerators::qualifying;
  }

  /** Qualifying evidence with exactly one required proof removed; the fault names it. */
  public static Gen<Faulty<Map<String, Object>>> qualifyingWithOneProofRemoved() {
    return random -> {
      Map<String, Object> evidence = qualifying(random);
      List<Faulty<Map<String, Object>>> faults = proofRemovals(evidence);
      return pick(random, faults);
    };
  }

  /** Valid evidence documents with arbitrary facts (any verdict). */
  public static Gen<Map<String, Object>> any() {
    return EvidenceGenerators::any;
  }

  /**
   * A valid document and the same document with its reader entries in another order (a random
   * permutation).
   *
   * @return two-element lists: the document, then the reordered copy
   */
  public static Gen<List<Map<String, Object>>> withReorderedReaders() {
    return random -> {
      Map<String, Object> evidence = any(random);
      List<Object> readers = new ArrayList<>(readers(evidence));
      List<Object> permuted = new ArrayList<>();
      while (!readers.isEmpty()) {
        permuted.add(readers.remove((int) random.next(range(0, readers.size() - 1))));
      }
      Map<String, Object> copy = copy(evidence);
      copy.put("readers", permuted);
      return List.of(evidence, copy);
    };
  }

  // --- construction ---------------------------------------------------------------------------

  private static Map<String, Object> qualifying(RandomnessSource random) {
    boolean rwxWriter = bool(random);
    List<Object> readers = new ArrayList<>();
    if (rwxWriter) {
      readers.add(proving("staticPvReadWriteMany", "other"));
      if (bool(random)) {
        readers.add(proving("sharedClaimReadWriteMany", "same"));
      }
      if (bool(random)) {
        readers.add(proving("staticPvReadWriteMany", "same"));
      }
      if (bool(random)) {
        readers.add(proving("staticPvReadOnlyMany", "other"));
        if (bool(random)) {
          readers.add(proving("staticPvReadOnlyMany", "same"));
        }
      }
    } else {
      readers.add(proving("staticPvReadOnlyMany", "other"));
      if (bool(random)) {
        readers.add(proving("writerRwoReaderRox", "same"));
      }
    }
    if (bool(random)) {
      readers.add(copyReader(pick(random, readers)));
    }
    int fresh = (int) random.next(range(0, 2));
    for (int i = 0; i < fresh; i++) {
      readers.add(freshClaim(random));
    }
    List<Object> shuffled = new ArrayList<>();
    while (!readers.isEmpty()) {
      shuffled.add(readers.remove((int) random.next(range(0, readers.size() - 1))));
    }
    return document(
        random,
        "Retain",
        true,
        true,
        rwxWriter ? "ReadWriteMany" : "ReadWriteOnce",
        mountOptions(random, true),
        shuffled);
  }

  private static Map<String, Object> any(RandomnessSource random) {
    int count = (int) random.next(range(1, 6));
    List<Object> readers = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String shape = pick(random, SHAPES);
      String namespace =
          SAME_NAMESPACE_ONLY.contains(shape) ? "same" : pick(random, List.of("same", "other"));
      if (shape.equals("freshDynamicClaim")) {
        readers.add(freshClaim(random));
        continue;
      }
      Map<String, Object> reader = proving(shape, namespace);
      if (random.next(range(0, 3)) == 0) {
        reader.put("identicalBytes", false);
      }
      if (random.next(range(0, 3)) == 0) {
        @SuppressWarnings("unchecked")
        Map<String, Object> probes = (Map<String, Object>) reader.get("writeProbes");
        String probe = pick(random, PROBES);
        if (bool(random)) {
          probes.remove(probe);
        } else {
          probes.put(probe, pick(random, NON_EROFS));
        }
      }
      readers.add(reader);
    }
    return document(
        random,
        random.next(range(0, 5)) == 0 ? pick(random, List.of("Delete", "Recycle")) : "Retain",
        random.next(range(0, 9)) != 0,
        random.next(range(0, 9)) != 0,
        pick(random, List.of("ReadWriteOnce", "ReadWriteMany")),
        mountOptions(random, random.next(range(0, 4)) != 0),
        readers);
  }

  private static Map<String, Object> document(
      RandomnessSource random,
      String reclaimPolicy,
      boolean populated,
      boolean durable,
      String writerMode,
      List<String> readerMountOptions,
      List<Object> readers) {
    int driver = (int) random.next(range(0, PROVISIONERS.size()));
    String provisioner =
        driver == PROVISIONERS.size()
            ? DnsGenerators.dns1123Labels(1, 20).generate(random) + ".csi.test"
            : PROVISIONERS.get(driver);
    String provider =
        driver == PROVISIONERS.size()
            ? DnsGenerators.dns1123Labels(1, 20).generate(random)
            : PROVIDERS.get(driver);
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("apiVersion", "storage.nvcf.nvidia.com/v1alpha1");
    doc.put("kind", "StorageQualificationRun");
    doc.put("provisioner", provisioner);
    doc.put("provider", provider);
    doc.put("cluster", "cluster-" + DnsGenerators.dns1123Labels(1, 10).generate(random));
    doc.put("date", "2026-0" + random.next(range(1, 9)) + "-1" + random.next(range(0, 9)));
    String reference = pick(random, REFERENCES);
    if (!reference.isEmpty()) {
      doc.put("reference", reference);
    }
    Map<String, Object> storageClass = new LinkedHashMap<>();
    storageClass.put("name", DnsGenerators.dns1123Labels(1, 30).generate(random));
    storageClass.put("reclaimPolicy", reclaimPolicy);
    if (bool(random)) {
      storageClass.put(
          "volumeBindingMode", pick(random, List.of("Immediate", "WaitForFirstConsumer")));
    }
    doc.put("storageClass", storageClass);
    int csi = (int) random.next(range(0, 4));
    if (csi > 0) {
      Map<String, Object> csiDriver = new LinkedHashMap<>();
      if (csi > 1) {
        csiDriver.put(
            "fsGroupPolicy", pick(random, List.of("File", "ReadWriteOnceWithFSType", "None")));
      }
      doc.put("csiDriver", csiDriver);
    }
    Map<String, Object> writer = new LinkedHashMap<>();
    writer.put("accessMode", writerMode);
    writer.put("populated", populated);
    writer.put("durableAfterExit", durable);
    doc.put("writer", writer);
    doc.put("readerMountOptions", readerMountOptions);
    doc.put("readers", readers);
    return doc;
  }

  private static List<String> mountOptions(RandomnessSource random, boolean withRo) {
    List<String> options = new ArrayList<>();
    for (String option : EXTRA_OPTIONS) {
      if (random.next(range(0, 3)) == 0) {
        options.add(option);
      }
    }
    if (withRo) {
      options.add((int) random.next(range(0, options.size())), "ro");
    }
    return options;
  }

  private static Map<String, Object> proving(String shape, String namespace) {
    Map<String, Object> reader = new LinkedHashMap<>();
    reader.put("shape", shape);
    reader.put("namespace", namespace);
    reader.put("identicalBytes", true);
    Map<String, Object> probes = new LinkedHashMap<>();
    for (String probe : PROBES) {
      probes.put(probe, "EROFS");
    }
    reader.put("writeProbes", probes);
    return reader;
  }

  private static Map<String, Object> freshClaim(RandomnessSource random) {
    Map<String, Object> reader = new LinkedHashMap<>();
    reader.put("shape", "freshDynamicClaim");
    reader.put("namespace", pick(random, List.of("same", "other")));
    boolean identical = random.next(range(0, 3)) == 0;
    reader.put("identicalBytes", identical);
    reader.put("listingEmpty", !identical);
    Map<String, Object> probes = new LinkedHashMap<>();
    probes.put("create", pick(random, List.of("succeeded", "EROFS", "EACCES")));
    reader.put("writeProbes", probes);
    return reader;
  }

  /**
   * Every single required proof of a qualifying document, removed one at a time: the reclaim
   * policy, the writer facts, each mode-proving reader's identical bytes and each of its six
   * probes, {@code ro} when a ReadOnlyMany shape was tried, and the only other-namespace proving
   * entry of a mode (when it is not the only reader: evidence needs at least one).
   *
   * @param evidence a document from {@link #qualifying()}
   * @return one faulty copy per removable proof
   */
  public static List<Faulty<Map<String, Object>>> proofRemovals(Map<String, Object> evidence) {
    List<Faulty<Map<String, Object>>> faults = new ArrayList<>();
    for (String policy : List.of("Delete", "Recycle")) {
      Map<String, Object> copy = copy(evidence);
      child(copy, "storageClass").put("reclaimPolicy", policy);
      faults.add(new Faulty<>(copy, "storageClass.reclaimPolicy " + policy));
    }
    for (String fact : List.of("populated", "durableAfterExit")) {
      Map<String, Object> copy = copy(evidence);
      child(copy, "writer").put(fact, false);
      faults.add(new Faulty<>(copy, "writer." + fact + " false"));
    }
    List<Object> readers = readers(evidence);
    boolean roxTried = false;
    for (int i = 0; i < readers.size(); i++) {
      @SuppressWarnings("unchecked")
      Map<String, Object> reader = (Map<String, Object>) readers.get(i);
      String shape = (String) reader.get("shape");
      if (shape.equals("freshDynamicClaim")) {
        continue;
      }
      roxTried |= ROX_SHAPES.contains(shape);
      Map<String, Object> bytes = copy(evidence);
      readerAt(bytes, i).put("identicalBytes", false);
      faults.add(new Faulty<>(bytes, "readers[" + i + "].identicalBytes false"));
      for (String probe : PROBES) {
        for (String result : NON_EROFS) {
          Map<String, Object> copy = copy(evidence);
          child(readerAt(copy, i), "writeProbes").put(probe, result);
          faults.add(new Faulty<>(copy, "readers[" + i + "].writeProbes." + probe + " " + result));
        }
        Map<String, Object> copy = copy(evidence);
        child(readerAt(copy, i), "writeProbes").remove(probe);
        faults.add(new Faulty<>(copy, "readers[" + i + "].writeProbes." + probe + " removed"));
      }
      if (readers.size() > 1
          && "other".equals(reader.get("namespace"))
          && soleOtherProof(readers, shape)) {
        Map<String, Object> copy = copy(evidence);
        List<Object> fewer = new ArrayList<>(readers);
        fewer.remove(i);
        copy.put("readers", fewer);
        faults.add(
            new Faulty<>(copy, "readers[" + i + "] (the only other-namespace proof) removed"));
      }
    }
    if (roxTried) {
      Map<String, Object> copy = copy(evidence);
      List<String> options = new ArrayList<>();
      for (Object option : (List<?>) copy.get("readerMountOptions")) {
        if (!"ro".equals(option)) {
          options.add((String) option);
        }
      }
      copy.put("readerMountOptions", options);
      faults.add(new Faulty<>(copy, "readerMountOptions without ro"));
    }
    return faults;
  }

  private static boolean soleOtherProof(List<Object> readers, String shape) {
    List<String> family = RWX_SHAPES.contains(shape) ? RWX_SHAPES : ROX_SHAPES;
    int count = 0;
    for (Object item : readers) {
      Map<?, ?> reader = (Map<?, ?>) item;
      if (family.contains((String) reader.get("shape"))
          && "other".equals(reader.get("namespace"))) {
        count++;
      }
    }
    return count == 1;
  }

  // --- deep copies and helpers ----------------------------------------------------------------

  /**
   * A deep copy of a JSON-shaped map (maps and lists copied, scalars shared).
   *
   * @param document the document
   * @return an independent, mutable copy
   */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> copy(Map<String, Object> document) {
    Map<String, Object> copy = new LinkedHashMap<>();
    document.forEach((key, value) -> copy.put(key, copyValue(value)));
    return copy;
  }

  @SuppressWarnings("unchecked")
  private static Object copyValue(Object value) {
    if (value instanceof Map<?, ?> map) {
      return copy((Map<String, Object>) map);
    }
    if (value instanceof List<?> list) {
      List<Object> copy = new ArrayList<>();
      list.forEach(item -> copy.add(copyValue(item)));
      return copy;
    }
    return value;
  }

  @SuppressWarnings("unchecked")
  private static List<Object> readers(Map<String, Object> document) {
    return (List<Object>) document.get("readers");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> readerAt(Map<String, Object> document, int index) {
    return (Map<String, Object>) readers(document).get(index);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> child(Map<String, Object> map, String key) {
    return (Map<String, Object>) map.get(key);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> copyReader(Object reader) {
    return copy((Map<String, Object>) reader);
  }

  private static boolean bool(RandomnessSource random) {
    return random.next(range(0, 1)) == 1;
  }

  private static <T> T pick(RandomnessSource random, List<T> values) {
    return values.get((int) random.next(range(0, values.size() - 1)));
  }

  private static org.quicktheories.impl.Constraint range(long min, long max) {
    return org.quicktheories.impl.Constraint.between(min, max);
  }
}
