package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Output and exit codes of the human commands: success 0, refusal 1, usage error 2. */
class HumanCommandsTest {

  @Test
  void idCheckValidNamedAndLegacy() {
    CliRun named = CliRun.args("id", "check", "plane-a");
    assertThat(named.code()).isZero();
    assertThat(named.out()).isEqualTo("control-plane id \"plane-a\" is valid (named mode)\n");
    assertThat(named.err()).isEmpty();
    CliRun legacy = CliRun.args("id", "check", "");
    assertThat(legacy.code()).isZero();
    assertThat(legacy.out()).isEqualTo("control-plane id \"\" is valid (legacy mode)\n");
  }

  @Test
  void idCheckInvalidExitsOneWithTheReason() {
    CliRun run = CliRun.args("id", "check", "Plane-A");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .startsWith("control-plane id \"Plane-A\" is invalid:\n")
        .contains("id.uppercase")
        .contains("control plane ID must be a DNS-1123 label");
    CliRun json = CliRun.args("id", "check", "default", "--output", "json");
    assertThat(json.code()).isEqualTo(1);
    assertThat(json.json().at("/problems/0/code").textValue()).isEqualTo("id.reserved");
    assertThat(json.json().get("valid").booleanValue()).isFalse();
  }

  @Test
  void idCheckUsageErrors() {
    CliRun missing = CliRun.args("id", "check");
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("ID").hasLineCount(1);
    CliRun extra = CliRun.args("id", "check", "a", "b");
    assertThat(extra.code()).isEqualTo(2);
    CliRun group = CliRun.args("id");
    assertThat(group.code()).isEqualTo(2);
    assertThat(group.err())
        .isEqualTo("planerules: missing subcommand (see 'planerules id --help')\n");
  }
}
