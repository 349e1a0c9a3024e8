package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The object-stream reader (docs/reference/audit.md#reading-objects) on the shapes {@code helm
 * template}, {@code helmfile template} and {@code kubectl get -o yaml|json} print, and on hostile
 * input: every problem is one {@code unreadable} with its line and column, and reading goes on.
 * Events read {@code object DOC@LINE Kind/name} or {@code unreadable DOC@LINE L:C message}.
 */
class ObjectStreamsTest {

  private static final String CM = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ";

  @Test
  void render() throws IOException {
    // tag::render[]
    byte[] render =
        ("---\n# Source: nats/templates/configmap.yaml\n"
                + "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: nats-config\n"
                + "---\n# Source: nats/templates/empty.yaml\n")
            .getBytes(StandardCharsets.UTF_8);
    ObjectSource source = ObjectStreams.of("render/nats.yaml", render);
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.builder().releaseNamespace("plane-a-nats-system").build(),
            source);
    // end::render[]
    assertThat(report.objects()).isEqualTo(1);
    assertThat(report.findings()).isEmpty();
  }

  // ------------------------------------------------------------------ what helm and kubectl print

  @Test
  void helmTemplateOutputWithSourceCommentsEmptyAndNullDocuments() {
    String text =
        "---\n# Source: nats/templates/configmap.yaml\n"
            + CM
            + "a\n"
            + "---\n# Source: nats/templates/disabled.yaml\n"
            + "---\n# Source: nats/templates/null.yaml\nnull\n"
            + "---\n# Source: nats/templates/service.yaml\n"
            + "apiVersion: v1\nkind: Service\nmetadata:\n  name: b\n";
    assertThat(Recorder.read("render.yaml", text).events)
        .containsExactly("object 0@1 ConfigMap/a", "object 3@12 Service/b");
  }

  @Test
  void aFirstDocumentWithoutMarkerIsAtLineOne() {
    assertThat(Recorder.read("a.yaml", "# a comment\n\n" + CM + "a\n---\n" + CM + "b\n").events)
        .containsExactly("object 0@1 ConfigMap/a", "object 1@7 ConfigMap/b");
  }

  @Test
  void documentEndMarkersDirectivesByteOrderMarkAndCrLf() {
    String text =
        "\uFEFF"
            + CM
            + "a\r\n...\r\n# between documents\r\n%YAML 1.1\r\n---\r\n"
            + CM
            + "b\r\n...\r\n"
            + CM
            + "c\r\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "object 0@1 ConfigMap/a", "object 1@7 ConfigMap/b", "object 2@14 ConfigMap/c");
  }

  @Test
  void aKubectlYamlListWithItemsBeforeItsKind() {
    String text =
        "apiVersion: v1\nitems:\n"
            + "- apiVersion: v1\n  kind: ConfigMap\n  metadata:\n    name: a\n    namespace: x\n"
            + "    resourceVersion: \"1\"\n    uid: 0b9\n"
            + "- apiVersion: v1\n  kind: Secret\n  metadata:\n    name: b\n    namespace: x\n  type: Opaque\n"
            + "kind: List\nmetadata:\n  resourceVersion: \"\"\n";
    assertThat(Recorder.read("l.yaml", text).events)
        .containsExactly("object 0@1 ConfigMap/a", "object 0@1 Secret/b");
  }

  @Test
  void aKubectlJsonListIsReadItemByItem() {
    String text =
        "{\n    \"apiVersion\": \"v1\",\n    \"items\": [\n"
            + "        {\n            \"apiVersion\": \"v1\",\n            \"kind\": \"Pod\",\n"
            + "            \"metadata\": {\"name\": \"p\", \"managedFields\": [{\"manager\": \"kubelet\"}]},\n"
            + "            \"status\": {\"phase\": \"Running\"}\n        },\n"
            + "        {\"apiVersion\": \"v1\", \"kind\": \"Pod\", \"metadata\": {\"name\": \"q\"}}\n"
            + "    ],\n    \"kind\": \"List\",\n    \"metadata\": {\"resourceVersion\": \"\"}\n}\n";
    Recorder recorder = Recorder.read("l.json", text);
    assertThat(recorder.events).containsExactly("object 0@1 Pod/p", "object 0@1 Pod/q");
    assertThat(recorder.objects.get(0)).containsKeys("apiVersion", "kind", "metadata", "status");
  }

  @Test
  void aTopLevelItemsSequenceIsAListWhateverTheKindAndAListKindWithoutItemsIsEmpty() {
    String text =
        "kind: Thing\nitems:\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\n"
            + "---\nkind: ConfigMapList\n---\nkind: SecretList\nitems: null\n";
    assertThat(Recorder.read("a.yaml", text).events).containsExactly("object 0@1 ConfigMap/a");
  }

  @Test
  void itemsThatAreNotObjectsAreUnreadableOneByOne() {
    String text =
        "kind: List\nitems:\n- 1\n- [a]\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "unreadable 0@1 3:3 items[0] must be a mapping (a Kubernetes object)",
            "unreadable 0@1 4:3 items[1] must be a mapping (a Kubernetes object)",
            "object 0@1 ConfigMap/a");
  }

  @Test
  void jsonLinesALineThatCannotBeReadCostsOnlyItself() {
    String text =
        "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"a\"}}\n"
            + "\n"
            + "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\n"
            + "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"c\"}} {}\n"
            + "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"d\"}}";
    assertThat(Recorder.read("a.jsonl", text).events)
        .containsExactly(
            "object 0@1 Pod/a",
            "unreadable 1@3 3:52 Unexpected end-of-input within/between Object entries",
            "object 2@4 Pod/c",
            "unreadable 2@4 4:58 a second JSON value on the line",
            "object 3@5 Pod/d");
  }

  @Test
  void jsonWhoseFirstBytesLookLikeUtf16Or32IsNotUtf8() {
    // Jackson guesses the encoding of bytes from their first four: a 0x00 there made it read a line
    // as UTF-32 (found by AuditFuzzTest); 0x00, 0xFE and 0xFF are never UTF-8 JSON text
    String pod = "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"a\"}}\n";
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    lines.writeBytes(pod.getBytes(StandardCharsets.UTF_8));
    lines.writeBytes(new byte[] {'{', 0, 0, 0, '}', '\n', ' ', (byte) 0xFF, (byte) 0xFE, '\n'});
    lines.writeBytes(new byte[] {'a', 'b', 'c', (byte) 0xFE, '\n'});
    lines.writeBytes(pod.getBytes(StandardCharsets.UTF_8));
    assertThat(Recorder.read("a.jsonl", lines.toByteArray()).events)
        .containsExactly(
            "object 0@1 Pod/a",
            "unreadable 1@2 2:2 the text is not UTF-8 (byte 2 of the line)",
            "unreadable 2@3 3:2 the text is not UTF-8 (byte 2 of the line)",
            "unreadable 3@4 4:4 the text is not UTF-8 (byte 4 of the line)",
            "object 4@5 Pod/a");
    byte[] value = {' ', '{', 0, '"', '}', '\n'};
    assertThat(Recorder.read("a.json", value).events)
        .containsExactly("unreadable 0@1 1:3 the text is not UTF-8 (byte 3 of the line)");
    // past the first four bytes Jackson reads UTF-8 and refuses the byte itself (its column is
    // the one after the character)
    byte[] fifth = {'{', '"', 'a', '"', 0, '}', '\n'};
    assertThat(Recorder.read("a.json", fifth).events)
        .containsExactly(
            "unreadable 0@1 1:6 Illegal character ((CTRL-CHAR, code 0)): only regular white space"
                + " (\\r, \\n, \\t) is allowed between tokens");
  }

  @Test
  void concatenatedJsonValuesAreDocumentsAndAnErrorEndsTheFile() {
    String text =
        "{\n  \"apiVersion\": \"v1\", \"kind\": \"Pod\", \"metadata\": {\"name\": \"a\"}\n}\n"
            + "{\n  \"apiVersion\": \"v1\", \"kind\": \"Pod\", \"metadata\": {\"name\": \"b\"}\n}\n"
            + "{\n  \"kind\": x\n}\n{\"kind\": \"Pod\"}\n";
    assertThat(Recorder.read("a.json", text).events)
        .containsExactly(
            "object 0@1 Pod/a",
            "object 1@4 Pod/b",
            "unreadable 2@7 8:11 Unrecognized token 'x': was expecting (JSON String, Number, Array,"
                + " Object or token 'null', 'true' or 'false')");
  }

  @Test
  void documentsThatAreNotMappingsAreUnreadable() {
    assertThat(Recorder.read("a.json", "[{\"a\": 1}]\n").events)
        .containsExactly(
            "unreadable 0@1 1:1 a document must be a mapping (a Kubernetes object), got a sequence");
    assertThat(Recorder.read("a.yaml", "just text\n---\n- a\n---\n" + CM + "c\n").events)
        .containsExactly(
            "unreadable 0@1 1:1 a document must be a mapping (a Kubernetes object), got a scalar",
            "unreadable 1@2 3:1 a document must be a mapping (a Kubernetes object), got a sequence",
            "object 2@4 ConfigMap/c");
  }

  @Test
  void aYamlFileStartingWithABraceIsYamlAndEmptyInputHoldsNothing() {
    assertThat(
            Recorder.read("a.yaml", "{apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\n")
                .events)
        .containsExactly("object 0@1 ConfigMap/a");
    assertThat(Recorder.read("a.yaml", "").events).isEmpty();
    assertThat(Recorder.read("-", "\n  \n").events).isEmpty();
  }

  // ------------------------------------------------------------------ hostile input

  @Test
  void repeatedKeysAreRefusedWhereTheyAre() {
    String text =
        CM
            + "a\n  name: b\n---\n"
            + "kind: List\nitems:\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: c, name: d}}\n"
            + "- {apiVersion: v1, kind: ConfigMap, metadata: {name: e}}\n---\n"
            + CM
            + "f\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "unreadable 0@1 5:3 repeated key \"name\"",
            "unreadable 1@6 9:57 items[0]: repeated key \"name\"",
            "object 1@6 ConfigMap/e",
            "object 2@11 ConfigMap/f");
    assertThat(Recorder.read("a.json", "{\"kind\": \"A\", \"kind\": \"B\"}").events)
        .containsExactly("unreadable 0@1 1:15 repeated key \"kind\"");
  }

  @Test
  void tagsOutsideTheCoreSchemaAreRefused() {
    String text =
        CM
            + "a\ndata: !custom x\n---\n"
            + CM
            + "a\ndata: !!python/object:os.system x\n---\n"
            + CM
            + "a\ndata: !!str {}\n---\n"
            + CM
            + "ok\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "unreadable 0@1 5:7 tag !custom is not a core YAML tag here",
            "unreadable 1@6 11:7 tag !!python/object:os.system is not a core YAML tag here",
            "unreadable 2@12 17:7 tag !!str is not a core YAML tag here",
            "object 3@18 ConfigMap/ok");
  }

  @Test
  void coreTagsAreAcceptedAndResolved() {
    Recorder recorder =
        Recorder.read(
            "a.yaml",
            CM
                + "a\ndata: {s: !!str 1, i: !!int '5', b: !!binary aGk=, t: !!timestamp 2026-01-01,"
                + " n: !!null x, f: !!float '1.5', y: !!bool 'true'}\nx: !!map {}\nl: !!seq []\n");
    assertThat(recorder.events).containsExactly("object 0@1 ConfigMap/a");
    assertThat(recorder.objects.get(0).get("data"))
        .isEqualTo(
            map("s", "1", "i", 5L, "b", "aGk=", "t", "2026-01-01", "n", null, "f", 1.5, "y", true));
    assertThat(Recorder.read("a.yaml", CM + "a\ndata: {i: !!int five}\n").events)
        .containsExactly("unreadable 0@1 5:11 !!int \"five\" is not a valid int");
  }

  @Test
  void plainScalarsAreResolvedByTheCoreSchemaAndBooleanLikeWordsStayStrings() {
    Recorder recorder =
        Recorder.read(
            "a.yaml",
            CM
                + "a\ndata: {a: yes, b: on, c: no, d: y, e: true, f: False, g: ~, h: null, i: 0755,"
                + " j: -12, k: 0x1f, l: 0o17, m: 1e3, n: .5, o: 99999999999999999999, p: .inf,"
                + " q: '1', r: 1.2.3, s: , t: +7}\n");
    assertThat(recorder.objects.get(0).get("data"))
        .isEqualTo(
            map(
                "a",
                "yes",
                "b",
                "on",
                "c",
                "no",
                "d",
                "y",
                "e",
                true,
                "f",
                false,
                "g",
                null,
                "h",
                null,
                "i",
                755L,
                "j",
                -12L,
                "k",
                31L,
                "l",
                15L,
                "m",
                1000.0,
                "n",
                0.5,
                "o",
                new BigInteger("99999999999999999999"),
                "p",
                Double.POSITIVE_INFINITY,
                "q",
                "1",
                "r",
                "1.2.3",
                "s",
                null,
                "t",
                7L));
  }

  @Test
  void nestingUpToTheLimitIsReadAndOneLevelMoreIsRefused() {
    // the root mapping is level 1; data holds 998 more sequences: 999 in all, then 1000, then 1001
    assertThat(Recorder.read("a.yaml", CM + "a\ndata: " + nested(998) + "\n").events)
        .containsExactly("object 0@1 ConfigMap/a");
    assertThat(Recorder.read("a.yaml", CM + "a\ndata: " + nested(999) + "\n").events)
        .containsExactly("object 0@1 ConfigMap/a");
    assertThat(
            Recorder.read("a.yaml", CM + "a\ndata: " + nested(1000) + "\n---\n" + CM + "b\n")
                .events)
        .containsExactly(
            "unreadable 0@1 5:1006 nesting deeper than 1000 levels", "object 1@6 ConfigMap/b");
    String json = "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"a\"},\"d\":";
    assertThat(Recorder.read("a.json", json + nested(999) + "}").events)
        .containsExactly("object 0@1 Pod/a");
    assertThat(Recorder.read("a.json", json + nested(1000) + "}").events)
        .containsExactly("unreadable 0@1 1:1060 nesting deeper than 1000 levels");
  }

  @Test
  void aHugeFlowNestingIsRefusedWithoutReadingTheRestOfItsLine() {
    // refused at the line's own 1 001st bracket, before SnakeYAML reads the line
    String line = "data: " + "[".repeat(200_000) + "]".repeat(200_000);
    assertThat(Recorder.read("a.yaml", CM + "a\n" + line + "\n---\n" + CM + "b\n").events)
        .containsExactly(
            "unreadable 0@1 5:1007 nesting deeper than 1000 levels", "object 1@6 ConfigMap/b");
    // brackets that close in between do not add up; closing more than is open counts nothing
    String balanced = "data: [" + "[], ".repeat(5000) + "x]";
    assertThat(Recorder.read("a.yaml", CM + "a\n" + balanced + "\n").events)
        .containsExactly("object 0@1 ConfigMap/a");
    String text = "note: \"" + "]".repeat(2000) + "{".repeat(1000) + "\"\n";
    assertThat(Recorder.read("a.yaml", CM + "a\n" + text).events)
        .containsExactly("object 0@1 ConfigMap/a");
    assertThat(Recorder.read("a.yaml", CM + "a\nnote: \"" + "{".repeat(1001) + "\"\n").events)
        .containsExactly("unreadable 0@1 5:1008 nesting deeper than 1000 levels");
    assertThat(Recorder.read("a.yaml", CM + "a\nnote: \"" + "[{".repeat(501) + "\"\n").events)
        .containsExactly("unreadable 0@1 5:1008 nesting deeper than 1000 levels");
  }

  @Test
  void anObjectLargerThanEightMibIsUnreadableAndTheNextIsRead() {
    String big = "x".repeat(Limits.MAX_OBJECT);
    String json =
        "{\"kind\": \"List\", \"items\": [{\"apiVersion\": \"v1\", \"kind\": \"ConfigMap\", \"metadata\":"
            + " {\"name\": \"big\"}, \"data\": {\"k\": \""
            + big
            + "\"}},\n {\"apiVersion\": \"v1\", \"kind\": \"ConfigMap\", \"metadata\": {\"name\": \"small\"}}]}";
    assertThat(Recorder.read("a.json", json).events)
        .containsExactly(
            "unreadable 0@1 1:28 items[0]: the object is larger than 8 MiB (8388696 > 8388608)",
            "object 0@1 ConfigMap/small");
    // 8 193 lines of 1 KiB in one block scalar: the object ends past the limit
    String block = ("    " + "x".repeat(1019) + "\n").repeat(8193);
    String yaml = CM + "big\ndata:\n  k: |\n" + block + "---\n" + CM + "small\n";
    assertThat(Recorder.read("a.yaml", yaml).events)
        .containsExactly(
            "unreadable 0@1 1:1 the object is larger than 8 MiB (8389698 > 8388608)",
            "object 1@8200 ConfigMap/small");
  }

  @Test
  void aScalarNeedsNoLimitBelowTheObjects() {
    // a block scalar of 7 MiB, and a line of 256 KiB (SnakeYAML's time grows with the square of
    // a scalar's longest line: docs/reference/audit.md#limits)
    String block = ("    " + "y".repeat(1019) + "\n").repeat(7 * 1024);
    Recorder yaml =
        Recorder.read(
            "a.yaml", CM + "a\ndata:\n  k: |\n" + block + "  line: " + "z".repeat(1 << 18) + "\n");
    assertThat(yaml.events).containsExactly("object 0@1 ConfigMap/a");
    assertThat(((String) ((Map<?, ?>) yaml.objects.get(0).get("data")).get("k")))
        .hasSize(7 * 1024 * 1020);
    String large = "y".repeat(Limits.MAX_OBJECT - 1000);
    Recorder json =
        Recorder.read(
            "a.json",
            "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"a\"},\"data\":{\"k\":\""
                + large
                + "\"}}");
    assertThat(json.events).containsExactly("object 0@1 ConfigMap/a");
  }

  @Test
  void aLineLongerThanEightMibInYamlIsUnreadable() {
    String text =
        CM + "a\ndata: {k: " + "z".repeat(Limits.MAX_OBJECT + 10) + "}\n---\n" + CM + "b\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "unreadable 0@1 5:1 a line longer than 8388608 bytes", "object 1@6 ConfigMap/b");
  }

  @Test
  void textThatIsNotUtf8OrHoldsControlCharactersIsUnreadableWhereItIs() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.writeBytes((CM + "a\ndata: {k: caf").getBytes(StandardCharsets.UTF_8));
    bytes.write(0xE9);
    bytes.writeBytes(
        ("}\n---\n" + CM + "b\ndata: {k: \u0007}\n---\n" + CM + "c\n")
            .getBytes(StandardCharsets.UTF_8));
    assertThat(Recorder.read("a.yaml", bytes.toByteArray()).events)
        .containsExactly(
            "unreadable 0@1 5:14 the text is not UTF-8 (byte 14 of the line)",
            "unreadable 1@6 11:11 character U+0007 is not allowed in YAML",
            "object 2@12 ConfigMap/c");
  }

  @Test
  void aSyntaxErrorCostsOnlyItsDocument() {
    String text =
        CM + "a\ndata: \"unterminated\n---\n" + CM + "b\nkey: value: x\n---\n" + CM + "c\n";
    List<String> events = Recorder.read("a.yaml", text).events;
    assertThat(events).hasSize(3);
    assertThat(events.get(0)).startsWith("unreadable 0@1 ");
    assertThat(events.get(1)).isEqualTo("unreadable 1@6 11:11 mapping values are not allowed here");
    assertThat(events.get(2)).isEqualTo("object 2@12 ConfigMap/c");
  }

  private static String nested(int depth) {
    return "[".repeat(depth) + "]".repeat(depth);
  }

  private static Map<String, Object> map(Object... pairs) {
    Map<String, Object> map = new java.util.LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      map.put((String) pairs[i], pairs[i + 1]);
    }
    return map;
  }
}
