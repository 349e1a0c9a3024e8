package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The profile digest ties a storage decision to one catalog entry and workflow: unrelated catalog
 * edits never change it, any change to the selected entry does (binding-decision.md §3).
 *
 * <p>The canonical form is byte-identical to Go {@code encoding/json} {@code Marshal} of the
 * upstream struct: one compact object with keys {@code provisioner}, {@code provider}, {@code
 * workflow}, {@code transition}, {@code accessModes} (sorted by code point, duplicates kept, {@code
 * null} when empty), {@code readerMountOptions} (document order, key omitted when empty) and, for
 * {@link Scheme#ENCRYPTION} only, {@code encryptionSupported} (always emitted, last). Strings use
 * {@link GoText#jsonString(String)}. The digest is {@code sha256:} + 64 lowercase hex of SHA-256
 * over the canonical UTF-8 bytes.
 *
 * <pre>{@code
 * ProfileDigest.digest("nvmesh-csi.excelero.com", "nvmesh", "regularModelCache", "roxReadOnly",
 *     List.of("ReadWriteOnce", "ReadOnlyMany"), List.of("ro", "norecovery", "nouuid"), false,
 *     ProfileDigest.Scheme.V1)
 * // sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727
 * }</pre>
 */
public final class ProfileDigest {

  /** Which canonical form to hash; use the scheme of the NVCA version decisions are shared with. */
  public enum Scheme {
    /** {@code v1} (default): the seed's form, without {@code encryptionSupported}. */
    V1("v1"),
    /** {@code encryption}: the newer upstream form, {@code encryptionSupported} always last. */
    ENCRYPTION("encryption");

    private final String wireName;

    Scheme(String wireName) {
      this.wireName = wireName;
    }

    /** The wire spelling: {@code v1} or {@code encryption}. */
    public String wireName() {
      return wireName;
    }

    /**
     * The scheme spelled exactly so.
     *
     * @param wireName {@code v1} or {@code encryption}
     * @return the scheme, or empty for any other text
     */
    public static Optional<Scheme> fromWireName(String wireName) {
      requireNonNull(wireName, "wireName");
      for (Scheme scheme : values()) {
        if (scheme.wireName.equals(wireName)) {
          return Optional.of(scheme);
        }
      }
      return Optional.empty();
    }

    @Override
    public String toString() {
      return wireName;
    }
  }

  private ProfileDigest() {}

  /**
   * The canonical JSON text over raw values (invalid entries can be hashed too).
   *
   * @param provisioner the exact provisioner
   * @param provider the provider id
   * @param workflow the workflow wire name
   * @param transition the transition wire name passed in (normally the derived one)
   * @param accessModes the entry's mode strings (sorted here; duplicates kept)
   * @param readerMountOptions the entry's options in document order
   * @param encryptionSupported the entry's encryption capability (only {@link Scheme#ENCRYPTION})
   * @param scheme the canonical form
   * @return the compact canonical JSON
   */
  public static String canonical(
      String provisioner,
      String provider,
      String workflow,
      String transition,
      List<String> accessModes,
      List<String> readerMountOptions,
      boolean encryptionSupported,
      Scheme scheme) {
    requireNonNull(provisioner, "provisioner");
    requireNonNull(provider, "provider");
    requireNonNull(workflow, "workflow");
    requireNonNull(transition, "transition");
    requireNonNull(scheme, "scheme");
    List<String> modes = new ArrayList<>(accessModes);
    modes.sort(GoText::compareUtf8);
    StringBuilder out = new StringBuilder(256).append("{\"provisioner\":");
    GoText.appendJsonString(out, provisioner).append(",\"provider\":");
    GoText.appendJsonString(out, provider).append(",\"workflow\":");
    GoText.appendJsonString(out, workflow).append(",\"transition\":");
    GoText.appendJsonString(out, transition).append(",\"accessModes\":");
    if (modes.isEmpty()) {
      out.append("null");
    } else {
      appendArray(out, modes);
    }
    if (!readerMountOptions.isEmpty()) {
      out.append(",\"readerMountOptions\":");
      appendArray(out, readerMountOptions);
    }
    if (scheme == Scheme.ENCRYPTION) {
      out.append(",\"encryptionSupported\":").append(encryptionSupported);
    }
    return out.append('}').toString();
  }

  private static void appendArray(StringBuilder out, List<String> items) {
    out.append('[');
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      GoText.appendJsonString(out, requireNonNull(items.get(i), "list element"));
    }
    out.append(']');
  }

  /**
   * The canonical JSON text of an entry for a workflow and transition.
   *
   * @param entry the entry
   * @param workflow the workflow
   * @param transition the transition (normally {@link Transitions#derive(DriverEntry, Workflow)})
   * @param scheme the canonical form
   * @return the compact canonical JSON
   */
  public static String canonical(
      DriverEntry entry, Workflow workflow, Transition transition, Scheme scheme) {
    requireNonNull(entry, "entry");
    return canonical(
        entry.provisioner(),
        entry.provider(),
        workflow.wireName(),
        transition.wireName(),
        entry.accessModeNames(),
        entry.readerMountOptions(),
        entry.encryptionSupported(),
        scheme);
  }

  /**
   * The digest over raw values; arguments as {@link #canonical(String, String, String, String,
   * List, List, boolean, Scheme)}.
   *
   * @param provisioner the exact provisioner
   * @param provider the provider id
   * @param workflow the workflow wire name
   * @param transition the transition wire name
   * @param accessModes the entry's mode strings
   * @param readerMountOptions the entry's options in document order
   * @param encryptionSupported the encryption capability
   * @param scheme the canonical form
   * @return {@code sha256:} + 64 lowercase hex
   */
  public static String digest(
      String provisioner,
      String provider,
      String workflow,
      String transition,
      List<String> accessModes,
      List<String> readerMountOptions,
      boolean encryptionSupported,
      Scheme scheme) {
    return of(
        canonical(
            provisioner,
            provider,
            workflow,
            transition,
            accessModes,
            readerMountOptions,
            encryptionSupported,
            scheme));
  }

  /**
   * The digest of an entry for a workflow and transition.
   *
   * @param entry the entry
   * @param workflow the workflow
   * @param transition the transition
   * @param scheme the canonical form
   * @return {@code sha256:} + 64 lowercase hex
   */
  public static String digest(
      DriverEntry entry, Workflow workflow, Transition transition, Scheme scheme) {
    return of(canonical(entry, workflow, transition, scheme));
  }

  /**
   * The digest of an entry for a workflow with its derived transition.
   *
   * @param entry the entry
   * @param workflow the workflow
   * @param scheme the canonical form
   * @return {@code sha256:} + 64 lowercase hex
   */
  public static String digest(DriverEntry entry, Workflow workflow, Scheme scheme) {
    return digest(entry, workflow, Transitions.derive(entry, workflow).transition(), scheme);
  }

  /**
   * {@code sha256:} + lowercase hex of SHA-256 over the UTF-8 bytes of a canonical text.
   *
   * @param canonical the canonical JSON text
   * @return the digest
   */
  public static String of(String canonical) {
    requireNonNull(canonical, "canonical");
    return CatalogRevision.prefixedSha256Hex("sha256:", canonical.getBytes(StandardCharsets.UTF_8));
  }
}
