package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Anchors and aliases, expanded as go-yaml (which kubectl and Helm read YAML through) expands them,
 * within the limits docs/reference/audit.md#limits gives. Expected objects are written out by hand
 * from the YAML; the refusals' positions are counted by hand from the texts.
 */
class AliasesTest {

  private static final String CM = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ";

  @Test
  void aDeploymentsLabelsAnchoredOnceAndRepeatedWhereTheSelectorAndTemplateNeedThem() {
    String text =
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n"
            + "  labels: &l {nvcf.nvidia.com/control-plane-id: plane-a, app: web}\n"
            + "spec:\n  selector:\n    matchLabels: *l\n"
            + "  template:\n    metadata:\n      labels: *l\n";
    Recorder recorder = Recorder.read("deploy.yaml", text);
    Map<String, Object> labels =
        Map.of("nvcf.nvidia.com/control-plane-id", "plane-a", "app", "web");
    assertThat(recorder.events).containsExactly("object 0@1 Deployment/web");
    assertThat(recorder.objects.get(0))
        .isEqualTo(
            Map.of(
                "apiVersion",
                "apps/v1",
                "kind",
                "Deployment",
                "metadata",
                Map.of("name", "web", "labels", labels),
                "spec",
                Map.of(
                    "selector", Map.of("matchLabels", labels),
                    "template", Map.of("metadata", Map.of("labels", labels)))));
  }

  @Test
  void aScalarAnchoredInAnEnvValueNamesTheContainerLater() {
    // the shape of an installer's output that reuses a container name (linkerd's proxy template)
    String text =
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n"
            + "  - env:\n    - name: CONTAINER\n      value: &containerName linkerd-proxy\n"
            + "    image: proxy\n    name: *containerName\n";
    Recorder recorder = Recorder.read("pod.yaml", text);
    assertThat(recorder.events).containsExactly("object 0@1 Pod/p");
    assertThat(recorder.objects.get(0).get("spec"))
        .isEqualTo(
            Map.of(
                "containers",
                List.of(
                    Map.of(
                        "env", List.of(Map.of("name", "CONTAINER", "value", "linkerd-proxy")),
                        "image", "proxy",
                        "name", "linkerd-proxy"))));
  }

  @Test
  void anAnchorBelongsToItsDocumentAsKubectlAndHelmSplitTheStreamBeforeDecoding() {
    String text =
        "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: plane-a-nats-system\n"
            + "  labels: &l {nvcf.nvidia.com/control-plane-id: plane-a}\n---\n"
            + CM
            + "c\n  labels: *l\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "object 0@1 Namespace/plane-a-nats-system",
            "unreadable 1@6 11:11 alias *l: no anchor &l before it in the document");
  }

  @Test
  void anAliasBeforeItsAnchorOrInsideItsOwnNodeIsRefusedAndTheNextDocumentRead() {
    String text =
        CM + "a\ndata: {x: *y, y: &y 1}\n---\n" + CM + "b\ndata: &d {x: [*d]}\n---\n" + CM + "c\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "unreadable 0@1 5:11 alias *y: no anchor &y before it in the document",
            "unreadable 1@6 11:15 alias *d is inside the node anchored &d (a recursive alias)",
            "object 2@12 ConfigMap/c");
  }

  @Test
  void theMostRecentAnchorOfANameCountsAndAnchorsInsideARepeatedNodeStayDefined() {
    String text =
        CM
            + "a\ndata:\n  one: &v first\n  two: *v\n  three: &v second\n  four: *v\n"
            + "list:\n- &outer {k: &inner [1, two]}\n- *inner\n- &both [*outer, *inner]\n- *both\n";
    Recorder recorder = Recorder.read("a.yaml", text);
    assertThat(recorder.events).containsExactly("object 0@1 ConfigMap/a");
    Map<String, Object> outer = Map.of("k", List.of(1L, "two"));
    List<Object> both = List.of(outer, List.of(1L, "two"));
    assertThat(recorder.objects.get(0))
        .containsEntry(
            "data", Map.of("one", "first", "two", "first", "three", "second", "four", "second"))
        .containsEntry("list", List.of(outer, List.of(1L, "two"), both, both));
  }

  @Test
  void aliasesRepeatAtMostAsManyNodesAsTheDocumentWritesPlusAHundred() {
    // written before the aliases: the root, apiVersion v1, kind ConfigMap, metadata {name a},
    // data &d {k v}, list [ = 1 + 2 + 2 + 4 + 4 + 2 = 15 nodes; the n-th alias is a node itself
    // and repeats 3 (the mapping, k, v): it is refused when 3n > 15 + (n - 1) + 1 + 100, n > 57.5
    assertThat(Recorder.read("a.yaml", repeats(57)).events)
        .containsExactly("object 0@1 ConfigMap/a");
    assertThat(Recorder.read("a.yaml", repeats(58)).events)
        .containsExactly(
            "unreadable 0@1 6:"
                + (8 + 4 * 57)
                + " alias *d: aliases would repeat 174 nodes, more than the document's own 73 + 100");
  }

  @Test
  void aliasesMayRepeatExactlyAHundredNodesMoreThanTheDocumentWrites() {
    // one node more before the aliases than above (x): 16; the n-th alias is refused when
    // 3n > 16 + (n - 1) + 1 + 100, so the 58th repeats exactly 174 = 73 + 1 + 100 and is read
    String head = CM + "a\ndata: &d {k: v}\nlist: [x, ";
    assertThat(Recorder.read("a.yaml", head + "*d, ".repeat(57) + "*d]\n").events)
        .containsExactly("object 0@1 ConfigMap/a");
    assertThat(Recorder.read("a.yaml", head + "*d, ".repeat(58) + "*d]\n").events)
        .containsExactly(
            "unreadable 0@1 6:"
                + (11 + 4 * 58)
                + " alias *d: aliases would repeat 177 nodes, more than the document's own 75 + 100");
  }

  private static String repeats(int aliases) {
    return CM + "a\ndata: &d {k: v}\nlist: [" + "*d, ".repeat(aliases - 1) + "*d]\n";
  }

  @Test
  void aBillionLaughsIsRefusedAtTheFirstAliasOverTheLimitWithoutExpandingIt() {
    StringBuilder text = new StringBuilder(CM).append("lol\ndata:\n  a0: &a0 lol\n");
    for (int level = 1; level <= 9; level++) {
      text.append("  a").append(level).append(": &a").append(level).append(" [");
      for (int i = 0; i < 10; i++) {
        text.append(i == 0 ? "" : ", ").append("*a").append(level - 1);
      }
      text.append("]\n");
    }
    text.append("---\n").append(CM).append("next\n");
    // levels 1 and 2 repeat 10 + 10 * 11 = 120 nodes; written up to level 3's first alias: the
    // root, apiVersion, kind, metadata, name, data (2 nodes each but the root), a0 and its scalar,
    // a1 and its sequence, its 10 aliases, the same for a2 (12 + 2 + 12 + 12 = 38) and a3 with its
    // sequence: 40, the alias included; that alias repeats a2's 111 nodes: 231 > 40 + 100
    List<String> events = Recorder.read("laughs.yaml", text.toString()).events;
    assertThat(events)
        .containsExactly(
            "unreadable 0@1 9:12 alias *a2: aliases would repeat 231 nodes, more than the"
                + " document's own 40 + 100",
            "object 1@16 ConfigMap/next");
  }

  @Test
  void aliasesCountAtTheSizeOfWhatTheyRepeatAgainstTheObjectLimit() {
    String big = "x".repeat(2_000_000);
    String text =
        CM
            + "a\ndata:\n  a: &a "
            + big
            + "\n  b: *a\n  c: *a\n  d: *a\n  e: *a\n---\n"
            + CM
            + "a\ndata:\n  a: &a "
            + big
            + "\n  b: *a\n  c: *a\n  d: *a\n";
    List<String> events = Recorder.read("big.yaml", text).events;
    assertThat(events)
        .containsExactly(
            "unreadable 0@1 10:6 alias *a: the document would be larger than 8388608 characters"
                + " with its aliases expanded",
            "object 1@11 ConfigMap/a");
  }

  @Test
  void nestingThroughAliasesCountsAsWrittenNesting() {
    String deep = "[".repeat(600) + "]".repeat(600);
    String text =
        CM
            + "a\nsmall: &s "
            + deep
            + "\nlist: "
            + "[".repeat(399)
            + "*s"
            + "]".repeat(399)
            + "\ndeep: "
            + "[".repeat(400)
            + "*s"
            + "]".repeat(400)
            + "\n";
    // the root is level 1; list's 399 brackets are levels 2..400 and the repeated 600 levels
    // reach 1 000, the limit; deep's reach 1 001, refused where the alias is
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly("unreadable 0@1 7:407 nesting deeper than 1000 levels");
  }

  @Test
  void aMergeKeyIsRefusedRatherThanReadAsAPlainKey() {
    String text =
        CM
            + "a\n  labels: &l {app: web}\n---\n"
            + CM
            + "b\n  labels:\n    <<: {app: web}\n---\n"
            + CM
            + "c\n  labels: {\"<<\": quoted}\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "object 0@1 ConfigMap/a",
            "unreadable 1@6 12:5 merge key <<: merge keys are not read (go-yaml merges them into"
                + " the mapping)",
            "object 2@13 ConfigMap/c");
  }

  @Test
  void goYamlsAliasRatioFallsFromNinetyNineToTenPercentOverItsRange() {
    // go-yaml v3 decode.go: 0.99 up to 400 000 decoded nodes, 0.10 from 4 000 000, linear between
    assertThat(YamlTokens.allowedAliasRatio(400_000)).isEqualTo(0.99);
    assertThat(YamlTokens.allowedAliasRatio(4_000_000)).isEqualTo(0.10);
    assertThat(YamlTokens.allowedAliasRatio(2_200_000)).isCloseTo(0.545, within());
    assertThat(YamlTokens.allowedAliasRatio(400_001)).isLessThan(0.99);
    assertThat(YamlTokens.allowedAliasRatio(3_999_999)).isGreaterThan(0.10);
    assertThat(YamlTokens.allowedAliasRatio(10)).isEqualTo(0.99);
    assertThat(YamlTokens.allowedAliasRatio(9_000_000)).isEqualTo(0.10);
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-12);
  }
}
