package io.planerules.cli;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.planerules.cli.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Options and plumbing every command shares: {@code --output json|table}, {@code --debug}, the
 * process streams, reading files, and printing a result object in the chosen format.
 */
public abstract class BaseCommand implements Callable<Integer>, StreamCommand {

  /** Exit code: the input was understood and the answer is valid / allowed / no drift. */
  public static final int OK = 0;

  /** Exit code: the answer is invalid, refused or drift. */
  public static final int NEGATIVE = 1;

  /** Exit code: usage error, unreadable file or internal failure. */
  public static final int FAILURE = 2;

  /** The help line of exit code {@link #FAILURE}, the same for every command. */
  static final String USAGE_EXIT_CODE =
      "2:usage error, unreadable file or internal failure (one line on stderr)";

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FORMAT",
      description = "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
  OutputFormat output = OutputFormat.table;

  @Option(
      names = "--debug",
      description = "print the stack trace of a failure (exit 2) after its message")
  boolean debug;

  @Spec CommandSpec spec;

  Streams streams = Streams.system();

  /** A usage error (exit 2) of this command. */
  protected ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }

  /** Whether {@code --debug} was given. */
  @Override
  public boolean debug() {
    return debug;
  }

  @Override
  public void streams(Streams value) {
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
    return output == OutputFormat.json;
  }

  /** Prints the JSON form of a result, or the given table text. */
  protected void print(ObjectNode result, String tableText) {
    out().print(json() ? Json.pretty(result) + "\n" : tableText);
    out().flush();
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

  /**
   * The YAML mapper, built on first use: building one loads and links a few hundred classes, and
   * most commands read no document.
   */
  private static final class Yaml {
    static final YAMLMapper MAPPER = new YAMLMapper();
  }

  /** The code of a single-object command refusing a stream of objects. */
  static final String MULTIPLE_OBJECTS = "input.multiple-objects";

  /**
   * Reads a YAML or JSON document (a Kubernetes object, a list of rules); an unreadable or
   * unparsable file is a {@link CliException}, and so is a file holding more than one object (a
   * second document that is not empty, or a {@code List}): a single-object command never judges the
   * first object of a stream alone ({@value #MULTIPLE_OBJECTS}; streams are {@code planerules
   * audit}'s).
   */
  protected static JsonNode readDocument(Path file) {
    byte[] bytes = readBytes(file);
    List<Integer> held = new ArrayList<>();
    JsonNode first = null;
    try (JsonParser documents = Yaml.MAPPER.getFactory().createParser(bytes)) {
      for (int index = 0; documents.nextToken() != null; index++) {
        JsonNode node = Yaml.MAPPER.readTree(documents);
        if (node == null || node.isMissingNode() || node.isNull()) {
          continue;
        }
        held.add(index);
        if (first == null) {
          first = node;
        }
      }
    } catch (IOException | RuntimeException e) {
      throw new CliException(
          "cannot parse " + file + ": " + Main.oneLine(String.valueOf(e.getMessage())), e);
    }
    if (first == null) {
      throw new CliException("cannot parse " + file + ": empty document");
    }
    if (held.size() > 1) {
      throw new CliException(
          MULTIPLE_OBJECTS
              + ": "
              + file
              + " holds more than one object (documents "
              + held.get(0)
              + " and "
              + held.get(1)
              + "); this command judges one object: check a stream of objects with 'planerules"
              + " audit'");
    }
    if (first.path("items").isArray()
        || (first.path("kind").asText("").endsWith("List") && first.has("items"))) {
      throw new CliException(
          MULTIPLE_OBJECTS
              + ": "
              + file
              + " is a "
              + first.path("kind").asText("List")
              + " of "
              + first.path("items").size()
              + " objects; this command judges one object: check a List with 'planerules audit'");
    }
    return first;
  }

  /** Reads a whole file as UTF-8 text; an unreadable file is a {@link CliException}. */
  protected static String readText(Path file) {
    return new String(readBytes(file), StandardCharsets.UTF_8);
  }
}
