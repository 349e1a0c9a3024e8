package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The word-at-a-time scans against the byte-by-byte loops they replace (written here), for every
 * byte value at every place in a word and for every length and offset around a word's size.
 */
class BytesTest {

  private static boolean plainByte(int b) {
    return b >= 0x20 && b <= 0x7E && b != '[' && b != ']' && b != '{' && b != '}';
  }

  @Test
  void aWordIsPlainExactlyWhenEachOfItsBytesIsPrintableAsciiAndNoBracket() {
    for (int fill : new int[] {'a', ' ', '~', 'Z'}) {
      for (int place = 0; place < Long.BYTES; place++) {
        for (int b = 0; b < 256; b++) {
          byte[] bytes = new byte[Long.BYTES];
          Arrays.fill(bytes, (byte) fill);
          bytes[place] = (byte) b;
          assertThat(Bytes.isPlain(Bytes.word(bytes, 0)))
              .as("byte 0x%02X at %d among %c", b, place, fill)
              .isEqualTo(plainByte(b));
        }
      }
    }
    // two odd bytes in one word, each of the kinds the check tells apart
    int[] odd = {0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x5B, 0x5D, 0x7B, 0x7D, 0x7F, 0x80, 0xC3, 0xFF};
    for (int x : odd) {
      for (int y : odd) {
        byte[] bytes = "abcdefgh".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        bytes[2] = (byte) x;
        bytes[6] = (byte) y;
        assertThat(Bytes.isPlain(Bytes.word(bytes, 0))).isFalse();
      }
    }
  }

  @Test
  void aWordIsReadLowestByteFirstFromAnyOffset() {
    byte[] bytes = {9, 1, 2, 3, 4, 5, 6, 7, 8};
    assertThat(Bytes.word(bytes, 1)).isEqualTo(0x0807060504030201L);
    assertThat(Bytes.word(bytes, 0)).isEqualTo(0x0706050403020109L);
  }

  @Test
  void zerosMarksTheFirstZeroByteLowest() {
    assertThat(Bytes.zeros(0x0101010101010101L)).isZero();
    assertThat(Bytes.zeros(-1L)).isZero();
    for (int place = 0; place < Long.BYTES; place++) {
      long word = 0x4141414141414141L & ~(0xFFL << (8 * place));
      assertThat(Long.numberOfTrailingZeros(Bytes.zeros(word)) >>> 3).isEqualTo(place);
    }
    // a 0x01 byte above a zero byte may be marked too; the lowest mark is still the zero byte
    assertThat(Long.numberOfTrailingZeros(Bytes.zeros(0x4141414141410100L)) >>> 3).isZero();
  }

  private static int naiveIndexOf(byte[] bytes, int from, int to, byte b) {
    for (int i = from; i < to; i++) {
      if (bytes[i] == b) {
        return i;
      }
    }
    return -1;
  }

  @Test
  void indexOfFindsTheFirstMatchInRangeLikeALoop() {
    byte[] target = {'\n', 0, (byte) 0x80, (byte) 0xFF, 0x0B, 0x09};
    for (byte b : target) {
      for (int length = 0; length <= 2 * Long.BYTES + 1; length++) {
        for (int from = 0; from <= length; from++) {
          for (int to = from; to <= length; to++) {
            for (int at = -1; at < length; at++) {
              byte[] bytes = new byte[length];
              // neighbours that differ from b by one bit or one unit
              for (int i = 0; i < length; i++) {
                bytes[i] = (byte) (i % 3 == 0 ? b ^ 1 : i % 3 == 1 ? b + 1 : b - 1);
              }
              if (at >= 0) {
                bytes[at] = b;
                if (at + 2 < length) {
                  bytes[at + 2] = b;
                }
              }
              assertThat(Bytes.indexOf(bytes, from, to, b))
                  .as("%d in [%d, %d) of %d, at %d", b, from, to, length, at)
                  .isEqualTo(naiveIndexOf(bytes, from, to, b));
            }
          }
        }
      }
    }
    assertThat(Bytes.indexOf(new byte[4], 3, 1, (byte) 0)).isEqualTo(-1);
  }
}
