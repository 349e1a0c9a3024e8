package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.rules.Problem;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.TransitionOutcome;
import io.planerules.storage.catalog.transition.Transitions;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A valid storage capability catalog: per exact CSI provisioner, the provider id, the access modes
 * qualified end to end and the reader mount options NVCA applies. Drivers keep document order.
 * Obtain one from {@code CatalogParser.parse(...)}, {@link DefaultCatalog#get()} or {@link
 * #builder()}; it is immutable.
 * <!-- snippet: StorageExamplesTest#storage-catalog -->
 *
 * <pre>{@code
 * StorageCatalog catalog =
 *     StorageCatalog.builder()
 *         .driver(
 *             "csi.weka.io", "weka", List.of("ReadWriteMany", "ReadOnlyMany"), List.of(), false)
 *         .build();
 * DriverEntry weka = catalog.driver("csi.weka.io").orElseThrow();
 * Transition helm = catalog.transition(weka, Workflow.HELM).transition(); // RWX_READ_ONLY
 * }</pre>
 */
public final class StorageCatalog {

  /** The only supported {@code apiVersion}. */
  public static final String API_VERSION = "storage.nvcf.nvidia.com/v1alpha1";

  /** The only supported {@code kind}. */
  public static final String KIND = "StorageCapabilityCatalog";

  /** The {@code $id} of the document's JSON Schema ({@link #jsonSchema()}). */
  public static final String SCHEMA_ID =
      "urn:io.planerules:schema:storage-capability-catalog:v1alpha1";

  /** The schema resource, relative to this package. */
  static final String SCHEMA_RESOURCE = "nvcf-storage-capabilities-v1alpha1.schema.json";

  /** The schema text, read on first use (a decision never needs it). */
  private static final class Schema {
    static final String JSON = new String(Resources.read(SCHEMA_RESOURCE), StandardCharsets.UTF_8);
  }

  private final ImmutableList<DriverEntry> drivers;
  private final ImmutableMap<String, DriverEntry> byProvisioner;
  private final WireForm wireForm;
  private final @Nullable CatalogRevision revision;
  private final ImmutableList<Problem> warnings;

  /** Derived per-entry values, by provisioner; null until a decision first asks. */
  private volatile @Nullable ImmutableMap<String, EntryMemo> memos;

  StorageCatalog(
      List<DriverEntry> drivers,
      WireForm wireForm,
      @Nullable CatalogRevision revision,
      List<Problem> warnings) {
    this.drivers = ImmutableList.copyOf(drivers);
    Map<String, DriverEntry> index = new LinkedHashMap<>();
    for (DriverEntry entry : drivers) {
      index.putIfAbsent(entry.provisioner(), entry);
    }
    this.byProvisioner = ImmutableMap.copyOf(index);
    this.wireForm = requireNonNull(wireForm, "wireForm");
    this.revision = revision;
    this.warnings = ImmutableList.copyOf(warnings);
  }

  /** The drivers in document order. */
  public List<DriverEntry> drivers() {
    return drivers;
  }

  /**
   * The entry for an exact provisioner (case-sensitive). Empty means <i>unsupported</i>; an entry
   * with no access modes means <i>unqualified</i>.
   *
   * @param provisioner the StorageClass provisioner
   * @return the entry, if the catalog lists the provisioner
   */
  public Optional<DriverEntry> driver(String provisioner) {
    requireNonNull(provisioner, "provisioner");
    return Optional.ofNullable(byProvisioner.get(provisioner));
  }

  /**
   * {@link Transitions#derive(DriverEntry, Workflow)}, kept per entry of this catalog after first
   * use (decisions derive the same transitions again and again). Any other entry is derived on the
   * spot; the answer is the same either way.
   *
   * @param entry an entry, normally one {@link #driver(String)} returned
   * @param workflow the workflow
   * @return the derived transition with its explanation
   */
  public TransitionOutcome transition(DriverEntry entry, Workflow workflow) {
    requireNonNull(workflow, "workflow");
    EntryMemo memo = memo(entry);
    return memo == null ? Transitions.derive(entry, workflow) : memo.transition(workflow);
  }

  /**
   * {@link ProfileDigest#digest(DriverEntry, Workflow, Transition, ProfileDigest.Scheme)}, with the
   * canonical bytes of this catalog's entries kept after first use; the SHA-256 is computed on
   * every call with a fresh {@code MessageDigest}. Any other entry is hashed from scratch; the
   * digest is the same either way.
   *
   * @param entry an entry, normally one {@link #driver(String)} returned
   * @param workflow the workflow
   * @param transition the transition (normally {@link #transition(DriverEntry, Workflow)})
   * @param scheme the canonical form
   * @return {@code sha256:} + 64 lowercase hex
   */
  public String profileDigest(
      DriverEntry entry, Workflow workflow, Transition transition, ProfileDigest.Scheme scheme) {
    requireNonNull(workflow, "workflow");
    requireNonNull(transition, "transition");
    requireNonNull(scheme, "scheme");
    EntryMemo memo = memo(entry);
    return memo == null
        ? ProfileDigest.digest(entry, workflow, transition, scheme)
        : memo.profileDigest(workflow, transition, scheme);
  }

  /** The memo of {@code entry} if it is one of this catalog's entries (by identity). */
  private @Nullable EntryMemo memo(DriverEntry entry) {
    requireNonNull(entry, "entry");
    ImmutableMap<String, EntryMemo> all = memos;
    if (all == null) {
      // made on first use, not at parse time; a race builds an equal map twice
      ImmutableMap.Builder<String, EntryMemo> built =
          ImmutableMap.builderWithExpectedSize(byProvisioner.size());
      byProvisioner.forEach((provisioner, e) -> built.put(provisioner, new EntryMemo(e)));
      all = built.buildOrThrow();
      memos = all;
    }
    EntryMemo memo = all.get(entry.provisioner());
    return memo != null && memo.entry() == entry ? memo : null;
  }

  /**
   * How the document spelled {@code drivers}; it changes nothing but the paths of problems, so it
   * is not API.
   */
  WireForm wireForm() {
    return wireForm;
  }

  /** The revision of the payload this catalog was parsed from; empty for catalogs built in code. */
  public Optional<CatalogRevision> revision() {
    return Optional.ofNullable(revision);
  }

  /** The validation warnings (never errors), in reporting order. */
  public List<Problem> warnings() {
    return warnings;
  }

  /**
   * Whether two catalogs mean the same: the same provisioners, and per provisioner equal provider,
   * access modes as a set, reader options as an ordered list and {@code encryptionSupported}.
   * Driver order, wire form, comments, quoting and revision are irrelevant.
   *
   * @param other the other catalog
   * @return whether they are semantically equal
   */
  public boolean semanticallyEquals(StorageCatalog other) {
    requireNonNull(other, "other");
    if (!byProvisioner.keySet().equals(other.byProvisioner.keySet())) {
      return false;
    }
    for (DriverEntry entry : drivers) {
      // the key sets are equal, so the other catalog has an entry for every provisioner of this one
      DriverEntry same = requireNonNull(other.byProvisioner.get(entry.provisioner()));
      if (!entry.semanticallyEquals(same)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return "StorageCatalog" + drivers;
  }

  /**
   * The path at which a catalog in the map form (the seed's) reports problems about the entry of
   * {@code provisioner}: {@code drivers["<provisioner>"]}, the provisioner quoted like Go's {@code
   * %q}; a problem about one of the entry's fields has this path followed by {@code .} and the
   * field.
   *
   * @param provisioner the entry's key
   * @return the path
   */
  public static String entryPath(String provisioner) {
    return CatalogDraft.entryPath(WireForm.MAP, 0, provisioner);
  }

  /**
   * The codes of the validation rules that check one entry's own values (provisioner, provider,
   * reader mount options, the NVMesh provider), in reporting order: what a builder with one driver
   * and no access modes can report, and so the catalog rules a qualification's justified entry
   * passes.
   *
   * @return the problem codes
   */
  public static List<String> entryValueCodes() {
    return CatalogValidator.entryValueCodes();
  }

  /**
   * The JSON Schema (draft 2020-12) of the catalog document, shipped as the resource {@code
   * io/planerules/storage/catalog/nvcf-storage-capabilities-v1alpha1.schema.json}, {@code $id}
   * {@value #SCHEMA_ID}. It never rejects what validation accepts; it cannot express X/noX pairs
   * beyond the seven it lists, repeated list-form names and the text-level rules of parsing, so it
   * accepts those.
   *
   * @return the schema text
   */
  public static String jsonSchema() {
    return Schema.JSON;
  }

  /** A builder for catalogs made in code; validation runs the same rules, without positions. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Builds a catalog in code. {@link #validate()} returns every problem; {@link #build()} throws
   * {@link io.planerules.rules.PlaneRulesException} (a {@code CatalogException}) when there is an
   * error. {@code apiVersion} and {@code kind} default to the supported values; problems have the
   * paths of the map form ({@code drivers["<provisioner>"]}).
   */
  public static final class Builder {
    private String apiVersion = API_VERSION;
    private String kind = KIND;
    private WireForm wireForm = WireForm.MAP;
    private final List<CatalogDraft.Entry> entries = new ArrayList<>();

    private Builder() {}

    /**
     * Sets {@code apiVersion}.
     *
     * @param value the text
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder apiVersion(String value) {
      this.apiVersion = requireNonNull(value, "value");
      return this;
    }

    /**
     * Sets {@code kind}.
     *
     * @param value the text
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder kind(String value) {
      this.kind = requireNonNull(value, "value");
      return this;
    }

    /** Sets the wire form (only affects paths in problems). */
    @CanIgnoreReturnValue
    Builder wireForm(WireForm value) {
      this.wireForm = requireNonNull(value, "value");
      return this;
    }

    /**
     * Adds a driver.
     *
     * @param entry the entry
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder driver(DriverEntry entry) {
      requireNonNull(entry, "entry");
      return driver(
          entry.provisioner(),
          entry.provider(),
          entry.accessModeNames(),
          entry.readerMountOptions(),
          entry.encryptionSupported());
    }

    /**
     * Adds a driver from raw values (as the document would hold them).
     *
     * @param provisioner the provisioner
     * @param provider the provider, or {@code null} when absent
     * @param accessModes the access-mode strings, or {@code null} when absent
     * @param readerMountOptions the options, or {@code null} when absent
     * @param encryptionSupported the flag, or {@code null} when absent
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder driver(
        String provisioner,
        @Nullable String provider,
        @Nullable List<String> accessModes,
        @Nullable List<String> readerMountOptions,
        @Nullable Boolean encryptionSupported) {
      requireNonNull(provisioner, "provisioner");
      entries.add(
          new CatalogDraft.Entry(
              "",
              DraftValue.present(provisioner, null),
              true,
              null,
              DraftValue.ofNullable(provider),
              list(accessModes),
              list(readerMountOptions),
              DraftValue.ofNullable(encryptionSupported)));
      return this;
    }

    private static DraftValue<List<DraftValue<String>>> list(@Nullable List<String> values) {
      if (values == null) {
        return DraftValue.absent();
      }
      return DraftValue.present(
          values.stream()
              .map(v -> DraftValue.present(requireNonNull(v, "list element"), null))
              .collect(ImmutableList.toImmutableList()),
          null);
    }

    /** The draft these settings describe, paths filled in for the wire form. */
    CatalogDraft toDraft() {
      List<CatalogDraft.Entry> located = new ArrayList<>(entries.size());
      for (int i = 0; i < entries.size(); i++) {
        CatalogDraft.Entry e = entries.get(i);
        String path = CatalogDraft.entryPath(wireForm, i, e.provisioner());
        DraftValue<String> name =
            wireForm == WireForm.LIST && e.provisioner().isEmpty() ? DraftValue.absent() : e.name();
        located.add(
            new CatalogDraft.Entry(
                path,
                name,
                true,
                null,
                e.provider(),
                e.accessModes(),
                e.readerMountOptions(),
                e.encryptionSupported()));
      }
      return new CatalogDraft(
          DraftValue.present(apiVersion, null),
          DraftValue.present(kind, null),
          DraftValue.present(ImmutableList.copyOf(located), null),
          wireForm,
          null,
          ImmutableList.of(),
          null);
    }

    /** Validates the draft: every problem, no positions. */
    public CatalogResult validate() {
      return CatalogValidator.validate(toDraft());
    }

    /**
     * The catalog.
     *
     * @return the valid catalog
     * @throws io.planerules.rules.PlaneRulesException (a {@code CatalogException}) with every
     *     problem when the draft has an error
     */
    public StorageCatalog build() {
      return validate().orElseThrow();
    }
  }
}
