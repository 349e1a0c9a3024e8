package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.strings;

import io.planerules.testkit.Properties;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The char loop behind child paths agrees with the regex it replaced ({@code perf} change). */
class SimpleKeyTest {

  private static final DocumentKind CATALOG = TestKind.KIND;

  private static final Pattern ORACLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  @Test
  void table() {
    for (String key : new String[] {"a", "Z", "_", "provider", "access_Modes9", "_9", "aZ_09"}) {
      assertThat(DocumentKind.isSimpleKey(key)).as(key).isTrue();
    }
    for (String key :
        new String[] {"", "9", "0a", "a-b", "a.b", "a b", "@", "[", "`", "{", "a/", "a:", "é"}) {
      assertThat(DocumentKind.isSimpleKey(key)).as(key).isFalse();
    }
  }

  @Test
  void pathsUseTheRule() {
    assertThat(CATALOG.childPath("", "drivers")).isEqualTo("drivers");
    assertThat(CATALOG.childPath("drivers", "csi.weka.io")).isEqualTo("drivers[\"csi.weka.io\"]");
    assertThat(CATALOG.childPath("drivers[\"x\"]", "accessModes"))
        .isEqualTo("drivers[\"x\"].accessModes");
    assertThat(CATALOG.childPath("drivers[\"x\"]", "a-b")).isEqualTo("drivers[\"x\"][\"a-b\"]");
  }

  @Test
  void agreesWithTheRegex() {
    Properties.qt()
        .forAll(strings().betweenCodePoints(0x20, 0x7f).ofLengthBetween(0, 8))
        .checkAssert(
            key ->
                assertThat(DocumentKind.isSimpleKey(key)).isEqualTo(ORACLE.matcher(key).matches()));
  }
}
