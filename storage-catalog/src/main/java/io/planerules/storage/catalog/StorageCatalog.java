package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.rules.Problem;
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
 *
 * <pre>{@code
 * StorageCatalog catalog = StorageCatalog.builder()
 *     .driver("csi.weka.io", "weka", List.of("ReadWriteMany", "ReadOnlyMany"), List.of(), false)
 *     .build();
 * catalog.driver("csi.weka.io").map(e -> Transitions.derive(e, Workflow.HELM).transition());
 * // Optional[rwxReadOnly]
 * }</pre>
 */
public final class StorageCatalog {

  /** The only supported {@code apiVersion}. */
  public static final String API_VERSION = "storage.nvcf.nvidia.com/v1alpha1";

  /** The only supported {@code kind}. */
  public static final String KIND = "StorageCapabilityCatalog";

  private final ImmutableList<DriverEntry> drivers;
  private final ImmutableMap<String, DriverEntry> byProvisioner;
  private final WireForm wireForm;
  private final @Nullable CatalogRevision revision;
  private final ImmutableList<Problem> warnings;

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
  public ImmutableList<DriverEntry> drivers() {
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

  /** How the document spelled {@code drivers}. */
  public WireForm wireForm() {
    return wireForm;
  }

  /** The revision of the payload this catalog was parsed from; empty for catalogs built in code. */
  public Optional<CatalogRevision> revision() {
    return Optional.ofNullable(revision);
  }

  /** The validation warnings (never errors), in reporting order. */
  public ImmutableList<Problem> warnings() {
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
      if (!entry.semanticallyEquals(other.byProvisioner.get(entry.provisioner()))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return "StorageCatalog" + drivers;
  }

  /** A builder for catalogs made in code; validation runs the same rules, without positions. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Builds a catalog in code. {@link #validate()} returns every problem; {@link #build()} throws
   * {@link CatalogException} when there is an error. {@code apiVersion} and {@code kind} default to
   * the supported values, the wire form to {@link WireForm#MAP}.
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
    public Builder kind(String value) {
      this.kind = requireNonNull(value, "value");
      return this;
    }

    /**
     * Sets the wire form (only affects paths in problems).
     *
     * @param value the form
     * @return this builder
     */
    public Builder wireForm(WireForm value) {
      this.wireForm = requireNonNull(value, "value");
      return this;
    }

    /**
     * Adds a driver.
     *
     * @param entry the entry
     * @return this builder
     */
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
    public CatalogDraft toDraft() {
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
     * @throws CatalogException with every problem when the draft has an error
     */
    public StorageCatalog build() {
      return validate().orElseThrow();
    }
  }
}
