package io.planerules.storage.catalog.transition;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.GoQuote;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.internal.drivers.WellKnownNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Derives the storage transition of a catalog entry for a workflow. Pure and total: it needs no
 * validation and works on entries the validator rejects. Modes match exactly; duplicates and
 * unknown strings are ignored.
 *
 * <table>
 *   <caption>Transition by workflow</caption>
 *   <tr><th>workflow</th><th>ReadWriteMany</th><th>ReadWriteOnce+ReadOnlyMany, no RWX</th>
 *       <th>neither</th></tr>
 *   <tr><td>regularModelCache</td><td>rwxReadOnly</td><td>roxReadOnly</td><td>disabled</td></tr>
 *   <tr><td>helmModelCache</td><td>rwxReadOnly</td><td>roxReadOnly only for provider
 *       {@code nvmesh}, else disabled</td><td>disabled</td></tr>
 * </table>
 *
 * <!-- snippet: StorageExamplesTest#transitions -->
 *
 * <pre>{@code
 * Transition helm =
 *     Transitions.derive(
 *             "weka", List.of("ReadWriteOnce", "ReadOnlyMany"), List.of("ro"), "helmModelCache")
 *         .transition(); // DISABLED (transition.helm-rox-needs-nvmesh)
 * }</pre>
 */
public final class Transitions {

  private record Input(
      String provider,
      boolean rwx,
      boolean roxShape,
      @Nullable Workflow workflow,
      String rawWorkflow) {}

  private static final RuleBook<Input, Transition> RULES =
      RuleBook.<Input, Transition>named(TransitionRule.DECISION)
          .rule(
              TransitionRule.UNKNOWN_WORKFLOW,
              in ->
                  in.workflow() == null
                      ? RuleOutcome.decide(
                          Transition.DISABLED,
                          "unknown workflow " + GoQuote.quote(in.rawWorkflow()))
                      : RuleOutcome.pass("workflow " + in.rawWorkflow()))
          .rule(
              TransitionRule.RWX_SHARED_CLAIM,
              in ->
                  in.rwx()
                      ? RuleOutcome.decide(Transition.RWX_READ_ONLY, "ReadWriteMany qualified")
                      : RuleOutcome.pass("ReadWriteMany not qualified"))
          .rule(
              TransitionRule.ROX_READER_CLAIM,
              in -> {
                if (in.workflow() != Workflow.REGULAR) {
                  return RuleOutcome.notApplicable("not regularModelCache");
                }
                return in.roxShape()
                    ? RuleOutcome.decide(
                        Transition.ROX_READ_ONLY, "ReadWriteOnce and ReadOnlyMany qualified")
                    : RuleOutcome.pass("ReadWriteOnce and ReadOnlyMany not both qualified");
              })
          .rule(
              TransitionRule.HELM_NVMESH_READER_CLAIM,
              in -> {
                if (in.workflow() != Workflow.HELM || !in.roxShape()) {
                  return RuleOutcome.notApplicable("not helmModelCache with the ROX shape");
                }
                return in.provider().equals(WellKnownNames.NVMESH_PROVIDER)
                    ? RuleOutcome.decide(Transition.ROX_READ_ONLY, "provider \"nvmesh\"")
                    : RuleOutcome.pass("provider " + GoQuote.quote(in.provider()));
              })
          .rule(
              TransitionRule.HELM_ROX_NEEDS_NVMESH,
              in ->
                  in.workflow() == Workflow.HELM && in.roxShape()
                      ? RuleOutcome.decide(
                          Transition.DISABLED,
                          "provider " + GoQuote.quote(in.provider()) + " is not \"nvmesh\"")
                      : RuleOutcome.notApplicable("not helmModelCache with the ROX shape"))
          .rule(
              TransitionRule.NOT_QUALIFIED,
              in -> RuleOutcome.decide(Transition.DISABLED, "no cache workflow qualified"))
          .build();

  private Transitions() {}

  /**
   * Derives the transition of a (possibly invalid) entry for a workflow.
   *
   * @param entry the catalog entry
   * @param workflow the workflow
   * @return the transition with required modes/options, deciding rule, reason, message and trace
   */
  public static TransitionOutcome derive(DriverEntry entry, Workflow workflow) {
    requireNonNull(entry, "entry");
    requireNonNull(workflow, "workflow");
    return derive(
        entry.provider(),
        entry.accessModes().contains(AccessMode.READ_WRITE_MANY),
        entry.accessModes().contains(AccessMode.READ_WRITE_ONCE)
            && entry.accessModes().contains(AccessMode.READ_ONLY_MANY),
        workflow,
        workflow.wireName(),
        entry.readerMountOptions());
  }

  /**
   * Derives the transition from raw strings (the batch protocol's {@code transition.derive}). Modes
   * match exactly; unknown and duplicate strings are ignored; {@code null} lists are empty, {@code
   * null} elements are {@code ""}; an unknown workflow derives {@code disabled} by {@code
   * transition.unknown-workflow}.
   *
   * @param provider the provider id ({@code null} = {@code ""})
   * @param accessModes the access-mode strings
   * @param readerMountOptions the reader mount options
   * @param workflow {@code regularModelCache} or {@code helmModelCache}
   * @return the outcome
   */
  public static TransitionOutcome derive(
      @Nullable String provider,
      @Nullable List<@Nullable String> accessModes,
      @Nullable List<@Nullable String> readerMountOptions,
      String workflow) {
    requireNonNull(workflow, "workflow");
    List<@Nullable String> modes = accessModes == null ? List.of() : accessModes;
    List<String> options = new ArrayList<>();
    if (readerMountOptions != null) {
      for (String option : readerMountOptions) {
        options.add(option == null ? "" : option);
      }
    }
    boolean rwo = modes.contains(AccessMode.READ_WRITE_ONCE.wireName());
    boolean rox = modes.contains(AccessMode.READ_ONLY_MANY.wireName());
    return derive(
        Objects.requireNonNullElse(provider, ""),
        modes.contains(AccessMode.READ_WRITE_MANY.wireName()),
        rwo && rox,
        Workflow.fromWireName(workflow).orElse(null),
        workflow,
        options);
  }

  private static TransitionOutcome derive(
      String provider,
      boolean rwx,
      boolean roxShape,
      @Nullable Workflow workflow,
      String rawWorkflow,
      List<String> readerMountOptions) {
    Evaluation<Transition> evaluation =
        RULES.evaluate(new Input(provider, rwx, roxShape, workflow, rawWorkflow));
    Transition transition = requireNonNull(evaluation.decision(), "the last rule always decides");
    TransitionRule rule = TransitionRule.of(requireNonNull(evaluation.decidingRule()));
    List<String> required =
        transition == Transition.ROX_READ_ONLY ? readerMountOptions : ImmutableList.of();
    return new TransitionOutcome(
        transition,
        transition.requiredAccessModes(),
        required,
        rule.id(),
        rule.reasonCode(),
        message(rule, provider, rawWorkflow),
        evaluation.trace());
  }

  private static String message(TransitionRule rule, String provider, String workflow) {
    return switch (rule) {
      case UNKNOWN_WORKFLOW -> "unknown model cache workflow " + GoQuote.quote(workflow);
      case RWX_SHARED_CLAIM ->
          "ReadWriteMany is qualified: one shared claim, readers mount it read-only";
      case ROX_READER_CLAIM ->
          "ReadWriteOnce and ReadOnlyMany are qualified: a writer claim, readers get ReadOnlyMany"
              + " claims";
      case HELM_NVMESH_READER_CLAIM ->
          "provider \"nvmesh\" qualifies ReadWriteOnce and ReadOnlyMany: NVMesh reader handles"
              + " encode the namespace, so Helm readers in other namespaces get ReadOnlyMany claims";
      case HELM_ROX_NEEDS_NVMESH ->
          "helmModelCache readers in other namespaces need ReadWriteMany or provider \"nvmesh\";"
              + " provider "
              + GoQuote.quote(provider)
              + " qualifies only ReadWriteOnce and ReadOnlyMany";
      case NOT_QUALIFIED ->
          "neither ReadWriteMany nor ReadWriteOnce with ReadOnlyMany is qualified";
    };
  }

  /**
   * The rules this package declares ({@code TransitionRule}), in declaration order, as {@code
   * docs/rules.md} lists them; the rule enums themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(TransitionRule.values());
  }
}
