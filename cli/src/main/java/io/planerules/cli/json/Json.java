package io.planerules.cli.json;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The one JSON configuration of the CLI and the wire form of the shared {@code rules} types.
 *
 * <p>Parsing is strict (no trailing tokens, no duplicate keys, no comments) but accepts documents
 * of any length and strings up to 256 Mi characters, so a request line of 8 MiB and more is read.
 * Numbers keep their exact text ({@code 1.10} is echoed as {@code 1.10}).
 */
public final class Json {

  /** Node factory that keeps decimal numbers exact. */
  public static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

  private Json() {}

  /** The shared mapper. */
  public static ObjectMapper mapper() {
    return Mapper.MAPPER;
  }

  /**
   * The mapper, built on first use: building a mapper loads and initialises a few hundred classes
   * (date formats and locale data among them), and a command that prints a table needs only the
   * node factory. Indented output ({@code --output json}) has one print style for the CLI and the
   * audit reports: {@code ReportDocuments.indented} of the audit module.
   */
  private static final class Mapper {
    static final ObjectMapper MAPPER = createMapper();
  }

  private static ObjectMapper createMapper() {
    JsonMapper mapper =
        JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .nodeFactory(NODES)
            .build();
    mapper
        .getFactory()
        .setStreamReadConstraints(
            StreamReadConstraints.builder()
                .maxStringLength(256 * 1024 * 1024)
                .maxNestingDepth(1000)
                .maxNumberLength(1000)
                .build());
    return mapper;
  }

  /**
   * Parses one JSON document; throws {@link JsonProcessingException} when it is not JSON, or holds
   * a number no {@link java.math.BigDecimal} can hold (e.g. an exponent of fifty digits, which
   * Jackson reports as a {@link NumberFormatException}).
   */
  public static JsonNode parse(String text) throws JsonProcessingException {
    try {
      return Mapper.MAPPER.readTree(text);
    } catch (NumberFormatException e) {
      throw new JsonParseException(null, e.getMessage(), e);
    }
  }

  /** Compact JSON text of a node (one line, no trailing newline). */
  public static String write(JsonNode node) {
    try {
      return Mapper.MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A new empty object. */
  public static ObjectNode object() {
    return NODES.objectNode();
  }

  /** A new empty array. */
  public static ArrayNode array() {
    return NODES.arrayNode();
  }

  /** An array of strings. */
  public static ArrayNode strings(Collection<String> values) {
    ArrayNode array = array();
    values.forEach(array::add);
    return array;
  }

  /** An object of string values, in the map's iteration order. */
  public static ObjectNode stringMap(Map<String, String> values) {
    ObjectNode object = object();
    values.forEach(object::put);
    return object;
  }

  /**
   * The wire form of a problem: {@code {"code", "message", "path"?, "line"?, "column"?,
   * "severity"}}; {@code path} is left out when empty, {@code line}/{@code column} when unknown.
   */
  public static ObjectNode problem(Problem problem) {
    ObjectNode node = object();
    node.put("code", problem.code());
    node.put("message", problem.message());
    if (!problem.path().isEmpty()) {
      node.put("path", problem.path());
    }
    SourcePosition position = problem.position();
    if (position != null) {
      node.put("line", position.line());
      node.put("column", position.column());
    }
    node.put("severity", problem.severity().wireName());
    return node;
  }

  /** The wire form of a list of problems. */
  public static ArrayNode problems(List<Problem> problems) {
    ArrayNode array = array();
    problems.forEach(p -> array.add(problem(p)));
    return array;
  }

  /** The wire form of one trace entry: {@code {"rule", "result", "note"}}. */
  public static ObjectNode traceEntry(TraceEntry entry) {
    ObjectNode node = object();
    node.put("rule", entry.ruleId().value());
    node.put("result", entry.result().wireName());
    node.put("note", entry.note());
    return node;
  }

  /** The wire form of a trace: the entries in order. */
  public static ArrayNode trace(Trace trace) {
    ArrayNode array = array();
    trace.entries().forEach(e -> array.add(traceEntry(e)));
    return array;
  }
}
