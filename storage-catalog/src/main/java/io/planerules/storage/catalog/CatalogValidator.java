package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.internal.drivers.WellKnownNames;
import io.planerules.storage.internal.text.GoText;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The validation rules of the catalog (docs/reference/storage-catalog.md#validation), run on a
 * {@code CatalogDraft} (parsed, or built in code). Every problem is reported, in this order:
 * binding problems; list form, per entry L1 then L2; rules 1–3; per driver in document order a, P,
 * V, b, c, d1–d7 per option, e1–e2 per mode, f, g, W. Among the checks NVCA also makes, the first
 * error is the one NVCA reports. Messages contain the upstream text verbatim.
 * <!-- snippet: StorageExamplesTest#catalog-validator -->
 *
 * <pre>{@code
 * CatalogResult r =
 *     StorageCatalog.builder()
 *         .driver("example.csi.test", "example", List.of("ReadOnlyMany"), List.of("ro"), null)
 *         .validate();
 * String first = r.errors().get(0).code(); // catalog.rox-needs-writer
 * }</pre>
 */
final class CatalogValidator {

  private CatalogValidator() {}

  /** Signals that the problem limit was reached; collection stops. */
  private static final class Full extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Full() {
      super(null, null, false, false);
    }
  }

  /** Collects problems up to {@code CatalogLimits#MAX_PROBLEMS}. */
  private static final class Collector {
    final List<Problem> problems = new ArrayList<>();
    boolean errors;

    void add(Problem problem) {
      if (problems.size() == CatalogLimits.MAX_PROBLEMS) {
        problems.add(
            Problem.error(
                ValidationRule.TOO_MANY_PROBLEMS.code(),
                "",
                "storage capability catalog has more than "
                    + CatalogLimits.MAX_PROBLEMS
                    + " problems"));
        errors = true;
        throw new Full();
      }
      problems.add(problem);
      errors |= problem.isError();
    }

    void error(String code, String path, String message, @Nullable SourcePosition at) {
      add(located(Problem.error(code, path, message), at));
    }

    void warning(String code, String path, String message, @Nullable SourcePosition at) {
      add(located(Problem.warning(code, path, message), at));
    }

    private static Problem located(Problem problem, @Nullable SourcePosition at) {
      return at == null ? problem : problem.at(at.line(), at.column());
    }
  }

  private static final ImmutableList<RuleDescriptor> RULES =
      ImmutableList.copyOf(ValidationRule.values());

  private static final ImmutableList<String> ENTRY_VALUE_CODES =
      ImmutableList.of(
              ValidationRule.PROVISIONER_FORMAT,
              ValidationRule.PROVIDER_FORMAT,
              ValidationRule.READER_OPTION_BLANK,
              ValidationRule.READER_OPTION_WHITESPACE,
              ValidationRule.READER_OPTION_DUPLICATE,
              ValidationRule.READER_OPTION_CONFLICT,
              ValidationRule.READER_OPTION_COMMA,
              ValidationRule.READER_OPTION_LENGTH,
              ValidationRule.READER_OPTION_RW,
              ValidationRule.NVMESH_PROVIDER_MISMATCH)
          .stream()
          .map(ValidationRule::code)
          .collect(ImmutableList.toImmutableList());

  /**
   * The validation rules in reporting order (decision {@code storage catalog validation}; the
   * first, {@code catalog.too-many-problems}, caps the parsing codes too).
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> rules() {
    return RULES;
  }

  /**
   * The codes of the rules that check one entry's own values (provisioner, provider, reader mount
   * options, the NVMesh provider), in reporting order: the rules a qualification's justified entry
   * passes.
   *
   * @return the problem codes
   */
  public static List<String> entryValueCodes() {
    return ENTRY_VALUE_CODES;
  }

  /**
   * Validates a draft.
   *
   * @param draft the document as found
   * @return the catalog with its warnings, or every problem
   */
  public static CatalogResult validate(CatalogDraft draft) {
    requireNonNull(draft, "draft");
    Collector out = new Collector();
    List<DriverEntry> valid = new ArrayList<>();
    try {
      run(draft, out, valid);
    } catch (Full full) {
      // the problem limit was reached; the collector holds catalog.too-many-problems last
    }
    if (out.errors) {
      return new CatalogResults.Invalid(out.problems, draft.revision());
    }
    return new CatalogResults.Valid(
        new StorageCatalog(valid, draft.wireForm(), draft.revision(), out.problems));
  }

  private static void run(CatalogDraft draft, Collector out, List<DriverEntry> valid) {
    for (Problem problem : draft.bindingProblems()) {
      out.add(problem);
    }
    List<CatalogDraft.Entry> entries = draft.drivers().orElse(List.of());
    Set<CatalogDraft.Entry> badNames = namesRules(draft, entries, out);
    documentRules(draft, entries, out);
    for (CatalogDraft.Entry entry : entries) {
      if (entry.usable()) {
        driverRules(draft.wireForm(), entry, !badNames.contains(entry), out);
      }
    }
    if (!out.errors) {
      for (CatalogDraft.Entry entry : entries) {
        valid.add(toEntry(entry));
      }
    }
  }

  /** L1 and L2: list-form names (and, for drafts built in code, repeated map keys). */
  private static Set<CatalogDraft.Entry> namesRules(
      CatalogDraft draft, List<CatalogDraft.Entry> entries, Collector out) {
    Set<CatalogDraft.Entry> bad = new HashSet<>();
    Set<String> seen = new HashSet<>();
    boolean list = draft.wireForm() == WireForm.LIST;
    for (int i = 0; i < entries.size(); i++) {
      CatalogDraft.Entry entry = entries.get(i);
      if (!entry.usable() || entry.name().presence() == DraftValue.Presence.UNUSABLE) {
        bad.add(entry);
        continue;
      }
      String namePath = list ? entry.path() + ".name" : entry.path();
      SourcePosition at =
          entry.name().position() != null ? entry.name().position() : entry.position();
      String name = entry.provisioner();
      if (list && GoText.isBlank(name)) {
        out.error(
            ValidationRule.DRIVER_NAME_BLANK.code(),
            namePath,
            "storage capability catalog driver " + i + " has a blank name",
            at);
        bad.add(entry);
      } else if (!seen.add(name)) {
        out.error(
            ValidationRule.DRIVER_NAME_DUPLICATE.code(),
            namePath,
            "storage capability catalog lists driver " + GoQuote.quote(name) + " twice",
            at);
        bad.add(entry);
      }
    }
    return bad;
  }

  /** Rules 1–3. */
  private static void documentRules(
      CatalogDraft draft, List<CatalogDraft.Entry> entries, Collector out) {
    DraftValue<String> apiVersion = draft.apiVersion();
    if (apiVersion.presence() != DraftValue.Presence.UNUSABLE
        && !apiVersion.orElse("").equals(StorageCatalog.API_VERSION)) {
      out.error(
          ValidationRule.API_VERSION.code(),
          "apiVersion",
          "unsupported storage capability apiVersion " + GoQuote.quote(apiVersion.orElse("")),
          at(apiVersion, draft.rootPosition()));
    }
    DraftValue<String> kind = draft.kind();
    if (kind.presence() != DraftValue.Presence.UNUSABLE
        && !kind.orElse("").equals(StorageCatalog.KIND)) {
      out.error(
          ValidationRule.KIND.code(),
          "kind",
          "unsupported storage capability kind " + GoQuote.quote(kind.orElse("")),
          at(kind, draft.rootPosition()));
    }
    if (draft.drivers().presence() != DraftValue.Presence.UNUSABLE && entries.isEmpty()) {
      out.error(
          ValidationRule.NO_DRIVERS.code(),
          "drivers",
          "storage capability catalog has no drivers",
          at(draft.drivers(), draft.rootPosition()));
    }
  }

  private static @Nullable SourcePosition at(
      DraftValue<?> value, @Nullable SourcePosition otherwise) {
    return value.position() != null ? value.position() : otherwise;
  }

  /** Rules a, P, V, b, c, d, e, f, g, W for one entry. */
  private static void driverRules(
      WireForm form, CatalogDraft.Entry entry, boolean nameUsable, Collector out) {
    String p = entry.provisioner();
    String path = entry.path();
    SourcePosition entryAt = entry.position();
    String namePath = form == WireForm.LIST ? path + ".name" : path;
    SourcePosition nameAt = at(entry.name(), entryAt);
    DraftValue<String> provider = entry.provider();
    SourcePosition providerAt = at(provider, entryAt);
    boolean providerUsable = provider.presence() != DraftValue.Presence.UNUSABLE;
    String providerText = provider.orElse("");

    // a
    boolean keyBlank = form == WireForm.MAP && entry.name().isPresent() && GoText.isBlank(p);
    if (keyBlank || (providerUsable && GoText.isBlank(providerText))) {
      out.error(
          ValidationRule.DRIVER_BLANK.code(),
          keyBlank ? namePath : path + ".provider",
          "storage capability catalog has an empty provisioner or provider",
          keyBlank ? nameAt : providerAt);
    }
    // P
    if (nameUsable && !GoText.isBlank(p) && !isCsiDriverName(p)) {
      out.error(
          ValidationRule.PROVISIONER_FORMAT.code(),
          namePath,
          "driver "
              + q(entry)
              + " is not a valid CSI driver name (at most 63 characters from [-.A-Za-z0-9],"
              + " alphanumeric at both ends)",
          nameAt);
    }
    // V
    if (provider.isPresent() && !GoText.isBlank(providerText) && !isProviderId(providerText)) {
      out.error(
          ValidationRule.PROVIDER_FORMAT.code(),
          path + ".provider",
          "driver "
              + q(entry)
              + " has provider "
              + GoQuote.quote(providerText)
              + " that is not a valid provider id (at most 63 characters from [-._A-Za-z0-9],"
              + " alphanumeric at both ends)",
          providerAt);
    }
    // b, c
    if (entry.accessModes().isMissing()) {
      out.error(
          ValidationRule.ACCESS_MODES_MISSING.code(),
          path,
          "driver " + q(entry) + " has no accessModes",
          entryAt);
    }
    if (entry.readerMountOptions().isMissing()) {
      out.error(
          ValidationRule.READER_OPTIONS_MISSING.code(),
          path,
          "driver " + q(entry) + " has no readerMountOptions",
          entryAt);
    }
    List<String> options = readerOptionRules(entry, out);
    Set<AccessMode> modes = accessModeRules(entry, out);
    // f, g
    if (entry.accessModes().isPresent()) {
      if (modes.contains(AccessMode.READ_ONLY_MANY)
          && !modes.contains(AccessMode.READ_WRITE_ONCE)
          && !modes.contains(AccessMode.READ_WRITE_MANY)) {
        out.error(
            ValidationRule.ROX_NEEDS_WRITER.code(),
            path + ".accessModes",
            "driver "
                + q(entry)
                + " qualifies ReadOnlyMany with no writer mode, it needs ReadWriteOnce or"
                + " ReadWriteMany",
            entry.accessModes().position());
      }
      if (entry.readerMountOptions().isPresent()
          && modes.contains(AccessMode.READ_WRITE_ONCE)
          && modes.contains(AccessMode.READ_ONLY_MANY)
          && !options.contains("ro")) {
        out.error(
            ValidationRule.ROX_NEEDS_RO.code(),
            path + ".accessModes",
            "driver "
                + q(entry)
                + " qualifies for the ReadOnlyMany reader shape and must list readerMountOption"
                + " \"ro\"",
            entry.accessModes().position());
      }
    }
    // W
    if (provider.isPresent() && !GoText.isBlank(providerText)) {
      if (providerText.equals(WellKnownNames.NVMESH_PROVIDER)
          && !p.equals(WellKnownNames.NVMESH_PROVISIONER)) {
        out.warning(
            ValidationRule.NVMESH_PROVIDER_MISMATCH.code(),
            path + ".provider",
            "driver "
                + q(entry)
                + " has provider \"nvmesh\" but is not the NVMesh provisioner"
                + " \"nvmesh-csi.excelero.com\": helmModelCache may select roxReadOnly, yet its"
                + " reader volume handles are reused unchanged",
            providerAt);
      } else if (p.equals(WellKnownNames.NVMESH_PROVISIONER)
          && !providerText.equals(WellKnownNames.NVMESH_PROVIDER)) {
        out.warning(
            ValidationRule.NVMESH_PROVIDER_MISMATCH.code(),
            path + ".provider",
            "driver \"nvmesh-csi.excelero.com\" has provider "
                + GoQuote.quote(providerText)
                + ", not \"nvmesh\": helmModelCache will never select roxReadOnly for it",
            providerAt);
      }
    }
  }

  /** The quoted provisioner of an entry, for messages (quoted only when a problem is reported). */
  private static String q(CatalogDraft.Entry entry) {
    return GoQuote.quote(entry.provisioner());
  }

  /** The path of item {@code index} of a list field, for problems. */
  private static String itemPath(CatalogDraft.Entry entry, String field, int index) {
    return entry.path() + "." + field + "[" + index + "]";
  }

  /** The valid entry of a draft entry; only called when the whole draft has no error. */
  private static DriverEntry toEntry(CatalogDraft.Entry entry) {
    // immutable lists built directly: DriverEntry's ImmutableList.copyOf then keeps them
    List<DraftValue<String>> modeValues = entry.accessModes().orElse(List.of());
    ImmutableList.Builder<AccessMode> modes =
        ImmutableList.builderWithExpectedSize(modeValues.size());
    for (DraftValue<String> mode : modeValues) {
      modes.add(AccessMode.fromWireName(mode.orElse("")).orElseThrow());
    }
    List<DraftValue<String>> optionValues = entry.readerMountOptions().orElse(List.of());
    ImmutableList.Builder<String> options =
        ImmutableList.builderWithExpectedSize(optionValues.size());
    for (DraftValue<String> option : optionValues) {
      options.add(option.orElse(""));
    }
    return new DriverEntry(
        entry.provisioner(),
        entry.provider().orElse(""),
        modes.build(),
        options.build(),
        entry.encryptionSupported().orElse(false));
  }

  /** d1–d7 per option; returns every usable option in order (for g and the valid entry). */
  private static List<String> readerOptionRules(CatalogDraft.Entry entry, Collector out) {
    List<String> all = new ArrayList<>();
    List<String> passed = new ArrayList<>();
    List<DraftValue<String>> items = entry.readerMountOptions().orElse(List.of());
    for (int i = 0; i < items.size(); i++) {
      DraftValue<String> item = items.get(i);
      if (!item.isPresent()) {
        continue;
      }
      String o = item.orElse("");
      all.add(o);
      SourcePosition at = item.position();
      if (GoText.isBlank(o)) {
        out.error(
            ValidationRule.READER_OPTION_BLANK.code(),
            itemPath(entry, "readerMountOptions", i),
            "driver " + q(entry) + " has blank readerMountOption",
            at);
        continue;
      }
      if (!GoText.trimSpace(o).equals(o)) {
        out.error(
            ValidationRule.READER_OPTION_WHITESPACE.code(),
            itemPath(entry, "readerMountOptions", i),
            "driver "
                + q(entry)
                + " has readerMountOption "
                + GoQuote.quote(o)
                + " with surrounding whitespace",
            at);
        continue;
      }
      String conflicting = null;
      boolean duplicate = false;
      for (String earlier : passed) {
        if (earlier.equals(o)) {
          duplicate = true;
          break;
        }
        if (conflicting == null && MountOptions.negates(earlier, o)) {
          conflicting = earlier;
        }
      }
      passed.add(o);
      if (duplicate) {
        out.error(
            ValidationRule.READER_OPTION_DUPLICATE.code(),
            itemPath(entry, "readerMountOptions", i),
            "driver " + q(entry) + " has duplicate readerMountOption " + GoQuote.quote(o),
            at);
      } else if (conflicting != null) {
        out.error(
            ValidationRule.READER_OPTION_CONFLICT.code(),
            itemPath(entry, "readerMountOptions", i),
            "driver "
                + q(entry)
                + " readerMountOptions "
                + GoQuote.quote(conflicting)
                + " and "
                + GoQuote.quote(o)
                + " conflict",
            at);
      } else if (MountOptions.hasUnquotedComma(o)) {
        out.error(
            ValidationRule.READER_OPTION_COMMA.code(),
            itemPath(entry, "readerMountOptions", i),
            "driver "
                + q(entry)
                + " has readerMountOption "
                + GoQuote.quote(o)
                + " with a comma outside quotes; list each mount option separately",
            at);
      } else if (o.codePointCount(0, o.length()) > CatalogLimits.MAX_MOUNT_OPTION_LENGTH) {
        out.error(
            ValidationRule.READER_OPTION_LENGTH.code(),
            itemPath(entry, "readerMountOptions", i),
            "driver "
                + q(entry)
                + " has a readerMountOption longer than "
                + CatalogLimits.MAX_MOUNT_OPTION_LENGTH
                + " characters",
            at);
      } else if (o.equals("rw")) {
        out.warning(
            ValidationRule.READER_OPTION_RW.code(),
            itemPath(entry, "readerMountOptions", i),
            "driver "
                + q(entry)
                + " lists readerMountOption \"rw\", but reader volumes are always mounted read-only",
            at);
      }
    }
    return all;
  }

  /** e1/e2 per mode; returns the set of valid modes (for f and g). */
  private static Set<AccessMode> accessModeRules(CatalogDraft.Entry entry, Collector out) {
    Set<AccessMode> modes = EnumSet.noneOf(AccessMode.class);
    List<DraftValue<String>> items = entry.accessModes().orElse(List.of());
    for (int i = 0; i < items.size(); i++) {
      DraftValue<String> item = items.get(i);
      if (!item.isPresent()) {
        continue;
      }
      String m = item.orElse("");
      AccessMode mode = AccessMode.fromWireName(m).orElse(null);
      if (mode == null) {
        out.error(
            ValidationRule.ACCESS_MODE_INVALID.code(),
            itemPath(entry, "accessModes", i),
            "driver " + q(entry) + " has invalid accessMode " + GoQuote.quote(m),
            item.position());
      } else if (!modes.add(mode)) {
        out.error(
            ValidationRule.ACCESS_MODE_DUPLICATE.code(),
            itemPath(entry, "accessModes", i),
            "driver " + q(entry) + " has duplicate accessMode " + GoQuote.quote(m),
            item.position());
      }
    }
    return modes;
  }

  /**
   * Whether the text is a CSI driver name: at most 63 characters from {@code [-.A-Za-z0-9]},
   * alphanumeric at both ends.
   *
   * @param s the text
   * @return whether it is one
   */
  static boolean isCsiDriverName(String s) {
    return isIdentifier(s, ".-");
  }

  /**
   * Whether the text is a provider id: at most 63 characters from {@code [-._A-Za-z0-9]},
   * alphanumeric at both ends.
   *
   * @param s the text
   * @return whether it is one
   */
  static boolean isProviderId(String s) {
    return isIdentifier(s, ".-_");
  }

  private static boolean isIdentifier(String s, String inner) {
    int n = s.length();
    if (n == 0 || n > 63 || !isAlnum(s.charAt(0)) || !isAlnum(s.charAt(n - 1))) {
      return false;
    }
    for (int i = 1; i < n - 1; i++) {
      char c = s.charAt(i);
      if (!isAlnum(c) && inner.indexOf(c) < 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean isAlnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }
}
