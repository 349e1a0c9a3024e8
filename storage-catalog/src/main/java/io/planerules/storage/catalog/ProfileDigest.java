package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
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

  private static final String PREFIX = "sha256:";

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
    return write(
            provisioner,
            provider,
            workflow,
            transition,
            accessModes,
            readerMountOptions,
            encryptionSupported,
            scheme)
        .toString();
  }

  private static CanonicalJson write(
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
    CanonicalJson out = new CanonicalJson(CAPACITY);
    out.bytes(FRAGMENTS.provisioner).string(provisioner);
    out.bytes(FRAGMENTS.provider).string(provider);
    out.ascii(",\"workflow\":").string(workflow);
    out.ascii(",\"transition\":").string(transition);
    if (modes.isEmpty()) {
      out.bytes(FRAGMENTS.noModes);
    } else {
      out.ascii(",\"accessModes\":").strings(modes);
    }
    return end(out, readerMountOptions, encryptionSupported, scheme);
  }

  /** Items 6 and 7 and the closing brace, shared by both ways of writing the form. */
  private static CanonicalJson end(
      CanonicalJson out,
      List<String> readerMountOptions,
      boolean encryptionSupported,
      Scheme scheme) {
    if (!readerMountOptions.isEmpty()) {
      out.bytes(FRAGMENTS.options).strings(readerMountOptions);
    }
    if (scheme == Scheme.ENCRYPTION) {
      return out.bytes(encryptionSupported ? FRAGMENTS.encryptedEnd : FRAGMENTS.unencryptedEnd);
    }
    return out.bytes(FRAGMENTS.end);
  }

  /**
   * The form of an entry, written from its typed parts: the keys and the workflow, transition and
   * access-mode texts never change, so they are copied from {@link #FRAGMENTS}, and the modes are
   * put in canonical order without sorting. Same bytes as {@link #write(String, String, String,
   * String, List, List, boolean, Scheme)} over the wire names (checked by a property test).
   */
  private static CanonicalJson write(
      DriverEntry entry, Workflow workflow, Transition transition, Scheme scheme) {
    requireNonNull(entry, "entry");
    requireNonNull(scheme, "scheme");
    CanonicalJson out = new CanonicalJson(CAPACITY);
    out.bytes(FRAGMENTS.provisioner).string(entry.provisioner());
    out.bytes(FRAGMENTS.provider).string(entry.provider());
    out.bytes(FRAGMENTS.workflow[workflow.ordinal()]);
    out.bytes(FRAGMENTS.transition[transition.ordinal()]);
    List<AccessMode> modes = entry.accessModes();
    if (modes.isEmpty()) {
      out.bytes(FRAGMENTS.noModes);
    } else {
      // each mode in canonical order, duplicates kept
      out.bytes(FRAGMENTS.modes);
      boolean first = true;
      for (int r = 0; r < FRAGMENTS.byRank.length; r++) {
        AccessMode mode = FRAGMENTS.byRank[r];
        for (int i = 0; i < modes.size(); i++) {
          if (modes.get(i) == mode) {
            out.bytes(first ? FRAGMENTS.firstMode[r] : FRAGMENTS.nextMode[r]);
            first = false;
          }
        }
      }
      out.ascii("]");
    }
    return end(out, entry.readerMountOptions(), entry.encryptionSupported(), scheme);
  }

  /** Bytes of a typical form; the writer grows for longer ones. */
  private static final int CAPACITY = 256;

  private static final Fragments FRAGMENTS = new Fragments();

  /**
   * The canonical pieces that never change, written once with {@link CanonicalJson}; never modified
   * after construction.
   */
  private static final class Fragments {
    final byte[] provisioner = CanonicalJson.asciiFragment("{\"provisioner\":");
    final byte[] provider = CanonicalJson.asciiFragment(",\"provider\":");
    final byte[] noModes = CanonicalJson.asciiFragment(",\"accessModes\":null");

    final byte[] modes = CanonicalJson.asciiFragment(",\"accessModes\":[");

    final byte[] options = CanonicalJson.asciiFragment(",\"readerMountOptions\":");
    final byte[] encryptedEnd = CanonicalJson.asciiFragment(",\"encryptionSupported\":true}");
    final byte[] unencryptedEnd = CanonicalJson.asciiFragment(",\"encryptionSupported\":false}");
    final byte[] end = CanonicalJson.asciiFragment("}");

    /** {@code ,"workflow":"<wire name>"} by {@link Workflow} ordinal. */
    final byte[][] workflow = new byte[Workflow.values().length][];

    /** {@code ,"transition":"<wire name>"} by {@link Transition} ordinal. */
    final byte[][] transition = new byte[Transition.values().length][];

    /** The access modes in canonical (code-point) order of their wire names. */
    final AccessMode[] byRank = AccessMode.values();

    /** {@code "<wire name>"} of {@link #byRank}. */
    final byte[][] firstMode = new byte[byRank.length][];

    /** {@code ,"<wire name>"} of {@link #byRank}. */
    final byte[][] nextMode = new byte[byRank.length][];

    Fragments() {
      for (Workflow w : Workflow.values()) {
        workflow[w.ordinal()] =
            new CanonicalJson(32).ascii(",\"workflow\":").string(w.wireName()).toByteArray();
      }
      for (Transition t : Transition.values()) {
        transition[t.ordinal()] =
            new CanonicalJson(32).ascii(",\"transition\":").string(t.wireName()).toByteArray();
      }
      Arrays.sort(byRank, (a, b) -> GoText.compareUtf8(a.wireName(), b.wireName()));
      for (int r = 0; r < byRank.length; r++) {
        firstMode[r] = new CanonicalJson(16).string(byRank[r].wireName()).toByteArray();
        nextMode[r] = new CanonicalJson(16).ascii(",").string(byRank[r].wireName()).toByteArray();
      }
    }
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
    return write(entry, workflow, transition, scheme).toString();
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
    return write(
            provisioner,
            provider,
            workflow,
            transition,
            accessModes,
            readerMountOptions,
            encryptionSupported,
            scheme)
        .sha256Hex(PREFIX);
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
    return write(entry, workflow, transition, scheme).sha256Hex(PREFIX);
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

  /** The canonical UTF-8 bytes of an entry (for {@link StorageCatalog}'s memo). */
  static byte[] canonicalBytes(
      DriverEntry entry, Workflow workflow, Transition transition, Scheme scheme) {
    return write(entry, workflow, transition, scheme).toByteArray();
  }

  /** The digest of canonical UTF-8 bytes, with a fresh {@link java.security.MessageDigest}. */
  static String ofBytes(byte[] canonical) {
    return CanonicalJson.prefixedSha256Hex(PREFIX, canonical, canonical.length);
  }

  /**
   * {@code sha256:} + lowercase hex of SHA-256 over the UTF-8 bytes of a canonical text.
   *
   * @param canonical the canonical JSON text
   * @return the digest
   */
  public static String of(String canonical) {
    requireNonNull(canonical, "canonical");
    return CatalogRevision.prefixedSha256Hex(PREFIX, canonical.getBytes(StandardCharsets.UTF_8));
  }
}
