package io.planerules.storage.qualification.io;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.storage.internal.io.DocumentKind;
import io.planerules.storage.internal.io.DocumentReader;
import io.planerules.storage.internal.io.Node;
import io.planerules.storage.qualification.CsiDriverFacts;
import io.planerules.storage.qualification.EvidenceCode;
import io.planerules.storage.qualification.FsGroupPolicy;
import io.planerules.storage.qualification.ProbeResult;
import io.planerules.storage.qualification.QualificationEvidence;
import io.planerules.storage.qualification.ReaderEntry;
import io.planerules.storage.qualification.ReaderNamespace;
import io.planerules.storage.qualification.ReaderShape;
import io.planerules.storage.qualification.ReclaimPolicy;
import io.planerules.storage.qualification.StorageClassFacts;
import io.planerules.storage.qualification.WriteProbe;
import io.planerules.storage.qualification.WriterFacts;
import io.planerules.storage.qualification.WriterMode;
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
    QualificationEvidence evidence = binder.evidence(root);
    DocumentReader.sortByPosition(binder.problems);
    return new Bound(
        binder.broken ? null : evidence,
        ImmutableList.copyOf(binder.problems),
        ImmutableMap.copyOf(binder.positions));
  }

  private QualificationEvidence evidence(Node.MapNode root) {
    Map<String, Node> f = fields(root, "", TOP);
    String apiVersion = optionalString(f, "", "apiVersion");
    if (!QualificationEvidence.API_VERSION.equals(apiVersion)) {
      add(
          EvidenceCode.API_VERSION,
          "apiVersion",
          "unsupported qualification evidence apiVersion "
              + DocumentKind.quote(apiVersion)
              + ", want "
              + QualificationEvidence.API_VERSION,
          f.get("apiVersion"),
          root);
    }
    String kind = optionalString(f, "", "kind");
    if (!QualificationEvidence.KIND.equals(kind)) {
      add(
          EvidenceCode.KIND,
          "kind",
          "unsupported qualification evidence kind "
              + DocumentKind.quote(kind)
              + ", want "
              + QualificationEvidence.KIND,
          f.get("kind"),
          root);
    }
    String provisioner = requiredString(f, root, "", "provisioner");
    String provider = requiredString(f, root, "", "provider");
    String cluster = requiredString(f, root, "", "cluster");
    String date = requiredString(f, root, "", "date");
    String reference = optionalString(f, "", "reference");
    StorageClassFacts storageClass = storageClass(f, root);
    CsiDriverFacts csiDriver = csiDriver(f);
    WriterFacts writer = writer(f, root);
    List<String> readerMountOptions = stringList(f, "", "readerMountOptions");
    List<ReaderEntry> readers = readers(f, root);
    return new QualificationEvidence(
        provisioner,
        provider,
        cluster,
        date,
        reference,
        storageClass,
        csiDriver,
        writer,
        readerMountOptions,
        readers);
  }

  private StorageClassFacts storageClass(Map<String, Node> top, Node.MapNode root) {
    Node.MapNode node = requiredMap(top, root, "", "storageClass");
    if (node == null) {
      return new StorageClassFacts("", ReclaimPolicy.RETAIN, "", List.of());
    }
    Map<String, Node> f = fields(node, "storageClass", STORAGE_CLASS);
    return new StorageClassFacts(
        requiredString(f, node, "storageClass", "name"),
        requiredEnum(
            f,
            node,
            "storageClass",
            "reclaimPolicy",
            ReclaimPolicy.values(),
            ReclaimPolicy::wireName,
            ReclaimPolicy::fromWireName,
            ReclaimPolicy.RETAIN),
        optionalString(f, "storageClass", "volumeBindingMode"),
        stringList(f, "storageClass", "mountOptions"));
  }

  private @Nullable CsiDriverFacts csiDriver(Map<String, Node> top) {
    Node field = top.get("csiDriver");
    if (field == null || isNull(field)) {
      return null;
    }
    if (!(field instanceof Node.MapNode node)) {
      typeProblem("csiDriver", field, "a mapping");
      return null;
    }
    Map<String, Node> f = fields(node, "csiDriver", CSI_DRIVER);
    Node policy = f.get("fsGroupPolicy");
    if (policy == null || isNull(policy)) {
      return new CsiDriverFacts(null);
    }
    return new CsiDriverFacts(
        enumValue(
            policy,
            "csiDriver.fsGroupPolicy",
            FsGroupPolicy.values(),
            FsGroupPolicy::wireName,
            FsGroupPolicy::fromWireName,
            FsGroupPolicy.FILE));
  }

  private WriterFacts writer(Map<String, Node> top, Node.MapNode root) {
    Node.MapNode node = requiredMap(top, root, "", "writer");
    if (node == null) {
      return new WriterFacts(WriterMode.READ_WRITE_MANY, false, false);
    }
    Map<String, Node> f = fields(node, "writer", WRITER);
    return new WriterFacts(
        requiredEnum(
            f,
            node,
            "writer",
            "accessMode",
            WriterMode.values(),
            WriterMode::wireName,
            WriterMode::fromWireName,
            WriterMode.READ_WRITE_MANY),
        requiredBoolean(f, node, "writer", "populated"),
        requiredBoolean(f, node, "writer", "durableAfterExit"));
  }

  private List<ReaderEntry> readers(Map<String, Node> top, Node.MapNode root) {
    Node field = top.get("readers");
    if (field == null || isNull(field)) {
      missing("readers", root);
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
      position(path, item);
      if (!(item instanceof Node.MapNode node)) {
        typeProblem(path, item, "a mapping");
        continue;
      }
      Map<String, Node> f = fields(node, path, READER);
      readers.add(
          new ReaderEntry(
              requiredEnum(
                  f,
                  node,
                  path,
                  "shape",
                  ReaderShape.values(),
                  ReaderShape::wireName,
                  ReaderShape::fromWireName,
                  ReaderShape.FRESH_DYNAMIC_CLAIM),
              requiredEnum(
                  f,
                  node,
                  path,
                  "namespace",
                  ReaderNamespace.values(),
                  ReaderNamespace::wireName,
                  ReaderNamespace::fromWireName,
                  ReaderNamespace.SAME),
              requiredBoolean(f, node, path, "identicalBytes"),
              writeProbes(f, path),
              optionalBoolean(f, path, "listingEmpty")));
    }
    return readers;
  }

  private Map<WriteProbe, ProbeResult> writeProbes(Map<String, Node> f, String parent) {
    Map<WriteProbe, ProbeResult> probes = new EnumMap<>(WriteProbe.class);
    Node field = f.get("writeProbes");
    String path = parent + ".writeProbes";
    if (field == null || isNull(field)) {
      return probes;
    }
    if (!(field instanceof Node.MapNode node)) {
      typeProblem(path, field, "a mapping");
      return probes;
    }
    Map<String, Node> p = fields(node, path, PROBES);
    for (WriteProbe probe : WriteProbe.values()) {
      Node value = p.get(probe.wireName());
      if (value != null && !isNull(value)) {
        probes.put(
            probe,
            enumValue(
                value,
                path + "." + probe.wireName(),
                ProbeResult.values(),
                ProbeResult::wireName,
                ProbeResult::fromWireName,
                ProbeResult.NOT_RUN));
      }
    }
    return probes;
  }

  // --- generic field access -------------------------------------------------------------------

  /** The known fields of a mapping by key; unknown keys are problems. */
  private Map<String, Node> fields(Node.MapNode node, String path, Set<String> known) {
    Map<String, Node> byKey = DOCUMENT.fields(node, path, known, problems);
    byKey.forEach((key, value) -> positions.put(join(path, key), value.position()));
    return byKey;
  }

  private String requiredString(Map<String, Node> f, Node.MapNode parent, String path, String key) {
    Node field = f.get(key);
    if (field == null || isNull(field)) {
      missing(join(path, key), parent);
      return "";
    }
    return string(field, join(path, key));
  }

  private String optionalString(Map<String, Node> f, String path, String key) {
    Node field = f.get(key);
    if (field == null || isNull(field)) {
      return "";
    }
    return string(field, join(path, key));
  }

  private String string(Node field, String path) {
    if (field instanceof Node.Scalar scalar && scalar.type() == Node.ScalarType.STRING) {
      if (scalar.unusable()) {
        broken = true;
      }
      return scalar.text();
    }
    typeProblem(path, field, "a string");
    return "";
  }

  private boolean requiredBoolean(
      Map<String, Node> f, Node.MapNode parent, String path, String key) {
    Node field = f.get(key);
    if (field == null || isNull(field)) {
      missing(join(path, key), parent);
      return false;
    }
    Boolean value = bool(field, join(path, key));
    return value != null && value;
  }

  private @Nullable Boolean optionalBoolean(Map<String, Node> f, String path, String key) {
    Node field = f.get(key);
    if (field == null || isNull(field)) {
      return null;
    }
    return bool(field, join(path, key));
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

  private <E extends Enum<E>> E requiredEnum(
      Map<String, Node> f,
      Node.MapNode parent,
      String path,
      String key,
      E[] values,
      Function<E, String> wireName,
      Function<String, Optional<E>> lookup,
      E placeholder) {
    Node field = f.get(key);
    if (field == null || isNull(field)) {
      missing(join(path, key), parent);
      return placeholder;
    }
    return enumValue(field, join(path, key), values, wireName, lookup, placeholder);
  }

  private <E extends Enum<E>> E enumValue(
      Node field,
      String path,
      E[] values,
      Function<E, String> wireName,
      Function<String, Optional<E>> lookup,
      E placeholder) {
    int before = problems.size();
    boolean wasBroken = broken;
    String text = string(field, path);
    if (problems.size() > before || broken != wasBroken) {
      broken = true;
      return placeholder;
    }
    Optional<E> value = lookup.apply(text);
    if (value.isEmpty()) {
      problems.add(
          Problem.error(
                  EvidenceCode.FIELD_VALUE.code(),
                  path,
                  DOCUMENT.messagePrefix()
                      + path
                      + " must be one of "
                      + String.join(", ", Arrays.stream(values).map(wireName).toList())
                      + ", got "
                      + DocumentKind.quote(text))
              .at(field.position().line(), field.position().column()));
      broken = true;
      return placeholder;
    }
    return value.get();
  }

  private Node.@Nullable MapNode requiredMap(
      Map<String, Node> f, Node.MapNode parent, String path, String key) {
    Node field = f.get(key);
    if (field == null || isNull(field)) {
      missing(join(path, key), parent);
      return null;
    }
    if (field instanceof Node.MapNode node) {
      return node;
    }
    typeProblem(join(path, key), field, "a mapping");
    return null;
  }

  private List<String> stringList(Map<String, Node> f, String path, String key) {
    Node field = f.get(key);
    String listPath = join(path, key);
    if (field == null || isNull(field)) {
      return List.of();
    }
    if (!(field instanceof Node.ListNode list)) {
      typeProblem(listPath, field, "a list of strings");
      return List.of();
    }
    List<String> values = new ArrayList<>();
    for (int i = 0; i < list.items().size(); i++) {
      if (i == QualificationEvidence.MAX_LIST_ITEMS) {
        tooLong(listPath, list);
        break;
      }
      Node item = list.items().get(i);
      String itemPath = listPath + "[" + i + "]";
      position(itemPath, item);
      if (item instanceof Node.Scalar scalar && scalar.type() == Node.ScalarType.STRING) {
        if (scalar.unusable()) {
          broken = true;
        }
        values.add(scalar.text());
      } else {
        typeProblem(itemPath, item, "a string");
      }
    }
    return values;
  }

  private static boolean isNull(Node node) {
    return node instanceof Node.Scalar scalar && scalar.type() == Node.ScalarType.NULL;
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

  private void add(
      EvidenceCode code, String path, String message, @Nullable Node field, Node.MapNode root) {
    Node at = field == null ? root : field;
    problems.add(
        Problem.error(code.code(), path, message).at(at.position().line(), at.position().column()));
  }

  private void position(String path, Node node) {
    positions.put(path, node.position());
  }

  private static String join(String path, String key) {
    return DOCUMENT.childPath(path, key);
  }
}
