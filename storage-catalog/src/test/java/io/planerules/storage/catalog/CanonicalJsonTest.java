package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.digest.ProfileInput;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.internal.json.CanonicalJson;
import io.planerules.storage.internal.text.GoText;
import io.planerules.testkit.Properties;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * The byte writer behind the digests is a fast path of "{@link GoText#appendJsonString} into a
 * {@link StringBuilder}, then UTF-8": these properties compare the two on generated text, and the
 * profile digest's typed fast path with that straightforward construction of the canonical form
 * (docs/reference/storage-catalog.md#profile-digest).
 */
class CanonicalJsonTest {

  /** Pieces that exercise every branch of Go's string encoding, mixed with plain ASCII. */
  private static final List<String> PIECES =
      List.of(
          "a",
          "Z",
          "0",
          " ",
          "-",
          ".",
          "/",
          "=",
          "~",
          "\u007f",
          "\"",
          "\\",
          "<",
          ">",
          "&",
          "\b",
          "\f",
          "\n",
          "\r",
          "\t",
          "\u0000",
          "\u0001",
          "\u001f",
          "\u0080",
          "é",
          "\u07ff",
          "\u0800",
          "中",
          "\u2027",
          "\u2028",
          "\u2029",
          "\u202a",
          "\ud7ff",
          "\ue000",
          "\uffff",
          "\ud83d\ude42",
          "\ud800",
          "\udc00",
          "\udbff",
          "nvmesh-csi.excelero.com",
          "ReadOnlyMany",
          "ro");

  /**
   * Strings of 0–12 pieces, unpaired surrogates and surrogate pairs split across pieces included.
   */
  private static Gen<String> texts() {
    Gen<String> piece = Generate.pick(PIECES);
    Gen<Integer> count = SourceDSL.integers().between(0, 12);
    return random -> {
      StringBuilder s = new StringBuilder();
      int n = count.generate(random);
      for (int i = 0; i < n; i++) {
        s.append(piece.generate(random));
      }
      return s.toString();
    };
  }

  private static byte[] reference(String s) {
    return GoText.jsonString(s).getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void stringEqualsJsonStringInUtf8OnMixedText() {
    Properties.qt()
        .forAll(texts(), SourceDSL.integers().between(1, 40))
        .checkAssert(
            (s, capacity) -> {
              CanonicalJson out = new CanonicalJson(capacity).string(s);
              assertThat(out.toByteArray()).isEqualTo(reference(s));
              assertThat(out.toString()).isEqualTo(GoText.jsonString(s));
            });
  }

  @Test
  void stringEqualsJsonStringInUtf8OnAnyCodeUnits() {
    Properties.qt()
        .forAll(SourceDSL.strings().allPossible().ofLengthBetween(0, 30))
        .checkAssert(
            s -> assertThat(new CanonicalJson(1).string(s).toByteArray()).isEqualTo(reference(s)));
  }

  @Test
  void escapesAsGoDoes() {
    // expected bytes written by hand from docs/reference/storage-catalog.md#profile-digest
    assertThat(new CanonicalJson(4).string("a\"\\\b\f\n\r\t\u0001\u001f<>&\u2028\u2029").toString())
        .isEqualTo("\"a\\\"\\\\\\b\\f\\n\\r\\t\\u0001\\u001f\\u003c\\u003e\\u0026\\u2028\\u2029\"");
    assertThat(new CanonicalJson(4).string("\ud800x\udc00").toString())
        .isEqualTo("\"\\ufffdx\\ufffd\"");
    assertThat(new CanonicalJson(4).string("é中\ud83d\ude42\u007f").toByteArray())
        .containsExactly(
            '"',
            0xC3 - 256,
            0xA9 - 256,
            0xE4 - 256,
            0xB8 - 256,
            0xAD - 256,
            0xF0 - 256,
            0x9F - 256,
            0x99 - 256,
            0x82 - 256,
            0x7F,
            '"');
  }

  @Test
  void listsLiteralsAndGrowth() {
    CanonicalJson out = new CanonicalJson(1);
    out.ascii("{\"a\":").strings(List.of()).ascii(",\"b\":").strings(List.of("x", "<"));
    out.ascii(",\"c\":").bool(true).ascii(",\"d\":").bool(false);
    out.bytes(new byte[] {'}'});
    assertThat(out.toString())
        .isEqualTo("{\"a\":[],\"b\":[\"x\",\"\\u003c\"],\"c\":true,\"d\":false}");
    assertThatThrownBy(() -> new CanonicalJson(8).ascii("é"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not ASCII: U+E9 at 0");
    List<String> nulls = new ArrayList<>();
    nulls.add(null);
    assertThatThrownBy(() -> new CanonicalJson(8).strings(nulls))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("list element");
  }

  @Test
  void sha256HexOfTheBytesWritten() {
    // printf '' | sha256sum; printf '"a"' | sha256sum (GNU coreutils)
    assertThat(new CanonicalJson(8).sha256Hex("sha256:"))
        .isEqualTo("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    assertThat(new CanonicalJson(8).string("a").sha256Hex("v1:"))
        .isEqualTo("v1:ac8d8342bbb2362d13f0a559a3621bb407011368895164b628a54f7fc33fc43c");
  }

  /**
   * docs/reference/storage-catalog.md#profile-digest built the plain way: StringBuilder,
   * jsonString, sort, UTF-8.
   */
  private static String straightforward(
      DriverEntry entry, Workflow workflow, Transition transition, ProfileDigest.Scheme scheme) {
    List<String> modes = new ArrayList<>(entry.accessModeNames());
    modes.sort(GoText::compareUtf8);
    StringBuilder out = new StringBuilder("{\"provisioner\":");
    out.append(GoText.jsonString(entry.provisioner()));
    out.append(",\"provider\":").append(GoText.jsonString(entry.provider()));
    out.append(",\"workflow\":").append(GoText.jsonString(workflow.wireName()));
    out.append(",\"transition\":").append(GoText.jsonString(transition.wireName()));
    out.append(",\"accessModes\":");
    if (modes.isEmpty()) {
      out.append("null");
    } else {
      out.append('[');
      for (int i = 0; i < modes.size(); i++) {
        out.append(i > 0 ? "," : "").append(GoText.jsonString(modes.get(i)));
      }
      out.append(']');
    }
    if (!entry.readerMountOptions().isEmpty()) {
      out.append(",\"readerMountOptions\":[");
      for (int i = 0; i < entry.readerMountOptions().size(); i++) {
        out.append(i > 0 ? "," : "").append(GoText.jsonString(entry.readerMountOptions().get(i)));
      }
      out.append(']');
    }
    if (scheme == ProfileDigest.Scheme.ENCRYPTION) {
      out.append(",\"encryptionSupported\":").append(entry.encryptionSupported());
    }
    return out.append('}').toString();
  }

  @Test
  void profileDigestFastPathEqualsStraightforwardForm() {
    Gen<List<AccessMode>> modes =
        SourceDSL.lists()
            .of(SourceDSL.arbitrary().enumValues(AccessMode.class))
            .ofSizeBetween(0, 5);
    Gen<List<String>> options = SourceDSL.lists().of(texts()).ofSizeBetween(0, 4);
    Gen<DriverEntry> entries =
        texts()
            .zip(texts(), modes, options, (p, v, m, o) -> new DriverEntry(p, v, m, o, false))
            .zip(
                SourceDSL.booleans().all(),
                (e, enc) ->
                    new DriverEntry(
                        e.provisioner(),
                        e.provider(),
                        e.accessModes(),
                        e.readerMountOptions(),
                        enc));
    Properties.qt()
        .forAll(
            entries,
            SourceDSL.arbitrary().enumValues(Workflow.class),
            SourceDSL.arbitrary().enumValues(Transition.class),
            SourceDSL.arbitrary().enumValues(ProfileDigest.Scheme.class))
        .checkAssert(
            (entry, workflow, transition, scheme) -> {
              String expected = straightforward(entry, workflow, transition, scheme);
              assertThat(ProfileDigest.canonical(entry, workflow, transition, scheme))
                  .isEqualTo(expected);
              assertThat(rawApi(entry, workflow, transition, scheme, false)).isEqualTo(expected);
              String digest = ProfileDigest.of(expected);
              assertThat(ProfileDigest.digest(entry, workflow, transition, scheme))
                  .isEqualTo(digest);
              assertThat(rawApi(entry, workflow, transition, scheme, true)).isEqualTo(digest);
            });
  }

  /** The shape of the raw-string overloads {@code canonical} and {@code digest}. */
  /** The raw-value API over the entry's wire names: the digest or the canonical text. */
  private static String rawApi(
      DriverEntry entry,
      Workflow workflow,
      Transition transition,
      ProfileDigest.Scheme scheme,
      boolean digest) {
    ProfileInput input =
        ProfileInput.builder()
            .provisioner(entry.provisioner())
            .provider(entry.provider())
            .workflow(workflow.wireName())
            .transition(transition.wireName())
            .addAllAccessModes(entry.accessModeNames())
            .addAllReaderMountOptions(entry.readerMountOptions())
            .encryptionSupported(entry.encryptionSupported())
            .build();
    return digest ? ProfileDigest.digest(input, scheme) : ProfileDigest.canonical(input, scheme);
  }
}
