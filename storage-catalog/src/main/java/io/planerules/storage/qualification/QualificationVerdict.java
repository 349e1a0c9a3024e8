package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.Trace;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import java.util.List;
import java.util.Map;

/**
 * What a qualification run justifies (docs/reference/storage-catalog.md#output): the qualified
 * access modes, the catalog entry they justify, the workflows that entry enables, every missing
 * proof by name, findings, deployment warnings, and the trace of the verdict rules.
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
 * @param enabledWorkflows the transition the entry derives per workflow
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
    EnabledWorkflows enabledWorkflows,
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
    requireNonNull(enabledWorkflows, "enabledWorkflows");
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
}
