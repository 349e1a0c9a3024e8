package io.planerules.binding.decision;

import static io.planerules.rules.internal.GoQuote.quote;

import com.google.common.collect.ImmutableList;
import io.planerules.binding.Outcome;
import io.planerules.binding.internal.Steps;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.Trace;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.TransitionOutcome;
import io.planerules.storage.internal.text.GoText;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Resolves the model-cache storage decision
 * (docs/reference/binding-decision.md#decision-resolution; upstream {@code
 * storage_capabilities.go}) from the catalog, the live {@code nvcf-sc} StorageClass and the
 * workflow. Rules in order, first decisive wins: {@code decision.storage-class}, {@code
 * decision.reclaim-retain}, {@code decision.provisioner}, {@code decision.catalog-entry}, {@code
 * decision.workflow}, then the {@code transition.*} rules, which never refuse. The answer is an
 * {@link Outcome} of a {@link Decision} (a {@code disabled} transition included) decided by a
 * {@code transition.*} rule, or a refusal by a {@code decision.*} rule (its problem's path {@code
 * ""}). Only {@code decision.storage-class} ({@link #storageClassNotFound}) may become a
 * non-durable fallback; the other refusals are configuration errors that never silently select
 * another provider.
 *
 * <p>Example: the default catalog, {@code nvcf-sc} on {@code csi.weka.io} with {@code Retain},
 * {@code regularModelCache} → resolved {@code rwxReadOnly} by {@code transition.rwx-shared-claim}.
 */
public final class DecisionResolver {
  private DecisionResolver() {}

  /**
   * {@link #resolve(StorageCatalog, StorageClassSnapshot, String, ProfileDigest.Scheme)} with V1.
   */
  public static Outcome<Decision> resolve(
      StorageCatalog catalog, @Nullable StorageClassSnapshot sc, String workflow) {
    return resolve(catalog, sc, workflow, ProfileDigest.Scheme.V1);
  }

  /**
   * Resolves the decision; the profile digest uses {@code scheme}.
   *
   * @param catalog the storage capability catalog
   * @param sc the live StorageClass, null when absent
   * @param workflow {@code regularModelCache} or {@code helmModelCache}
   * @param scheme the profile digest scheme
   */
  public static Outcome<Decision> resolve(
      StorageCatalog catalog,
      @Nullable StorageClassSnapshot sc,
      String workflow,
      ProfileDigest.Scheme scheme) {
    if (sc == null || !ModelCacheNames.STORAGE_CLASS_NAME.equals(sc.name())) {
      return refuse(0, DecisionRule.STORAGE_CLASS, "model cache StorageClass not found");
    }
    if (!ModelCacheNames.RECLAIM_RETAIN.equals(sc.reclaimPolicy())) {
      return refuse(
          1,
          DecisionRule.RECLAIM_RETAIN,
          "model cache StorageClass \"nvcf-sc\" must use reclaimPolicy Retain");
    }
    if (GoText.isBlank(sc.provisioner())) {
      return refuse(
          2,
          DecisionRule.PROVISIONER,
          "model cache StorageClass \"nvcf-sc\" has an empty provisioner");
    }
    Optional<DriverEntry> found = catalog.driver(sc.provisioner());
    if (found.isEmpty()) {
      return refuse(
          3,
          DecisionRule.CATALOG_ENTRY,
          "model cache StorageClass \"nvcf-sc\" uses provisioner "
              + quote(sc.provisioner())
              + " with no catalog entry");
    }
    Optional<Workflow> known = Workflow.fromWireName(workflow);
    if (known.isEmpty()) {
      return refuse(4, DecisionRule.WORKFLOW, "unknown model cache workflow " + quote(workflow));
    }
    DriverEntry entry = found.get();
    TransitionOutcome transition = catalog.transition(entry, known.get());
    Trace trace = PASSED_TRACE.then(transition.trace());
    return Outcome.ok(
        new Decision(
            known.get(),
            sc.provisioner(),
            entry.provider(),
            transition.transition(),
            transition.requiredAccessModes(),
            transition.requiredMountOptions(),
            entry.encryptionSupported(),
            catalog.profileDigest(entry, known.get(), transition.transition(), scheme),
            scheme,
            catalog.revision(),
            sc.name(),
            sc.uid(),
            sc.digest(),
            transition.ruleId(),
            transition.reason(),
            transition.message(),
            trace),
        transition.ruleId(),
        transition.reason(),
        transition.message(),
        trace);
  }

  /**
   * Whether {@code outcome} is the refusal that may become a non-durable fallback: there is no
   * model-cache StorageClass ({@code decision.storage-class}, reason {@code
   * STORAGE_CLASS_NOT_FOUND}).
   *
   * @param outcome an answer of {@link #resolve}
   * @return whether it refuses for want of {@code nvcf-sc}
   */
  public static boolean storageClassNotFound(Outcome<Decision> outcome) {
    return !outcome.isOk() && DecisionRule.STORAGE_CLASS.id().equals(outcome.ruleId());
  }

  /** The {@code decision.*} rules in order; each passes with an empty note or refuses. */
  private static final ImmutableList<DecisionRule> CHECKS =
      ImmutableList.of(
          DecisionRule.STORAGE_CLASS,
          DecisionRule.RECLAIM_RETAIN,
          DecisionRule.PROVISIONER,
          DecisionRule.CATALOG_ENTRY,
          DecisionRule.WORKFLOW);

  /** Every check passed: the start of each resolved decision's trace (built once). */
  private static final Trace PASSED_TRACE = passed(CHECKS.size());

  private static Trace passed(int count) {
    Steps steps = new Steps();
    for (int i = 0; i < count; i++) {
      steps.pass(CHECKS.get(i), "");
    }
    return steps.trace();
  }

  /** Refuses by {@code rule} after the first {@code passedChecks} checks passed. */
  private static Outcome<Decision> refuse(int passedChecks, DecisionRule rule, String message) {
    return new Steps(passed(passedChecks)).refuse(rule, message, "");
  }

  /**
   * The rules this package declares ({@code DecisionRule}), in declaration order, as {@code
   * docs/rules.md} lists them; the rule enums themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(DecisionRule.values());
  }
}
