package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The JSON reader's byte count: every byte read or skipped, a zero byte too, nothing at the end.
 */
class CountingInputTest {

  @Test
  void countsEveryByteReadOrSkippedAndNothingAtTheEnd() throws IOException {
    CountingInput in =
        new CountingInput(new ByteArrayInputStream(new byte[] {0, 1, 2, 3, 4, 5, 6}));
    assertThat(in.read()).isZero();
    assertThat(in.count()).isEqualTo(1);
    assertThat(in.skip(2)).isEqualTo(2);
    assertThat(in.count()).isEqualTo(3);
    byte[] buffer = new byte[8];
    assertThat(in.read(buffer, 0, 3)).isEqualTo(3);
    assertThat(buffer[0]).isEqualTo((byte) 3);
    assertThat(in.count()).isEqualTo(6);
    assertThat(in.read(buffer, 0, 8)).isEqualTo(1);
    assertThat(in.count()).isEqualTo(7);
    assertThat(in.read()).isEqualTo(-1);
    assertThat(in.read(buffer, 0, 8)).isEqualTo(-1);
    assertThat(in.skip(5)).isZero();
    assertThat(in.count()).isEqualTo(7);
  }
}
