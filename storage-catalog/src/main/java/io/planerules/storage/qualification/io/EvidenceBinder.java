package io.planerules.storage.qualification.io;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.internal.io.Node;
import io.planerules.storage.qualification.CsiDriverFacts;
import io.planerules.storage.qualification.FsGroupPolicy;
import io.planerules.storage.qualification.ProbeResult;
import io.planerules.storage.qualification.QualificationCodes;
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
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Binds the located tree to {@link QualificationEvidence}, collecting every binding problem in
 * document order (unknown field, wrong type, missing required field, value not allowed, list too
 * long). Records the position of every path so that later validation problems can be located.
 */
final class EvidenceBinder {

  private static final ImmutableList<String> TOP =
      ImmutableList.of(
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
  private static final ImmutableList<String> STORAGE_CLASS =
      ImmutableList.of("name", "reclaimPolicy", "volumeBindingMode", "mountOptions");
  private static final ImmutableList<String> CSI_DRIVER = ImmutableList.of("fsGroupPolicy");
  private static final ImmutableList<String> WRITER =
      ImmutableList.of("accessMode", "populated", "durableAfterExit");
  private static final ImmutableList<String> READER =
      ImmutableList.of("shape", "namespace", "identicalBytes", "writeProbes", "listingEmpty");

  private final List<Problem> problems = new ArrayList<>();
  private final Map<String, SourcePosition> positions = new HashMap<>();
  private boolean broken;

  /** The evidence (null when a binding problem made a required value unusable) and problems. */
  record Bound(
      @Nullable QualificationEvidence evidence,
      ImmutableList<Problem> problems,
      ImmutableMap<String, SourcePosition> positions) {}

  static Bound bind(Node.MapNode root) {
    EvidenceBinder binder = new EvidenceBinder();
    QualificationEvidence evidence = binder.evidence(root);
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
          QualificationCodes.API_VERSION,
          "apiVersion",
          "unsupported qualification evidence apiVersion "
              + GoQuote.quote(apiVersion, QualificationCodes.MAX_KEY_LENGTH)
              + ", want "
              + QualificationEvidence.API_VERSION,
          f.get("apiVersion"),
          root);
    }
    String kind = optionalString(f, "", "kind");
    if (!QualificationEvidence.KIND.equals(kind)) {
      add(
          QualificationCodes.KIND,
          "kind",
          "unsupported qualification evidence kind "
              + GoQuote.quote(kind, QualificationCodes.MAX_KEY_LENGTH)
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
      if (i == QualificationCodes.MAX_LIST_ITEMS) {
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
    List<String> names = Arrays.stream(WriteProbe.values()).map(WriteProbe::wireName).toList();
    Map<String, Node> p = fields(node, path, names);
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

  /** The allowed fields of a mapping by key (their values); unknown keys are problems. */
  private Map<String, Node> fields(Node.MapNode node, String path, List<String> allowed) {
    Map<String, Node> byKey = new HashMap<>();
    for (int i = 0; i < node.keys().size(); i++) {
      Node.Key key = node.keys().get(i);
      Node value = node.values().get(i);
      String fieldPath = join(path, key.text());
      if (!allowed.contains(key.text())) {
        problems.add(
            Problem.error(
                    QualificationCodes.UNKNOWN_FIELD,
                    fieldPath,
                    TreeReader.PREFIX
                        + "unknown field "
                        + GoQuote.quote(key.text(), QualificationCodes.MAX_KEY_LENGTH))
                .at(key.position().line(), key.position().column()));
        continue;
      }
      positions.put(fieldPath, value.position());
      byKey.put(key.text(), value);
    }
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
                  QualificationCodes.FIELD_VALUE,
                  path,
                  TreeReader.PREFIX
                      + path
                      + " must be one of "
                      + String.join(", ", Arrays.stream(values).map(wireName).toList())
                      + ", got "
                      + GoQuote.quote(text, QualificationCodes.MAX_KEY_LENGTH))
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
      if (i == QualificationCodes.MAX_LIST_ITEMS) {
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
                QualificationCodes.FIELD_MISSING,
                path,
                TreeReader.PREFIX + "required field " + path + " is missing")
            .at(parent.position().line(), parent.position().column()));
    broken = true;
  }

  private void typeProblem(String path, Node node, String expected) {
    problems.add(
        Problem.error(
                QualificationCodes.FIELD_TYPE,
                path,
                TreeReader.PREFIX + path + " must be " + expected + ", got " + node.kindName())
            .at(node.position().line(), node.position().column()));
    broken = true;
  }

  private void tooLong(String path, Node.ListNode list) {
    problems.add(
        Problem.error(
                QualificationCodes.LIST_LENGTH,
                path,
                TreeReader.PREFIX
                    + path
                    + " has more than "
                    + QualificationCodes.MAX_LIST_ITEMS
                    + " items")
            .at(list.position().line(), list.position().column()));
    broken = true;
  }

  private void add(
      String code, String path, String message, @Nullable Node field, Node.MapNode root) {
    Node at = field == null ? root : field;
    problems.add(
        Problem.error(code, path, message).at(at.position().line(), at.position().column()));
  }

  private void position(String path, Node node) {
    positions.put(path, node.position());
  }

  private static String join(String path, String key) {
    return path.isEmpty() ? key : path + "." + key;
  }
}
