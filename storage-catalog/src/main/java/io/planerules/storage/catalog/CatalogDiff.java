package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.TransitionOutcome;
import io.planerules.storage.catalog.transition.Transitions;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Shows which warm caches a catalog edit would invalidate: the diff of two catalogs is one {@link
 * Change} per provisioner (the old catalog's order, then additions in the new one's order) ×
 * workflow, with both sides' transition, required modes and options and profile digest, classified
 * as one {@link Kind}. Whether the two revisions differ and whether the catalogs mean the same are
 * questions to the catalogs themselves ({@link StorageCatalog#revision()}, {@link
 * StorageCatalog#semanticallyEquals}); {@link #differences} lists what differs for people.
 * <!-- snippet: StorageExamplesTest#catalog-diff -->
 *
 * <pre>{@code
 * List<CatalogDiff.Change> changes = CatalogDiff.diff(before, after);
 * List<CatalogDiff.Change> invalidating =
 *     changes.stream().filter(CatalogDiff.Change::invalidatesWarmCaches).toList();
 * }</pre>
 */
public final class CatalogDiff {

  private CatalogDiff() {}

  /** How one provisioner × workflow changed. */
  public enum Kind {
    /** Only in the new catalog. */
    ADDED("added"),
    /** Only in the old catalog. */
    REMOVED("removed"),
    /** The transition leaves {@code disabled}. */
    ENABLED("enabled"),
    /** The transition enters {@code disabled}. */
    DISABLED("disabled"),
    /** {@code roxReadOnly} ↔ {@code rwxReadOnly}. */
    TRANSITION_CHANGED("transition-changed"),
    /** Same transition, different profile digest: warm caches on it drift. */
    PROFILE_CHANGED("profile-changed"),
    /** Equal digest, {@code encryptionSupported} differs (scheme V1 only). */
    CAPABILITY_CHANGED("capability-changed"),
    /** Nothing that matters changed (mode order, other drivers, comments, wire form). */
    UNCHANGED("unchanged");

    private final String wireName;

    Kind(String wireName) {
      this.wireName = wireName;
    }

    /** The wire spelling, e.g. {@code profile-changed}. */
    public String wireName() {
      return wireName;
    }

    @Override
    public String toString() {
      return wireName;
    }
  }

  /**
   * One side of a change.
   *
   * @param provider the provider id
   * @param transition the derived transition
   * @param requiredAccessModes the transition's required modes
   * @param requiredMountOptions the transition's required reader options
   * @param profileDigest the profile digest under the diff's scheme
   */
  public record Side(
      String provider,
      Transition transition,
      List<AccessMode> requiredAccessModes,
      List<String> requiredMountOptions,
      String profileDigest) {
    /** Creates a side; copies the lists. */
    public Side {
      requireNonNull(provider, "provider");
      requireNonNull(transition, "transition");
      requiredAccessModes = ImmutableList.copyOf(requiredAccessModes);
      requiredMountOptions = ImmutableList.copyOf(requiredMountOptions);
      requireNonNull(profileDigest, "profileDigest");
    }
  }

  /**
   * One provisioner × workflow.
   *
   * @param provisioner the provisioner
   * @param workflow the workflow
   * @param kind the classification
   * @param before the old side, {@code null} when added
   * @param after the new side, {@code null} when removed
   * @param changedFields which of {@code provider}, {@code accessModes} (as a set), {@code
   *     readerMountOptions} (ordered) and {@code encryptionSupported} differ ({@code []} when added
   *     or removed)
   * @param invalidatesWarmCaches the old transition was not {@code disabled} and the kind is
   *     removed, disabled, transition-changed or profile-changed
   */
  public record Change(
      String provisioner,
      Workflow workflow,
      Kind kind,
      @Nullable Side before,
      @Nullable Side after,
      List<String> changedFields,
      boolean invalidatesWarmCaches) {
    /** Creates a change; copies the list. */
    public Change {
      requireNonNull(provisioner, "provisioner");
      requireNonNull(workflow, "workflow");
      requireNonNull(kind, "kind");
      changedFields = ImmutableList.copyOf(changedFields);
    }
  }

  /**
   * Diffs two catalogs with the {@link ProfileDigest.Scheme#V1} digest.
   *
   * @param before the old catalog
   * @param after the new catalog
   * @return one change per provisioner × workflow
   */
  public static List<Change> diff(StorageCatalog before, StorageCatalog after) {
    return diff(before, after, ProfileDigest.Scheme.V1);
  }

  /**
   * Diffs two catalogs.
   *
   * @param before the old catalog
   * @param after the new catalog
   * @param scheme the profile digest scheme
   * @return one change per provisioner × workflow
   */
  public static List<Change> diff(
      StorageCatalog before, StorageCatalog after, ProfileDigest.Scheme scheme) {
    requireNonNull(before, "before");
    requireNonNull(after, "after");
    requireNonNull(scheme, "scheme");
    List<Change> changes = new ArrayList<>();
    for (String provisioner : provisioners(before, after)) {
      DriverEntry old = before.driver(provisioner).orElse(null);
      DriverEntry neu = after.driver(provisioner).orElse(null);
      for (Workflow workflow : Workflow.values()) {
        changes.add(change(provisioner, workflow, old, neu, scheme));
      }
    }
    return ImmutableList.copyOf(changes);
  }

  private static Set<String> provisioners(StorageCatalog before, StorageCatalog after) {
    Set<String> all = new LinkedHashSet<>();
    before.drivers().forEach(d -> all.add(d.provisioner()));
    after.drivers().forEach(d -> all.add(d.provisioner()));
    return all;
  }

  private static Change change(
      String provisioner,
      Workflow workflow,
      @Nullable DriverEntry old,
      @Nullable DriverEntry neu,
      ProfileDigest.Scheme scheme) {
    if (old == null || neu == null) {
      Side before = old == null ? null : side(old, workflow, scheme);
      Side after = neu == null ? null : side(neu, workflow, scheme);
      Kind kind = before == null ? Kind.ADDED : Kind.REMOVED;
      boolean invalidates = before != null && before.transition() != Transition.DISABLED;
      return new Change(provisioner, workflow, kind, before, after, List.of(), invalidates);
    }
    Side before = side(old, workflow, scheme);
    Side after = side(neu, workflow, scheme);
    Kind kind;
    if (before.transition() == Transition.DISABLED && after.transition() != Transition.DISABLED) {
      kind = Kind.ENABLED;
    } else if (before.transition() != Transition.DISABLED
        && after.transition() == Transition.DISABLED) {
      kind = Kind.DISABLED;
    } else if (before.transition() != after.transition()) {
      kind = Kind.TRANSITION_CHANGED;
    } else if (!before.profileDigest().equals(after.profileDigest())) {
      kind = Kind.PROFILE_CHANGED;
    } else if (old.encryptionSupported() != neu.encryptionSupported()) {
      kind = Kind.CAPABILITY_CHANGED;
    } else {
      kind = Kind.UNCHANGED;
    }
    boolean invalidates =
        before.transition() != Transition.DISABLED
            && (kind == Kind.DISABLED
                || kind == Kind.TRANSITION_CHANGED
                || kind == Kind.PROFILE_CHANGED);
    return new Change(
        provisioner, workflow, kind, before, after, changedFields(old, neu), invalidates);
  }

  private static Side side(DriverEntry entry, Workflow workflow, ProfileDigest.Scheme scheme) {
    TransitionOutcome outcome = Transitions.derive(entry, workflow);
    return new Side(
        entry.provider(),
        outcome.transition(),
        outcome.requiredAccessModes(),
        outcome.requiredMountOptions(),
        ProfileDigest.digest(entry, workflow, outcome.transition(), scheme));
  }

  private static List<String> changedFields(DriverEntry a, DriverEntry b) {
    List<String> fields = new ArrayList<>();
    if (!a.provider().equals(b.provider())) {
      fields.add("provider");
    }
    if (!a.accessModeSet().equals(b.accessModeSet())) {
      fields.add("accessModes");
    }
    if (!a.readerMountOptions().equals(b.readerMountOptions())) {
      fields.add("readerMountOptions");
    }
    if (a.encryptionSupported() != b.encryptionSupported()) {
      fields.add("encryptionSupported");
    }
    return fields;
  }

  /**
   * One line per semantic difference between two catalogs, for people: {@code
   * drivers["csi.weka.io"].readerMountOptions: [] vs [ro]}, {@code driver "x" only in b}. With
   * {@link StorageCatalog#semanticallyEquals} it is the source-vs-vendored check of a catalog copy
   * (e.g. a chart's) against the embedded one.
   * <!-- snippet: StorageExamplesTest#catalog-differences -->
   *
   * <pre>{@code
   * StorageCatalog chart = CatalogParser.parse(listForm).orElseThrow();
   * boolean same = chart.semanticallyEquals(DefaultCatalog.get()); // false: Weka's options differ
   * List<String> lines = CatalogDiff.differences(chart, DefaultCatalog.get());
   * // [drivers["csi.weka.io"].readerMountOptions: [ro] vs []]
   * }</pre>
   *
   * @param a one catalog
   * @param b the other
   * @return the lines (empty when semantically equal)
   */
  public static List<String> differences(StorageCatalog a, StorageCatalog b) {
    requireNonNull(a, "a");
    requireNonNull(b, "b");
    List<String> lines = new ArrayList<>();
    for (String provisioner : provisioners(a, b)) {
      Optional<DriverEntry> x = a.driver(provisioner);
      Optional<DriverEntry> y = b.driver(provisioner);
      if (x.isEmpty() || y.isEmpty()) {
        lines.add("driver " + GoQuote.quote(provisioner) + " only in " + (x.isEmpty() ? "b" : "a"));
        continue;
      }
      String path = "drivers[" + GoQuote.quote(provisioner) + "].";
      DriverEntry p = x.get();
      DriverEntry q = y.get();
      for (String field : changedFields(p, q)) {
        String left;
        String right;
        switch (field) {
          case "provider" -> {
            left = GoQuote.quote(p.provider());
            right = GoQuote.quote(q.provider());
          }
          case "accessModes" -> {
            left = list(p.accessModeNames());
            right = list(q.accessModeNames());
          }
          case "readerMountOptions" -> {
            left = list(p.readerMountOptions());
            right = list(q.readerMountOptions());
          }
          default -> {
            left = String.valueOf(p.encryptionSupported());
            right = String.valueOf(q.encryptionSupported());
          }
        }
        lines.add(path + field + ": " + left + " vs " + right);
      }
    }
    return ImmutableList.copyOf(lines);
  }

  private static String list(List<String> items) {
    return "[" + String.join(", ", items) + "]";
  }
}
