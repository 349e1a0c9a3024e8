package io.planerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.audit.io.ReportDocuments;
import io.planerules.cli.ops.IdentityOps;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;

/**
 * The one base of every command that answers: the shared options ({@link Options.Output}, {@link
 * Options.Diagnostics}), the process streams, reading files, and printing a result in the chosen
 * format. The exit codes (docs/reference/cli.md#exit-codes) are this class's constants, the same
 * for every command; an invalid control-plane id is {@link #NEGATIVE} everywhere ({@link
 * InvalidPlaneId}).
 */
public abstract class BaseCommand implements Callable<Integer> {

  /** Exit code: the input was understood and the answer is valid / allowed / no drift. */
  public static final int OK = 0;

  /**
   * Exit code: the input was understood and the answer is invalid, refused or drift; an invalid
   * control-plane id included, whichever command it is given to.
   */
  public static final int NEGATIVE = 1;

  /** Exit code: usage error, unreadable file or internal failure. */
  public static final int FAILURE = 2;

  /** The help line of exit code {@link #FAILURE}, the same for every command. */
  static final String USAGE_EXIT_CODE =
      "2:usage error, unreadable file or internal failure (one line on stderr)";

  /** The formats of most commands: {@code table} (the default) and {@code json}. */
  static final List<OutputFormat> TABLE_OR_JSON = List.of(OutputFormat.table, OutputFormat.json);

  @Mixin Options.Output output;

  @Mixin Options.Diagnostics diagnostics;

  Streams streams = Streams.system();

  /**
   * The values this command's {@code --output} accepts, its default first; the help page lists
   * them.
   */
  List<OutputFormat> formats() {
    return TABLE_OR_JSON;
  }

  /** The output format of this run: the one given, or the command's default. */
  OutputFormat format() {
    OutputFormat given = output == null ? null : output.format;
    return given == null ? formats().get(0) : given;
  }

  /** A usage error (exit 2) of this command. */
  protected UsageError usage(String message) {
    return new UsageError(message);
  }

  /** Whether {@code --debug} was given. */
  boolean debug() {
    return diagnostics != null && diagnostics.debug;
  }

  /** Sets the streams of this run (the factory of {@link Main} does, before parsing). */
  void streams(Streams value) {
    streams = value;
  }

  /** The standard input of this run. */
  protected InputStream in() {
    return streams.in();
  }

  /** The standard output of this run (UTF-8). */
  protected PrintStream out() {
    return streams.out();
  }

  /** Whether the answer is printed as JSON. */
  protected boolean json() {
    return format() == OutputFormat.json;
  }

  /**
   * Prints a result as the indented JSON document every command prints: the {@code cli.ops} mapping
   * of the command's typed answer, the batch operations' one JSON form of it.
   */
  protected void printJson(JsonNode result) {
    printText(ReportDocuments.indented(result));
  }

  /**
   * Prints text as it is (a table, a line): what {@code --output table} prints, rendered from the
   * command's typed answer.
   */
  protected void printText(String text) {
    out().print(text);
    out().flush();
  }

  /**
   * Prints an invalid control-plane id as {@code planerules id check ID} does: the {@code
   * id.validate} result in a machine format, else the problems table; returns {@link #NEGATIVE}.
   */
  int invalid(InvalidPlaneId invalid) {
    out()
        .print(
            format() == OutputFormat.table
                ? IdCommands.Check.text(invalid.id(), invalid.result())
                : ReportDocuments.indented(
                    IdentityOps.idValidation(invalid.id(), invalid.result())));
    out().flush();
    return NEGATIVE;
  }

  /** Reads a whole file as bytes; an unreadable file is a {@link CliException}. */
  protected static byte[] readBytes(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new CliException("cannot read " + file + ": no such file", e);
    } catch (IOException | SecurityException e) {
      throw new CliException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  /** Reads a whole file as UTF-8 text; an unreadable file is a {@link CliException}. */
  protected static String readText(Path file) {
    return new String(readBytes(file), StandardCharsets.UTF_8);
  }
}
