package io.planerules.storage.qualification;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.WireNames;
import io.planerules.storage.internal.io.DocumentKind;
import io.planerules.storage.internal.io.DocumentReader;
import io.planerules.storage.internal.io.Node;
import io.planerules.storage.qualification.QualificationEvidence.CsiDriverFacts;
import io.planerules.storage.qualification.QualificationEvidence.StorageClassFacts;
import io.planerules.storage.qualification.QualificationEvidence.WriterFacts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Binds the located tree to {@link QualificationEvidence} in the catalog binder's idiom (the fields
 * of each mapping by key, then typed reads), collecting every binding problem (unknown field, wrong
 * type, missing required field, value not allowed, list too long); with the reader's problems they
 * are reported in document order. Records the position of every path so that later validation
 * problems can be located.
 */
final class EvidenceBinder {

  private static final Set<String> TOP =
      Set.of(
          "apiVersion",
          "kind",
          "provisioner",
          "provider",
          "cluster",
          "date",
          "reference",
          "storageClass",
          "csiDriver",
          "writer",
          "readerMountOptions",
          "readers");
  private static final Set<String> STORAGE_CLASS =
      Set.of("name", "reclaimPolicy", "volumeBindingMode", "mountOptions");
  private static final Set<String> CSI_DRIVER = Set.of("fsGroupPolicy");
  private static final Set<String> WRITER = Set.of("accessMode", "populated", "durableAfterExit");
  private static final Set<String> READER =
      Set.of("shape", "namespace", "identicalBytes", "writeProbes", "listingEmpty");
  private static final Set<String> PROBES =
      Arrays.stream(WriteProbe.values()).map(WriteProbe::wireName).collect(Collectors.toSet());

  private static final DocumentKind DOCUMENT = QualificationParser.DOCUMENT;

  private final List<Problem> problems;
  private final Map<String, SourcePosition> positions = new HashMap<>();

  /** Whether a problem made a value the evidence needs unusable. */
  private boolean broken;

  /**
   * The evidence (null when a problem made a required value unusable), the reader's and the binding
   * problems in document order, and the position of every path.
   */
  record Bound(
      @Nullable QualificationEvidence evidence,
      ImmutableList<Problem> problems,
      ImmutableMap<String, SourcePosition> positions) {}

  private EvidenceBinder(List<Problem> readProblems) {
    this.problems = new ArrayList<>(readProblems);
  }

  static Bound bind(Node.MapNode root, List<Problem> readProblems) {
    EvidenceBinder binder = new EvidenceBinder(readProblems);
    QualificationEvidence evidence = binder.evidence(binder.new Fields(root, ""));
    DocumentReader.sortByPosition(binder.problems);
    return new Bound(
        binder.broken ? null : evidence,
        ImmutableList.copyOf(binder.problems),
        ImmutableMap.copyOf(binder.positions));
  }

  private QualificationEvidence evidence(Fields top) {
    top.known(TOP);
    String apiVersion = top.optionalString("apiVersion");
    if (!QualificationEvidence.API_VERSION.equals(apiVersion)) {
      top.unsupported(
          EvidenceCode.API_VERSION, "apiVersion", apiVersion, QualificationEvidence.API_VERSION);
    }
    String kind = top.optionalString("kind");
    if (!QualificationEvidence.KIND.equals(kind)) {
      top.unsupported(EvidenceCode.KIND, "kind", kind, QualificationEvidence.KIND);
    }
    return new QualificationEvidence(
        top.requiredString("provisioner"),
        top.requiredString("provider"),
        top.requiredString("cluster"),
        top.requiredString("date"),
        top.optionalString("reference"),
        storageClass(top),
        csiDriver(top),
        writer(top),
        top.strings("readerMountOptions"),
        readers(top));
  }

  private StorageClassFacts storageClass(Fields top) {
    Fields f = top.requiredMapping("storageClass", STORAGE_CLASS);
    if (f == null) {
      return new StorageClassFacts("", ReclaimPolicy.RETAIN, "", List.of());
    }
    return new StorageClassFacts(
        f.requiredString("name"),
        f.requiredName("reclaimPolicy", ReclaimPolicy.values(), ReclaimPolicy::wireName),
        f.optionalString("volumeBindingMode"),
        f.strings("mountOptions"));
  }

  private @Nullable CsiDriverFacts csiDriver(Fields top) {
    Node field = top.get("csiDriver");
    if (field == null) {
      return null;
    }
    if (!(field instanceof Node.MapNode node)) {
      typeProblem(top.path("csiDriver"), field, "a mapping");
      return null;
    }
    Fields f = new Fields(node, top.path("csiDriver"));
    f.known(CSI_DRIVER);
    Node policy = f.get("fsGroupPolicy");
    return new CsiDriverFacts(
        policy == null
            ? null
            : name(
                policy, f.path("fsGroupPolicy"), FsGroupPolicy.values(), FsGroupPolicy::wireName));
  }

  private WriterFacts writer(Fields top) {
    Fields f = top.requiredMapping("writer", WRITER);
    if (f == null) {
      return new WriterFacts(WriterMode.READ_WRITE_MANY, false, false);
    }
    return new WriterFacts(
        f.requiredName("accessMode", WriterMode.values(), WriterMode::wireName),
        f.requiredBoolean("populated"),
        f.requiredBoolean("durableAfterExit"));
  }

  private List<ReaderEntry> readers(Fields top) {
    Node field = top.get("readers");
    if (field == null) {
      missing("readers", top.node);
      return List.of();
    }
    if (!(field instanceof Node.ListNode list)) {
      typeProblem("readers", field, "a list of mappings");
      return List.of();
    }
    List<ReaderEntry> readers = new ArrayList<>();
    for (int i = 0; i < list.items().size(); i++) {
      String path = "readers[" + i + "]";
      if (i == QualificationEvidence.MAX_LIST_ITEMS) {
        tooLong("readers", list);
        break;
      }
      Node item = list.items().get(i);
      positions.put(path, item.position());
      if (!(item instanceof Node.MapNode node)) {
        typeProblem(path, item, "a mapping");
        continue;
      }
      Fields f = new Fields(node, path);
      f.known(READER);
      readers.add(
          new ReaderEntry(
              f.requiredName("shape", ReaderShape.values(), ReaderShape::wireName),
              f.requiredName("namespace", ReaderNamespace.values(), ReaderNamespace::wireName),
              f.requiredBoolean("identicalBytes"),
              writeProbes(f),
              f.optionalBoolean("listingEmpty")));
    }
    return readers;
  }

  private Map<WriteProbe, ProbeResult> writeProbes(Fields reader) {
    Map<WriteProbe, ProbeResult> probes = new EnumMap<>(WriteProbe.class);
    Node field = reader.get("writeProbes");
    String path = reader.path("writeProbes");
    if (field == null) {
      return probes;
    }
    if (!(field instanceof Node.MapNode node)) {
      typeProblem(path, field, "a mapping");
      return probes;
    }
    Fields f = new Fields(node, path);
    f.known(PROBES);
    for (WriteProbe probe : WriteProbe.values()) {
      Node value = f.get(probe.wireName());
      if (value != null) {
        probes.put(
            probe,
            name(value, f.path(probe.wireName()), ProbeResult.values(), ProbeResult::wireName));
      }
    }
    return probes;
  }

  /** The fields of one mapping of the document: known keys by name, typed reads of their values. */
  private final class Fields {
    private final Node.MapNode node;
    private final String path;
    private Map<String, Node> values = Map.of();

    Fields(Node.MapNode node, String path) {
      this.node = node;
      this.path = path;
    }

    /** Reads the known keys; any other key is an unknown field. */
    void known(Set<String> keys) {
      values = DOCUMENT.fields(node, path, keys, problems);
      values.forEach((key, value) -> positions.put(path(key), value.position()));
    }

    String path(String key) {
      return DOCUMENT.childPath(path, key);
    }

    /** A field's value; {@code null} when absent or null (Go's decoder: a null is absent). */
    @Nullable Node get(String key) {
      Node value = values.get(key);
      return value == null || value.isNull() ? null : value;
    }

    /** The value of a required field, or {@code null} after a missing-field problem. */
    @Nullable Node required(String key) {
      Node value = get(key);
      if (value == null) {
        missing(path(key), node);
      }
      return value;
    }

    String requiredString(String key) {
      Node value = required(key);
      return value == null ? "" : string(value, path(key));
    }

    String optionalString(String key) {
      Node value = get(key);
      return value == null ? "" : string(value, path(key));
    }

    boolean requiredBoolean(String key) {
      Node value = required(key);
      return value != null && Boolean.TRUE.equals(bool(value, path(key)));
    }

    @Nullable Boolean optionalBoolean(String key) {
      Node value = get(key);
      return value == null ? null : bool(value, path(key));
    }

    <E extends Enum<E>> E requiredName(String key, E[] constants, Function<E, String> wireName) {
      Node value = required(key);
      return value == null ? constants[0] : name(value, path(key), constants, wireName);
    }

    /** A required mapping with its known keys read, or {@code null} after a problem. */
    @Nullable Fields requiredMapping(String key, Set<String> keys) {
      Node value = required(key);
      if (value == null) {
        return null;
      }
      if (!(value instanceof Node.MapNode map)) {
        typeProblem(path(key), value, "a mapping");
        return null;
      }
      Fields fields = new Fields(map, path(key));
      fields.known(keys);
      return fields;
    }

    /** An optional list of strings, {@code []} when absent. */
    List<String> strings(String key) {
      Node value = get(key);
      String listPath = path(key);
      if (value == null) {
        return List.of();
      }
      if (!(value instanceof Node.ListNode list)) {
        typeProblem(listPath, value, "a list of strings");
        return List.of();
      }
      List<String> strings = new ArrayList<>();
      for (int i = 0; i < list.items().size(); i++) {
        if (i == QualificationEvidence.MAX_LIST_ITEMS) {
          tooLong(listPath, list);
          break;
        }
        Node item = list.items().get(i);
        String itemPath = listPath + "[" + i + "]";
        positions.put(itemPath, item.position());
        strings.add(string(item, itemPath));
      }
      return strings;
    }

    /** An unsupported {@code apiVersion} or {@code kind}, at the field or else the mapping. */
    void unsupported(EvidenceCode code, String key, String value, String want) {
      Node at = values.getOrDefault(key, node);
      problems.add(
          Problem.error(
                  code.code(),
                  key,
                  "unsupported qualification evidence "
                      + key
                      + " "
                      + DocumentKind.quote(value)
                      + ", want "
                      + want)
              .at(at.position().line(), at.position().column()));
    }
  }

  private String string(Node field, String path) {
    if (field instanceof Node.Scalar scalar && scalar.type() == Node.ScalarType.STRING) {
      broken |= scalar.unusable();
      return scalar.text();
    }
    typeProblem(path, field, "a string");
    return "";
  }

  private @Nullable Boolean bool(Node field, String path) {
    if (field instanceof Node.Scalar scalar && scalar.type() == Node.ScalarType.BOOLEAN) {
      return Boolean.parseBoolean(scalar.text());
    }
    if (field instanceof Node.Scalar scalar && scalar.unusable()) {
      broken = true;
      return null;
    }
    typeProblem(path, field, "a boolean");
    return null;
  }

  /**
   * The constant a field names by its wire name (case-sensitive); when it names none, a problem and
   * the first constant as a placeholder (the evidence is then refused).
   */
  private <E extends Enum<E>> E name(
      Node field, String path, E[] constants, Function<E, String> wireName) {
    int before = problems.size();
    boolean wasBroken = broken;
    String text = string(field, path);
    if (problems.size() > before || broken != wasBroken) {
      broken = true;
      return constants[0];
    }
    Optional<E> named = WireNames.find(constants, wireName, text);
    if (named.isPresent()) {
      return named.get();
    }
    problems.add(
        Problem.error(
                EvidenceCode.FIELD_VALUE.code(),
                path,
                DOCUMENT.messagePrefix()
                    + path
                    + " must be one of "
                    + String.join(", ", Arrays.stream(constants).map(wireName).toList())
                    + ", got "
                    + DocumentKind.quote(text))
            .at(field.position().line(), field.position().column()));
    broken = true;
    return constants[0];
  }

  private void missing(String path, Node.MapNode parent) {
    problems.add(
        Problem.error(
                EvidenceCode.FIELD_MISSING.code(),
                path,
                DOCUMENT.messagePrefix() + "required field " + path + " is missing")
            .at(parent.position().line(), parent.position().column()));
    broken = true;
  }

  private void typeProblem(String path, Node node, String expected) {
    problems.add(DOCUMENT.wrongType(node, path, expected));
    broken = true;
  }

  private void tooLong(String path, Node.ListNode list) {
    problems.add(DOCUMENT.tooManyItems(list, path, QualificationEvidence.MAX_LIST_ITEMS));
    broken = true;
  }
}
