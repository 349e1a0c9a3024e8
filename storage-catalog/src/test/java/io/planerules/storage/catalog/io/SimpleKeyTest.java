package io.planerules.storage.catalog.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.strings;

import io.planerules.testkit.Properties;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The char loop behind child paths agrees with the regex it replaced ({@code perf} change). */
class SimpleKeyTest {

  private static final Pattern ORACLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  @Test
  void table() {
    for (String key : new String[] {"a", "Z", "_", "provider", "access_Modes9", "_9", "aZ_09"}) {
      assertThat(CatalogProfile.isSimpleKey(key)).as(key).isTrue();
    }
    for (String key :
        new String[] {"", "9", "0a", "a-b", "a.b", "a b", "@", "[", "`", "{", "a/", "a:", "é"}) {
      assertThat(CatalogProfile.isSimpleKey(key)).as(key).isFalse();
    }
  }

  @Test
  void pathsUseTheRule() {
    assertThat(CatalogProfile.INSTANCE.childPath("", "drivers")).isEqualTo("drivers");
    assertThat(CatalogProfile.INSTANCE.childPath("drivers", "csi.weka.io"))
        .isEqualTo("drivers[\"csi.weka.io\"]");
    assertThat(CatalogProfile.INSTANCE.childPath("drivers[\"x\"]", "accessModes"))
        .isEqualTo("drivers[\"x\"].accessModes");
    assertThat(CatalogProfile.INSTANCE.childPath("drivers[\"x\"]", "a-b"))
        .isEqualTo("drivers[\"x\"][\"a-b\"]");
  }

  @Test
  void agreesWithTheRegex() {
    Properties.qt()
        .forAll(strings().betweenCodePoints(0x20, 0x7f).ofLengthBetween(0, 8))
        .checkAssert(
            key ->
                assertThat(CatalogProfile.isSimpleKey(key))
                    .isEqualTo(ORACLE.matcher(key).matches()));
  }
}
