package io.planerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.cli.json.Json;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Runs the real {@link Main#run} with in-memory streams. */
record CliRun(int code, String out, String err) {

  static CliRun run(String stdin, String... args) {
    return run(stdin.getBytes(StandardCharsets.UTF_8), args);
  }

  static CliRun run(byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(new ByteArrayInputStream(stdin), out, err, args);
    return new CliRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static CliRun args(String... args) {
    return run("", args);
  }

  /** The stdout lines parsed as JSON. */
  List<JsonNode> jsonLines() {
    List<JsonNode> lines = new ArrayList<>();
    for (String line : out.split("\n", -1)) {
      if (!line.isEmpty()) {
        try {
          lines.add(Json.parse(line));
        } catch (Exception e) {
          throw new AssertionError("not JSON: " + line, e);
        }
      }
    }
    return lines;
  }

  /** The stdout parsed as one JSON document. */
  JsonNode json() {
    try {
      return Json.parse(out);
    } catch (Exception e) {
      throw new AssertionError("not JSON: " + out, e);
    }
  }
}
