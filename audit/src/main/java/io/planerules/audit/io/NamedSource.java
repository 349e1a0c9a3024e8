package io.planerules.audit.io;

import static java.util.Objects.requireNonNull;

import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import java.io.IOException;

/**
 * The one shape of this package's sources: a name and what reading does.
 *
 * @param name the name findings give as the file
 * @param reading reads every object into a sink
 */
record NamedSource(String name, Reading reading) implements ObjectSource {

  /** What reading a source does. */
  @FunctionalInterface
  interface Reading {
    void read(ObjectSink sink) throws IOException;
  }

  NamedSource {
    requireNonNull(name, "name");
    requireNonNull(reading, "reading");
  }

  @Override
  public void read(ObjectSink sink) throws IOException {
    reading.read(sink);
  }
}
