package io.planerules.storage.catalog.digest;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.internal.Sha256;
import io.planerules.rules.internal.WireNames;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.Transitions;
import io.planerules.storage.internal.json.CanonicalJson;
import io.planerules.storage.internal.text.GoText;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The profile digest ties a storage decision to one catalog entry and workflow: unrelated catalog
 * edits never change it, any change to the selected entry does
 * (docs/reference/storage-catalog.md#profile-digest).
 *
 * <p>The canonical form is byte-identical to Go {@code encoding/json} {@code Marshal} of the
 * upstream struct: one compact object with keys {@code provisioner}, {@code provider}, {@code
 * workflow}, {@code transition}, {@code accessModes} (sorted by code point, duplicates kept, {@code
 * null} when empty), {@code readerMountOptions} (document order, key omitted when empty) and, for
 * {@link Scheme#ENCRYPTION} only, {@code encryptionSupported} (always emitted, last). Strings are
 * Go JSON string literals. The digest is {@code sha256:} + 64 lowercase hex of SHA-256 over the
 * canonical UTF-8 bytes. One writer produces the form for typed entries and for raw values ({@link
 * ProfileInput}); a catalog keeps each entry's bytes after first use.
 * <!-- snippet: StorageExamplesTest#profile-digest -->
 *
 * <pre>{@code
 * String digest = ProfileDigest.digest(entry, Workflow.REGULAR, ProfileDigest.Scheme.V1);
 * // sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727 for NVMesh
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
      return WireNames.find(values(), Scheme::wireName, wireName);
    }

    @Override
    public String toString() {
      return wireName;
    }
  }

  private static final String PREFIX = "sha256:";

  /** Bytes of a typical form; the writer grows for longer ones. */
  private static final int CAPACITY = 256;

  // the keys and ends of the form, written once
  private static final byte[] PROVISIONER = CanonicalJson.asciiFragment("{\"provisioner\":");
  private static final byte[] PROVIDER = CanonicalJson.asciiFragment(",\"provider\":");
  private static final byte[] WORKFLOW = CanonicalJson.asciiFragment(",\"workflow\":");
  private static final byte[] TRANSITION = CanonicalJson.asciiFragment(",\"transition\":");
  private static final byte[] ACCESS_MODES = CanonicalJson.asciiFragment(",\"accessModes\":");
  private static final byte[] OPTIONS = CanonicalJson.asciiFragment(",\"readerMountOptions\":");
  private static final byte[] END = CanonicalJson.asciiFragment("}");
  private static final byte[] END_ENCRYPTED =
      CanonicalJson.asciiFragment(",\"encryptionSupported\":true}");
  private static final byte[] END_PLAIN =
      CanonicalJson.asciiFragment(",\"encryptionSupported\":false}");

  /** The access modes in canonical (code-point) order of their wire names. */
  private static final ImmutableList<AccessMode> BY_RANK =
      Arrays.stream(AccessMode.values())
          .sorted((a, b) -> GoText.compareUtf8(a.wireName(), b.wireName()))
          .collect(ImmutableList.toImmutableList());

  private static final byte[] NULL = CanonicalJson.asciiFragment("null");

  /** Each workflow's wire name as a JSON value, by ordinal. */
  private static final ImmutableList<byte[]> WORKFLOW_JSON =
      Arrays.stream(Workflow.values())
          .map(w -> json(w.wireName()))
          .collect(ImmutableList.toImmutableList());

  /** Each transition's wire name as a JSON value, by ordinal. */
  private static final ImmutableList<byte[]> TRANSITION_JSON =
      Arrays.stream(Transition.values())
          .map(t -> json(t.wireName()))
          .collect(ImmutableList.toImmutableList());

  /**
   * Each set of access modes (a bit set by ordinal) as a JSON value, names in canonical order, so
   * that a typed entry is written without sorting, copying or escaping its modes.
   */
  private static final ImmutableList<byte[]> MODES_JSON =
      sortedNamesBySet().stream()
          .map(ProfileDigest::namesJson)
          .collect(ImmutableList.toImmutableList());

  private ProfileDigest() {}

  /**
   * The canonical JSON text over raw values (invalid entries can be hashed too).
   *
   * @param input the values
   * @param scheme the canonical form
   * @return the compact canonical JSON
   */
  public static String canonical(ProfileInput input, Scheme scheme) {
    return write(input, scheme).toString();
  }

  /**
   * The digest over raw values; the form of {@link #canonical(ProfileInput, Scheme)}.
   *
   * @param input the values
   * @param scheme the canonical form
   * @return {@code sha256:} + 64 lowercase hex
   */
  public static String digest(ProfileInput input, Scheme scheme) {
    return write(input, scheme).sha256Hex(PREFIX);
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

  /**
   * The canonical UTF-8 bytes of an entry, for a caller that keeps them per entry (a parsed catalog
   * does) and hashes them with {@link #ofCanonicalBytes(byte[])}.
   *
   * @param entry the entry
   * @param workflow the workflow
   * @param transition the transition
   * @param scheme the canonical form
   * @return a fresh array of the bytes of {@link #canonical(DriverEntry, Workflow, Transition,
   *     Scheme)}
   */
  public static byte[] canonicalBytes(
      DriverEntry entry, Workflow workflow, Transition transition, Scheme scheme) {
    return write(entry, workflow, transition, scheme).toByteArray();
  }

  /**
   * The digest of canonical UTF-8 bytes, with a fresh SHA-256 per call.
   *
   * @param canonical the bytes of a canonical form
   * @return {@code sha256:} + 64 lowercase hex
   */
  public static String ofCanonicalBytes(byte[] canonical) {
    requireNonNull(canonical, "canonical");
    return Sha256.prefixedHex(PREFIX, canonical, canonical.length);
  }

  /**
   * {@code sha256:} + lowercase hex of SHA-256 over the UTF-8 bytes of a canonical text.
   *
   * @param canonical the canonical JSON text
   * @return the digest
   */
  public static String of(String canonical) {
    requireNonNull(canonical, "canonical");
    byte[] bytes = canonical.getBytes(StandardCharsets.UTF_8);
    return Sha256.prefixedHex(PREFIX, bytes, bytes.length);
  }

  private static CanonicalJson write(ProfileInput input, Scheme scheme) {
    requireNonNull(input, "input");
    List<String> modes = new ArrayList<>(input.accessModes());
    modes.sort(GoText::compareUtf8);
    return write(
        input.provisioner(),
        input.provider(),
        json(requireNonNull(input.workflow(), "workflow")),
        json(requireNonNull(input.transition(), "transition")),
        namesJson(modes),
        input.readerMountOptions(),
        input.encryptionSupported(),
        scheme);
  }

  private static CanonicalJson write(
      DriverEntry entry, Workflow workflow, Transition transition, Scheme scheme) {
    requireNonNull(entry, "entry");
    return write(
        entry.provisioner(),
        entry.provider(),
        WORKFLOW_JSON.get(workflow.ordinal()),
        TRANSITION_JSON.get(transition.ordinal()),
        modesJson(entry.accessModes()),
        entry.readerMountOptions(),
        entry.encryptionSupported(),
        scheme);
  }

  /**
   * The one writer of the form. Workflow, transition and access modes come already encoded as JSON
   * values (a typed entry's from tables built once from the same encoder, a raw input's encoded per
   * call), so the field order, the keys and the ends are written in this one place.
   */
  private static CanonicalJson write(
      String provisioner,
      String provider,
      byte[] workflowJson,
      byte[] transitionJson,
      byte[] modesJson,
      List<String> readerMountOptions,
      boolean encryptionSupported,
      Scheme scheme) {
    requireNonNull(provisioner, "provisioner");
    requireNonNull(provider, "provider");
    requireNonNull(scheme, "scheme");
    CanonicalJson out = new CanonicalJson(CAPACITY);
    out.bytes(PROVISIONER).string(provisioner);
    out.bytes(PROVIDER).string(provider);
    out.bytes(WORKFLOW).bytes(workflowJson);
    out.bytes(TRANSITION).bytes(transitionJson);
    out.bytes(ACCESS_MODES).bytes(modesJson);
    if (!readerMountOptions.isEmpty()) {
      out.bytes(OPTIONS).strings(readerMountOptions);
    }
    if (scheme == Scheme.ENCRYPTION) {
      return out.bytes(encryptionSupported ? END_ENCRYPTED : END_PLAIN);
    }
    return out.bytes(END);
  }

  /** A string as its JSON value. */
  private static byte[] json(String value) {
    return new CanonicalJson(value.length() + 2).string(value).toByteArray();
  }

  /** Access-mode names already in canonical order as their JSON value: {@code null} when empty. */
  private static byte[] namesJson(List<String> sortedNames) {
    return sortedNames.isEmpty()
        ? NULL
        : new CanonicalJson(CAPACITY).strings(sortedNames).toByteArray();
  }

  /** Typed access modes as their JSON value, from the table of mode sets unless one repeats. */
  private static byte[] modesJson(List<AccessMode> modes) {
    int set = 0;
    for (int i = 0; i < modes.size(); i++) {
      int bit = 1 << modes.get(i).ordinal();
      if ((set & bit) != 0) {
        return namesJson(sortedNamesWithDuplicates(modes));
      }
      set |= bit;
    }
    return MODES_JSON.get(set);
  }

  /** The rare entry that lists a mode twice. */
  private static List<String> sortedNamesWithDuplicates(List<AccessMode> modes) {
    List<String> names = new ArrayList<>(modes.size());
    for (AccessMode mode : BY_RANK) {
      for (int i = 0; i < modes.size(); i++) {
        if (modes.get(i) == mode) {
          names.add(mode.wireName());
        }
      }
    }
    return names;
  }

  private static ImmutableList<ImmutableList<String>> sortedNamesBySet() {
    ImmutableList.Builder<ImmutableList<String>> bySet = ImmutableList.builder();
    for (int set = 0; set < 1 << AccessMode.values().length; set++) {
      ImmutableList.Builder<String> names = ImmutableList.builder();
      for (AccessMode mode : BY_RANK) {
        if ((set & 1 << mode.ordinal()) != 0) {
          names.add(mode.wireName());
        }
      }
      bySet.add(names.build());
    }
    return bySet.build();
  }
}
