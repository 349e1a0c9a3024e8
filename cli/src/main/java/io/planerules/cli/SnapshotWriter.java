package io.planerules.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * {@code audit snapshot}'s output: the objects of a live read streamed as one JSON {@code kind:
 * List} ({@code {"apiVersion":"v1","kind":"List","items":[...]}}), one object at a time, in the
 * order read; each gap and unreadable object one line on stderr.
 */
final class SnapshotWriter implements ObjectSink {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final JsonGenerator out;
  private final PrintStream err;
  private boolean incomplete;

  SnapshotWriter(OutputStream stdout, PrintStream err) {
    this.err = err;
    try {
      out = JSON.getFactory().createGenerator(new KeptOpenOutput(stdout), JsonEncoding.UTF8);
      out.writeStartObject();
      out.writeStringField("apiVersion", "v1");
      out.writeStringField("kind", "List");
      out.writeArrayFieldStart("items");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void object(SourceRef source, Map<String, Object> content) {
    try {
      out.writeObject(content);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void unreadable(SourceRef source, SourcePosition at, String message) {
    incomplete = true;
    err.println("planerules: " + source + ": " + message);
  }

  @Override
  public void gap(SourceRef source, ReadGap gap, String message) {
    incomplete |= gap.incomplete();
    err.println("planerules: " + gap.id().value() + ": " + message);
  }

  /** Ends the List. */
  void finish() throws IOException {
    out.writeEndArray();
    out.writeEndObject();
    out.writeRaw('\n');
    out.close();
  }

  /** Whether something was not read. */
  boolean incomplete() {
    return incomplete;
  }

  /** The process's stdout, flushed but never closed. */
  private static final class KeptOpenOutput extends java.io.FilterOutputStream {
    KeptOpenOutput(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
