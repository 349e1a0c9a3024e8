package io.planerules.rules.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The code examples of this package's javadoc, compiled and run; each region is quoted there. */
class InternalExamplesTest {

  @Test
  void goQuote() {
    // tag::go-quote[]
    String plain = GoQuote.quote("csi.weka.io"); // "csi.weka.io" in quotes
    String tab = GoQuote.quote("a\tb"); // "a\tb", the tab escaped
    String nbsp = GoQuote.quote("\u00a0"); // "\u00a0", not printable to Go
    // end::go-quote[]
    assertThat(plain).isEqualTo("\"csi.weka.io\"");
    assertThat(tab).isEqualTo("\"a\\tb\"");
    assertThat(nbsp).isEqualTo("\"\\u00a0\"");
  }

  @Test
  void goQuoteBounded() {
    // tag::go-quote-bounded[]
    String cut = GoQuote.quote("abc", 2); // "ab"... : two characters, then an ellipsis
    String whole = GoQuote.quote("ab", 2); // "ab"
    // end::go-quote-bounded[]
    assertThat(cut).isEqualTo("\"ab\"...");
    assertThat(whole).isEqualTo("\"ab\"");
  }

  @Test
  void sha256() {
    byte[] bytes = "plane-a".getBytes(StandardCharsets.UTF_8);
    // tag::sha256[]
    String digest = Sha256.prefixedHex("sha256:", bytes, bytes.length); // "sha256:" + 64 hex digits
    String hex = Sha256.hex(new byte[] {0x0f, (byte) 0xa0}); // "0fa0"
    // end::sha256[]
    assertThat(digest).startsWith("sha256:").hasSize(7 + 64);
    assertThat(hex).isEqualTo("0fa0");
  }

  @Test
  void utf8() {
    // tag::utf8[]
    int ascii = Utf8.length("plane-a"); // 7
    int accented = Utf8.length("é"); // 2
    // end::utf8[]
    assertThat(ascii).isEqualTo(7);
    assertThat(accented).isEqualTo(2);
  }
}
