package io.planerules.storage.catalog.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.planerules.storage.internal.io.PathStack;
import io.planerules.testkit.Properties;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lazily spelled walk path agrees with the eager spelling it replaced ({@code perf} change):
 * {@code childPath(parent, key)} per key and {@code parent + "[" + i + "]"} per list item, built
 * when the segment is entered.
 */
class PathStackTest {

  private static final List<String> KEYS =
      List.of(
          "drivers",
          "",
          "apiVersion",
          "csi.weka.io",
          "accessModes",
          "a-b",
          "_x9",
          "9a",
          "with \"quote\"",
          "tab\there",
          "é",
          "x".repeat(300));

  @Test
  void table() {
    PathStack p = new PathStack(CatalogProfile.INSTANCE);
    assertThat(p.path()).isEmpty();
    p.pushKey("drivers");
    p.pushKey("csi.weka.io");
    p.pushKey("accessModes");
    p.pushIndex(1);
    assertThat(p.path()).isEqualTo("drivers[\"csi.weka.io\"].accessModes[1]");
    assertThat(p.path(2)).isEqualTo("drivers[\"csi.weka.io\"]");
    assertThat(p.size()).isEqualTo(4);
    p.pop();
    p.pop();
    p.pushKey("a-b");
    assertThat(p.path()).isEqualTo("drivers[\"csi.weka.io\"][\"a-b\"]");
    p.pop();
    p.pop();
    p.pop();
    p.pushIndex(0);
    p.pushKey("");
    p.pushKey("x");
    assertThat(p.path()).isEqualTo("[0][\"\"].x");
  }

  /** Random walks of pushes and pops, deeper than the initial capacity. */
  @Test
  void agreesWithEagerSpelling() {
    Properties.qt()
        .forAll(lists().of(integers().between(0, 3 * KEYS.size())).ofSizeBetween(0, 60))
        .checkAssert(
            ops -> {
              PathStack lazy = new PathStack(CatalogProfile.INSTANCE);
              List<String> eager = new ArrayList<>(List.of(""));
              for (int op : ops) {
                String top = eager.get(eager.size() - 1);
                if (op < KEYS.size()) {
                  lazy.pushKey(KEYS.get(op));
                  eager.add(CatalogProfile.INSTANCE.childPath(top, KEYS.get(op)));
                } else if (op < 2 * KEYS.size() && lazy.size() > 0) {
                  lazy.pop();
                  eager.remove(eager.size() - 1);
                } else {
                  lazy.pushIndex(op);
                  eager.add(top + "[" + op + "]");
                }
                assertThat(lazy.size()).isEqualTo(eager.size() - 1);
                assertThat(lazy.path()).isEqualTo(eager.get(eager.size() - 1));
                int levels = op % eager.size();
                assertThat(lazy.path(levels)).isEqualTo(eager.get(levels));
              }
            });
  }
}
