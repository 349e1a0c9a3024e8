package io.planerules.binding.selection;

import static io.planerules.rules.internal.GoQuote.quote;

import io.planerules.binding.Outcome;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.internal.Steps;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.Transitions;
import io.planerules.storage.internal.text.GoText;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Re-checks a durable selection against its live inputs before its first storage side effect
 * (docs/reference/binding-decision.md#drift; upstream {@code modelcache_selection.go}). It never
 * reselects from the catalog, and it never compares {@code catalogRevision}: a payload-only catalog
 * edit (a comment, whitespace, another driver) is not drift; reordering the selected entry's reader
 * options is.
 *
 * <p>Example: a selection whose StorageClass was recreated → a drift by {@code
 * drift.storage-class-uid}: {@code model cache storage selection drift: selected model cache
 * StorageClass "nvcf-sc" UID changed from "uid-1" to "uid-2"}.
 */
public final class DriftCheck {
  private DriftCheck() {}

  /**
   * Checks the selection against the live StorageClass: validation, presence, UID, provisioner,
   * {@code Retain}, configuration digest. Metadata and {@code allowVolumeExpansion} edits are not
   * drift.
   */
  public static DriftResult live(
      @Nullable PersistedSelection selection, @Nullable StorageClassSnapshot live) {
    Steps steps = new Steps();
    Outcome<PersistedSelection> checked = PersistedSelection.check(selection);
    if (!checked.isOk()) {
      steps.decide(DriftRule.SELECTION_INVALID, checked.message());
      return new DriftResults.NotChecked(checked.problems().problems().get(0), steps.trace());
    }
    steps.pass(DriftRule.SELECTION_INVALID, "");
    PersistedSelection s = checked.orElseThrow();
    if (!s.isDurable()) {
      steps.decide(DriftRule.NON_DURABLE, "mode " + s.mode());
      return new DriftResults.NoDrift(DriftRule.NON_DURABLE.id(), steps.trace());
    }
    steps.pass(DriftRule.NON_DURABLE, "");
    String name = s.storageClassName();
    if (live == null) {
      String message = "get selected model cache StorageClass " + quote(name) + ": not found";
      steps.decide(DriftRule.STORAGE_CLASS_MISSING, message);
      return new DriftResults.NotChecked(
          Problem.error(DriftRule.STORAGE_CLASS_MISSING.id().value(), "storageClass", message),
          steps.trace());
    }
    steps.pass(DriftRule.STORAGE_CLASS_MISSING, "");
    String selected = "selected model cache StorageClass " + quote(name);
    if (!s.storageClassUID().equals(live.uid())) {
      return changed(
          steps, DriftRule.STORAGE_CLASS_UID, selected + " UID", s.storageClassUID(), live.uid());
    }
    steps.pass(DriftRule.STORAGE_CLASS_UID, "");
    if (!s.provisioner().equals(live.provisioner())) {
      return changed(
          steps,
          DriftRule.STORAGE_CLASS_PROVISIONER,
          selected + " provisioner",
          s.provisioner(),
          live.provisioner());
    }
    steps.pass(DriftRule.STORAGE_CLASS_PROVISIONER, "");
    if (!ModelCacheNames.RECLAIM_RETAIN.equals(live.reclaimPolicy())) {
      return drift(
          steps, DriftRule.STORAGE_CLASS_RETAIN, selected + " no longer uses reclaimPolicy Retain");
    }
    steps.pass(DriftRule.STORAGE_CLASS_RETAIN, "");
    String digest = live.digest();
    if (!s.storageClassDigest().equals(digest)) {
      return changed(
          steps,
          DriftRule.STORAGE_CLASS_DIGEST,
          selected + " configuration digest",
          s.storageClassDigest(),
          digest);
    }
    return noDrift(steps, DriftRule.STORAGE_CLASS_DIGEST);
  }

  /**
   * The pre-binding check with an already parsed catalog: {@link #live} first, then the selected
   * provisioner's entry, provider, re-derived transition and recomputed profile digest ({@code
   * scheme}).
   */
  public static DriftResult inputs(
      @Nullable PersistedSelection selection,
      @Nullable StorageClassSnapshot live,
      StorageCatalog catalog,
      ProfileDigest.Scheme scheme) {
    DriftResult first = live(selection, live);
    if (!DriftRule.NONE.id().equals(first.ruleId())) {
      return first;
    }
    Steps steps = new Steps(withoutLast(first));
    return catalogRules(steps, selection, catalog, scheme);
  }

  /**
   * {@link #inputs(PersistedSelection, StorageClassSnapshot, StorageCatalog, ProfileDigest.Scheme)}
   * with V1.
   */
  public static DriftResult inputs(
      @Nullable PersistedSelection selection,
      @Nullable StorageClassSnapshot live,
      StorageCatalog catalog) {
    return inputs(selection, live, catalog, ProfileDigest.Scheme.V1);
  }

  /**
   * {@link #inputs(PersistedSelection, StorageClassSnapshot, String, String, ProfileDigest.Scheme)}
   * with V1.
   */
  public static DriftResult inputs(
      @Nullable PersistedSelection selection,
      @Nullable StorageClassSnapshot live,
      String catalogNamespace,
      @Nullable String catalogPayload) {
    return inputs(selection, live, catalogNamespace, catalogPayload, ProfileDigest.Scheme.V1);
  }

  /**
   * The pre-binding check: {@link #live} first, then the catalog ConfigMap checks — a blank
   * namespace ({@code drift.catalog-namespace}) or missing payload ({@code drift.catalog-missing})
   * is a plain error (not checked), an invalid payload is drift ({@code drift.catalog-invalid},
   * first error message) — then entry, provider, re-derived transition and recomputed profile
   * digest. {@code catalogRevision} is never compared.
   */
  public static DriftResult inputs(
      @Nullable PersistedSelection selection,
      @Nullable StorageClassSnapshot live,
      String catalogNamespace,
      @Nullable String catalogPayload,
      ProfileDigest.Scheme scheme) {
    DriftResult first = live(selection, live);
    if (!DriftRule.NONE.id().equals(first.ruleId())) {
      return first;
    }
    Steps steps = new Steps(withoutLast(first));
    if (GoText.isBlank(catalogNamespace)) {
      return notChecked(
          steps, DriftRule.CATALOG_NAMESPACE, "storage capability ConfigMap namespace is empty");
    }
    steps.pass(DriftRule.CATALOG_NAMESPACE, "");
    if (catalogPayload == null || catalogPayload.isEmpty()) {
      return notChecked(
          steps,
          DriftRule.CATALOG_MISSING,
          "storage capability ConfigMap "
              + catalogNamespace
              + "/"
              + CatalogParser.CONFIG_MAP_NAME
              + " has no \""
              + CatalogParser.CONFIG_MAP_KEY
              + "\" data");
    }
    steps.pass(DriftRule.CATALOG_MISSING, "");
    CatalogResult parsed = CatalogParser.parse(catalogPayload);
    Optional<StorageCatalog> catalog = parsed.catalog();
    if (!parsed.isValid() || catalog.isEmpty()) {
      String error =
          parsed.errors().isEmpty() ? "invalid catalog" : parsed.errors().get(0).message();
      return drift(
          steps,
          DriftRule.CATALOG_INVALID,
          "selected storage capability catalog is invalid: " + error);
    }
    steps.pass(DriftRule.CATALOG_INVALID, "");
    return catalogRules(steps, selection, catalog.get(), scheme);
  }

  private static DriftResult notChecked(Steps steps, DriftRule rule, String message) {
    steps.decide(rule, message);
    return new DriftResults.NotChecked(
        Problem.error(rule.id().value(), "catalog", message), steps.trace());
  }

  static DriftResult catalogRules(
      Steps steps,
      @Nullable PersistedSelection selection,
      StorageCatalog catalog,
      ProfileDigest.Scheme scheme) {
    PersistedSelection s = Objects.requireNonNull(selection, "selection");
    String selected = "selected provisioner " + quote(s.provisioner());
    Optional<DriverEntry> found = catalog.driver(s.provisioner());
    if (found.isEmpty()) {
      return drift(steps, DriftRule.CATALOG_ENTRY, selected + " has no catalog entry");
    }
    steps.pass(DriftRule.CATALOG_ENTRY, "");
    DriverEntry entry = found.get();
    if (!entry.provider().equals(s.provider())) {
      return changed(
          steps, DriftRule.PROVIDER, selected + " provider", s.provider(), entry.provider());
    }
    steps.pass(DriftRule.PROVIDER, "");
    Workflow workflow = Workflow.fromWireName(s.workflow()).orElseThrow();
    Transition transition = Transitions.derive(entry, workflow).transition();
    if (!transition.wireName().equals(s.transition())) {
      return changed(
          steps,
          DriftRule.TRANSITION,
          selected + " transition for " + s.workflow(),
          s.transition(),
          transition.wireName());
    }
    steps.pass(DriftRule.TRANSITION, "");
    String profile = ProfileDigest.digest(entry, workflow, transition, scheme);
    if (!profile.equals(s.profileDigest())) {
      return changed(
          steps,
          DriftRule.PROFILE_DIGEST,
          selected + " qualified profile digest",
          s.profileDigest(),
          profile);
    }
    return noDrift(steps, DriftRule.PROFILE_DIGEST);
  }

  static Trace withoutLast(DriftResult result) {
    List<TraceEntry> entries = result.trace().entries();
    return Trace.of(entries.subList(0, entries.size() - 1));
  }

  /** The last rule of a check passed: {@code drift.none} decides. */
  private static DriftResult noDrift(Steps steps, DriftRule last) {
    steps.pass(last, "");
    steps.decide(DriftRule.NONE, "");
    return new DriftResults.NoDrift(DriftRule.NONE.id(), steps.trace());
  }

  /** A drift of one value: {@code <what> changed from "<before>" to "<now>"}. */
  private static DriftResult changed(
      Steps steps, DriftRule rule, String what, String before, String now) {
    return drift(steps, rule, what + " changed from " + quote(before) + " to " + quote(now));
  }

  private static DriftResult drift(Steps steps, DriftRule rule, String detail) {
    String message = DriftResult.DRIFT_PREFIX + detail;
    steps.decide(rule, message);
    return new DriftResults.Drift(rule.id(), Steps.reason(rule), message, steps.trace());
  }

  /**
   * The rules this package declares ({@code DriftRule}), in declaration order, as {@code
   * docs/rules.md} lists them; the rule enums themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(DriftRule.values());
  }
}
