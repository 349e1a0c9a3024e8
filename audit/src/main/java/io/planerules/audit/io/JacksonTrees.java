package io.planerules.audit.io;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import io.planerules.audit.source.SourceRef;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.Function;

/**
 * Object sources over objects a caller already holds: Jackson trees, or any values Jackson
 * serialises (the {@code fabric8} module passes its {@code HasMetadata} objects this way). Each
 * tree is one document ({@link SourceRef#document()} is its index in the list, its line 1); a tree
 * with a top-level {@code items} sequence is a List, as in a stream. The same limits and checks
 * apply as to text: an object nested deeper than 1 000 levels is unreadable.
 * <!-- snippet: JacksonTreesTest#trees -->
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
 *         JacksonTrees.of("objects", List.of(namespace)));
 * }</pre>
 */
public final class JacksonTrees {

  /** Turns values into trees; Jackson's defaults, which fabric8's model classes are written for. */
  private static final ObjectMapper VALUES = new ObjectMapper();

  private JacksonTrees() {}

  /**
   * A source over Jackson trees.
   *
   * @param name the name findings give as the file
   * @param trees the objects, each a document
   * @return the source
   */
  public static ObjectSource of(String name, List<? extends JsonNode> trees) {
    requireNonNull(name, "name");
    return source(name, List.copyOf(trees), tree -> tree);
  }

  /**
   * A source over values Jackson serialises (with its default settings), e.g. fabric8 model
   * objects; each value is turned into a tree when it is read, one at a time.
   *
   * @param name the name findings give as the file
   * @param values the objects, each a document
   * @return the source
   * @throws IllegalArgumentException from Jackson, for a value it cannot serialise
   */
  public static ObjectSource ofValues(String name, List<?> values) {
    requireNonNull(name, "name");
    return source(name, List.copyOf(values), VALUES::valueToTree);
  }

  private static <T> ObjectSource source(
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
