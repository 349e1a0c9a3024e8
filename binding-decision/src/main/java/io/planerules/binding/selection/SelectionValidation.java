package io.planerules.binding.selection;

import static io.planerules.rules.internal.GoQuote.quote;

import io.planerules.binding.Outcome;
import io.planerules.binding.internal.Steps;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.storage.catalog.MountOptions;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.internal.text.GoText;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The persisted selection's {@code Validate()}, asked through {@link PersistedSelection#check} and
 * {@link PersistedSelection#validate()} (docs/reference/binding-decision.md#selection-validation;
 * upstream {@code modelcache_selection.go}): rules in order, first failure wins, each presupposing
 * the ones before it, so a selection has exactly one problem or none. Messages are the upstream
 * texts; values are quoted as Go {@code %q} does.
 *
 * <p>Example: a durable {@code roxReadOnly} selection with access modes {@code [ReadOnlyMany,
 * ReadWriteOnce]} fails {@code selection.access-modes}: {@code model cache transition "roxReadOnly"
 * requires access modes [ReadWriteOnce ReadOnlyMany], got [ReadOnlyMany ReadWriteOnce]}.
 */
final class SelectionValidation {
  private SelectionValidation() {}

  /** {@link PersistedSelection#check}. */
  static Outcome<PersistedSelection> check(@Nullable PersistedSelection selection) {
    Steps steps = new Steps();
    if (selection == null) {
      return steps.refuse(SelectionRule.NIL, "model cache storage selection is nil", "");
    }
    PersistedSelection s = selection;
    steps.pass(SelectionRule.NIL, "");
    if (!PersistedSelection.VERSION.equals(s.version())) {
      return steps.refuse(
          SelectionRule.VERSION,
          "unsupported model cache storage selection version " + quote(s.version()),
          "version");
    }
    steps.pass(SelectionRule.VERSION, "");
    if (!isWorkflow(s.workflow())) {
      return steps.refuse(
          SelectionRule.WORKFLOW,
          "invalid model cache workflow " + quote(s.workflow()),
          "workflow");
    }
    steps.pass(SelectionRule.WORKFLOW, "");
    String mode = s.mode();
    if (!PersistedSelection.MODE_NONE.equals(mode)
        && !PersistedSelection.MODE_EPHEMERAL.equals(mode)
        && !PersistedSelection.MODE_DURABLE.equals(mode)) {
      return steps.refuse(
          SelectionRule.MODE, "invalid model cache selection mode " + quote(mode), "mode");
    }
    steps.pass(SelectionRule.MODE, "");
    if (PersistedSelection.MODE_EPHEMERAL.equals(mode)
        && !Workflow.HELM.wireName().equals(s.workflow())) {
      return steps.refuse(
          SelectionRule.EPHEMERAL_HELM,
          "ephemeral model cache selection requires Helm workflow",
          "mode");
    }
    steps.pass(SelectionRule.EPHEMERAL_HELM, "");
    if (s.bindingName().isEmpty() != s.bindingUID().isEmpty()) {
      return steps.refuse(
          SelectionRule.BINDING_REF,
          "model cache selection has incomplete binding reference",
          s.bindingName().isEmpty() ? "bindingName" : "bindingUID");
    }
    steps.pass(SelectionRule.BINDING_REF, "");
    boolean durable = s.isDurable();
    if (!durable && !s.bindingName().isEmpty()) {
      return steps.refuse(
          SelectionRule.NON_DURABLE_BINDING,
          "non-durable model cache selection has a binding reference",
          "bindingName");
    }
    steps.pass(SelectionRule.NON_DURABLE_BINDING, "");
    if (!durable && s.encryptionRequired()) {
      return steps.refuse(
          SelectionRule.NON_DURABLE_ENCRYPTION,
          "non-durable model cache selection requires encryption",
          "encryptionRequired");
    }
    steps.pass(SelectionRule.NON_DURABLE_ENCRYPTION, "");
    if (!hasResolvedFields(s)) {
      if (durable) {
        return steps.refuse(
            SelectionRule.UNRESOLVED, "durable model cache selection has no resolved storage", "");
      }
      steps.pass(SelectionRule.UNRESOLVED, "non-durable without resolved storage: valid, stop");
      return steps.ok(SelectionRule.VALID, s, "model cache storage selection is valid");
    }
    steps.pass(SelectionRule.UNRESOLVED, "");
    if (!ModelCacheNames.STORAGE_CLASS_NAME.equals(s.storageClassName())) {
      return steps.refuse(
          SelectionRule.STORAGE_CLASS_NAME,
          "model cache selection StorageClass must be \"nvcf-sc\"",
          "storageClassName");
    }
    steps.pass(SelectionRule.STORAGE_CLASS_NAME, "");
    if (s.storageClassUID().isEmpty()
        || isBlank(s.storageClassDigest())
        || isBlank(s.profileDigest())
        || isBlank(s.provider())
        || isBlank(s.provisioner())
        || isBlank(s.transition())) {
      return steps.refuse(
          SelectionRule.RESOLVED_INCOMPLETE,
          "model cache selection has incomplete resolved storage",
          "");
    }
    steps.pass(SelectionRule.RESOLVED_INCOMPLETE, "");
    Outcome<PersistedSelection> modeRules =
        durable ? durableRules(s, steps) : nonDurableRules(s, steps);
    if (modeRules != null) {
      return modeRules;
    }
    Outcome<PersistedSelection> optionRules = mountOptionRules(s.requiredMountOptions(), steps);
    if (optionRules != null) {
      return optionRules;
    }
    return steps.ok(SelectionRule.VALID, s, "model cache storage selection is valid");
  }

  private static @Nullable Outcome<PersistedSelection> durableRules(
      PersistedSelection s, Steps steps) {
    String transition = s.transition();
    boolean rox = Transition.ROX_READ_ONLY.wireName().equals(transition);
    boolean rwx = Transition.RWX_READ_ONLY.wireName().equals(transition);
    if (rox && !s.requiredMountOptions().contains("ro")) {
      return steps.refuse(
          SelectionRule.ROX_NEEDS_RO,
          "model cache transition \"roxReadOnly\" requires mount option \"ro\"",
          "requiredMountOptions");
    }
    steps.pass(SelectionRule.ROX_NEEDS_RO, rox ? "" : "not roxReadOnly");
    if (rwx && s.encryptionRequired()) {
      return steps.refuse(
          SelectionRule.RWX_ENCRYPTION,
          "model cache transition \"rwxReadOnly\" does not support encryption",
          "encryptionRequired");
    }
    steps.pass(SelectionRule.RWX_ENCRYPTION, rwx ? "" : "not rwxReadOnly");
    if (rwx && !s.requiredMountOptions().isEmpty()) {
      return steps.refuse(
          SelectionRule.RWX_MOUNT_OPTIONS,
          "model cache transition \"rwxReadOnly\" does not create a reader PV and cannot require"
              + " mount options",
          "requiredMountOptions");
    }
    steps.pass(SelectionRule.RWX_MOUNT_OPTIONS, rwx ? "" : "not rwxReadOnly");
    if (!rox && !rwx) {
      return steps.refuse(
          SelectionRule.DURABLE_TRANSITION,
          "durable model cache selection has unsupported transition " + quote(transition),
          "transition");
    }
    steps.pass(SelectionRule.DURABLE_TRANSITION, "");
    List<String> want =
        (rox ? Transition.ROX_READ_ONLY : Transition.RWX_READ_ONLY)
            .requiredAccessModes().stream().map(AccessMode::wireName).toList();
    if (!want.equals(s.requiredAccessModes())) {
      return steps.refuse(
          SelectionRule.ACCESS_MODES,
          "model cache transition "
              + quote(transition)
              + " requires access modes "
              + goList(want)
              + ", got "
              + goList(s.requiredAccessModes()),
          "requiredAccessModes");
    }
    steps.pass(SelectionRule.ACCESS_MODES, "");
    steps.notApplicable(SelectionRule.NON_DURABLE_TRANSITION, "durable");
    steps.notApplicable(SelectionRule.NON_DURABLE_ACCESS_MODES, "durable");
    steps.notApplicable(SelectionRule.NON_DURABLE_MOUNT_OPTIONS, "durable");
    return null;
  }

  private static @Nullable Outcome<PersistedSelection> nonDurableRules(
      PersistedSelection s, Steps steps) {
    for (SelectionRule rule :
        List.of(
            SelectionRule.ROX_NEEDS_RO,
            SelectionRule.RWX_ENCRYPTION,
            SelectionRule.RWX_MOUNT_OPTIONS,
            SelectionRule.DURABLE_TRANSITION,
            SelectionRule.ACCESS_MODES)) {
      steps.notApplicable(rule, "not durable");
    }
    if (!Transition.DISABLED.wireName().equals(s.transition())) {
      return steps.refuse(
          SelectionRule.NON_DURABLE_TRANSITION,
          "non-durable model cache selection has transition " + quote(s.transition()),
          "transition");
    }
    steps.pass(SelectionRule.NON_DURABLE_TRANSITION, "");
    if (!s.requiredAccessModes().isEmpty()) {
      return steps.refuse(
          SelectionRule.NON_DURABLE_ACCESS_MODES,
          "non-durable model cache selection has required access modes",
          "requiredAccessModes");
    }
    steps.pass(SelectionRule.NON_DURABLE_ACCESS_MODES, "");
    if (!s.requiredMountOptions().isEmpty()) {
      return steps.refuse(
          SelectionRule.NON_DURABLE_MOUNT_OPTIONS,
          "non-durable model cache selection has required mount options",
          "requiredMountOptions");
    }
    steps.pass(SelectionRule.NON_DURABLE_MOUNT_OPTIONS, "");
    return null;
  }

  private static @Nullable Outcome<PersistedSelection> mountOptionRules(
      List<String> options, Steps steps) {
    for (int i = 0; i < options.size(); i++) {
      String option = options.get(i);
      String path = "requiredMountOptions[" + i + "]";
      if (isBlank(option) || !GoText.trimSpace(option).equals(option)) {
        return steps.refuse(
            SelectionRule.MOUNT_OPTION_INVALID,
            "model cache selection has invalid required mount option " + quote(option),
            path);
      }
      for (int j = 0; j < i; j++) {
        if (options.get(j).equals(option)) {
          return steps.refuse(
              SelectionRule.MOUNT_OPTION_DUPLICATE,
              "model cache selection has duplicate required mount option " + quote(option),
              path);
        }
      }
      for (int j = 0; j < i; j++) {
        if (MountOptions.negates(options.get(j), option)) {
          return steps.refuse(
              SelectionRule.MOUNT_OPTION_CONFLICT,
              "model cache selection required mount options "
                  + quote(options.get(j))
                  + " and "
                  + quote(option)
                  + " conflict",
              path);
        }
      }
      if (MountOptions.hasUnquotedComma(option)) {
        return steps.refuse(
            SelectionRule.MOUNT_OPTION_COMMA,
            "model cache selection has required mount option "
                + quote(option)
                + " with a comma outside quotes",
            path);
      }
    }
    String note = options.size() + " option(s)";
    steps.pass(SelectionRule.MOUNT_OPTION_INVALID, note);
    steps.pass(SelectionRule.MOUNT_OPTION_DUPLICATE, note);
    steps.pass(SelectionRule.MOUNT_OPTION_CONFLICT, note);
    steps.pass(SelectionRule.MOUNT_OPTION_COMMA, note);
    return null;
  }

  static boolean isWorkflow(String workflow) {
    return Workflow.REGULAR.wireName().equals(workflow)
        || Workflow.HELM.wireName().equals(workflow);
  }

  static boolean isBlank(String value) {
    return GoText.isBlank(value);
  }

  /** Go {@code %v} of a string slice: {@code [a b]}, {@code []} when empty. */
  static String goList(List<String> values) {
    return "[" + String.join(" ", values) + "]";
  }

  private static boolean hasResolvedFields(PersistedSelection s) {
    return !s.storageClassName().isEmpty()
        || !s.storageClassUID().isEmpty()
        || !s.storageClassDigest().isEmpty()
        || !s.profileDigest().isEmpty()
        || !s.provider().isEmpty()
        || !s.provisioner().isEmpty()
        || !s.transition().isEmpty()
        || !s.requiredAccessModes().isEmpty()
        || !s.requiredMountOptions().isEmpty();
  }
}
