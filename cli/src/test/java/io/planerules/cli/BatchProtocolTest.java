package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The line protocol of {@code planerules batch}, independent of any operation
 * (docs/reference/cli.md#the-batch-protocol).
 */
class BatchProtocolTest {

  private static JsonNode single(String line) {
    CliRun run = CliRun.run(line + "\n", "batch");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEmpty();
    List<JsonNode> lines = run.jsonLines();
    assertThat(lines).hasSize(1);
    return lines.get(0);
  }

  private static void assertError(JsonNode response, String code, String messagePart) {
    assertThat(response.get("ok").asBoolean(true)).isFalse();
    assertThat(response.has("result")).isFalse();
    JsonNode error = response.get("error");
    assertThat(error.get("code").textValue()).isEqualTo(code);
    assertThat(error.get("message").textValue()).contains(messagePart);
    assertThat(error.get("problems").isArray()).isTrue();
  }

  @Test
  void malformedJsonAnswersRequestInvalidWithNullId() {
    for (String line :
        List.of(
            "not json",
            "{\"id\":1,\"op\":",
            "{\"id\":1} trailing",
            "{\"id\":1,\"id\":2,\"op\":\"x\"}",
            "{'id':1}",
            "{\"id\":NaN}")) {
      JsonNode response = single(line);
      assertThat(response.get("id").isNull()).as(line).isTrue();
      assertError(response, "request.invalid", "not valid JSON");
    }
  }

  @Test
  void nonObjectRequestsAreInvalid() {
    for (String line : List.of("[1,2]", "42", "\"text\"", "null", "true")) {
      assertError(single(line), "request.invalid", "must be a JSON object");
    }
  }

  @Test
  void unknownOpEchoesIdAndNamesTheOp() {
    JsonNode response = single("{\"id\":\"r-1\",\"op\":\"no.such.op\"}");
    assertThat(response.get("id").textValue()).isEqualTo("r-1");
    assertError(response, "request.unknown-op", "unknown op \"no.such.op\"");
  }

  @Test
  void missingOrWronglyTypedOpIsInvalid() {
    assertError(single("{\"id\":7}"), "request.invalid", "missing required field \"op\"");
    assertError(single("{\"id\":7,\"op\":null}"), "request.invalid", "missing required field");
    assertError(single("{\"id\":7,\"op\":[\"x\"]}"), "request.invalid", "must be a string");
  }

  @Test
  void idIsEchoedVerbatimWhateverItsType() {
    for (String id :
        List.of(
            "1",
            "-0.10",
            "123456789012345678901234567890",
            "\"ünïcode ✓\"",
            "{\"a\":[1,{\"b\":null}]}",
            "[true,false]",
            "null")) {
      JsonNode response = single("{\"id\":" + id + ",\"op\":\"no.such.op\"}");
      assertThat(response.get("id").toString()).isEqualTo(id.replace(" ", " "));
    }
    JsonNode noId = single("{\"op\":\"no.such.op\"}");
    assertThat(noId.has("id")).isTrue();
    assertThat(noId.get("id").isNull()).isTrue();
  }

  @Test
  void responseFieldOrderIsIdOkError() {
    CliRun run = CliRun.run("{\"op\":\"nope\",\"id\":3}\n", "batch");
    assertThat(run.out()).startsWith("{\"id\":3,\"ok\":false,\"error\":{\"code\":");
    assertThat(run.out()).endsWith("}\n");
  }

  @Test
  void blankLinesAreSkippedAndOrderIsKept() {
    StringBuilder in = new StringBuilder("\n   \n\t\n");
    for (int i = 0; i < 50; i++) {
      in.append("{\"id\":").append(i).append(",\"op\":\"x").append(i).append("\"}\r\n\n");
    }
    CliRun run = CliRun.run(in.toString(), "batch");
    assertThat(run.code()).isZero();
    List<JsonNode> lines = run.jsonLines();
    assertThat(lines).hasSize(50);
    for (int i = 0; i < 50; i++) {
      assertThat(lines.get(i).get("id").intValue()).isEqualTo(i);
      assertThat(lines.get(i).at("/error/message").textValue()).contains("\"x" + i + "\"");
    }
  }

  @Test
  void emptyInputAnswersNothingAndExitsZero() {
    CliRun run = CliRun.run("", "batch");
    assertThat(run.code()).isZero();
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEmpty();
  }

  @Test
  void lastLineWithoutNewlineIsAnswered() {
    CliRun run = CliRun.run("{\"id\":1,\"op\":\"a\"}\n{\"id\":2,\"op\":\"b\"}", "batch");
    assertThat(run.jsonLines()).extracting(n -> n.get("id").intValue()).containsExactly(1, 2);
  }

  @Test
  void deepNestingIsAnErrorLineNotACrash() {
    String deep = "[".repeat(5000) + "]".repeat(5000);
    JsonNode response = single("{\"id\":1,\"op\":\"x\",\"deep\":" + deep + "}");
    assertError(response, "request.invalid", "not valid JSON");
  }

  /** Found by BatchEngineFuzzTest: Jackson reports such a number as a NumberFormatException. */
  @Test
  void aNumberNoDecimalCanHoldIsAnErrorLineNotACrash() {
    for (String line :
        List.of(
            "690.7e999999999999999999900000013875954555633288484",
            "{\"id\":1,\"op\":\"id.validate\",\"value\":1.5e99999999999999999999999999}")) {
      JsonNode response = single(line);
      assertThat(response.get("id").isNull()).as(line).isTrue();
      assertError(response, "request.invalid", "not valid JSON");
    }
    CliRun run = CliRun.run("1e999999999999999999999999999999\n{\"id\":2,\"op\":\"x\"}", "batch");
    assertThat(run.code()).isZero();
    assertThat(run.jsonLines()).hasSize(2);
  }

  @Test
  void invalidUtf8IsReplacedNotFatal() {
    byte[] bytes = {'{', '"', 'i', 'd', '"', ':', '"', (byte) 0xC3, '"', '}', '\n'};
    CliRun run = CliRun.run(bytes, "batch");
    assertThat(run.code()).isZero();
    assertThat(run.jsonLines()).hasSize(1);
  }

  @Test
  void failingStdoutExitsTwoWithOneLine() {
    java.io.OutputStream broken =
        new java.io.OutputStream() {
          @Override
          public void write(int b) throws java.io.IOException {
            throw new java.io.IOException("Broken pipe");
          }

          @Override
          public void write(byte[] b, int off, int len) throws java.io.IOException {
            throw new java.io.IOException("Broken pipe");
          }
        };
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int code =
        Main.run(
            new java.io.ByteArrayInputStream(
                "{\"id\":1,\"op\":\"id.validate\"}\n"
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8)),
            broken,
            err,
            "batch");
    assertThat(code).isEqualTo(2);
    assertThat(err.toString(java.nio.charset.StandardCharsets.UTF_8))
        .isEqualTo("planerules: batch I/O failed: Broken pipe\n");
  }

  @Test
  void failingStdinExitsTwo() {
    java.io.InputStream broken =
        new java.io.InputStream() {
          @Override
          public int read() throws java.io.IOException {
            throw new java.io.IOException("Input/output error");
          }
        };
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int code = Main.run(broken, new java.io.ByteArrayOutputStream(), err, "batch");
    assertThat(code).isEqualTo(2);
    assertThat(err.toString(java.nio.charset.StandardCharsets.UTF_8))
        .startsWith("planerules: batch I/O failed: ");
  }
}
