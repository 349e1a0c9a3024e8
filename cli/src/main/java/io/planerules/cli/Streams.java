package io.planerules.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The streams of one run: stdin, stdout and stderr as raw bytes (the batch protocol) and as UTF-8
 * print streams (human commands). Tests pass their own.
 */
public record Streams(InputStream in, OutputStream rawOut, PrintStream out, PrintStream err) {

  /** Streams over the given bytes, printing UTF-8. */
  public static Streams of(InputStream in, OutputStream out, OutputStream err) {
    return new Streams(
        in,
        out,
        new PrintStream(out, false, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  /** The process streams (file descriptors 0, 1, 2, unbuffered by Java's System streams). */
  public static Streams system() {
    return of(
        new FileInputStream(FileDescriptor.in),
        new FileOutputStream(FileDescriptor.out),
        new FileOutputStream(FileDescriptor.err));
  }
}
