package io.planerules.audit.io;

import static java.util.Objects.requireNonNull;

import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Object sources over bytes: multi-document YAML, one JSON value (or several in a row), JSON Lines,
 * and Lists in any of them, read one document at a time (docs/reference/audit.md#reading-objects).
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

  /** Opens the bytes of a source; called once per read. */
  @FunctionalInterface
  public interface Opener {
    /**
     * Opens the bytes.
     *
     * @return a fresh stream, closed by the reader
     * @throws IOException when the bytes cannot be opened
     */
    InputStream open() throws IOException;
  }

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
    return of(name, () -> new ByteArrayInputStream(bytes));
  }

  /**
   * A source over bytes a caller opens, e.g. a file: opened when read, closed at the end.
   *
   * @param name the name findings give as the file
   * @param opener opens the bytes
   * @return the source
   */
  public static ObjectSource of(String name, Opener opener) {
    requireNonNull(name, "name");
    requireNonNull(opener, "opener");
    return new NamedSource(
        name,
        sink -> {
          try (InputStream in = opener.open()) {
            ObjectStreams.read(name, in, sink);
          }
        });
  }

  /**
   * Reads one stream of objects into {@code sink}.
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
}
