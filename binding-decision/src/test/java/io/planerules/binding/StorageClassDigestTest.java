package io.planerules.binding;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import io.planerules.testkit.binding.StorageClassInput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** binding-decision.md §4 / §14.4: what the StorageClass digest depends on, and what it ignores. */
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
}
