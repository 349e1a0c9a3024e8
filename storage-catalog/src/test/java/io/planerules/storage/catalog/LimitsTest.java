package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Every limit of {@link CatalogLimits}: at the limit accepted, one over rejected with its code. */
class LimitsTest {

  static final String HEAD =
      "apiVersion: storage.nvcf.nvidia.com/v1alpha1\nkind: StorageCapabilityCatalog\n";

  private static String entry(String name) {
    return "  " + name + ":\n    provider: p\n    accessModes: []\n    readerMountOptions: []\n";
  }

  @Test
  void constants() {
    assertThat(CatalogLimits.MAX_BYTES).isEqualTo(262_144);
    assertThat(CatalogLimits.MAX_DEPTH).isEqualTo(16);
    assertThat(CatalogLimits.MAX_KEY_LENGTH).isEqualTo(256);
    assertThat(CatalogLimits.MAX_SCALAR_LENGTH).isEqualTo(4096);
    assertThat(CatalogLimits.MAX_DRIVERS).isEqualTo(512);
    assertThat(CatalogLimits.MAX_ACCESS_MODES).isEqualTo(16);
    assertThat(CatalogLimits.MAX_READER_MOUNT_OPTIONS).isEqualTo(64);
    assertThat(CatalogLimits.MAX_MOUNT_OPTION_LENGTH).isEqualTo(256);
    assertThat(CatalogLimits.MAX_PROBLEMS).isEqualTo(100);
  }

  private static String padded(String yaml, int size) {
    StringBuilder out = new StringBuilder(yaml).append('#');
    while (out.length() < size - 1) {
      out.append('x');
    }
    return out.append('\n').toString();
  }

  @Test
  void size() {
    String at = padded(HEAD + "drivers:\n" + entry("a.b"), CatalogLimits.MAX_BYTES);
    assertThat(at.getBytes(StandardCharsets.UTF_8)).hasSize(262_144);
    assertThat(CatalogParser.parse(at).isValid()).isTrue();
    assertThat(CatalogParser.parse(at.getBytes(StandardCharsets.UTF_8)).isValid()).isTrue();
    String over = padded(HEAD + "drivers:\n" + entry("a.b"), CatalogLimits.MAX_BYTES + 1);
    assertOnly(
        CatalogParser.parse(over),
        "catalog.size",
        "parse storage capability catalog: payload is 262145 bytes, more than 262144");
    assertOnly(
        CatalogParser.parse(over.getBytes(StandardCharsets.UTF_8)),
        "catalog.size",
        "parse storage capability catalog: payload is 262145 bytes, more than 262144");
    // the String overload counts UTF-8 bytes, not chars
    String multiByte =
        padded(HEAD + "drivers:\n" + entry("a.b"), 200_000) + "#" + "é".repeat(40_000);
    assertThat(CatalogParser.parse(multiByte).errors().get(0).code()).isEqualTo("catalog.size");
    assertThat(CatalogParser.parse("#" + "\ud83d\ude42".repeat(65_536)).errors().get(0).code())
        .isEqualTo("catalog.size");
    assertThat(CatalogParser.parse("#" + "\ud83d\ude42".repeat(65_535)).errors().get(0).code())
        .isEqualTo("catalog.empty");
    assertThat(CatalogParser.parse("#" + "\u0800".repeat(87_381)).errors().get(0).code())
        .isEqualTo("catalog.empty");
    assertThat(CatalogParser.parse("#" + "\u0800".repeat(87_382)).errors().get(0).code())
        .isEqualTo("catalog.size");
  }

  private static String nested(int depth) {
    // root mapping = 1; drivers value adds (depth - 1) containers
    return HEAD + "x: " + "[".repeat(depth - 1) + "]".repeat(depth - 1) + "\n";
  }

  @Test
  void depth() {
    CatalogResult at = CatalogParser.parse(nested(16));
    assertThat(at.errors())
        .extracting(Problem::code)
        .doesNotContain("catalog.depth")
        .contains("catalog.unknown-field");
    assertOnly(
        CatalogParser.parse(nested(17)),
        "catalog.depth",
        "parse storage capability catalog: more than 16 nested mappings and lists");
    String json16 = "{\"x\":" + "[".repeat(15) + "]".repeat(15) + "}";
    assertThat(CatalogParser.parse(json16).errors())
        .extracting(Problem::code)
        .doesNotContain("catalog.depth");
    String json17 = "{\"x\":" + "[".repeat(16) + "]".repeat(16) + "}";
    assertOnly(
        CatalogParser.parse(json17),
        "catalog.depth",
        "parse storage capability catalog: more than 16 nested mappings and lists");
  }

  @Test
  void keyAndScalarLength() {
    CatalogResult key256 = CatalogParser.parse(HEAD + "k".repeat(256) + ": x\n");
    assertThat(key256.errors())
        .extracting(Problem::code)
        .containsExactly("catalog.unknown-field", "catalog.no-drivers");
    CatalogResult key257 = CatalogParser.parse(HEAD + "k".repeat(257) + ": x\n");
    assertThat(key257.errors())
        .extracting(Problem::code)
        .containsExactly("catalog.field-length", "catalog.no-drivers");
    assertThat(key257.errors().get(0).message())
        .isEqualTo("parse storage capability catalog: key is 257 characters, more than 256");
    String base = HEAD + "drivers:\n" + entry("a.b");
    CatalogResult scalar4096 =
        CatalogParser.parse(base.replace("provider: p", "provider: " + "p".repeat(4096)));
    assertThat(scalar4096.errors())
        .extracting(Problem::code)
        .containsExactly("catalog.provider-format");
    CatalogResult scalar4097 =
        CatalogParser.parse(base.replace("provider: p", "provider: " + "p".repeat(4097)));
    assertThat(scalar4097.errors())
        .extracting(Problem::code)
        .containsExactly("catalog.field-length");
    assertThat(scalar4097.errors().get(0).message())
        .isEqualTo("parse storage capability catalog: scalar is 4097 characters, more than 4096");
    // JSON like YAML: located, not fatal, counted in code points
    CatalogResult json = CatalogParser.parse("{\"apiVersion\":\"" + "a".repeat(4097) + "\"}");
    assertThat(json.errors())
        .extracting(Problem::code)
        .containsExactly("catalog.field-length", "catalog.kind", "catalog.no-drivers");
    assertThat(json.errors().get(0).message())
        .isEqualTo("parse storage capability catalog: scalar is 4097 characters, more than 4096");
    assertThat(json.errors().get(0).path()).isEqualTo("apiVersion");
    CatalogResult jsonKey = CatalogParser.parse("{\"" + "a".repeat(257) + "\":1}");
    assertThat(jsonKey.errors())
        .extracting(Problem::code)
        .containsExactly(
            "catalog.field-length", "catalog.api-version", "catalog.kind", "catalog.no-drivers");
    assertThat(jsonKey.errors().get(0).message())
        .isEqualTo("parse storage capability catalog: key is 257 characters, more than 256");
    assertThat(
            CatalogParser.parse(
                    HEAD
                        + "drivers:\n"
                        + entry("a.b").replace("p\n", "\"" + "\ud83d\ude00".repeat(2100) + "\"\n"))
                .errors())
        .extracting(Problem::code)
        .containsExactly("catalog.provider-format");
  }

  @Test
  void listLengths() {
    StringBuilder drivers = new StringBuilder(HEAD).append("drivers:\n");
    for (int i = 0; i < 512; i++) {
      drivers.append(entry("d" + i + ".example.com"));
    }
    CatalogResult at = CatalogParser.parse(drivers.toString());
    assertThat(at.isValid()).isTrue();
    assertThat(at.orElseThrow().drivers()).hasSize(512);
    drivers.append(entry("d512.example.com"));
    CatalogResult over = CatalogParser.parse(drivers.toString());
    assertThat(over.errors()).extracting(Problem::code).containsExactly("catalog.list-length");
    assertThat(over.errors().get(0).message())
        .isEqualTo("parse storage capability catalog: drivers has more than 512 items");
    assertThat(over.errors().get(0).path()).isEqualTo("drivers");
    assertThat(over.errors().get(0).position()).hasToString("4:3");

    String base = HEAD + "drivers:\n" + entry("a.b");
    String sixteen = String.join(", ", java.util.Collections.nCopies(16, "ReadWriteMany"));
    assertThat(
            CatalogParser.parse(base.replace("accessModes: []", "accessModes: [" + sixteen + "]"))
                .errors())
        .extracting(Problem::code)
        .containsOnly("catalog.access-mode-duplicate")
        .hasSize(15);
    CatalogResult modes17 =
        CatalogParser.parse(base.replace("accessModes: []", "accessModes: [" + sixteen + ", x]"));
    assertThat(modes17.errors())
        .extracting(Problem::code)
        .startsWith("catalog.list-length")
        .doesNotContain("catalog.access-mode-invalid");
    assertThat(modes17.errors().get(0).message())
        .endsWith("drivers[\"a.b\"].accessModes has more than 16 items");

    String[] sixtyFour = new String[64];
    Arrays.setAll(sixtyFour, i -> "o" + i);
    String options64 = String.join(", ", sixtyFour);
    assertThat(
            CatalogParser.parse(
                    base.replace(
                        "readerMountOptions: []", "readerMountOptions: [" + options64 + "]"))
                .problems())
        .isEmpty();
    CatalogResult options65 =
        CatalogParser.parse(
            base.replace("readerMountOptions: []", "readerMountOptions: [" + options64 + ", rw]"));
    assertThat(options65.problems())
        .extracting(Problem::code)
        .containsExactly("catalog.list-length");
  }

  @Test
  void tooManyProblems() {
    StringBuilder yaml = new StringBuilder(HEAD).append("drivers:\n");
    for (int i = 0; i < 60; i++) {
      yaml.append("  d").append(i).append(".example.com: {}\n");
    }
    CatalogResult result = CatalogParser.parse(yaml.toString());
    assertThat(result.problems()).hasSize(101);
    Problem last = result.problems().get(100);
    assertThat(last.code()).isEqualTo("catalog.too-many-problems");
    assertThat(last.message()).isEqualTo("storage capability catalog has more than 100 problems");
    assertThat(result.problems().subList(0, 100))
        .extracting(Problem::code)
        .doesNotContain("catalog.too-many-problems");
    StringBuilder hundred = new StringBuilder(HEAD).append("drivers:\n");
    for (int i = 0; i < 50; i++) {
      hundred.append("  d").append(i).append(".example.com:\n    provider: p\n");
    }
    assertThat(CatalogParser.parse(hundred.toString()).problems())
        .hasSize(100)
        .extracting(Problem::code)
        .doesNotContain("catalog.too-many-problems");
  }

  private static void assertOnly(CatalogResult result, String code, String message) {
    assertThat(result.problems()).hasSize(1);
    assertThat(result.problems().get(0).code()).isEqualTo(code);
    assertThat(result.problems().get(0).message()).isEqualTo(message);
    assertThat(result.revision()).isPresent();
  }
}
