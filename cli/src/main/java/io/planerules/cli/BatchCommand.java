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
import picocli.CommandLine.Command;

/**
 * {@code planerules batch}: the JSON Lines protocol on stdin/stdout
 * (docs/reference/cli.md#the-batch-protocol).
 */
@Command(
    name = "batch",
    description = {
      "Reads one JSON request per line from stdin and writes one JSON response per line to stdout,",
      "in order, flushing after each. Exit 0 at end of input; 2 only when stdin/stdout fail."
    })
final class BatchCommand extends BaseCommand {

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
