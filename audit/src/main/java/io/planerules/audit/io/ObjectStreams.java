package io.planerules.audit.io;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import io.planerules.audit.source.SourceRef;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.Function;

/**
 * Object sources (docs/reference/audit.md#reading-objects): over bytes, multi-document YAML, one
 * JSON value (or several in a row), JSON Lines, and Lists in any of them, read one document at a
 * time ({@link #of}, {@link #read}); over objects a caller already holds, Jackson trees or any
 * values Jackson serialises ({@link #ofTrees}, {@link #ofValues}). Every object goes through the
 * same document reader, with the same limits and checks.
 *
 * <p>The format is the content's: text whose first non-blank character is <code>{</code> or {@code
 * [} is JSON, unless the source's name ends in {@code .yaml} or {@code .yml}; everything else is
 * YAML. Text is UTF-8 (one byte order mark at the start is dropped). Reading is hardened, with
 * limits fit for clusters: an object (a document, or one item of a {@code List}) up to 8 MiB,
 * nesting up to 1 000 levels, no limit on one scalar below the object's; aliases expanded as
 * go-yaml (kubectl's and Helm's YAML reader) expands them, within its alias ratio and a bound on
 * what they repeat; tags outside the core schema, merge keys and repeated keys refused;
 * boolean-like words ({@code yes}, {@code on}) read as strings and not flagged. Every problem has a
 * line and column and costs one document (or one List item): reading goes on with the next.
 * <!-- snippet: ObjectStreamsTest#render -->
 *
 * <pre>{@code
 * byte[] render =
 *     ("---\n# Source: nats/templates/configmap.yaml\n"
 *             + "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: nats-config\n"
 *             + "---\n# Source: nats/templates/empty.yaml\n")
 *         .getBytes(StandardCharsets.UTF_8);
 * ObjectSource source = ObjectStreams.of("render/nats.yaml", render);
 * AuditReport report =
 *     Audit.render(
 *         ControlPlaneId.of("plane-a"),
 *         AuditOptions.builder().releaseNamespace("plane-a-nats-system").build(),
 *         source);
 * }</pre>
 */
public final class ObjectStreams {

  /** Turns values into trees; Jackson's defaults, which fabric8's model classes are written for. */
  private static final ObjectMapper VALUES = new ObjectMapper();

  private ObjectStreams() {}

  /**
   * A source over bytes in memory.
   *
   * @param name the name findings give as the file
   * @param bytes the content (not copied; do not change it while reading)
   * @return the source, which can be read any number of times
   */
  public static ObjectSource of(String name, byte[] bytes) {
    requireNonNull(bytes, "bytes");
    requireNonNull(name, "name");
    return new NamedSource(name, sink -> read(name, new ByteArrayInputStream(bytes), sink));
  }

  /**
   * Reads one stream of objects into {@code sink}: what a source over bytes the caller opens does
   * when it is read (a file opened then and closed at the end, standard input).
   *
   * @param name the name findings give as the file
   * @param in the bytes, read to their end (not closed)
   * @param sink where the objects go
   * @throws IOException when reading the bytes fails
   */
  public static void read(String name, InputStream in, ObjectSink sink) throws IOException {
    requireNonNull(name, "name");
    requireNonNull(sink, "sink");
    Lines lines = new Lines(requireNonNull(in, "in"));
    boolean available = lines.next(false);
    while (available && lines.firstNonBlank() < 0) {
      available = lines.next(false);
    }
    if (!available) {
      return;
    }
    int first = lines.firstNonBlank();
    if ((first == '{' || first == '[') && !isYamlName(name)) {
      new JsonStream(lines, name, sink).read();
    } else {
      lines.cutLongLine();
      new YamlStream(lines, name, sink).read(true);
    }
  }

  private static boolean isYamlName(String name) {
    return name.endsWith(".yaml") || name.endsWith(".yml");
  }

  /**
   * A source over Jackson trees a caller holds. Each tree is one document ({@link
   * SourceRef#document()} is its index in the list, its line 1); a tree with a top-level {@code
   * items} sequence is a List, as in a stream. The same limits and checks apply as to text: an
   * object nested deeper than 1 000 levels is unreadable.
   * <!-- snippet: ObjectStreamsTreesTest#trees -->
   *
   * <pre>{@code
   * ObjectMapper mapper = new ObjectMapper();
   * JsonNode namespace =
   *     mapper.readTree(
   *         "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\","
   *             + "\"metadata\":{\"name\":\"plane-a-nvcf\","
   *             + "\"labels\":{\"nvcf.nvidia.com/control-plane-id\":\"plane-a\"}}}");
   * AuditReport report =
   *     Audit.render(
   *         ControlPlaneId.of("plane-a"),
   *         AuditOptions.defaults(),
   *         ObjectStreams.ofTrees("objects", List.of(namespace)));
   * }</pre>
   *
   * @param name the name findings give as the file
   * @param trees the objects, each a document
   * @return the source
   */
  public static ObjectSource ofTrees(String name, List<? extends JsonNode> trees) {
    requireNonNull(name, "name");
    return trees(name, List.copyOf(trees), tree -> tree);
  }

  /**
   * A source over values Jackson serialises (with its default settings), e.g. fabric8 model objects
   * (the {@code fabric8} module passes its {@code HasMetadata} objects this way); each value is
   * turned into a tree when it is read, one at a time, and read as {@link #ofTrees} reads a tree.
   *
   * @param name the name findings give as the file
   * @param values the objects, each a document
   * @return the source
   * @throws IllegalArgumentException from Jackson, for a value it cannot serialise
   */
  public static ObjectSource ofValues(String name, List<?> values) {
    requireNonNull(name, "name");
    return trees(name, List.copyOf(values), VALUES::valueToTree);
  }

  private static <T> ObjectSource trees(
      String name, List<T> objects, Function<? super T, JsonNode> toTree) {
    return new NamedSource(
        name,
        sink -> {
          DocumentReader documents = new DocumentReader(sink);
          for (int i = 0; i < objects.size(); i++) {
            tree(toTree.apply(objects.get(i)), new SourceRef(name, i, 1), documents, sink);
          }
        });
  }

  private static void tree(JsonNode tree, SourceRef ref, DocumentReader documents, ObjectSink sink)
      throws IOException {
    try (JsonParser parser = tree.traverse()) {
      JsonTokens tokens =
          new JsonTokens(parser, new CountingInput(InputStream.nullInputStream()), 1);
      Tokens.Kind first = tokens.first();
      if (first != null) {
        documents.read(tokens, first, ref);
      }
    } catch (Unreadable unreadable) {
      sink.unreadable(ref, unreadable.at(), unreadable.getMessage());
    }
  }
}
