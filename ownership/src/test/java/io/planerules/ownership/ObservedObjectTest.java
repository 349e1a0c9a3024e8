package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.testing.EqualsTester;
import io.planerules.testkit.Properties;
import io.planerules.testkit.ownership.OwnershipGenerators;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.Generate;

/** An observation is a value; what decisions read first is worked out when it is built. */
class ObservedObjectTest {

  private static final ObjectRef REF = new ObjectRef("Secret", "plane-a-nvcf", "pull");

  @Test
  void equalWhenReferenceMapsAndVersionAreEqual() {
    Map<String, String> ab = new LinkedHashMap<>();
    ab.put("a", "1");
    ab.put("b", "2");
    Map<String, String> ba = new LinkedHashMap<>();
    ba.put("b", "2");
    ba.put("a", "1");
    new EqualsTester()
        .addEqualityGroup(
            new ObservedObject(REF, ab, Map.of(), "7"), new ObservedObject(REF, ba, Map.of(), "7"))
        .addEqualityGroup(new ObservedObject(REF, ab, Map.of(), null))
        .addEqualityGroup(new ObservedObject(REF, ab, Map.of("n", "x"), "7"))
        .addEqualityGroup(new ObservedObject(REF, Map.of("a", "1"), Map.of(), "7"))
        .addEqualityGroup(new ObservedObject(ObjectRef.namespace("x"), ab, Map.of(), "7"))
        .testEquals();
    // the hash spreads observations that differ (fixed values, so fixed hashes)
    assertThat(new ObservedObject(REF, ab, Map.of(), "7").hashCode())
        .isNotEqualTo(new ObservedObject(REF, ab, Map.of(), "8").hashCode());
    assertThat(new ObservedObject(REF, ba, Map.of("n", "x"), "7"))
        .hasToString(
            "ObservedObject[ref=Secret plane-a-nvcf/pull, labels={a=1, b=2}, annotations={n=x},"
                + " resourceVersion=7]");
    assertThat(new ObservedObject(REF, ba, Map.of(), "7").labels().keySet())
        .containsExactly("a", "b");
    assertThat(new ObservedObject(REF, ba, Map.of(), "7").resourceVersionOpt()).contains("7");
  }

  @Test
  void theOwnershipLabelAndReferenceCheckAreTheOnesDecisionsWouldCompute() {
    List<ObjectRef> refs =
        List.of(
            REF,
            new ObjectRef("Secret", null, "pull"),
            new ObjectRef("", "ns", "x"),
            new ObjectRef("Namespace", "ns", "x"),
            ObjectRef.namespace("plane-a-nvcf"),
            new ObjectRef("Widget", null, ""));
    Properties.qt()
        .forAll(
            OwnershipGenerators.ownerValues("plane-a", "plane-b")
                .flatMap(OwnershipGenerators::labelMaps),
            Generate.pick(refs))
        .checkAssert(
            (labels, ref) -> {
              ObservedObject o = ObservedObject.of(ref, labels);
              assertThat(o.ownershipLabelOrNull())
                  .isEqualTo(OwnershipLabel.valueOf(labels).orElse(null));
              assertThat(o.ownershipLabel()).isEqualTo(OwnershipLabel.valueOf(labels));
              assertThat(o.hasWellFormedRef()).isEqualTo(ref.validate("object").isValid());
              assertThat(o.kind()).isSameAs(ref.kind());
            });
  }
}
