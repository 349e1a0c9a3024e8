package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.Trace;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.Transitions;
import java.util.List;
import java.util.Map;

/**
 * What a qualification run justifies (docs/reference/storage-catalog.md#output): the qualified
 * access modes, the catalog entry they justify, every missing proof by name, findings, deployment
 * warnings, and the trace of the verdict rules. It also answers which workflows the entry enables
 * ({@link #transition}, {@link #enables}), the entry as YAML to paste into a catalog ({@link
 * #entryYaml()}) and a catalog with the entry in place ({@link #appliedTo}), whose {@code
 * CatalogDiff} shows which warm caches the edit would invalidate.
 * <!-- snippet: QualificationExamplesTest#qualification-verdict -->
 *
 * <pre>{@code
 * QualificationVerdict v = Qualify.evaluate(text).verdict().orElseThrow();
 * VerdictKind kind = v.verdict(); // QUALIFIED
 * List<String> findings = v.findings(); // [shared-filesystem-assumption-fails]
 * }</pre>
 *
 * @param provisioner the exact CSI provisioner of the run
 * @param verdict qualified, partially qualified or not qualified
 * @param qualifiedModes the qualified modes, ordered ReadWriteOnce, ReadOnlyMany, ReadWriteMany
 * @param entry the justified catalog entry; it always passes catalog validation
 * @param missing every missing proof code, in rule order ({@link VerdictCode})
 * @param findings information codes (rule 8), never failures
 * @param warnings deployment warning codes, never change the verdict
 * @param reasons a human reason for every code of {@code missing}, {@code findings} and {@code
 *     warnings}, keyed by code, in that order
 * @param trace the verdict rules consulted, then the deployment warning rules
 */
public record QualificationVerdict(
    String provisioner,
    VerdictKind verdict,
    List<AccessMode> qualifiedModes,
    DriverEntry entry,
    List<String> missing,
    List<String> findings,
    List<String> warnings,
    Map<String, String> reasons,
    Trace trace) {

  /** Creates a verdict; copies the collections. */
  public QualificationVerdict {
    requireNonNull(provisioner, "provisioner");
    requireNonNull(verdict, "verdict");
    qualifiedModes = ImmutableList.copyOf(qualifiedModes);
    requireNonNull(entry, "entry");
    missing = ImmutableList.copyOf(missing);
    findings = ImmutableList.copyOf(findings);
    warnings = ImmutableList.copyOf(warnings);
    reasons = ImmutableMap.copyOf(reasons);
    requireNonNull(trace, "trace");
  }

  /** The qualified modes' wire names, e.g. {@code [ReadOnlyMany, ReadWriteMany]}. */
  public List<String> qualifiedModeNames() {
    return qualifiedModes.stream()
        .map(AccessMode::wireName)
        .collect(ImmutableList.toImmutableList());
  }

  /**
   * The transition the justified entry derives for a workflow, as the catalog's transition
   * derivation decides it ({@link Transitions#derive(DriverEntry, Workflow)}).
   *
   * @param workflow the workflow
   * @return its transition
   */
  public Transition transition(Workflow workflow) {
    return Transitions.derive(entry, workflow).transition();
  }

  /**
   * Whether the justified entry enables a workflow: its transition is not {@code disabled}.
   *
   * @param workflow the workflow
   * @return whether it is enabled
   */
  public boolean enables(Workflow workflow) {
    return transition(workflow) != Transition.DISABLED;
  }

  /**
   * The justified entry in the catalog's map form, indented two spaces to paste under {@code
   * drivers:}. Scalars that are not plain identifiers are written as JSON strings (valid YAML
   * double-quoted scalars), so the text means the same to every YAML reader.
   * <!-- snippet: QualificationExamplesTest#entry-yaml -->
   *
   * <pre>{@code
   * String yaml = v.entryYaml();
   * //   csi.weka.io:
   * //     provider: weka
   * //     accessModes: [ReadOnlyMany, ReadWriteMany]
   * //     readerMountOptions: []
   * }</pre>
   *
   * @return four lines (five with {@code encryptionSupported}), each ending with a newline
   */
  public String entryYaml() {
    return CatalogEntries.yaml(entry);
  }

  /**
   * {@code current} with the justified entry in place of the provisioner's entry (same position),
   * or appended when it has none. The run does not test encryption, so an existing entry's {@code
   * encryptionSupported} is kept. {@code CatalogDiff.diff(current, verdict.appliedTo(current))}
   * shows which warm caches the replacement would invalidate.
   *
   * @param current a valid catalog
   * @return the edited catalog
   * @throws io.planerules.rules.PlaneRulesException (a {@code CatalogException}) if the edited
   *     catalog is invalid, which cannot happen for a valid catalog and a verdict on valid evidence
   */
  public StorageCatalog appliedTo(StorageCatalog current) {
    return CatalogEntries.replaceEntry(current, this);
  }
}
