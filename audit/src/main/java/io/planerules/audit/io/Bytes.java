package io.planerules.audit.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Scans of byte arrays eight bytes at a time, one {@code long} word per step (the "has a zero byte"
 * test of Hacker's Delight §6.1): the reader's line ends and its check of printable ASCII cost a
 * fraction of a byte-by-byte loop on the long lines {@code kubectl get -o yaml} prints. Words are
 * read little-endian, so a word's lowest byte is the first in the array.
 */
final class Bytes {

  private static final VarHandle WORDS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;

  private Bytes() {}

  /** The eight bytes from {@code at}, the first one lowest. */
  static long word(byte[] bytes, int at) {
    return (long) WORDS.get(bytes, at);
  }

  /**
   * The high bit of each byte of {@code word} that is zero, and maybe of bytes above (more
   * significant than) such a byte: zero when no byte is zero; otherwise its lowest set bit is in
   * the first zero byte.
   */
  static long zeros(long word) {
    return (word - ONES) & ~word & HIGHS;
  }

  /** The first index of {@code b} in {@code bytes} from {@code from} to {@code to}, else -1. */
  static int indexOf(byte[] bytes, int from, int to, byte b) {
    long pattern = (b & 0xffL) * ONES;
    int i = from;
    for (; i <= to - Long.BYTES; i += Long.BYTES) {
      long found = zeros(word(bytes, i) ^ pattern);
      if (found != 0) {
        return i + (Long.numberOfTrailingZeros(found) >>> 3);
      }
    }
    for (; i < to; i++) {
      if (bytes[i] == b) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Whether each of the eight bytes is printable ASCII ({@code 0x20} to {@code 0x7E}) and none is a
   * bracket ({@code [ ] { }}).
   */
  static boolean isPlain(long word) {
    if ((word & HIGHS) != 0) {
      return false;
    }
    // every byte below 0x80: adding 0x60 sets its high bit from 0x20 on, adding 0x01 from 0x7F on,
    // and no sum carries into the next byte
    long printable = (word + 0x6060606060606060L) & ~(word + ONES) & HIGHS;
    if (printable != HIGHS) {
      return false;
    }
    // OR-ing 0x20 folds [ into { (0x7B) and ] into } (0x7D); no other byte becomes either
    long folded = word | 0x2020202020202020L;
    return zeros(folded ^ 0x7B7B7B7B7B7B7B7BL) == 0 && zeros(folded ^ 0x7D7D7D7D7D7D7D7DL) == 0;
  }
}
