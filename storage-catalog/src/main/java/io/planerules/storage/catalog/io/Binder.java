package io.planerules.storage.catalog.io;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.CatalogDraft;
import io.planerules.storage.catalog.CatalogLimits;
import io.planerules.storage.catalog.DraftValue;
import io.planerules.storage.catalog.WireForm;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.internal.io.Node;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Binds the located tree to a {@link CatalogDraft}
 * (docs/reference/storage-catalog.md#binding-problems), collecting binding problems in document
 * order. Nulls follow Go's decoder: null scalar = {@code ""}, null list = missing, null list
 * element = {@code ""}, null entry = every field absent.
 */
final class Binder {

  private final List<Problem> problems = new ArrayList<>();

  private Binder() {}

  static CatalogDraft bind(
      Node.MapNode root, List<Problem> textProblems, @Nullable CatalogRevision revision) {
    Binder binder = new Binder();
    DraftValue<String> apiVersion = DraftValue.absent();
    DraftValue<String> kind = DraftValue.absent();
    DraftValue<List<CatalogDraft.Entry>> drivers = DraftValue.absent();
    WireForm form = WireForm.MAP;
    for (int i = 0; i < root.keys().size(); i++) {
      Node.Key key = root.keys().get(i);
      Node value = root.values().get(i);
      if (key.unusable()) {
        continue;
      }
      switch (key.text()) {
        case "apiVersion" -> apiVersion = binder.string(value, "apiVersion", null, -1);
        case "kind" -> kind = binder.string(value, "kind", null, -1);
        case "drivers" -> {
          if (value instanceof Node.ListNode) {
            form = WireForm.LIST;
          }
          drivers = binder.drivers(value, form);
        }
        default -> binder.unknown(key, key.text());
      }
    }
    List<Problem> all = new ArrayList<>(textProblems);
    all.addAll(binder.problems);
    all.sort(Binder::byPosition);
    return new CatalogDraft(
        apiVersion, kind, drivers, form, root.position(), ImmutableList.copyOf(all), revision);
  }

  private static int byPosition(Problem a, Problem b) {
    SourcePosition x = a.position();
    SourcePosition y = b.position();
    if (x == null || y == null) {
      return 0;
    }
    return x.line() != y.line()
        ? Integer.compare(x.line(), y.line())
        : Integer.compare(x.column(), y.column());
  }

  private DraftValue<List<CatalogDraft.Entry>> drivers(Node value, WireForm form) {
    SourcePosition at = value.position();
    List<CatalogDraft.Entry> entries = new ArrayList<>();
    if (value instanceof Node.MapNode map) {
      int n = limit(map.keys().size(), CatalogLimits.MAX_DRIVERS, "drivers", at);
      for (int i = 0; i < n; i++) {
        Node.Key key = map.keys().get(i);
        String path = CatalogDraft.entryPath(WireForm.MAP, i, key.text());
        DraftValue<String> name =
            key.unusable()
                ? DraftValue.unusable(key.position())
                : DraftValue.present(key.text(), key.position());
        entries.add(entry(map.values().get(i), path, name, form));
      }
      return DraftValue.present(entries, at);
    }
    if (value instanceof Node.ListNode list) {
      int n = limit(list.items().size(), CatalogLimits.MAX_DRIVERS, "drivers", at);
      for (int i = 0; i < n; i++) {
        entries.add(entry(list.items().get(i), "drivers[" + i + "]", null, form));
      }
      return DraftValue.present(entries, at);
    }
    if (isNull(value)) {
      return DraftValue.nullValue(at);
    }
    return wrongType(value, "drivers", "a mapping or a list");
  }

  private int limit(int size, int max, String path, SourcePosition at) {
    if (size > max) {
      error(ParsingRule.LIST_LENGTH.code(), path, path + " has more than " + max + " items", at);
      return max;
    }
    return size;
  }

  /** One entry; {@code name} is the map key, or {@code null} in list form (read from the entry). */
  private CatalogDraft.Entry entry(
      Node value, String path, @Nullable DraftValue<String> mapName, WireForm form) {
    SourcePosition at = value.position();
    DraftValue<String> name = mapName != null ? mapName : DraftValue.absent();
    if (isNull(value)) {
      return new CatalogDraft.Entry(
          path,
          name,
          true,
          at,
          DraftValue.absent(),
          DraftValue.absent(),
          DraftValue.absent(),
          DraftValue.absent());
    }
    if (!(value instanceof Node.MapNode map)) {
      wrongType(value, path, "a mapping");
      return new CatalogDraft.Entry(
          path,
          name,
          false,
          at,
          DraftValue.absent(),
          DraftValue.absent(),
          DraftValue.absent(),
          DraftValue.absent());
    }
    DraftValue<String> provider = DraftValue.absent();
    DraftValue<List<DraftValue<String>>> modes = DraftValue.absent();
    DraftValue<List<DraftValue<String>>> options = DraftValue.absent();
    DraftValue<Boolean> encryption = DraftValue.absent();
    for (int i = 0; i < map.keys().size(); i++) {
      Node.Key key = map.keys().get(i);
      Node field = map.values().get(i);
      if (key.unusable()) {
        continue;
      }
      String fieldName = key.text();
      switch (fieldName) {
        case "name" -> {
          if (form == WireForm.LIST) {
            name = string(field, path, fieldName, -1);
          } else {
            unknown(key, path(path, fieldName, -1));
          }
        }
        case "provider" -> provider = string(field, path, fieldName, -1);
        case "accessModes" ->
            modes = strings(field, path, fieldName, CatalogLimits.MAX_ACCESS_MODES);
        case "readerMountOptions" ->
            options = strings(field, path, fieldName, CatalogLimits.MAX_READER_MOUNT_OPTIONS);
        case "encryptionSupported" -> encryption = bool(field, path, fieldName);
        default -> unknown(key, CatalogProfile.INSTANCE.childPath(path, fieldName));
      }
    }
    return new CatalogDraft.Entry(path, name, true, at, provider, modes, options, encryption);
  }

  /**
   * The path {@code base[.field][[index]]}, spelled only for a problem: {@code field} is {@code
   * null} and {@code index} negative when absent.
   */
  private static String path(String base, @Nullable String field, int index) {
    String path = field == null ? base : base + "." + field;
    return index < 0 ? path : path + "[" + index + "]";
  }

  /** A string at {@link #path(String, String, int) path(base, field, index)}. */
  private DraftValue<String> string(Node value, String base, @Nullable String field, int index) {
    if (value instanceof Node.Scalar s) {
      if (s.unusable()) {
        return DraftValue.unusable(s.position());
      }
      if (s.type() == Node.ScalarType.STRING) {
        return DraftValue.present(s.text(), s.position());
      }
      if (s.type() == Node.ScalarType.NULL) {
        return DraftValue.nullValue(s.position());
      }
    }
    return wrongType(value, path(base, field, index), "a string");
  }

  private DraftValue<Boolean> bool(Node value, String base, String field) {
    if (value instanceof Node.Scalar s) {
      if (s.unusable()) {
        return DraftValue.unusable(s.position());
      }
      if (s.type() == Node.ScalarType.BOOLEAN) {
        return DraftValue.present(s.text().equals("true"), s.position());
      }
      if (s.type() == Node.ScalarType.NULL) {
        return DraftValue.nullValue(s.position());
      }
    }
    return wrongType(value, path(base, field, -1), "a boolean");
  }

  private DraftValue<List<DraftValue<String>>> strings(
      Node value, String base, String field, int max) {
    if (isNull(value)) {
      return DraftValue.nullValue(value.position());
    }
    if (!(value instanceof Node.ListNode list)) {
      return wrongType(value, path(base, field, -1), "a list of strings");
    }
    int n = list.items().size();
    if (n > max) {
      n = limit(n, max, path(base, field, -1), list.position());
    }
    List<DraftValue<String>> items = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      Node item = list.items().get(i);
      if (isNull(item)) {
        items.add(DraftValue.present("", item.position()));
      } else {
        items.add(string(item, base, field, i));
      }
    }
    return DraftValue.present(items, list.position());
  }

  private static boolean isNull(Node value) {
    return value instanceof Node.Scalar s && s.type() == Node.ScalarType.NULL;
  }

  private <T> DraftValue<T> wrongType(Node value, String path, String expected) {
    error(
        ParsingRule.FIELD_TYPE.code(),
        path,
        path + " must be " + expected + ", got " + value.kindName(),
        value.position());
    return DraftValue.unusable(value.position());
  }

  private void unknown(Node.Key key, String path) {
    error(
        ParsingRule.UNKNOWN_FIELD.code(),
        path,
        "unknown field " + GoQuote.quote(key.text()),
        key.position());
  }

  private void error(String code, String path, String detail, SourcePosition at) {
    problems.add(
        Problem.error(code, path, CatalogParser.PREFIX + detail).at(at.line(), at.column()));
  }
}
