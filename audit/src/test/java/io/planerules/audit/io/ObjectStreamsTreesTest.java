package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.report.AuditReport;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Objects a caller holds, as Jackson trees or Jackson-serialisable values. */
class ObjectStreamsTreesTest {

  @Test
  void trees() throws IOException {
    // tag::trees[]
    ObjectMapper mapper = new ObjectMapper();
    JsonNode namespace =
        mapper.readTree(
            "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\","
                + "\"metadata\":{\"name\":\"plane-a-nvcf\","
                + "\"labels\":{\"nvcf.nvidia.com/control-plane-id\":\"plane-a\"}}}");
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            ObjectStreams.ofTrees("objects", List.of(namespace)));
    // end::trees[]
    assertThat(report.objects()).isEqualTo(1);
    assertThat(report.findings()).isEmpty();
  }

  @Test
  void eachTreeIsADocumentAndAListTreeIsReadItemByItem() throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    Recorder recorder = new Recorder();
    ObjectStreams.ofTrees(
            "objects",
            List.of(
                mapper.readTree(
                    "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"a\"}}"),
                mapper.readTree(
                    "{\"kind\":\"List\",\"items\":[{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"b\"}},7]}"),
                mapper.readTree("null"),
                mapper.readTree("[1]")))
        .read(recorder);
    assertThat(recorder.events)
        .containsExactly(
            "object 0@1 ConfigMap/a",
            "object 1@1 Secret/b",
            "unreadable 1@1 1:1 items[1] must be a mapping (a Kubernetes object)",
            "unreadable 3@1 1:1 a document must be a mapping (a Kubernetes object), got a sequence");
  }

  @Test
  void valuesAreTurnedIntoTreesOneAtATime() throws IOException {
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("name", "a");
    metadata.put("namespace", "plane-a-nvcf");
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("apiVersion", "v1");
    object.put("kind", "ConfigMap");
    object.put("metadata", metadata);
    object.put("data", Map.of("port", 8080));
    Recorder recorder = new Recorder();
    ObjectStreams.ofValues("values", List.of(object)).read(recorder);
    assertThat(recorder.events).containsExactly("object 0@1 ConfigMap/a");
    assertThat(recorder.objects.get(0).get("data")).isEqualTo(Map.of("port", 8080L));
  }

  @Test
  void aTreeNestedDeeperThanTheLimitIsUnreadable() throws IOException {
    ObjectNode tree =
        (ObjectNode)
            new ObjectMapper()
                .readTree(
                    "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"a\"}}");
    // the root is level 1; 1 000 sequences under it reach level 1 001
    ArrayNode deep = JsonNodeFactory.instance.arrayNode();
    for (int level = 1; level < 1000; level++) {
      ArrayNode outer = JsonNodeFactory.instance.arrayNode();
      outer.add(deep);
      deep = outer;
    }
    tree.set("d", deep);
    Recorder recorder = new Recorder();
    ObjectStreams.ofTrees("objects", List.of(tree)).read(recorder);
    assertThat(recorder.events)
        .containsExactly("unreadable 0@1 1:1 nesting deeper than 1000 levels");
  }
}
