package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.testing.EqualsTester;
import io.planerules.testkit.Properties;
import io.planerules.testkit.ownership.OwnershipGenerators;
import java.util.HashMap;
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
    assertThat(new ObservedObject(REF, ba, Map.of(), "7").resourceVersion()).isEqualTo("7");
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

  @Test
  void theMapsAreCopiedWhenBuiltAndReadSortedWhateverHappensToTheCallersMaps() {
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put("z", "26");
    labels.put(OwnershipLabel.KEY, "plane-b");
    labels.put("a", "1");
    Map<String, String> annotations = new LinkedHashMap<>();
    annotations.put("y", "2");
    annotations.put("b", "1");
    ObservedObject o = new ObservedObject(REF, labels, annotations, null);
    labels.put(OwnershipLabel.KEY, "plane-a");
    labels.remove("z");
    annotations.clear();
    assertThat(o.labels())
        .containsExactly(
            Map.entry("a", "1"), Map.entry(OwnershipLabel.KEY, "plane-b"), Map.entry("z", "26"));
    assertThat(o.annotations()).containsExactly(Map.entry("b", "1"), Map.entry("y", "2"));
    assertThat(o.ownershipLabel()).contains("plane-b");
    assertThatThrownBy(() -> o.labels().put("c", "3"))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void theOwnershipLabelIsFoundUnderAKeyThatIsEqualButNotTheSameString() {
    // a map built from text the JVM did not intern: the key is another String object
    String key = new String(OwnershipLabel.KEY.toCharArray());
    assertThat(key).isNotSameAs(OwnershipLabel.KEY);
    assertThat(ObservedObject.of(REF, Map.of("a", "1", key, "plane-a")).ownershipLabel())
        .contains("plane-a");
    assertThat(ObservedObject.of(REF, Map.of("a", "1", key, "")).ownershipLabel()).isEmpty();
    assertThat(ObservedObject.of(REF, Map.of("a", "1")).ownershipLabel()).isEmpty();
  }

  @Test
  void aNullKeyOrValueIsRefusedWhenTheObservationIsBuilt() {
    Map<String, String> nullValue = new HashMap<>();
    nullValue.put("a", null);
    Map<String, String> nullKey = new HashMap<>();
    nullKey.put(null, "x");
    assertThatThrownBy(() -> ObservedObject.of(REF, nullValue))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> new ObservedObject(REF, Map.of(), nullKey, null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void aMapWhoseSizeDiffersFromItsEntriesIsCopiedEntryByEntry() {
    // a map read while another thread changes it (a concurrent map) can report a size that its
    // entries then do not have: the copy holds the entries it read, in either direction
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put("c", "3");
    entries.put(OwnershipLabel.KEY, "plane-a");
    entries.put("a", "1");
    for (int reported : new int[] {1, 2, 4, 9}) {
      Map<String, String> map =
          new java.util.AbstractMap<>() {
            @Override
            public int size() {
              return reported;
            }

            @Override
            public java.util.Set<Map.Entry<String, String>> entrySet() {
              return entries.entrySet();
            }
          };
      ObservedObject o = ObservedObject.of(REF, map);
      assertThat(o.labels())
          .as("size reported %d", reported)
          .containsExactly(
              Map.entry("a", "1"), Map.entry("c", "3"), Map.entry(OwnershipLabel.KEY, "plane-a"));
      assertThat(o.ownershipLabel()).contains("plane-a");
    }
  }
}
