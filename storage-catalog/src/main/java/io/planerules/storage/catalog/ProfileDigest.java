package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import io.planerules.storage.internal.json.CanonicalJson;
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
      return out.bytes(FRAGMENTS.end[encryptionSupported ? END_ENCRYPTED : END_PLAIN]);
    }
    return out.bytes(FRAGMENTS.end[END_V1]);
  }

  /**
   * The form of an entry, written from its typed parts. Everything between the provider and the
   * reader options depends only on the workflow, the transition and the set of access modes, so it
   * is one precomputed fragment (the modes already in canonical order); only provisioner, provider
   * and options are encoded per call, between fragments that carry their quotes. Same bytes as
   * {@link #write(String, String, String, String, List, List, boolean, Scheme)} over the wire names
   * (checked by a property test).
   */
  private static CanonicalJson write(
      DriverEntry entry, Workflow workflow, Transition transition, Scheme scheme) {
    requireNonNull(entry, "entry");
    requireNonNull(scheme, "scheme");
    CanonicalJson out = new CanonicalJson(CAPACITY);
    out.bytes(FRAGMENTS.provisionerOpen);
    out.content(entry.provisioner());
    out.bytes(FRAGMENTS.providerOpen);
    out.content(entry.provider());
    int set = modeSet(entry.accessModes());
    if (set >= 0) {
      out.bytes(
          FRAGMENTS
              .middle[(workflow.ordinal() * TRANSITIONS + transition.ordinal()) * MODE_SETS + set]);
    } else {
      writeModesWithDuplicates(out, entry.accessModes(), workflow, transition);
    }
    int end =
        scheme == Scheme.V1 ? END_V1 : entry.encryptionSupported() ? END_ENCRYPTED : END_PLAIN;
    List<String> options = entry.readerMountOptions();
    if (options.isEmpty()) {
      return out.bytes(FRAGMENTS.end[end]);
    }
    out.bytes(FRAGMENTS.optionsOpen);
    for (int i = 0; i < options.size(); i++) {
      if (i > 0) {
        out.bytes(FRAGMENTS.separator);
      }
      out.content(options.get(i));
    }
    return out.bytes(FRAGMENTS.closeAndEnd[end]);
  }

  /** The access modes as a bit set by ordinal, or -1 when one repeats. */
  private static int modeSet(List<AccessMode> modes) {
    int set = 0;
    for (int i = 0; i < modes.size(); i++) {
      int bit = 1 << modes.get(i).ordinal();
      if ((set & bit) != 0) {
        return -1;
      }
      set |= bit;
    }
    return set;
  }

  /** The rare entry that lists a mode twice: each mode in canonical order, duplicates kept. */
  private static void writeModesWithDuplicates(
      CanonicalJson out, List<AccessMode> modes, Workflow workflow, Transition transition) {
    out.ascii("\"").bytes(FRAGMENTS.workflow[workflow.ordinal()]);
    out.bytes(FRAGMENTS.transition[transition.ordinal()]).bytes(FRAGMENTS.modes);
    String separator = "";
    for (AccessMode mode : FRAGMENTS.byRank) {
      for (int i = 0; i < modes.size(); i++) {
        if (modes.get(i) == mode) {
          out.ascii(separator).string(mode.wireName());
          separator = ",";
        }
      }
    }
    out.ascii("]");
  }

  /** Bytes of a typical form; the writer grows for longer ones. */
  private static final int CAPACITY = 256;

  private static final int TRANSITIONS = Transition.values().length;

  /** How many sets of access modes there are (bit sets by ordinal). */
  private static final int MODE_SETS = 1 << AccessMode.values().length;

  /** Indexes of {@link Fragments#end} and {@link Fragments#closeAndEnd}. */
  private static final int END_V1 = 0;

  private static final int END_ENCRYPTED = 1;
  private static final int END_PLAIN = 2;

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

    /** The form's ends by {@link #END_V1}, {@link #END_ENCRYPTED}, {@link #END_PLAIN}. */
    final byte[][] end = {
      CanonicalJson.asciiFragment("}"),
      CanonicalJson.asciiFragment(",\"encryptionSupported\":true}"),
      CanonicalJson.asciiFragment(",\"encryptionSupported\":false}")
    };

    // the typed path: fragments that open and close the strings written between them
    final byte[] provisionerOpen = CanonicalJson.asciiFragment("{\"provisioner\":\"");
    final byte[] providerOpen = CanonicalJson.asciiFragment("\",\"provider\":\"");
    final byte[] optionsOpen = CanonicalJson.asciiFragment(",\"readerMountOptions\":[\"");
    final byte[] separator = CanonicalJson.asciiFragment("\",\"");

    /** {@code "]} followed by each of {@link #end}. */
    final byte[][] closeAndEnd = new byte[end.length][];

    /** {@code ,"workflow":"<wire name>"} by {@link Workflow} ordinal. */
    final byte[][] workflow = new byte[Workflow.values().length][];

    /** {@code ,"transition":"<wire name>"} by {@link Transition} ordinal. */
    final byte[][] transition = new byte[TRANSITIONS][];

    /** The access modes in canonical (code-point) order of their wire names. */
    final AccessMode[] byRank = AccessMode.values();

    /**
     * {@code ","workflow":…,"transition":…,"accessModes":…} (the provider's closing quote first),
     * at {@code (workflow × transitions + transition) × MODE_SETS + mode set}: {@code null} for the
     * empty set, else the set's modes in canonical order.
     */
    final byte[][] middle = new byte[Workflow.values().length * TRANSITIONS * MODE_SETS][];

    Fragments() {
      for (int e = 0; e < end.length; e++) {
        closeAndEnd[e] = new CanonicalJson(32).ascii("\"]").bytes(end[e]).toByteArray();
      }
      for (Workflow w : Workflow.values()) {
        workflow[w.ordinal()] =
            new CanonicalJson(32).ascii(",\"workflow\":").string(w.wireName()).toByteArray();
      }
      for (Transition t : Transition.values()) {
        transition[t.ordinal()] =
            new CanonicalJson(32).ascii(",\"transition\":").string(t.wireName()).toByteArray();
      }
      Arrays.sort(byRank, (a, b) -> GoText.compareUtf8(a.wireName(), b.wireName()));
      for (Workflow w : Workflow.values()) {
        for (Transition t : Transition.values()) {
          for (int set = 0; set < MODE_SETS; set++) {
            CanonicalJson out = new CanonicalJson(128).ascii("\"");
            out.bytes(workflow[w.ordinal()]).bytes(transition[t.ordinal()]);
            List<String> names = new ArrayList<>();
            for (AccessMode mode : byRank) {
              if ((set & 1 << mode.ordinal()) != 0) {
                names.add(mode.wireName());
              }
            }
            if (names.isEmpty()) {
              out.bytes(noModes);
            } else {
              out.ascii(",\"accessModes\":").strings(names);
            }
            middle[(w.ordinal() * TRANSITIONS + t.ordinal()) * MODE_SETS + set] = out.toByteArray();
          }
        }
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
