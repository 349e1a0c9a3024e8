package io.planerules.ownership;

import io.planerules.testkit.threads.FirstUseRaces;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Threads racing to read a fresh observation's label and annotation maps, sorted on first read
 * ({@code ObservedObject.SortedCopy}), their interleavings explored by Lincheck's model checker
 * (docs/adr/0093-thread-checks-with-lincheck.md): each reader gets a complete copy, sorted by key,
 * equal to the one written out by hand, and equality and hash code agree with an observation built
 * from sorted maps.
 *
 * <p>Lincheck instantiates the state classes reflectively: they and their constructors are public.
 */
public class ObservedObjectThreadsTest {

  private static final ObjectRef REF = new ObjectRef("Secret", "plane-a-nvcf", "pull");

  /** The maps in an order that is not the keys' order. */
  static ObservedObject unsorted() {
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put("zone", "b");
    labels.put(OwnershipLabel.KEY, "plane-a");
    labels.put("app", "mirror");
    Map<String, String> annotations = new LinkedHashMap<>();
    annotations.put("source", "plane-a-nvcf/pull");
    annotations.put("revision", "7");
    return new ObservedObject(REF, labels, annotations, "42");
  }

  /** What a thread may read of one fresh observation. */
  public static class Readers {

    private final ObservedObject observed = unsorted();

    public Readers() {}

    @Operation
    public String labels() {
      return observed.labels().toString();
    }

    @Operation
    public String annotations() {
      return observed.annotations().toString();
    }

    @Operation
    public String text() {
      return observed.toString();
    }

    /** Equal to, and hashed as, the observation of the same maps given sorted. */
    @Operation
    public boolean sameAsSorted() {
      ObservedObject sorted =
          new ObservedObject(
              REF,
              new TreeMap<>(observed.labels()),
              new TreeMap<>(observed.annotations()),
              observed.resourceVersion());
      return observed.equals(sorted) && observed.hashCode() == sorted.hashCode();
    }
  }

  /** The sequential specification: the sorted maps written out by hand. */
  public static class SortedByHand {

    public SortedByHand() {}

    @Operation
    public String labels() {
      return "{app=mirror, nvcf.nvidia.com/control-plane-id=plane-a, zone=b}";
    }

    @Operation
    public String annotations() {
      return "{revision=7, source=plane-a-nvcf/pull}";
    }

    @Operation
    public String text() {
      return "ObservedObject[ref=Secret plane-a-nvcf/pull, labels="
          + labels()
          + ", annotations="
          + annotations()
          + ", resourceVersion=42]";
    }

    @Operation
    public boolean sameAsSorted() {
      return true;
    }
  }

  @Tag("threads")
  @Test
  void concurrentReadersGetEqualCompleteSortedCopies() {
    FirstUseRaces.against(SortedByHand.class).check(Readers.class);
  }
}
