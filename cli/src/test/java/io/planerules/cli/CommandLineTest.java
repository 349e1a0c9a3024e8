package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Exit codes and stderr of the command line itself (docs/reference/cli.md#exit-codes). */
class CommandLineTest {

  @Test
  void helpAndVersionExitZero() {
    CliRun help = CliRun.args("--help");
    assertThat(help.code()).isZero();
    assertThat(help.out()).contains("Usage: planerules").contains("batch").contains("plan");
    CliRun version = CliRun.args("--version");
    assertThat(version.code()).isZero();
    assertThat(version.out()).startsWith("planerules ");
  }

  @Test
  void missingCommandIsAUsageError() {
    CliRun run = CliRun.args();
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo("planerules: missing command (see 'planerules --help')\n");
  }

  @Test
  void unknownCommandAndOptionAreOneLineUsageErrors() {
    CliRun unknown = CliRun.args("frobnicate");
    assertThat(unknown.code()).isEqualTo(2);
    assertThat(unknown.err()).startsWith("planerules: ").contains("frobnicate").hasLineCount(1);
    CliRun option = CliRun.args("batch", "--bogus");
    assertThat(option.code()).isEqualTo(2);
    assertThat(option.err())
        .isEqualTo("planerules: Unknown option: '--bogus' (see 'planerules batch --help')\n");
  }

  @Test
  void badOutputFormatIsAUsageError() {
    CliRun run = CliRun.args("batch", "--output", "xml");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).contains("--output").contains("xml").hasLineCount(1);
  }
}
