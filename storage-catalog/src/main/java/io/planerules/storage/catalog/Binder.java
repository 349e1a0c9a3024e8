package io.planerules.storage.catalog;

import com.google.common.collect.ImmutableList;
import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.internal.io.DocumentReader;
import io.planerules.storage.internal.io.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Binds the located tree to a {@code CatalogDraft}
 * (docs/reference/storage-catalog.md#binding-problems), collecting binding problems; with the
 * reader's problems they are reported in document order. Nulls follow Go's decoder: null scalar =
 * {@code ""}, null list = missing, null list element = {@code ""}, null entry = every field absent.
 */
final class Binder {

  private static final Set<String> TOP = Set.of("apiVersion", "kind", "drivers");

  private static final Set<String> MAP_ENTRY =
      Set.of("provider", "accessModes", "readerMountOptions", "encryptionSupported");

  private static final Set<String> LIST_ENTRY =
      Set.of("name", "provider", "accessModes", "readerMountOptions", "encryptionSupported");

  private final List<Problem> problems;

  private Binder(List<Problem> problems) {
    this.problems = problems;
  }

  static CatalogDraft bind(
      Node.MapNode root, List<Problem> readProblems, @Nullable CatalogRevision revision) {
    Binder binder = new Binder(new ArrayList<>(readProblems));
    Map<String, Node> f = binder.fields(root, "", TOP);
    Node drivers = f.get("drivers");
    WireForm form = drivers instanceof Node.ListNode ? WireForm.LIST : WireForm.MAP;
    DraftValue<String> apiVersion = binder.string(f.get("apiVersion"), "apiVersion");
    DraftValue<String> kind = binder.string(f.get("kind"), "kind");
    DraftValue<List<CatalogDraft.Entry>> entries =
        drivers == null ? DraftValue.absent() : binder.drivers(drivers, form);
    DocumentReader.sortByPosition(binder.problems);
    return new CatalogDraft(
        apiVersion,
        kind,
        entries,
        form,
        root.position(),
        ImmutableList.copyOf(binder.problems),
        revision);
  }

  private Map<String, Node> fields(Node.MapNode map, String path, Set<String> known) {
    return CatalogParser.DOCUMENT.fields(map, path, known, problems);
  }

  private DraftValue<List<CatalogDraft.Entry>> drivers(Node value, WireForm form) {
    SourcePosition at = value.position();
    List<CatalogDraft.Entry> entries = new ArrayList<>();
    if (value instanceof Node.MapNode map) {
      int n = Math.min(map.keys().size(), CatalogLimits.MAX_DRIVERS);
      if (map.keys().size() > n) {
        problems.add(
            CatalogParser.DOCUMENT.tooManyItems(map, "drivers", CatalogLimits.MAX_DRIVERS));
      }
      for (int i = 0; i < n; i++) {
        Node.Key key = map.keys().get(i);
        DraftValue<String> name =
            key.unusable()
                ? DraftValue.unusable(key.position())
                : DraftValue.present(key.text(), key.position());
        entries.add(
            entry(map.values().get(i), CatalogDraft.entryPath(form, i, key.text()), name, form));
      }
      return DraftValue.present(entries, at);
    }
    if (value instanceof Node.ListNode list) {
      for (int i = 0; i < limit(list, "drivers", CatalogLimits.MAX_DRIVERS); i++) {
        entries.add(entry(list.items().get(i), "drivers[" + i + "]", DraftValue.absent(), form));
      }
      return DraftValue.present(entries, at);
    }
    if (value.isNull()) {
      return DraftValue.nullValue(at);
    }
    return wrongType(value, "drivers", "a mapping or a list");
  }

  /** How many items of a list are read: all, or the limit (the rest is a problem, unread). */
  private int limit(Node.ListNode list, String path, int max) {
    if (list.items().size() > max) {
      problems.add(CatalogParser.DOCUMENT.tooManyItems(list, path, max));
      return max;
    }
    return list.items().size();
  }

  /** One entry; in list form its name is read from the entry. */
  private CatalogDraft.Entry entry(
      Node value, String path, DraftValue<String> mapName, WireForm form) {
    SourcePosition at = value.position();
    if (!(value instanceof Node.MapNode map)) {
      boolean isNull = value.isNull();
      if (!isNull) {
        wrongType(value, path, "a mapping");
      }
      return new CatalogDraft.Entry(
          path,
          mapName,
          isNull,
          at,
          DraftValue.absent(),
          DraftValue.absent(),
          DraftValue.absent(),
          DraftValue.absent());
    }
    Map<String, Node> f = fields(map, path, form == WireForm.LIST ? LIST_ENTRY : MAP_ENTRY);
    return new CatalogDraft.Entry(
        path,
        form == WireForm.LIST ? string(f.get("name"), path + ".name") : mapName,
        true,
        at,
        string(f.get("provider"), path + ".provider"),
        strings(f.get("accessModes"), path + ".accessModes", CatalogLimits.MAX_ACCESS_MODES),
        strings(
            f.get("readerMountOptions"),
            path + ".readerMountOptions",
            CatalogLimits.MAX_READER_MOUNT_OPTIONS),
        bool(f.get("encryptionSupported"), path + ".encryptionSupported"));
  }

  private DraftValue<String> string(@Nullable Node value, String path) {
    return scalar(value, path, Node.ScalarType.STRING, "a string", text -> text);
  }

  private DraftValue<Boolean> bool(@Nullable Node value, String path) {
    return scalar(value, path, Node.ScalarType.BOOLEAN, "a boolean", "true"::equals);
  }

  /** A scalar of one type, read by {@code read}; absent, null, unusable or a type problem else. */
  private <T> DraftValue<T> scalar(
      @Nullable Node value,
      String path,
      Node.ScalarType type,
      String expected,
      Function<String, T> read) {
    if (value == null) {
      return DraftValue.absent();
    }
    if (value instanceof Node.Scalar s) {
      if (s.unusable()) {
        return DraftValue.unusable(s.position());
      }
      if (s.type() == type) {
        return DraftValue.present(read.apply(s.text()), s.position());
      }
      if (s.type() == Node.ScalarType.NULL) {
        return DraftValue.nullValue(s.position());
      }
    }
    return wrongType(value, path, expected);
  }

  private DraftValue<List<DraftValue<String>>> strings(@Nullable Node value, String path, int max) {
    if (value == null) {
      return DraftValue.absent();
    }
    if (value.isNull()) {
      return DraftValue.nullValue(value.position());
    }
    if (!(value instanceof Node.ListNode list)) {
      return wrongType(value, path, "a list of strings");
    }
    int n = limit(list, path, max);
    List<DraftValue<String>> items = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      Node item = list.items().get(i);
      items.add(
          item.isNull()
              ? DraftValue.present("", item.position())
              : string(item, path + "[" + i + "]"));
    }
    return DraftValue.present(items, list.position());
  }

  @CanIgnoreReturnValue // records the problem; a caller that goes on without the value ignores it
  private <T> DraftValue<T> wrongType(Node value, String path, String expected) {
    problems.add(CatalogParser.DOCUMENT.wrongType(value, path, expected));
    return DraftValue.unusable(value.position());
  }
}
