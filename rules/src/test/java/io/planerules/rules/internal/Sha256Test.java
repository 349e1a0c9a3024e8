package io.planerules.rules.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * SHA-256 and hex against independent answers: the FIPS 180-2 test vector for {@code abc}, the
 * digest of the empty input, and {@code printf 'plane-a' | sha256sum}.
 */
class Sha256Test {

  private static final String ABC =
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
  private static final String EMPTY =
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
  private static final String PLANE_A =
      "7dd8f5f775d58cccc6ff84f82fdcc649fcf1a99ccbc76e8eaeeabd26926a782b";

  @Test
  void hexOfTextIsTheDigestOfItsUtf8Bytes() {
    assertThat(Sha256.hex("abc")).isEqualTo(ABC);
    assertThat(Sha256.hex("")).isEqualTo(EMPTY);
    assertThat(Sha256.hex("plane-a")).isEqualTo(PLANE_A);
  }

  @Test
  void prefixedHexHashesOnlyTheGivenLength() {
    byte[] bytes = "abcdef".getBytes(StandardCharsets.US_ASCII);
    assertThat(Sha256.prefixedHex("sha256:", bytes, 3)).isEqualTo("sha256:" + ABC);
    assertThat(Sha256.prefixedHex("", bytes, 0)).isEqualTo(EMPTY);
    assertThat(Sha256.prefixedHex("v1:sha256:", bytes, 3)).startsWith("v1:sha256:ba78");
  }

  @Test
  void digestIsThirtyTwoBytes() {
    byte[] digest = Sha256.digest("abc");
    assertThat(digest).hasSize(32);
    assertThat(Sha256.hex(digest)).isEqualTo(ABC);
    assertThat(Sha256.digest(new byte[] {'a', 'b', 'c', 'd'}, 3)).isEqualTo(digest);
  }

  @Test
  void hexWritesTwoLowercaseDigitsPerByte() {
    byte[] bytes = {0x00, 0x0f, (byte) 0xa0, (byte) 0xff, 0x7f};
    assertThat(Sha256.hex(bytes)).isEqualTo("000fa0ff7f");
    assertThat(Sha256.hex(bytes, 2)).isEqualTo("000f");
    assertThat(Sha256.hex(bytes, 0)).isEmpty();
    assertThat(Sha256.hex(Sha256.digest("abc"), 4)).isEqualTo("ba7816bf");
  }

  @Test
  void aLengthOutsideTheArrayIsRefused() {
    byte[] bytes = {1, 2};
    assertThatThrownBy(() -> Sha256.hex(bytes, 3)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> Sha256.hex(bytes, -1)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
