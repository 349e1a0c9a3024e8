package io.planerules.cli;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import java.io.IOException;
import java.io.InputStream;

/**
 * An audit input the CLI opens when the audit reads it and closes at the end of the read: a file
 * (so a directory of many files holds one open at a time) or standard input, whose bytes {@link
 * ObjectStreams#read} reads.
 *
 * @param name the name findings give as the file
 * @param opener opens the bytes
 */
record StreamSource(String name, Opener opener) implements ObjectSource {

  /** Opens the bytes of the input; called once per read. */
  @FunctionalInterface
  interface Opener {
    InputStream open() throws IOException;
  }

  @Override
  public void read(ObjectSink sink) throws IOException {
    try (InputStream in = opener.open()) {
      ObjectStreams.read(name, in, sink);
    }
  }
}
