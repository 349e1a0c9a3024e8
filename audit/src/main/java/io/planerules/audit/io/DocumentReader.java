package io.planerules.audit.io;

import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Reads one document's tokens into objects and hands them to the sink: the document's mapping, or,
 * for a {@code List}, each item as soon as it is read. A document with a top-level {@code items}
 * sequence is a List whatever its kind, as apimachinery's unstructured decoding reads it
 * (kubernetes/apimachinery {@code pkg/apis/meta/v1/unstructured/helpers.go}, the {@code Items}
 * detector of {@code unstructuredJSONScheme}); a kind ending in {@code List} without items is an
 * empty List. An empty or {@code null} document holds nothing.
 *
 * <p>A problem inside a List item makes that item unreadable; when the parser is still in step
 * ({@link Unreadable#recoverable()}) the List goes on with the next item.
 */
final class DocumentReader {

  private static final String ITEMS = "items";

  /** Marks the root's {@code items} key once its items went to the sink, so a repeat is seen. */
  private static final Object STREAMED = new Object();

  private final ObjectSink sink;

  DocumentReader(ObjectSink sink) {
    this.sink = sink;
  }

  /**
   * Reads the document whose first token {@code first} has just been read, to its end.
   *
   * @throws Unreadable when the rest of the document cannot be read (the caller reports it)
   */
  void read(Tokens tokens, Tokens.Kind first, SourceRef ref) throws IOException, Unreadable {
    switch (first) {
      case SCALAR -> {
        Object value = tokens.scalar();
        if (value != null && !"".equals(value)) {
          unreadableRoot(
              tokens,
              ref,
              tokens.position(),
              "a document must be a mapping (a Kubernetes object), got a scalar");
        }
      }
      case START_LIST ->
          unreadableRoot(
              tokens,
              ref,
              tokens.position(),
              "a document must be a mapping (a Kubernetes object), got a sequence");
      case START_MAP -> root(tokens, ref);
      default -> throw new Unreadable(tokens.position(), "unexpected " + first, false);
    }
  }

  private void unreadableRoot(Tokens tokens, SourceRef ref, SourcePosition at, String message)
      throws IOException, Unreadable {
    sink.unreadable(ref, at, message);
    tokens.skipDocument();
  }

  private void root(Tokens tokens, SourceRef ref) throws IOException, Unreadable {
    tokens.objectStart();
    long start = tokens.offset();
    SourcePosition startAt = tokens.position();
    Map<String, Object> root = new LinkedHashMap<>();
    boolean list = false;
    try {
      while (true) {
        Tokens.Kind kind = tokens.next();
        if (kind == Tokens.Kind.END_MAP) {
          break;
        }
        String key = key(tokens, kind);
        if (root.containsKey(key)) {
          throw repeated(key, tokens.position());
        }
        Tokens.Kind value = tokens.next();
        if (key.equals(ITEMS) && value == Tokens.Kind.START_LIST) {
          list = true;
          root.put(ITEMS, STREAMED);
          items(tokens, ref);
        } else {
          root.put(key, value(tokens, value));
        }
      }
    } catch (Unreadable unreadable) {
      if (!unreadable.recoverable()) {
        throw unreadable;
      }
      sink.unreadable(ref, unreadable.at(), unreadable.getMessage());
      tokens.skipDocument();
      return;
    }
    if (list || (root.get("kind") instanceof String kind && kind.endsWith("List"))) {
      return;
    }
    long size = tokens.offset() - start;
    if (size > Limits.MAX_OBJECT) {
      sink.unreadable(ref, startAt, tooLarge(size));
      return;
    }
    sink.object(ref, root);
  }

  /** The items of a List, each to the sink as soon as it is read; the sequence is open. */
  private void items(Tokens tokens, SourceRef ref) throws IOException, Unreadable {
    int listLevel = tokens.depth();
    for (int index = 0; ; index++) {
      try {
        Tokens.Kind kind = tokens.next();
        if (kind == Tokens.Kind.END_LIST) {
          return;
        }
        if (kind != Tokens.Kind.START_MAP) {
          sink.unreadable(
              ref,
              tokens.position(),
              "items[" + index + "] must be a mapping (a Kubernetes object)");
          skipTo(tokens, listLevel);
          continue;
        }
        tokens.objectStart();
        long start = tokens.offset();
        SourcePosition at = tokens.position();
        Map<String, Object> item = map(tokens);
        long size = tokens.offset() - start;
        if (size > Limits.MAX_OBJECT) {
          sink.unreadable(ref, at, "items[" + index + "]: " + tooLarge(size));
        } else {
          sink.object(ref, item);
        }
      } catch (Unreadable unreadable) {
        if (!unreadable.recoverable()) {
          throw unreadable;
        }
        sink.unreadable(ref, unreadable.at(), "items[" + index + "]: " + unreadable.getMessage());
        skipTo(tokens, listLevel);
      }
    }
  }

  private @Nullable Object value(Tokens tokens, Tokens.Kind kind) throws IOException, Unreadable {
    return switch (kind) {
      case START_MAP -> map(tokens);
      case START_LIST -> list(tokens);
      case SCALAR -> tokens.scalar();
      default -> throw new Unreadable(tokens.position(), "unexpected " + kind, false);
    };
  }

  /** A mapping whose start has been read, to its end. */
  private Map<String, Object> map(Tokens tokens) throws IOException, Unreadable {
    checkDepth(tokens);
    Map<String, Object> map = new LinkedHashMap<>();
    while (true) {
      Tokens.Kind kind = tokens.next();
      if (kind == Tokens.Kind.END_MAP) {
        return map;
      }
      String key = key(tokens, kind);
      if (map.containsKey(key)) {
        throw repeated(key, tokens.position());
      }
      map.put(key, value(tokens, tokens.next()));
    }
  }

  private List<Object> list(Tokens tokens) throws IOException, Unreadable {
    checkDepth(tokens);
    List<Object> list = new ArrayList<>();
    while (true) {
      Tokens.Kind kind = tokens.next();
      if (kind == Tokens.Kind.END_LIST) {
        return list;
      }
      list.add(value(tokens, kind));
    }
  }

  private static String key(Tokens tokens, Tokens.Kind kind) throws IOException, Unreadable {
    if (tokens.isMergeKey()) {
      throw new Unreadable(
          tokens.position(),
          "merge key <<: merge keys are not read (go-yaml merges them into the mapping)",
          true);
    }
    if (kind == Tokens.Kind.KEY || kind == Tokens.Kind.SCALAR) {
      return tokens.text();
    }
    throw new Unreadable(tokens.position(), "a mapping key must be a scalar", false);
  }

  private static void checkDepth(Tokens tokens) throws Unreadable {
    if (tokens.depth() > Limits.MAX_DEPTH) {
      throw new Unreadable(
          tokens.position(), "nesting deeper than " + Limits.MAX_DEPTH + " levels", false);
    }
  }

  private static Unreadable repeated(String key, SourcePosition at) {
    return new Unreadable(at, "repeated key \"" + key + "\"", true);
  }

  private static String tooLarge(long size) {
    return "the object is larger than 8 MiB (" + size + " > " + Limits.MAX_OBJECT + ")";
  }

  /** Reads tokens until only {@code level} mappings and sequences are open. */
  static void skipTo(Tokens tokens, int level) throws IOException, Unreadable {
    tokens.skipping(true);
    try {
      while (tokens.depth() > level) {
        tokens.next();
      }
    } finally {
      tokens.skipping(false);
    }
  }
}
