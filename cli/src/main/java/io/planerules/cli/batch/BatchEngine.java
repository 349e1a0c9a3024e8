package io.planerules.cli.batch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.json.Json;
import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.Problem;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The JSON Lines batch protocol (docs/reference/cli.md#the-batch-protocol): one response line per
 * non-blank input line, in input order, flushed after each; a bad line answers {@code ok:false} and
 * the batch goes on.
 */
public final class BatchEngine {

  /** The error code of an unexpected failure inside an operation (a bug, reported per line). */
  public static final String INTERNAL = "internal.error";

  /** The fields every request may carry beside its operation's. */
  private static final Set<String> ENVELOPE = Set.of("id", "op");

  private final OpRegistry registry;

  /** An engine answering with the given operations. */
  public BatchEngine(OpRegistry registry) {
    this.registry = registry;
  }

  /**
   * Answers every line of {@code in} on {@code out}. Returns normally at end of input; throws
   * {@link IOException} only when reading or writing fails.
   */
  public void run(BufferedReader in, Writer out) throws IOException {
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) {
        continue;
      }
      out.write(Json.write(answer(line)));
      out.write('\n');
      out.flush();
    }
  }

  /** The response object for one request line. */
  public ObjectNode answer(String line) {
    JsonNode request;
    try {
      request = Json.parse(line);
    } catch (JsonProcessingException e) {
      return error(
          NullNode.getInstance(),
          RequestException.invalid("line is not valid JSON: " + e.getOriginalMessage()));
    }
    if (request == null || !request.isObject()) {
      return error(
          NullNode.getInstance(), RequestException.invalid("a request must be a JSON object"));
    }
    JsonNode id = Optional.ofNullable(request.get("id")).orElse(NullNode.getInstance());
    try {
      JsonNode opNode = request.get("op");
      if (opNode == null || opNode.isNull()) {
        throw RequestException.invalid("missing required field \"op\"");
      }
      if (!opNode.isTextual()) {
        throw RequestException.invalid(
            "field \"op\" must be a string, got " + Request.typeName(opNode));
      }
      String name = opNode.textValue();
      OpRegistry.Registered op =
          registry
              .find(name)
              .orElseThrow(
                  () ->
                      new RequestException(
                          RequestException.UNKNOWN_OP, "unknown op \"" + name + "\""));
      op.fields().check(request, "", ENVELOPE);
      ObjectNode result = op.op().apply(Request.of(request, op.fields()));
      ObjectNode response = Json.object();
      response.set("id", id);
      response.put("ok", true);
      response.set("result", result);
      return response;
    } catch (RequestException e) {
      return error(id, e);
    } catch (PlaneRulesException e) {
      // a domain function refused its input (e.g. a malformed object reference)
      List<Problem> problems = e.result().problems();
      String code = problems.isEmpty() ? "input.invalid" : problems.get(0).code();
      return error(id, new RequestException(code, e.getMessage(), Json.problems(problems)));
    } catch (RuntimeException | StackOverflowError e) {
      return error(
          id,
          new RequestException(
              INTERNAL, "internal error: " + e.getClass().getSimpleName() + ": " + e.getMessage()));
    }
  }

  private static ObjectNode error(JsonNode id, RequestException e) {
    ObjectNode error = Json.object();
    error.put("code", e.code());
    error.put("message", String.valueOf(e.getMessage()));
    @Nullable ArrayNode problems = e.problems();
    error.set("problems", problems == null ? Json.array() : problems);
    ObjectNode response = Json.object();
    response.set("id", id);
    response.put("ok", false);
    response.set("error", error);
    return response;
  }
}
