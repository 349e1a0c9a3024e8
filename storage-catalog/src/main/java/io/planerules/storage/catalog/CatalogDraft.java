package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.digest.CatalogRevision;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A catalog document as found, before validation: every field with its presence and source
 * position, plus the binding problems found while reading it. The parser produces drafts with
 * positions; {@link StorageCatalog.Builder} produces drafts without. {@link
 * CatalogValidator#validate(CatalogDraft)} turns a draft into a {@link CatalogResult}.
 *
 * @param apiVersion the {@code apiVersion} field
 * @param kind the {@code kind} field
 * @param drivers the {@code drivers} field; its value lists the entries in document order
 * @param wireForm how {@code drivers} was spelled
 * @param rootPosition where the root mapping starts, or {@code null}
 * @param bindingProblems problems found while binding (reported first, in document order)
 * @param revision the revision of the payload the draft was read from, or {@code null} in code
 */
record CatalogDraft(
    DraftValue<String> apiVersion,
    DraftValue<String> kind,
    DraftValue<List<Entry>> drivers,
    WireForm wireForm,
    @Nullable SourcePosition rootPosition,
    List<Problem> bindingProblems,
    @Nullable CatalogRevision revision) {

  /** Creates a draft; copies the problem list. */
  public CatalogDraft {
    requireNonNull(apiVersion, "apiVersion");
    requireNonNull(kind, "kind");
    requireNonNull(drivers, "drivers");
    requireNonNull(wireForm, "wireForm");
    bindingProblems = ImmutableList.copyOf(bindingProblems);
  }

  /**
   * One driver entry as found.
   *
   * @param path the entry's path, {@code drivers["csi.weka.io"]} (map form) or {@code drivers[0]}
   *     (list form)
   * @param name the provisioner: the map key (always present) or the list entry's {@code name}
   * @param usable false when the entry is not a mapping (already reported); every per-driver rule
   *     is then skipped
   * @param position where the entry's value starts, or {@code null}
   * @param provider the {@code provider} field
   * @param accessModes the {@code accessModes} field; elements as found
   * @param readerMountOptions the {@code readerMountOptions} field; elements as found
   * @param encryptionSupported the {@code encryptionSupported} field
   */
  record Entry(
      String path,
      DraftValue<String> name,
      boolean usable,
      @Nullable SourcePosition position,
      DraftValue<String> provider,
      DraftValue<List<DraftValue<String>>> accessModes,
      DraftValue<List<DraftValue<String>>> readerMountOptions,
      DraftValue<Boolean> encryptionSupported) {

    /** Creates an entry. */
    public Entry {
      requireNonNull(path, "path");
      requireNonNull(name, "name");
      requireNonNull(provider, "provider");
      requireNonNull(accessModes, "accessModes");
      requireNonNull(readerMountOptions, "readerMountOptions");
      requireNonNull(encryptionSupported, "encryptionSupported");
    }

    /** The provisioner text used in messages: the name when present, else {@code ""}. */
    public String provisioner() {
      return name.orElse("");
    }
  }

  /**
   * The path of the entry at {@code index} with provisioner {@code name} in a wire form: {@code
   * drivers["<name>"]} (map, Go-quoted) or {@code drivers[<index>]} (list).
   *
   * @param form the wire form
   * @param index the 0-based index in document order
   * @param name the provisioner (map key)
   * @return the path
   */
  static String entryPath(WireForm form, int index, String name) {
    if (form != WireForm.MAP) {
      return "drivers[" + index + "]";
    }
    return isVerbatimInQuotes(name)
        ? "drivers[\"" + name + "\"]"
        : "drivers[" + GoQuote.quote(name) + "]";
  }

  /**
   * Whether {@link GoQuote#quote(String)} copies the text unchanged between its quotes: printable
   * ASCII (U+0020–U+007E) without {@code "} and {@code \}, as every valid provisioner is. Checked
   * with a char loop: entry paths are built for every driver of every parsed catalog.
   */
  static boolean isVerbatimInQuotes(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') {
        return false;
      }
    }
    return true;
  }
}
