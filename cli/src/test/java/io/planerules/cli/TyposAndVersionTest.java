package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A mistyped command or option gets the closest names; -V prints the pom's version. */
class TyposAndVersionTest {

  @Test
  void aMistypedCommandSuggestsTheClosest() {
    CliRun run = CliRun.args("pln", "--plane-id", "plane-a");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "planerules: Unmatched arguments from index 0: 'pln', '--plane-id', 'plane-a'; did you"
                + " mean 'plan'? (see 'planerules --help')\n");
    assertThat(CliRun.args("catalog", "valdate", "x.yaml").err())
        .contains("; did you mean 'validate'? (see 'planerules catalog --help')");
    assertThat(CliRun.args("help", "nmes").err())
        .isEqualTo(
            "planerules: Unknown command: 'nmes'; did you mean 'names'? (see 'planerules"
                + " --help')\n");
    assertThat(CliRun.args("help", "names", "check").err())
        .isEqualTo(
            "planerules: Unknown command: 'check'; did you mean 'check-disjoint'? (see"
                + " 'planerules names --help')\n");
  }

  @Test
  void aMistypedOptionSuggestsTheClosest() {
    CliRun run = CliRun.args("names", "--plane-id", "plane-a", "--kid", "release/");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "planerules: Unknown options: '--kid', 'release/'; did you mean '--kind'? (see"
                + " 'planerules names --help')\n");
    assertThat(CliRun.args("plan", "--plane", "plane-a").err())
        .contains("did you mean '--plane-id'?");
  }

  @Test
  void helpAfterAnUnknownCommandIsAUsageError() {
    CliRun run = CliRun.args("source", "--help");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "planerules: Unmatched argument at index 0: 'source' (see 'planerules --help')\n");
    CliRun typo = CliRun.args("nmaes", "-h");
    assertThat(typo.code()).isEqualTo(2);
    assertThat(typo.out()).isEmpty();
    assertThat(typo.err()).contains("did you mean 'names'?");
    CliRun sub = CliRun.args("catalog", "valdate", "--help");
    assertThat(sub.code()).isEqualTo(2);
    assertThat(sub.out()).isEmpty();
    assertThat(sub.err()).contains("did you mean 'validate'? (see 'planerules catalog --help')");
    CliRun before = CliRun.args("--help", "source");
    assertThat(before.code()).isEqualTo(2);
    assertThat(before.out()).isEmpty();
  }

  @Test
  void helpOfAKnownCommandStillPrintsItsPage() {
    CliRun run = CliRun.args("catalog", "validate", "--help");
    assertThat(run.code()).isZero();
    assertThat(run.out()).startsWith("Usage: planerules catalog validate");
    assertThat(CliRun.args("--help").code()).isZero();
  }

  @Test
  void farOffWordsGetNoSuggestion() {
    assertThat(CliRun.args("frobnicate").err())
        .isEqualTo(
            "planerules: Unmatched argument at index 0: 'frobnicate' (see 'planerules --help')\n");
  }

  @Test
  void theReadmeShowsTheTypoAsTheCliAnswersIt() throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
    CliRun run = CliRun.args("nmaes", "--plane-id", "plane-a");
    assertThat(readme).contains("$ ./planerules nmaes --plane-id plane-a\n" + run.err());
  }

  @Test
  void versionIsThePomVersionWithTheCommitWhenThereIsOne() throws IOException {
    // The version from the parent block of cli/pom.xml, read here without Maven.
    String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
    Matcher parent =
        Pattern.compile("<parent>.*?<version>([^<]+)</version>.*?</parent>", Pattern.DOTALL)
            .matcher(pom);
    assertThat(parent.find()).isTrue();
    for (String flag : new String[] {"-V", "--version"}) {
      CliRun run = CliRun.args(flag);
      assertThat(run.code()).isZero();
      assertThat(run.out())
          .matches("planerules " + Pattern.quote(parent.group(1)) + "(\\+[0-9a-f]{7,40})?\n");
    }
  }
}
