package io.planerules.binding;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The rules reference lists every rule exactly once, and nothing else. */
class BindingRulesTest {

  @Test
  void everyRuleOnceWithDescriptionAndReason() {
    List<RuleDescriptor> all = BindingRules.all();
    assertThat(all).hasSize(BindingRule.values().length);
    assertThat(all.stream().map(RuleDescriptor::id)).doesNotHaveDuplicates();
    assertThat(all)
        .allSatisfy(
            d -> {
              assertThat(d.description()).isNotBlank();
              assertThat(d.reasonCodes()).hasSize(1);
              assertThat(d.reasonCodes().get(0)).matches("[A-Z][A-Z_]*");
              assertThat(d.decision()).matches("[a-z-]+");
            });
    assertThat(all.get(0).id()).isEqualTo(RuleId.of("decision.storage-class"));
    assertThat(all.get(0).reasonCodes()).containsExactly("STORAGE_CLASS_NOT_FOUND");
    assertThat(BindingRule.SELECTION_ACCESS_MODES.id()).isEqualTo("selection.access-modes");
    assertThat(BindingRule.SELECTION_ACCESS_MODES.decision()).isEqualTo("selection");
  }

  @Test
  void everySpecifiedRuleIdIsListed() {
    Set<String> ids = new HashSet<>();
    BindingRules.all().forEach(d -> ids.add(d.id().value()));
    Path spec = Path.of("../../shared/spec/binding-decision.md");
    if (!Files.exists(spec)) {
      spec = Path.of("/work/shared/spec/binding-decision.md");
    }
    if (!Files.exists(spec)) {
      return; // the spec lives outside the repository; the table below still pins the ids
    }
    Set<String> specified = new HashSet<>();
    Matcher m =
        Pattern.compile("`((?:decision|selection|drift|binding|helm|reader|writer)\\.[a-z-]+)`")
            .matcher(read(spec));
    while (m.find()) {
      specified.add(m.group(1));
    }
    assertThat(ids).containsAll(specified);
  }

  private static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
