package io.planerules.cli;

import io.planerules.cli.batch.BatchEngine;
import io.planerules.cli.batch.OpRegistry;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine.Command;

/**
 * {@code planerules batch}: the JSON Lines protocol on stdin/stdout
 * (docs/reference/cli.md#the-batch-protocol).
 */
@Command(
    name = "batch",
    description = {
      "Answers JSON Lines requests from stdin, one response line each.",
      "Reads one JSON request per line and writes one JSON response per line to stdout, in"
          + " order, flushing after each; a bad line gets an error response and the batch goes"
          + " on. Its only --output is json. The operations and their fields:"
          + " docs/reference/cli.md."
    },
    exitCodeList = {
      "0:all input was read, whatever the answers",
      "2:stdin or stdout failed, or a usage error"
    },
    footer = "  ./planerules batch < cli/examples/batch.jsonl")
final class BatchCommand extends BaseCommand {

  /** The responses are JSON Lines, whatever else. */
  private static final List<OutputFormat> FORMATS = List.of(OutputFormat.json);

  @Override
  List<OutputFormat> formats() {
    return FORMATS;
  }

  @Override
  public Integer call() {
    BufferedReader reader =
        new BufferedReader(new InputStreamReader(in(), StandardCharsets.UTF_8), 1 << 16);
    Writer writer =
        new BufferedWriter(
            new OutputStreamWriter(streams.rawOut(), StandardCharsets.UTF_8), 1 << 16);
    try {
      new BatchEngine(OpRegistry.standard()).run(reader, writer);
      writer.flush();
    } catch (IOException e) {
      throw new CliException("batch I/O failed: " + e.getMessage(), e);
    }
    return OK;
  }
}
