package io.planerules.binding;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.helm.HelmBackend;
import io.planerules.binding.intent.BindingIntent;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.binding.reader.ReaderVolumes;
import io.planerules.binding.selection.DriftCheck;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.binding.selection.io.SelectionCodec;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The front doors' rules, in the order {@code docs/rules.md} lists them (the decision, the
 * selection parse then its validation, drift, the binding intent and its phases, the Helm backend,
 * reader volumes and the writer identity, model-cache names), hold every rule exactly once, and
 * nothing else.
 */
class BindingRulesTest {

  /** Every rule of the module, in the order {@code docs/rules.md} lists them. */
  static List<RuleDescriptor> all() {
    List<RuleDescriptor> all = new ArrayList<>();
    all.addAll(DecisionResolver.rules());
    all.addAll(SelectionCodec.rules());
    all.addAll(PersistedSelection.rules());
    all.addAll(DriftCheck.rules());
    all.addAll(BindingIntent.rules());
    all.addAll(HelmBackend.rules());
    all.addAll(ReaderVolumes.rules());
    all.addAll(ModelCacheNames.rules());
    return all;
  }

  @Test
  void everyRuleOnceWithDescriptionAndReason() {
    List<RuleDescriptor> all = all();
    int declared =
        DecisionResolver.rules().size()
            + SelectionCodec.rules().size()
            + PersistedSelection.rules().size()
            + DriftCheck.rules().size()
            + BindingIntent.rules().size()
            + HelmBackend.rules().size()
            + ReaderVolumes.rules().size()
            + ModelCacheNames.rules().size();
    assertThat(all).hasSize(declared).hasSize(103);
    assertThat(all.stream().map(RuleDescriptor::id)).doesNotHaveDuplicates();
    assertThat(all)
        .allSatisfy(
            d -> {
              assertThat(d.description()).isNotBlank();
              assertThat(d.reasonCodes()).hasSize(1);
              assertThat(d.reasonCodes().get(0)).matches("[A-Z][A-Z_]*");
              assertThat(d.decision()).matches("[a-z-]+");
              assertThat(d.decidedBy().getPackageName()).startsWith("io.planerules.binding.");
            });
    assertThat(all.get(0).id()).isEqualTo(RuleId.of("decision.storage-class"));
    assertThat(all.get(0).reasonCodes()).containsExactly("STORAGE_CLASS_NOT_FOUND");
    assertThat(PersistedSelection.rules())
        .filteredOn(r -> r.id().value().equals("selection.access-modes"))
        .singleElement()
        .satisfies(r -> assertThat(r.decision()).isEqualTo("selection"));
  }

  @Test
  void everyRuleIdOfTheReferencePageIsListed() {
    Set<String> ids = new HashSet<>();
    all().forEach(d -> ids.add(d.id().value()));
    Set<String> documented = new HashSet<>();
    Matcher m =
        Pattern.compile(
                "`((?:decision|selection|drift|binding|helm|reader|writer|name)\\.[a-z-]+)`")
            .matcher(read(Path.of("../docs/reference/binding-decision.md")));
    while (m.find()) {
      documented.add(m.group(1));
    }
    assertThat(documented).isNotEmpty();
    assertThat(ids).containsAll(documented);
  }

  @Test
  void everyRuleIdIsInTheRulesReference() {
    String rules = read(Path.of("../docs/rules.md"));
    assertThat(all()).allSatisfy(d -> assertThat(rules).contains("`" + d.id().value() + "`"));
  }

  private static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
