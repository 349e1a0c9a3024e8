package io.planerules.binding.selection;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Fixtures;
import io.planerules.binding.Outcome;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.TraceResult;
import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/binding-decision.md#selection-validation: every rule with a minimal failing and
 * passing case, in order.
 */
class SelectionValidationTest {

  private static Map<String, Object> rox() {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("version", "v1alpha1");
    s.put("workflow", "regularModelCache");
    s.put("mode", "durable");
    s.put("storageClassName", "nvcf-sc");
    s.put("storageClassUID", "uid-1");
    s.put("storageClassDigest", "v1:sha256:aa");
    s.put("profileDigest", "sha256:bb");
    s.put("provider", "nvmesh");
    s.put("provisioner", "nvmesh-csi.excelero.com");
    s.put("transition", "roxReadOnly");
    s.put("requiredAccessModes", List.of("ReadWriteOnce", "ReadOnlyMany"));
    s.put("requiredMountOptions", List.of("ro", "norecovery", "nouuid"));
    return s;
  }

  private static Map<String, Object> rwx() {
    Map<String, Object> s = rox();
    s.put("transition", "rwxReadOnly");
    s.put("requiredAccessModes", List.of("ReadWriteMany"));
    s.remove("requiredMountOptions");
    return s;
  }

  private static Map<String, Object> none() {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("version", "v1alpha1");
    s.put("workflow", "helmModelCache");
    s.put("mode", "none");
    return s;
  }

  private static Map<String, Object> resolvedNone() {
    Map<String, Object> s = rox();
    s.put("mode", "none");
    s.put("transition", "disabled");
    s.remove("requiredAccessModes");
    s.remove("requiredMountOptions");
    return s;
  }

  private static Map<String, Object> with(
      Map<String, Object> base, Consumer<Map<String, Object>> edit) {
    Map<String, Object> copy = new LinkedHashMap<>(base);
    edit.accept(copy);
    return copy;
  }

  private static void fails(Map<String, Object> s, String rule, String message) {
    Outcome<PersistedSelection> outcome = PersistedSelection.check(Fixtures.selection(s));
    assertThat(outcome.ruleId().value()).as(s.toString()).isEqualTo(rule);
    assertThat(outcome.message()).isEqualTo(message);
    assertThat(outcome.isOk()).isFalse();
    List<Problem> problems = Fixtures.selection(s).validate().problems();
    assertThat(problems).hasSize(1);
    assertThat(problems.get(0).code()).isEqualTo(rule);
    assertThat(problems.get(0).message()).isEqualTo(message);
  }

  private static void passes(Map<String, Object> s) {
    Outcome<PersistedSelection> outcome = PersistedSelection.check(Fixtures.selection(s));
    assertThat(outcome.isOk()).as(outcome.message()).isTrue();
    assertThat(outcome.ruleId().value()).isEqualTo("selection.valid");
    assertThat(Fixtures.selection(s).validate().isValid()).isTrue();
  }

  @Test
  void nil() {
    Outcome<PersistedSelection> outcome = PersistedSelection.check(null);
    assertThat(outcome.ruleId().value()).isEqualTo("selection.nil");
    assertThat(outcome.message()).isEqualTo("model cache storage selection is nil");
    assertThat(outcome.reason()).isEqualTo("NIL");
  }

  @Test
  void minimalPassingCases() {
    passes(rox());
    passes(rwx());
    passes(none());
    passes(with(none(), s -> s.put("mode", "ephemeral")));
    passes(with(none(), s -> s.put("workflow", "regularModelCache")));
    passes(resolvedNone());
    passes(with(rox(), s -> s.put("encryptionRequired", true)));
    passes(
        with(
            rox(),
            s -> {
              s.put("bindingName", "b");
              s.put("bindingUID", "u");
            }));
    passes(with(none(), s -> s.put("catalogRevision", "sha256:cc")));
    passes(with(rox(), s -> s.put("requiredMountOptions", List.of("ro", "opt=\"a,b\""))));
  }

  @Test
  void everyRuleFailsWithItsUpstreamMessage() {
    fails(
        with(rox(), s -> s.put("version", "v1")),
        "selection.version",
        "unsupported model cache storage selection version \"v1\"");
    fails(
        with(rox(), s -> s.put("version", "")),
        "selection.version",
        "unsupported model cache storage selection version \"\"");
    fails(
        with(rox(), s -> s.put("workflow", "RegularModelCache")),
        "selection.workflow",
        "invalid model cache workflow \"RegularModelCache\"");
    fails(
        with(rox(), s -> s.put("mode", "Durable")),
        "selection.mode",
        "invalid model cache selection mode \"Durable\"");
    fails(
        with(
            none(),
            s -> {
              s.put("workflow", "regularModelCache");
              s.put("mode", "ephemeral");
            }),
        "selection.ephemeral-helm",
        "ephemeral model cache selection requires Helm workflow");
    fails(
        with(rox(), s -> s.put("bindingName", "b")),
        "selection.binding-ref",
        "model cache selection has incomplete binding reference");
    fails(
        with(rox(), s -> s.put("bindingUID", "u")),
        "selection.binding-ref",
        "model cache selection has incomplete binding reference");
    fails(
        with(
            none(),
            s -> {
              s.put("bindingName", "b");
              s.put("bindingUID", "u");
            }),
        "selection.non-durable-binding",
        "non-durable model cache selection has a binding reference");
    fails(
        with(none(), s -> s.put("encryptionRequired", true)),
        "selection.non-durable-encryption",
        "non-durable model cache selection requires encryption");
    fails(
        with(
            none(),
            s -> {
              s.put("mode", "durable");
              s.put("catalogRevision", "sha256:cc");
            }),
        "selection.unresolved",
        "durable model cache selection has no resolved storage");
    fails(
        with(rox(), s -> s.put("storageClassName", "nvcf-sc-30")),
        "selection.storage-class-name",
        "model cache selection StorageClass must be \"nvcf-sc\"");
    fails(
        with(none(), s -> s.put("requiredMountOptions", List.of("ro"))),
        "selection.storage-class-name",
        "model cache selection StorageClass must be \"nvcf-sc\"");
    for (String field :
        List.of(
            "storageClassUID",
            "storageClassDigest",
            "profileDigest",
            "provider",
            "provisioner",
            "transition")) {
      fails(
          with(rox(), s -> s.put(field, "")),
          "selection.resolved-incomplete",
          "model cache selection has incomplete resolved storage");
    }
    for (String field :
        List.of("storageClassDigest", "profileDigest", "provider", "provisioner", "transition")) {
      fails(
          with(rox(), s -> s.put(field, " \u00a0")),
          "selection.resolved-incomplete",
          "model cache selection has incomplete resolved storage");
    }
    // the UID is checked for emptiness, not blankness
    passes(with(rox(), s -> s.put("storageClassUID", " ")));
  }

  @Test
  void durableTransitionRules() {
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("norecovery"))),
        "selection.rox-needs-ro",
        "model cache transition \"roxReadOnly\" requires mount option \"ro\"");
    fails(
        with(rwx(), s -> s.put("encryptionRequired", true)),
        "selection.rwx-encryption",
        "model cache transition \"rwxReadOnly\" does not support encryption");
    fails(
        with(rwx(), s -> s.put("requiredMountOptions", List.of("ro"))),
        "selection.rwx-mount-options",
        "model cache transition \"rwxReadOnly\" does not create a reader PV and cannot require"
            + " mount options");
    fails(
        with(rwx(), s -> s.put("transition", "disabled")),
        "selection.durable-transition",
        "durable model cache selection has unsupported transition \"disabled\"");
    fails(
        with(rwx(), s -> s.put("transition", "RoxReadOnly")),
        "selection.durable-transition",
        "durable model cache selection has unsupported transition \"RoxReadOnly\"");
    fails(
        with(rox(), s -> s.put("requiredAccessModes", List.of("ReadOnlyMany", "ReadWriteOnce"))),
        "selection.access-modes",
        "model cache transition \"roxReadOnly\" requires access modes [ReadWriteOnce ReadOnlyMany],"
            + " got [ReadOnlyMany ReadWriteOnce]");
    fails(
        with(rwx(), s -> s.remove("requiredAccessModes")),
        "selection.access-modes",
        "model cache transition \"rwxReadOnly\" requires access modes [ReadWriteMany], got []");
  }

  @Test
  void nonDurableTransitionRules() {
    fails(
        with(resolvedNone(), s -> s.put("transition", "rwxReadOnly")),
        "selection.non-durable-transition",
        "non-durable model cache selection has transition \"rwxReadOnly\"");
    fails(
        with(resolvedNone(), s -> s.put("requiredAccessModes", List.of("ReadWriteMany"))),
        "selection.non-durable-access-modes",
        "non-durable model cache selection has required access modes");
    fails(
        with(resolvedNone(), s -> s.put("requiredMountOptions", List.of("ro"))),
        "selection.non-durable-mount-options",
        "non-durable model cache selection has required mount options");
  }

  @Test
  void mountOptionRulesOptionByOption() {
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("ro", ""))),
        "selection.mount-option-invalid",
        "model cache selection has invalid required mount option \"\"");
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("ro", "noatime\t"))),
        "selection.mount-option-invalid",
        "model cache selection has invalid required mount option \"noatime\\t\"");
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("ro", "nouuid", "nouuid"))),
        "selection.mount-option-duplicate",
        "model cache selection has duplicate required mount option \"nouuid\"");
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("uuid", "ro", "nouuid"))),
        "selection.mount-option-conflict",
        "model cache selection required mount options \"uuid\" and \"nouuid\" conflict");
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("ro", "rw"))),
        "selection.mount-option-conflict",
        "model cache selection required mount options \"ro\" and \"rw\" conflict");
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("ro", "a,b"))),
        "selection.mount-option-comma",
        "model cache selection has required mount option \"a,b\" with a comma outside quotes");
    // per option, 20..23 before the next option: the comma in option 2 wins over the duplicate in 3
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("ro", "a,b", "ro"))),
        "selection.mount-option-comma",
        "model cache selection has required mount option \"a,b\" with a comma outside quotes");
    fails(
        with(rox(), s -> s.put("requiredMountOptions", List.of("ro", "ro", "a,b"))),
        "selection.mount-option-duplicate",
        "model cache selection has duplicate required mount option \"ro\"");
  }

  @Test
  void traceListsTheRulesRunInOrder() {
    Outcome<PersistedSelection> ok = PersistedSelection.check(Fixtures.selection(rox()));
    assertThat(ok.trace().ruleIds().stream().map(RuleId::value))
        .startsWith("selection.nil", "selection.version", "selection.workflow", "selection.mode")
        .endsWith("selection.mount-option-comma", "selection.valid");
    assertThat(ok.trace().decidingEntry().orElseThrow().ruleId().value())
        .isEqualTo("selection.valid");
    Outcome<PersistedSelection> nonDurable = PersistedSelection.check(Fixtures.selection(none()));
    assertThat(nonDurable.trace().entries().get(nonDurable.trace().entries().size() - 2).note())
        .contains("non-durable");
    Outcome<PersistedSelection> resolved =
        PersistedSelection.check(Fixtures.selection(resolvedNone()));
    assertThat(resolved.trace().entries())
        .anySatisfy(
            e -> {
              assertThat(e.ruleId().value()).isEqualTo("selection.access-modes");
              assertThat(e.result()).isEqualTo(TraceResult.NOT_APPLICABLE);
            });
  }

  @Test
  void generatedValidSelectionsAreValid() {
    Properties.qt().forAll(BindingGenerators.selections()).checkAssert(s -> passes(s));
  }

  @Test
  void eachNamedFaultIsReportedByItsRule() {
    Properties.qt()
        .forAll(BindingGenerators.selectionsWithOneFault())
        .checkAssert(
            f -> {
              Outcome<PersistedSelection> outcome =
                  PersistedSelection.check(Fixtures.selection(f.value()));
              assertThat(outcome.ruleId().value()).as(f.value().toString()).isEqualTo(f.fault());
            });
  }
}
