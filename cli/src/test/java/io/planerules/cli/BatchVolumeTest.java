package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Large request lines and many lines in one {@code planerules batch} run
 * (docs/reference/cli.md#lines-order-and-flushing).
 */
class BatchVolumeTest {

  private static String catalogLine(String id, int bytes) {
    StringBuilder payload =
        new StringBuilder(bytes + 200)
            .append("apiVersion: storage.nvcf.nvidia.com/v1alpha1\\n")
            .append("kind: StorageCapabilityCatalog\\n")
            .append("drivers: {}\\n");
    while (payload.length() < bytes) {
      payload.append("# padding padding padding padding padding padding padding padding\\n");
    }
    return "{\"id\":\"" + id + "\",\"op\":\"catalog.validate\",\"payload\":\"" + payload + "\"}\n";
  }

  @Test
  void threeMebibytePayloadIsAnsweredOkWithTheCatalogSizeProblem() {
    String line = catalogLine("big", 3 * 1024 * 1024);
    assertThat(line.getBytes(StandardCharsets.UTF_8).length).isGreaterThan(3 * 1024 * 1024);
    CliRun run =
        CliRun.run(line + "{\"id\":\"after\",\"op\":\"id.validate\",\"value\":\"a\"}\n", "batch");
    assertThat(run.code()).isZero();
    List<JsonNode> lines = run.jsonLines();
    assertThat(lines).hasSize(2);
    JsonNode big = lines.get(0);
    assertThat(big.get("ok").booleanValue()).isTrue();
    assertThat(big.at("/result/valid").booleanValue()).isFalse();
    assertThat(big.at("/result/errors/0/code").textValue()).isEqualTo("catalog.size");
    assertThat(big.at("/result/catalogRevision").textValue()).startsWith("sha256:");
    assertThat(lines.get(1).at("/result/valid").booleanValue()).isTrue();
  }

  @Test
  void eightMebibyteLineIsAccepted() {
    StringBuilder value = new StringBuilder(8 * 1024 * 1024 + 16);
    while (value.length() < 8 * 1024 * 1024 + 10) {
      value.append("abcdefghij");
    }
    String line =
        "{\"id\":8,\"op\":\"k8s.validate\",\"rule\":\"label-value\",\"value\":\"" + value + "\"}\n";
    CliRun run = CliRun.run(line, "batch");
    assertThat(run.code()).isZero();
    JsonNode response = run.jsonLines().get(0);
    assertThat(response.get("ok").booleanValue()).isTrue();
    assertThat(response.at("/result/valid").booleanValue()).isFalse();
    assertThat(response.at("/result/problems/0/code").textValue())
        .isEqualTo("k8s.label-value.too-long");
  }

  @Test
  void tenThousandMixedLinesAreAnsweredInOrder() {
    StringBuilder in = new StringBuilder();
    int lines = 10_000;
    for (int i = 0; i < lines; i++) {
      switch (i % 5) {
        case 0 ->
            in.append("{\"id\":")
                .append(i)
                .append(",\"op\":\"id.validate\",\"value\":\"p-")
                .append(i)
                .append("\"}\n");
        case 1 ->
            in.append("{\"id\":")
                .append(i)
                .append(",\"op\":\"k8s.validate\",\"rule\":\"dns1123-label\",\"value\":\"X")
                .append(i)
                .append("\"}\n");
        case 2 -> in.append("{\"id\":").append(i).append(",\"op\":\"nope\"}\n");
        case 3 ->
            in.append("{\"id\":")
                .append(i)
                .append(",\"op\":\"id.validate\",\"value\":")
                .append(i)
                .append("}\n");
        default ->
            in.append("{\"id\":")
                .append(i)
                .append(",\"op\":\"binding.name\",\"cacheHandle\":\"h")
                .append(i)
                .append("\"}\n");
      }
      if (i % 1000 == 0) {
        in.append('\n');
      }
    }
    CliRun run = CliRun.run(in.toString(), "batch");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEmpty();
    List<JsonNode> out = run.jsonLines();
    assertThat(out).hasSize(lines);
    for (int i = 0; i < lines; i++) {
      JsonNode response = out.get(i);
      assertThat(response.get("id").intValue()).isEqualTo(i);
      boolean ok = response.get("ok").booleanValue();
      switch (i % 5) {
        case 0, 4 -> assertThat(ok).isTrue();
        case 1 -> assertThat(response.at("/result/valid").booleanValue()).isFalse();
        case 2 ->
            assertThat(response.at("/error/code").textValue()).isEqualTo("request.unknown-op");
        default -> assertThat(response.at("/error/code").textValue()).isEqualTo("request.invalid");
      }
    }
  }
}
