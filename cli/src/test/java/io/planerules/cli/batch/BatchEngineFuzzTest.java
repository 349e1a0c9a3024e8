package io.planerules.cli.batch;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.json.Json;
import io.planerules.testkit.fuzz.FuzzBudget;
import java.io.BufferedReader;
import java.io.StringReader;
import java.io.StringWriter;

/**
 * Coverage-guided fuzzing of the batch engine (docs/reliability.md): one arbitrary line in, exactly
 * one well-formed response line out, and never {@code internal.error}.
 */
class BatchEngineFuzzTest {

  private static final BatchEngine ENGINE = new BatchEngine(OpRegistry.standard());

  @FuzzTest(maxDuration = "60s")
  void line(String line) throws Exception {
    if (line == null) {
      return; // a line read from a stream is never null
    }
    String single = line.replace('\n', ' ').replace('\r', ' ');
    StringWriter out = new StringWriter();
    FuzzBudget.within(
        () -> {
          try {
            ENGINE.run(new BufferedReader(new StringReader(single)), out);
          } catch (java.io.IOException e) {
            throw new AssertionError(e);
          }
          return null;
        });
    String answer = out.toString();
    if (single.isBlank()) {
      assertThat(answer).isEmpty();
      return;
    }
    assertThat(answer).endsWith("\n");
    assertThat(answer.indexOf('\n')).isEqualTo(answer.length() - 1);
    JsonNode response = Json.parse(answer);
    assertThat(response).isInstanceOf(ObjectNode.class);
    assertThat(response.has("id")).isTrue();
    assertThat(response.get("ok").isBoolean()).isTrue();
    if (response.get("ok").booleanValue()) {
      assertThat(response.get("result").isObject()).isTrue();
      assertThat(response.size()).isEqualTo(3);
    } else {
      JsonNode error = response.get("error");
      assertThat(error.get("code").isTextual()).isTrue();
      assertThat(error.get("message").isTextual()).isTrue();
      assertThat(error.get("problems").isArray()).isTrue();
      assertThat(error.get("code").textValue()).as(answer).isNotEqualTo(BatchEngine.INTERNAL);
    }
  }
}
