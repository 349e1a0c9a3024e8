package io.planerules.audit.io;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.util.Arrays;

/**
 * A byte stream read line by line without decoding: a line ends after its {@code \n} (a {@code
 * \r\n} stays in the line), the last one at the end of the input. A UTF-8 byte order mark at the
 * start is dropped. A line longer than {@link Limits#MAX_OBJECT} is not held: {@link #tooLong()}
 * says so, its first bytes are kept and the rest is skipped, so memory stays bounded whatever the
 * input.
 */
final class Lines {

  /** The largest buffer: a line up to the limit, and what the stream read beyond it. */
  static final int MAX_BUFFER = Limits.MAX_OBJECT + (1 << 17);

  private final InputStream in;
  private byte[] buffer = new byte[1 << 13];
  private int limit;
  private boolean eof;

  private int start;
  private int end;
  private int number;
  private boolean tooLong;
  private boolean started;
  private boolean uncut;

  Lines(InputStream in) {
    this.in = in;
  }

  /**
   * Advances to the next line; a line longer than the limit is cut to its first bytes.
   *
   * @return false at the end of the input
   */
  boolean next() throws IOException {
    return next(true);
  }

  /**
   * Advances to the next line.
   *
   * @param cutLong whether a line longer than the limit is cut to its first bytes now; when not,
   *     the line ends where the buffer does, {@link #tooLong()} is set and {@link
   *     #fromCurrentLine()} still yields every byte ({@link #cutLongLine()} cuts it later)
   * @return false at the end of the input
   */
  boolean next(boolean cutLong) throws IOException {
    if (!started) {
      started = true;
      // a stream may hand over fewer bytes than the mark's three at a time
      while (limit < 3 && !eof) {
        fill();
      }
      if (limit >= 3
          && buffer[0] == (byte) 0xEF
          && buffer[1] == (byte) 0xBB
          && buffer[2] == (byte) 0xBF) {
        end = 3;
      }
    }
    start = end;
    tooLong = false;
    uncut = false;
    int scan = start;
    while (true) {
      int at = Bytes.indexOf(buffer, scan, limit, (byte) '\n');
      if (at >= 0) {
        end = at + 1;
        number++;
        tooLong = end - start > Limits.MAX_OBJECT;
        return true;
      }
      scan = limit;
      if (eof) {
        if (start == limit) {
          return false;
        }
        end = limit;
        number++;
        tooLong = end - start > Limits.MAX_OBJECT;
        return true;
      }
      if (scan - start > Limits.MAX_OBJECT) {
        number++;
        if (cutLong) {
          skipRestOfLine();
        } else {
          tooLong = true;
          uncut = true;
          end = limit;
        }
        return true;
      }
      scan -= compact();
      fill();
    }
  }

  /** Cuts the current line when {@link #next(boolean)} left a long line uncut. */
  void cutLongLine() throws IOException {
    if (uncut) {
      uncut = false;
      skipRestOfLine();
    }
  }

  /** Keeps the line's first bytes, drops the rest up to and including its {@code \n}. */
  private void skipRestOfLine() throws IOException {
    tooLong = true;
    int keep = start + 256;
    while (true) {
      int i = Bytes.indexOf(buffer, keep, limit, (byte) '\n');
      if (i >= 0) {
        System.arraycopy(buffer, i + 1, buffer, keep, limit - i - 1);
        limit = keep + limit - i - 1;
        end = keep;
        return;
      }
      limit = keep;
      if (eof) {
        end = keep;
        return;
      }
      fill();
    }
  }

  /** Moves the current line to the start of the buffer; returns how far it moved. */
  private int compact() {
    int shift = start;
    if (shift > 0) {
      System.arraycopy(buffer, start, buffer, 0, limit - start);
      limit -= shift;
      start = 0;
      end -= Math.min(end, shift);
    }
    return shift;
  }

  private void fill() throws IOException {
    if (limit == buffer.length) {
      // a line longer than the buffer: grow at once to what the stream says it holds, if more
      long wanted = Math.max(buffer.length * 2L, (long) limit + in.available());
      buffer = Arrays.copyOf(buffer, (int) Math.min(wanted, MAX_BUFFER));
    }
    int n = in.read(buffer, limit, buffer.length - limit);
    if (n < 0) {
      eof = true;
    } else {
      limit += n;
    }
  }

  /** The current line's number, 1-based. */
  int number() {
    return number;
  }

  /** Whether the current line was longer than the limit (only its first bytes are held). */
  boolean tooLong() {
    return tooLong;
  }

  /** The buffer holding the current line. */
  byte[] buffer() {
    return buffer;
  }

  /** Where the current line starts in {@link #buffer()}. */
  int start() {
    return start;
  }

  /** The current line's length, its line end included. */
  int length() {
    return end - start;
  }

  /**
   * Whether the current line starts with {@code ---} or {@code ...} followed by a blank or its end.
   */
  boolean isMarker(char c) {
    int n = end - start;
    if (n < 3 || buffer[start] != c || buffer[start + 1] != c || buffer[start + 2] != c) {
      return false;
    }
    if (n == 3) {
      return true;
    }
    byte after = buffer[start + 3];
    return after == ' ' || after == '\t' || after == '\r' || after == '\n';
  }

  /** Whether the current line holds only blanks, or blanks and a {@code #} comment. */
  boolean isBlankOrComment() {
    for (int i = start; i < end; i++) {
      byte b = buffer[i];
      if (b == '#') {
        return true;
      }
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
        return false;
      }
    }
    return true;
  }

  /** The current line's first byte that is not a blank, or {@code -1} when there is none. */
  int firstNonBlank() {
    for (int i = start; i < end; i++) {
      byte b = buffer[i];
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
        return b & 0xff;
      }
    }
    return -1;
  }

  /** The current line's last byte that is not a blank, or {@code -1} when there is none. */
  int lastNonBlank() {
    for (int i = end - 1; i >= start; i--) {
      byte b = buffer[i];
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
        return b & 0xff;
      }
    }
    return -1;
  }

  /** The rest of the input from the start of the current line; this reader is done after it. */
  InputStream fromCurrentLine() {
    return new SequenceInputStream(
        new ByteArrayInputStream(buffer, start, limit - start),
        eof ? InputStream.nullInputStream() : in);
  }
}
