package io.planerules.testkit.audit;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.testkit.Properties;
import io.planerules.testkit.audit.RenderGenerators.Document;
import io.planerules.testkit.audit.RenderGenerators.Violation;
import io.planerules.testkit.ownership.OwnershipGenerators;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What the render generators' javadoc promises. */
class RenderGeneratorsTest {

  @Test
  void legacyReferenceRendersPlantOnlyLegacyNamesOutsideThePlanesPrefix() {
    Properties.qt(300)
        .forAll(RenderGenerators.legacyReferenceRenders(OwnershipGenerators.planeIds()))
        .checkAssert(
            render -> {
              assertThat(render.documents()).hasSizeBetween(1, 30);
              for (Document d : render.documents()) {
                assertThat(d.field()).isPresent();
                assertThat(d.violation()).isEmpty();
                if (d.legacyReference()) {
                  assertThat(RenderGenerators.LEGACY_OBJECT_NAMES).contains(d.value());
                  assertThat(d.value()).doesNotStartWith(render.plane() + "-");
                } else {
                  assertThat(RenderGenerators.LEGACY_OBJECT_NAMES).doesNotContain(d.value());
                }
                assertThat(d.yaml()).contains(d.value()).doesNotContain("doc-N");
              }
              assertThat(render.text())
                  .startsWith("---\n# Source: ")
                  .contains("nvcf.nvidia.com/control-plane-id: \"" + render.plane() + "\"");
            });
  }

  @Test
  void isolationTreesHoldEveryViolationAmongCleanObjects() {
    Properties.qt(100)
        .forAll(RenderGenerators.isolationTrees("plane-a", "plane-b"))
        .checkAssert(
            render -> {
              Set<Violation> seen = EnumSet.noneOf(Violation.class);
              long clean = 0;
              for (Document d : render.documents()) {
                d.violation().ifPresent(seen::add);
                if (d.violation().isEmpty()) {
                  clean++;
                  assertThat(d.yaml()).doesNotContain("plane-b");
                }
              }
              assertThat(seen).containsExactlyInAnyOrder(Violation.values());
              assertThat(clean).isBetween(20L, 200L);
              assertThat(render.documents()).hasSizeBetween(30, 215);
            });
  }
}
