package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.planerules.cli.batch.BatchEngine;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.json.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every batch operation answers exactly the question it was asked
 * (docs/reference/cli.md#field-rules): a field it does not define, at any depth of the objects it
 * defines field by field, is {@code request.unknown-field}; every field it defines is read.
 */
class BatchFieldsTest {

  private static final BatchEngine ENGINE = new BatchEngine(OpRegistry.standard());

  private static JsonNode answer(String line) {
    return ENGINE.answer(line);
  }

  private static String code(JsonNode answer) {
    return answer.path("error").path("code").asText("ok");
  }

  /** Columns: request line; the unknown field's path as the message names it. */
  @ParameterizedTest(name = "[{index}] {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          {"id":1,"op":"id.validate","value":"plane-a","valu":"x"} | valu
          {"id":4,"op":"id.validate","value":"plane-a","extra":{"deep":[1,2]}} | extra
          {"op":"id.validate","ID":1} | ID
          {"op":"ownership.verdict","planeId":"plane-a","action":"update","object":{"kind":"Secret","namespace":"n","name":"s","lables":{}}} | object.lables
          {"op":"names.disjoint","planes":[{"planeId":"a"},{"planeId":"b","domian":"x"}]} | planes[1].domian
          {"op":"backend.admit","backend":{"overrides":{"controlPlaneId":"a"}}} | backend.overrides.controlPlaneId
          {"op":"digest.storageClass","storageClass":{"allowedTopologies":[{"matchLabelExpressions":[{"key":"k","value":["v"]}]}]}} | storageClass.allowedTopologies[0].matchLabelExpressions[0].value
          {"op":"rbac.covers","held":[{"verbs":["get"],"resource":["pods"]}]} | held[0].resource
          {"op":"mirror.plan","sources":[{"name":"s","datas":{}}]} | sources[0].datas
          {"op":"drift.check","selection":{},"scheme":"v1","schema":"v1"} | schema
          {"op":"k8s.validate","value":"x","Rule":"dns1123-label"} | Rule
          """)
  void anUnknownFieldAtAnyDepthIsRefusedWithItsPath(String line, String path) {
    JsonNode answer = answer(line);
    assertThat(code(answer)).as(answer.toString()).isEqualTo("request.unknown-field");
    assertThat(answer.at("/error/message").textValue())
        .startsWith("unknown field \"" + path + "\"; defined here: ");
  }

  @Test
  void theMessageListsTheFieldsDefinedWhereTheUnknownOneStands() {
    JsonNode answer =
        answer("{\"op\":\"ownership.verdict\",\"action\":\"check\",\"object\":{\"lables\":{}}}");
    assertThat(answer.at("/error/message").textValue())
        .isEqualTo(
            "unknown field \"object.lables\"; defined here: kind, name, namespace, labels,"
                + " annotations, resourceVersion");
  }

  @Test
  void freeFormMapsAndDocumentsKeepTheirOwnKeys() {
    JsonNode labels =
        answer(
            "{\"op\":\"ownership.verdict\",\"action\":\"check\",\"object\":{\"kind\":\"Namespace\","
                + "\"name\":\"n\",\"labels\":{\"any/key\":\"v\"}},\"namespaceLabels\":{\"x\":\"y\"}}");
    assertThat(labels.get("ok").booleanValue()).as(labels.toString()).isTrue();
    // a selection is a document with its own parser: its unknown key is a problem of the selection
    JsonNode selection =
        answer("{\"op\":\"selection.validate\",\"selection\":{\"versoin\":\"v1alpha1\"}}");
    assertThat(selection.at("/result/valid").booleanValue()).isFalse();
    assertThat(selection.at("/result/problems/0/code").textValue())
        .isEqualTo("selection.parse-unknown-field");
  }

  @Test
  void anUnknownFieldWinsOverAMissingRequiredOne() {
    assertThat(code(answer("{\"op\":\"k8s.validate\",\"rul\":\"dns1123-label\"}")))
        .isEqualTo("request.unknown-field");
    assertThat(code(answer("{\"op\":\"k8s.validate\"}"))).isEqualTo("request.invalid");
  }

  /** Values the required fields need so that every other field is read. */
  private static final Map<String, JsonNode> REQUIRED =
      Map.of(
          "rule",
          TextNode.valueOf("dns1123-label"),
          "action",
          TextNode.valueOf("check"),
          "planeId",
          TextNode.valueOf("plane-a"));

  /** A value of the wrong JSON type for a field of this type. */
  private static JsonNode wrongType(Field.Type type) {
    return type == Field.Type.STRINGS || type == Field.Type.BOOLEAN
        ? TextNode.valueOf("x")
        : IntNode.valueOf(7);
  }

  /** A field and the path of a request that reaches it. */
  private record Reached(List<String> steps, Field field) {}

  private static void collect(Fields fields, List<String> prefix, List<Reached> out) {
    for (Field field : fields.fields()) {
      List<String> steps = new ArrayList<>(prefix);
      steps.add(field.name());
      out.add(new Reached(List.copyOf(steps), field));
      if (field.type() == Field.Type.OBJECTS) {
        steps.add("[0]");
      }
      collect(field.nested(), steps, out);
    }
  }

  /** The base request of an operation with one field (at any depth) set to {@code value}. */
  private static ObjectNode request(String op, Fields fields, Reached reached, JsonNode value) {
    ObjectNode request = Json.object().put("op", op);
    for (Field field : fields.fields()) {
      if (field.required()) {
        request.set(
            field.name(),
            field.type() == Field.Type.OBJECT ? Json.object() : REQUIRED.get(field.name()));
      }
    }
    ObjectNode at = request;
    List<String> steps = reached.steps();
    for (int i = 0; i < steps.size() - 1; i++) {
      String step = steps.get(i);
      if (step.equals("[0]")) {
        continue;
      }
      ObjectNode child = Json.object();
      if (i + 1 < steps.size() && steps.get(i + 1).equals("[0]")) {
        at.putArray(step).add(child);
      } else if (at.get(step) instanceof ObjectNode existing) {
        child = existing;
      } else {
        at.set(step, child);
      }
      at = child;
    }
    at.set(steps.get(steps.size() - 1), value);
    return request;
  }

  /**
   * Walks every operation's field table: each field (nested ones inside their parents) given a
   * value of the wrong JSON type answers {@code request.invalid} naming its path, which only
   * happens when the operation reads it. Together with {@link io.planerules.cli.batch.Request}
   * refusing to read an undeclared field, the table and the reads are the same list.
   */
  @Test
  void everyDefinedFieldIsRead() {
    OpRegistry registry = OpRegistry.standard();
    int checked = 0;
    for (String op : registry.names()) {
      Fields fields = registry.find(op).orElseThrow().fields();
      List<Reached> reached = new ArrayList<>();
      collect(fields, List.of(), reached);
      for (Reached r : reached) {
        ObjectNode request = request(op, fields, r, wrongType(r.field().type()));
        JsonNode answer = answer(Json.write(request));
        String path = String.join(".", r.steps()).replace(".[0]", "[0]");
        assertThat(code(answer)).as(op + " " + path + ": " + answer).isEqualTo("request.invalid");
        assertThat(answer.at("/error/message").textValue())
            .as(op + " " + path)
            .startsWith("field \"" + path + "\" must be ");
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(100);
  }

  @Test
  void namespaceLabelsDecideTheVerdict() {
    String object =
        "\"object\":{\"kind\":\"Secret\",\"namespace\":\"plane-b-nvcf\",\"name\":\"s\","
            + "\"labels\":{\"nvcf.nvidia.com/control-plane-id\":\"plane-a\"}}";
    String base =
        "{\"op\":\"ownership.verdict\",\"planeId\":\"plane-a\",\"action\":\"update\"," + object;
    JsonNode without = answer(base + "}");
    assertThat(without.at("/result/state").textValue()).isEqualTo("owned");
    JsonNode foreign =
        answer(base + ",\"namespaceLabels\":{\"nvcf.nvidia.com/control-plane-id\":\"plane-b\"}}");
    assertThat(foreign.at("/result/state").textValue()).isEqualTo("namespace-foreign");
    assertThat(foreign.at("/result/rule").textValue()).isEqualTo("policy.update.namespace-foreign");
    assertThat(foreign.at("/result/message").textValue())
        .isEqualTo(
            "refusing to update Secret plane-b-nvcf/s: namespace \"plane-b-nvcf\" is labelled for"
                + " control plane \"plane-b\", not \"plane-a\"");
    JsonNode unlabelled = answer(base + ",\"namespaceLabels\":{}}");
    assertThat(unlabelled.at("/result/state").textValue()).isEqualTo("namespace-foreign");
    JsonNode own =
        answer(base + ",\"namespaceLabels\":{\"nvcf.nvidia.com/control-plane-id\":\"plane-a\"}}");
    assertThat(own.at("/result/state").textValue()).isEqualTo("owned");
  }

  /** The {@code drift.check/none} request of {@code ops.jsonl}: a durable selection, no drift. */
  private static ObjectNode driftRequest() throws java.io.IOException {
    try (java.io.InputStream in = BatchFieldsTest.class.getResourceAsStream("/ops.jsonl")) {
      String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      for (String line : text.lines().toList()) {
        if (line.contains("\"drift.check/none\"")) {
          return (ObjectNode) Json.parse(line);
        }
      }
    }
    throw new AssertionError("drift.check/none not in ops.jsonl");
  }

  @Test
  void driftCheckRunsTheCatalogRulesAndHonoursTheScheme() throws java.io.IOException {
    ObjectNode request = driftRequest();
    assertThat(answer(Json.write(request)).at("/result/rule").textValue()).isEqualTo("drift.none");
    // the selection's profile digest was computed with scheme v1: under encryption it differs
    request.put("scheme", "encryption");
    JsonNode encryption = answer(Json.write(request));
    assertThat(encryption.at("/result/drift").booleanValue()).isTrue();
    assertThat(encryption.at("/result/rule").textValue()).isEqualTo("drift.profile-digest");
    request.put("scheme", "v2");
    assertThat(code(answer(Json.write(request)))).isEqualTo("request.invalid");
    request.remove("scheme");
    for (JsonNode missing :
        List.of(TextNode.valueOf(""), com.fasterxml.jackson.databind.node.NullNode.getInstance())) {
      request.set("catalog", missing);
      JsonNode answer = answer(Json.write(request));
      assertThat(answer.at("/result/rule").textValue()).isEqualTo("drift.catalog-missing");
      assertThat(answer.at("/result/checked").booleanValue()).isFalse();
      assertThat(answer.at("/result/message").textValue())
          .isEqualTo(
              "storage capability ConfigMap nvca-system/nvcf-storage-capabilities has no"
                  + " \"storage-provider-capabilities.yaml\" data");
    }
    request.put("catalogNamespace", "");
    assertThat(answer(Json.write(request)).at("/result/rule").textValue())
        .isEqualTo("drift.catalog-namespace");
  }
}
