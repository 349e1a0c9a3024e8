package io.planerules.binding.decision;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Fixtures;
import io.planerules.storage.internal.text.GoText;
import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import io.planerules.testkit.binding.StorageClassInput;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/binding-decision.md#storageclass-digest: what the StorageClass digest depends on,
 * and what it ignores.
 */
class StorageClassDigestTest {

  private static StorageClassSnapshot base() {
    return new StorageClassSnapshot(
        "nvcf-sc",
        "uid",
        "csi.weka.io",
        "Retain",
        Map.of("a", "1", "b", "2"),
        "Immediate",
        List.of("noatime", "nodiratime"),
        List.of(new TopologyTerm(List.of(new TopologyRequirement("zone", List.of("z1", "z2"))))));
  }

  @Test
  void eachConfigurationFieldChangesIt() {
    StorageClassSnapshot b = base();
    String d = StorageClassDigest.of(b);
    assertThat(d).startsWith("v1:sha256:").hasSize(10 + 64);
    List<StorageClassSnapshot> changed =
        List.of(
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                "csi.weka.iO",
                b.reclaimPolicy(),
                b.parameters(),
                b.volumeBindingMode(),
                b.mountOptions(),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                Map.of("a", "1", "c", "2"),
                b.volumeBindingMode(),
                b.mountOptions(),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                Map.of("a", "1", "b", "3"),
                b.volumeBindingMode(),
                b.mountOptions(),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                "Delete",
                b.parameters(),
                b.volumeBindingMode(),
                b.mountOptions(),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                null,
                b.parameters(),
                b.volumeBindingMode(),
                b.mountOptions(),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                "WaitForFirstConsumer",
                b.mountOptions(),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                null,
                b.mountOptions(),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                b.volumeBindingMode(),
                List.of("nodiratime", "noatime"),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                b.volumeBindingMode(),
                List.of("noatime"),
                b.allowedTopologies()),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                b.volumeBindingMode(),
                b.mountOptions(),
                List.of(
                    new TopologyTerm(
                        List.of(new TopologyRequirement("region", List.of("z1", "z2")))))),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                b.volumeBindingMode(),
                b.mountOptions(),
                List.of(
                    new TopologyTerm(
                        List.of(new TopologyRequirement("zone", List.of("z2", "z1")))))),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                b.volumeBindingMode(),
                b.mountOptions(),
                List.of(new TopologyTerm(List.of(new TopologyRequirement("zone", null))))),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                b.volumeBindingMode(),
                b.mountOptions(),
                List.of(new TopologyTerm(List.of(new TopologyRequirement("zone", List.of()))))),
            new StorageClassSnapshot(
                b.name(),
                b.uid(),
                b.provisioner(),
                b.reclaimPolicy(),
                b.parameters(),
                b.volumeBindingMode(),
                b.mountOptions(),
                List.of()));
    List<String> digests = new ArrayList<>();
    digests.add(d);
    for (StorageClassSnapshot c : changed) {
      digests.add(StorageClassDigest.of(c));
    }
    assertThat(digests).doesNotHaveDuplicates();
  }

  @Test
  void nameUidAndParameterOrderAreIrrelevantProperty() {
    Properties.qt()
        .forAll(BindingGenerators.storageClasses())
        .checkAssert(
            in -> {
              StorageClassSnapshot sc = Fixtures.snapshot(in);
              Map<String, String> reversed = new LinkedHashMap<>();
              List<String> keys = new ArrayList<>(in.parameters().keySet());
              java.util.Collections.reverse(keys);
              keys.forEach(k -> reversed.put(k, in.parameters().get(k)));
              StorageClassSnapshot other =
                  Fixtures.snapshot(
                      new StorageClassInput(
                          "renamed",
                          "other-uid",
                          in.provisioner(),
                          in.reclaimPolicy(),
                          reversed,
                          in.volumeBindingMode(),
                          in.mountOptions(),
                          in.allowedTopologies()));
              assertThat(StorageClassDigest.of(other)).isEqualTo(StorageClassDigest.of(sc));
              assertThat(StorageClassDigest.canonical(sc))
                  .startsWith("{\"provisioner\":")
                  .doesNotContain("<", ">", "&", "\n");
            });
  }

  @Test
  void goStringEncodingInCanonicalText() {
    StorageClassSnapshot sc =
        new StorageClassSnapshot(
            "n",
            "u",
            "p<>&\u2028\u2029\b\f\n\r\t\u0001\u007f\u00e9\ud800\"\\",
            null,
            Map.of(),
            null,
            List.of(),
            List.of());
    assertThat(StorageClassDigest.canonical(sc))
        .startsWith(
            "{\"provisioner\":\"p\\u003c\\u003e\\u0026\\u2028\\u2029\\b\\f\\n\\r\\t\\u0001\u007f\u00e9\\ufffd\\\"\\\\\"");
  }

  @Test
  void everyC0ControlIsEscapedAsGoDoes() {
    for (char c = 0; c < 0x20; c++) {
      String want =
          switch (c) {
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> "\\u00" + (c < 0x10 ? "0" : "1") + "0123456789abcdef".charAt(c % 16);
          };
      StorageClassSnapshot sc = StorageClassSnapshot.of("n", "u", "a" + c + "b", null);
      assertThat(StorageClassDigest.canonical(sc))
          .as("U+%04X", (int) c)
          .startsWith("{\"provisioner\":\"a" + want + "b\",");
    }
  }

  /**
   * The StorageClass digest built the plain way: StringBuilder, GoText.jsonString, sorted entries,
   * then UTF-8.
   */
  private static String straightforward(StorageClassSnapshot sc) {
    StringBuilder out = new StringBuilder("{\"provisioner\":");
    out.append(GoText.jsonString(sc.provisioner())).append(",\"parameters\":[");
    List<Map.Entry<String, String>> parameters = new ArrayList<>(sc.parameters().entrySet());
    parameters.sort((a, b) -> GoText.compareUtf8(a.getKey(), b.getKey()));
    for (int i = 0; i < parameters.size(); i++) {
      out.append(i > 0 ? "," : "").append("{\"name\":");
      out.append(GoText.jsonString(parameters.get(i).getKey())).append(",\"value\":");
      out.append(GoText.jsonString(parameters.get(i).getValue())).append('}');
    }
    out.append("],\"reclaimPolicy\":");
    out.append(GoText.jsonString(Objects.requireNonNullElse(sc.reclaimPolicy(), "")));
    out.append(",\"volumeBindingMode\":");
    out.append(GoText.jsonString(Objects.requireNonNullElse(sc.volumeBindingMode(), "")));
    out.append(",\"mountOptions\":").append(jsonArray(sc.mountOptions()));
    out.append(",\"allowedTopologies\":[");
    for (int i = 0; i < sc.allowedTopologies().size(); i++) {
      List<TopologyRequirement> expressions = sc.allowedTopologies().get(i).matchLabelExpressions();
      out.append(i > 0 ? ",{" : "{");
      if (!expressions.isEmpty()) {
        out.append("\"matchLabelExpressions\":[");
        for (int j = 0; j < expressions.size(); j++) {
          TopologyRequirement r = expressions.get(j);
          out.append(j > 0 ? ",{" : "{").append("\"key\":").append(GoText.jsonString(r.key()));
          out.append(",\"values\":").append(r.values() == null ? "null" : jsonArray(r.values()));
          out.append('}');
        }
        out.append(']');
      }
      out.append('}');
    }
    return out.append("]}").toString();
  }

  private static String jsonArray(List<String> items) {
    return "[" + String.join(",", items.stream().map(GoText::jsonString).toList()) + "]";
  }

  @Test
  void bytesWrittenDirectlyEqualTheStraightforwardForm() {
    Properties.qt()
        .forAll(BindingGenerators.storageClasses(), BindingGenerators.anyText(8))
        .checkAssert(
            (in, extra) -> {
              // non-ASCII and unpaired surrogates too: in the provisioner and one parameter
              Map<String, String> parameters = new LinkedHashMap<>(in.parameters());
              parameters.put("x" + extra, extra);
              StorageClassSnapshot sc =
                  Fixtures.snapshot(
                      new StorageClassInput(
                          in.name(),
                          in.uid(),
                          in.provisioner() + extra,
                          in.reclaimPolicy(),
                          parameters,
                          in.volumeBindingMode(),
                          in.mountOptions(),
                          in.allowedTopologies()));
              String expected = straightforward(sc);
              assertThat(StorageClassDigest.canonical(sc)).isEqualTo(expected);
              assertThat(StorageClassDigest.of(sc))
                  .isEqualTo(
                      "v1:sha256:"
                          + HexFormat.of()
                              .formatHex(sha256(expected.getBytes(StandardCharsets.UTF_8))));
            });
  }

  private static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }
}
