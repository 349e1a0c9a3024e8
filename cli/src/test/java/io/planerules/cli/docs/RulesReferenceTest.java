package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.RuleDescriptor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/rules.md} is current: it equals what {@link RulesReference#render()} produces from
 * the code. Run with {@code -Dplanerules.regenerateDocs=true} to rewrite it (surefire runs in
 * {@code cli/}, so the file is {@code ../docs/rules.md}).
 */
class RulesReferenceTest {

  private static final Path RULES_MD = Path.of("..", "docs", "rules.md");

  @Test
  void everyRuleNamesTheSourceFileThatDecidesIt() {
    for (RulesReference.Source source : RulesReference.sources()) {
      for (RuleDescriptor rule : source.rules().get()) {
        String path = RulesReference.sourcePath(rule);
        assertThat(Path.of("..", path))
            .as("%s (%s) is decided in %s", rule.id(), source.module(), path)
            .isRegularFile();
      }
    }
  }

  @Test
  void committedRulesReferenceIsCurrent() throws IOException {
    String expected = RulesReference.render();
    if (Boolean.getBoolean("planerules.regenerateDocs")) {
      Files.writeString(RULES_MD, expected, StandardCharsets.UTF_8);
    }
    String committed =
        Files.exists(RULES_MD) ? Files.readString(RULES_MD, StandardCharsets.UTF_8) : "";
    assertThat(committed)
        .as(
            "docs/rules.md is stale (a rule id, description, decision or reason code changed)."
                + " Regenerate it from the repository root with:%n  %s%nand commit the result.",
            RulesReference.REGENERATE)
        .isEqualTo(expected);
  }

  @Test
  void everyModuleListsRulesWithDescriptions() {
    for (RulesReference.Source source : RulesReference.sources()) {
      List<RuleDescriptor> rules = source.rules().get();
      assertThat(rules).as(source.module()).isNotEmpty();
      for (RuleDescriptor rule : rules) {
        assertThat(rule.description()).as(rule.id().value()).isNotBlank();
        assertThat(rule.decision()).as(rule.id().value()).isNotBlank();
      }
    }
  }

  @Test
  void ruleIdsAreUniqueWithinADecision() {
    for (RulesReference.Source source : RulesReference.sources()) {
      Set<String> seen = new HashSet<>();
      for (RuleDescriptor rule : source.rules().get()) {
        assertThat(seen.add(rule.decision() + " " + rule.id().value()))
            .as("%s lists %s twice in %s", source.module(), rule.id(), rule.decision())
            .isTrue();
      }
    }
  }

  @Test
  void renderingIsDeterministicAndOneLinePerRule() {
    String first = RulesReference.render();
    assertThat(RulesReference.render()).isEqualTo(first);
    assertThat(first).doesNotContain("\r");
    int rules = 0;
    for (RulesReference.Source source : RulesReference.sources()) {
      for (RuleDescriptor rule : source.rules().get()) {
        assertThat(first).contains("| `" + rule.id().value() + "` | ");
        rules++;
      }
    }
    long rows = first.lines().filter(line -> line.startsWith("| `")).count();
    assertThat(rows).isEqualTo(rules);
  }

  @Test
  void cellsAndAnchorsAreMarkdownSafe() {
    assertThat(RulesReference.cell(" a | b\nc ")).isEqualTo("a \\| b c");
    assertThat(RulesReference.anchor("ownership (RBAC)")).isEqualTo("ownership-rbac");
    assertThat(RulesReference.anchor("storage-catalog (qualification)"))
        .isEqualTo("storage-catalog-qualification");
  }
}
