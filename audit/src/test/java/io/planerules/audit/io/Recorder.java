package io.planerules.audit.io;

import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.SourcePosition;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A sink that records what a source hands it, one line per event, for the reader's tests. */
final class Recorder implements ObjectSink {

  final List<String> events = new ArrayList<>();
  final List<Map<String, Object>> objects = new ArrayList<>();

  @Override
  public void object(SourceRef source, Map<String, Object> content) {
    objects.add(content);
    Object metadata = content.get("metadata");
    Object name = metadata instanceof Map<?, ?> m ? m.get("name") : null;
    events.add(
        "object "
            + source.document()
            + "@"
            + source.line()
            + " "
            + content.get("kind")
            + "/"
            + name);
  }

  @Override
  public void unreadable(SourceRef source, SourcePosition at, String message) {
    events.add(
        "unreadable "
            + source.document()
            + "@"
            + source.line()
            + " "
            + at.line()
            + ":"
            + at.column()
            + " "
            + message);
  }

  @Override
  public void gap(SourceRef source, ReadGap gap, String message) {
    events.add("gap " + source.file() + " " + gap.id().value() + " " + message);
  }

  /** Reads {@code text} as the file {@code name}. */
  static Recorder read(String name, String text) {
    return read(name, text.getBytes(StandardCharsets.UTF_8));
  }

  static Recorder read(String name, byte[] bytes) {
    Recorder recorder = new Recorder();
    try {
      ObjectStreams.read(name, new ByteArrayInputStream(bytes), recorder);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return recorder;
  }
}
