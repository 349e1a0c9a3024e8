package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSet;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.internal.text.GoText;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How a verdict's entry is written into a catalog ({@link QualificationVerdict#entryYaml()}, {@link
 * QualificationVerdict#appliedTo}): as YAML ready to paste under a catalog's {@code drivers:}, and
 * in place of the current entry of its provisioner.
 */
final class CatalogEntries {

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

  /** {@link QualificationVerdict#entryYaml()} of {@code entry}. */
  static String yaml(DriverEntry entry) {
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

  /** {@link QualificationVerdict#appliedTo} of {@code verdict}. */
  static StorageCatalog replaceEntry(StorageCatalog current, QualificationVerdict verdict) {
    requireNonNull(current, "current");
    requireNonNull(verdict, "verdict");
    DriverEntry justified = verdict.entry();
    StorageCatalog.Builder edited = StorageCatalog.builder();
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
