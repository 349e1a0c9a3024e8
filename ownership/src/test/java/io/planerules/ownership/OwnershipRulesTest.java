package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.OwnershipPolicy.PolicyCell;
import io.planerules.ownership.backend.BackendAdmission;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.install.NamespaceLifecycle;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/ownership.md#verdicts-and-the-action-policy: every rule id listed once, with the
 * expected counts.
 */
class OwnershipRulesTest {

  /**
   * Every rule of the module: each front door's {@code rules()}, in the order docs/rules.md lists.
   */
  static List<RuleDescriptor> all() {
    return ImmutableList.<RuleDescriptor>builder()
        .addAll(OwnershipPolicy.rules())
        .addAll(BackendAdmission.rules())
        .addAll(NamespaceLifecycle.rules())
        .addAll(SecretMirrorPlanner.rules())
        .addAll(TeardownPlanner.rules())
        .addAll(InformerScopes.rules())
        .build();
  }

  static long count(String prefix) {
    return all().stream().filter(d -> d.id().value().startsWith(prefix)).count();
  }

  @Test
  void ruleIdsAreUnique() {
    List<RuleId> ids = all().stream().map(RuleDescriptor::id).toList();
    assertThat(ids).doesNotHaveDuplicates();
    assertThat(all()).allMatch(d -> !d.description().isBlank());
  }

  @Test
  void countsPerFamily() {
    assertThat(count("ownership.")).isEqualTo(5);
    assertThat(count("policy.")).isEqualTo(42);
    assertThat(count("backend.")).isEqualTo(11);
    assertThat(count("crd.")).isEqualTo(4);
    assertThat(count("icms.")).isEqualTo(1);
    assertThat(count("select.")).isEqualTo(1);
    assertThat(count("namespace.")).isEqualTo(1);
    assertThat(count("hook.")).isEqualTo(1);
    assertThat(count("replay.")).isEqualTo(1);
    assertThat(count("residue.")).isEqualTo(3);
    assertThat(count("informer.")).isEqualTo(8);
    assertThat(all())
        .extracting(d -> d.id().value())
        .contains(
            "mirror.disabled",
            "mirror.source-namespace",
            "mirror.source-selector",
            "mirror.selector-unsupported",
            "mirror.duplicate-namespace",
            "mirror.skip-source",
            "mirror.write-create",
            "mirror.write-update",
            "mirror.write-not-owned",
            "teardown.namespace-not-owned",
            "teardown.issuer-outside-prefix",
            "teardown.issuer-not-selected",
            "teardown.legacy-keeps-issuers",
            "teardown.hook-object-not-owned",
            "teardown.inventory-duplicate");
  }

  @Test
  void everyRuleIdAVerdictCanCarryIsDocumented() {
    List<RuleId> ids = all().stream().map(RuleDescriptor::id).toList();
    for (PolicyCell cell : List.of(PolicyCell.values())) {
      assertThat(ids).contains(cell.ruleId());
    }
    RuleDescriptor cell =
        all().stream()
            .filter(d -> d.id().value().equals("policy.teardown.foreign"))
            .findFirst()
            .orElseThrow();
    assertThat(cell.reasonCodes()).containsExactly("FOREIGN_OWNER");
    assertThat(cell.decision()).isEqualTo("ownership policy");
    assertThat(cell.description()).isEqualTo("teardown on a foreign object: abort");
  }
}
