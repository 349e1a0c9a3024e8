package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSet;
import io.planerules.storage.catalog.CatalogDiff;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.internal.text.GoText;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What {@code planerules qualify} shows beside a verdict: the justified entry as YAML ready to
 * paste under a catalog's {@code drivers:}, the current catalog with that entry in place, and the
 * {@linkplain CatalogDiff catalog diff} of the replacement (which warm caches it would invalidate).
 * <!-- snippet: QualificationExamplesTest#catalog-entries -->
 *
 * <pre>{@code
 * String yaml = CatalogEntries.yaml(v.entry());
 * //   csi.weka.io:
 * //     provider: weka
 * //     accessModes: [ReadOnlyMany, ReadWriteMany]
 * //     readerMountOptions: []
 * CatalogDiff.Report diff = CatalogEntries.diff(DefaultCatalog.get(), v);
 * }</pre>
 */
public final class CatalogEntries {

  /**
   * Scalars that stay plain: a CSI name, a provider id, a simple mount option, starting with a
   * letter (so never a YAML number such as {@code 1e5} or {@code 0x10}).
   */
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z][-._A-Za-z0-9]*");

  /** Plain words a YAML 1.1 or 1.2 reader would take for a boolean or null. */
  private static final ImmutableSet<String> RESERVED =
      ImmutableSet.of(
          "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off",
          "OFF", "true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL");

  private CatalogEntries() {}

  /**
   * The entry in the catalog's map form, indented two spaces to paste under {@code drivers:}.
   * Scalars that are not plain identifiers are written as JSON strings (valid YAML double-quoted
   * scalars), so the text means the same to every YAML reader.
   *
   * @param entry the entry
   * @return four lines, each ending with a newline
   */
  public static String yaml(DriverEntry entry) {
    requireNonNull(entry, "entry");
    StringBuilder out = new StringBuilder();
    out.append("  ").append(scalar(entry.provisioner())).append(":\n");
    out.append("    provider: ").append(scalar(entry.provider())).append('\n');
    out.append("    accessModes: ")
        .append(list(entry.accessModes().stream().map(AccessMode::wireName).toList()))
        .append('\n');
    out.append("    readerMountOptions: ").append(list(entry.readerMountOptions())).append('\n');
    if (entry.encryptionSupported()) {
      out.append("    encryptionSupported: true\n");
    }
    return out.toString();
  }

  /**
   * The current catalog with the verdict's entry in place of the provisioner's entry (same
   * position), or appended when the catalog has none. The run does not test encryption, so an
   * existing entry's {@code encryptionSupported} is kept.
   *
   * @param current a valid catalog
   * @param verdict the verdict whose entry replaces the current one
   * @return the edited catalog
   * @throws io.planerules.rules.PlaneRulesException (a {@code CatalogException}) if the edited
   *     catalog is invalid, which cannot happen for a valid catalog and a verdict on valid evidence
   */
  public static StorageCatalog replaceEntry(StorageCatalog current, QualificationVerdict verdict) {
    requireNonNull(current, "current");
    requireNonNull(verdict, "verdict");
    DriverEntry justified = verdict.entry();
    StorageCatalog.Builder edited = StorageCatalog.builder().wireForm(current.wireForm());
    boolean replaced = false;
    for (DriverEntry driver : current.drivers()) {
      if (driver.provisioner().equals(justified.provisioner())) {
        edited.driver(withEncryption(justified, driver.encryptionSupported()));
        replaced = true;
      } else {
        edited.driver(driver);
      }
    }
    if (!replaced) {
      edited.driver(justified);
    }
    return edited.build();
  }

  /**
   * The catalog diff of replacing the current entry for the verdict's provisioner.
   *
   * @param current a valid catalog
   * @param verdict the verdict
   * @return per provisioner and workflow, what the replacement changes
   */
  public static CatalogDiff.Report diff(StorageCatalog current, QualificationVerdict verdict) {
    return CatalogDiff.diff(current, replaceEntry(current, verdict));
  }

  private static DriverEntry withEncryption(DriverEntry entry, boolean encryptionSupported) {
    return new DriverEntry(
        entry.provisioner(),
        entry.provider(),
        entry.accessModes(),
        entry.readerMountOptions(),
        encryptionSupported);
  }

  private static String list(List<String> values) {
    return "[" + String.join(", ", values.stream().map(CatalogEntries::scalar).toList()) + "]";
  }

  static String scalar(String value) {
    return PLAIN.matcher(value).matches() && !RESERVED.contains(value)
        ? value
        : GoText.jsonString(value);
  }
}
