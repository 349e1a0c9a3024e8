package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import java.util.Arrays;
import java.util.List;

/**
 * The source-vs-vendored check of two catalog payloads (e.g. the chart's copy and the embedded
 * one): whether their bytes are identical (hence their revisions), whether they mean the same, each
 * side's problems and the semantic differences. An invalid side is never semantically equal.
 * <!-- snippet: StorageExamplesTest#catalog-comparison -->
 *
 * <pre>{@code
 * CatalogComparison c = CatalogComparison.sameCatalog(listForm, DefaultCatalog.payload());
 * boolean same = c.semanticallyEqual(); // false: Weka's reader options differ
 * List<String> lines = c.differences(); // drivers["csi.weka.io"].readerMountOptions: [ro] vs []
 * }</pre>
 *
 * @param bytesEqual whether the payloads are byte-identical
 * @param semanticallyEqual whether both are valid and {@link StorageCatalog#semanticallyEquals}
 * @param problemsA every problem of the first payload
 * @param problemsB every problem of the second payload
 * @param differences one line per semantic difference (empty when either side is invalid)
 */
public record CatalogComparison(
    boolean bytesEqual,
    boolean semanticallyEqual,
    List<Problem> problemsA,
    List<Problem> problemsB,
    List<String> differences) {

  /** Creates a comparison; copies the lists. */
  public CatalogComparison {
    problemsA = ImmutableList.copyOf(problemsA);
    problemsB = ImmutableList.copyOf(problemsB);
    differences = ImmutableList.copyOf(differences);
  }

  /**
   * Compares two payloads.
   *
   * @param a one payload
   * @param b the other payload
   * @return the comparison
   */
  public static CatalogComparison sameCatalog(byte[] a, byte[] b) {
    requireNonNull(a, "a");
    requireNonNull(b, "b");
    CatalogResult left = CatalogParser.parse(a);
    CatalogResult right = CatalogParser.parse(b);
    List<String> differences = List.of();
    boolean semantic = false;
    if (left.isValid() && right.isValid()) {
      StorageCatalog x = left.orElseThrow();
      StorageCatalog y = right.orElseThrow();
      semantic = x.semanticallyEquals(y);
      differences = CatalogDiff.differences(x, y);
    }
    return new CatalogComparison(
        Arrays.equals(a, b), semantic, left.problems(), right.problems(), differences);
  }

  /** Both sides' problems, {@link #problemsA()} first. */
  public List<Problem> problems() {
    return ImmutableList.<Problem>builder().addAll(problemsA).addAll(problemsB).build();
  }
}
