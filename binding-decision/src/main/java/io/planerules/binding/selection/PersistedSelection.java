package io.planerules.binding.selection;

import static java.util.Objects.requireNonNull;

import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.internal.Steps;
import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.digest.CatalogRevision;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The immutable model-cache request snapshot NVCA writes to the ICMSRequest annotation {@value
 * #ANNOTATION} before any storage side effect
 * (docs/reference/binding-decision.md#persisted-selection). Every field is raw text, so a selection
 * read from the wire can be held and explained even when invalid; {@link #validate()} applies the
 * upstream {@code Validate()} rules ({@link #check} also explains them). The canonical constructor
 * is that raw wire form (the codec reads into it); the factories {@link #of}, {@link #select} and
 * {@link #withBinding} build only selections {@link #validate()} accepts.
 *
 * <p>Example: {@code PersistedSelection.select("regularModelCache", "durable", decision, false)}.
 *
 * @param version the selection version ({@code v1alpha1})
 * @param workflow {@code regularModelCache} or {@code helmModelCache}
 * @param mode {@code none}, {@code ephemeral} or {@code durable}
 * @param storageClassName the resolved StorageClass name
 * @param storageClassUID the resolved StorageClass UID
 * @param storageClassDigest the StorageClass configuration digest
 * @param profileDigest the profile digest
 * @param catalogRevision the catalog revision (audit only; not a resolved field)
 * @param provider the provider
 * @param provisioner the provisioner
 * @param transition the transition wire name
 * @param requiredAccessModes access-mode wire names, in order
 * @param requiredMountOptions reader mount options, in order
 * @param encryptionRequired whether the cache must be encrypted
 * @param bindingName the referenced ModelCacheBinding name
 * @param bindingUID the referenced ModelCacheBinding UID
 */
public record PersistedSelection(
    String version,
    String workflow,
    String mode,
    String storageClassName,
    String storageClassUID,
    String storageClassDigest,
    String profileDigest,
    String catalogRevision,
    String provider,
    String provisioner,
    String transition,
    List<String> requiredAccessModes,
    List<String> requiredMountOptions,
    boolean encryptionRequired,
    String bindingName,
    String bindingUID) {

  /** The ICMSRequest annotation holding the selection (group {@code .io}). */
  public static final String ANNOTATION = "storage.nvcf.nvidia.io/model-cache-selection";

  /** The only selection version. */
  public static final String VERSION = "v1alpha1";

  /** Mode: no model cache. */
  public static final String MODE_NONE = "none";

  /** Mode: an ephemeral (Helm only) cache. */
  public static final String MODE_EPHEMERAL = "ephemeral";

  /** Mode: a durable cache on the selected storage. */
  public static final String MODE_DURABLE = "durable";

  /** Copies the lists; no component may be null. */
  public PersistedSelection {
    requireNonNull(version, "version");
    requireNonNull(workflow, "workflow");
    requireNonNull(mode, "mode");
    requireNonNull(storageClassName, "storageClassName");
    requireNonNull(storageClassUID, "storageClassUID");
    requireNonNull(storageClassDigest, "storageClassDigest");
    requireNonNull(profileDigest, "profileDigest");
    requireNonNull(catalogRevision, "catalogRevision");
    requireNonNull(provider, "provider");
    requireNonNull(provisioner, "provisioner");
    requireNonNull(transition, "transition");
    requiredAccessModes = List.copyOf(requiredAccessModes);
    requiredMountOptions = List.copyOf(requiredMountOptions);
    requireNonNull(bindingName, "bindingName");
    requireNonNull(bindingUID, "bindingUID");
  }

  /**
   * A {@code v1alpha1} selection for {@code workflow} and {@code mode}, copying the resolved fields
   * (StorageClass name, UID and digest, profile digest, catalog revision, provider, provisioner,
   * transition, required access modes and mount options) from {@code decision} when given, and
   * validates it.
   *
   * @param workflow the workflow
   * @param mode the mode
   * @param decision the resolved decision, or {@code null} (only a {@code none} or {@code
   *     ephemeral} selection is valid without one)
   * @return the selection, which {@link #validate()} accepts
   * @throws PlaneRulesException with the first failing rule's problem when it would be invalid
   */
  public static PersistedSelection of(String workflow, String mode, @Nullable Decision decision) {
    return valid(unchecked(workflow, mode, decision));
  }

  /** The selection or, when {@link #validate()} refuses it, the refusal as an exception. */
  private static PersistedSelection valid(PersistedSelection selection) {
    ValidationResult result = selection.validate();
    if (!result.isValid()) {
      throw new PlaneRulesException(result);
    }
    return selection;
  }

  private static PersistedSelection unchecked(
      String workflow, String mode, @Nullable Decision decision) {
    if (decision == null) {
      return new PersistedSelection(
          VERSION, workflow, mode, "", "", "", "", "", "", "", "", List.of(), List.of(), false, "",
          "");
    }
    return new PersistedSelection(
        VERSION,
        workflow,
        mode,
        decision.storageClassName(),
        decision.storageClassUID(),
        decision.storageClassDigest(),
        decision.profileDigest(),
        decision.catalogRevision().map(CatalogRevision::value).orElse(""),
        decision.provider(),
        decision.provisioner(),
        decision.transition().wireName(),
        decision.requiredAccessModeNames(),
        decision.requiredMountOptions(),
        false,
        "",
        "");
  }

  /**
   * Builds a selection as {@link #of} does, refuses {@code selection.encryption-unsupported}
   * ({@code model cache provider "<provider>" does not support encryption}) when encryption is
   * required but the decision's provider does not support it (or there is no decision), then
   * validates.
   */
  public static Outcome<PersistedSelection> select(
      String workflow, String mode, @Nullable Decision decision, boolean encryptionRequired) {
    PersistedSelection selection = unchecked(workflow, mode, decision);
    if (encryptionRequired) {
      if (decision == null || !decision.encryptionSupported()) {
        String provider = decision == null ? "" : decision.provider();
        return new Steps()
            .refuse(
                SelectionRule.ENCRYPTION_UNSUPPORTED,
                "model cache provider " + GoQuote.quote(provider) + " does not support encryption",
                "encryptionRequired");
      }
      selection = selection.with(true, selection.bindingName, selection.bindingUID);
    }
    return SelectionValidation.check(selection);
  }

  /**
   * This selection referencing the ModelCacheBinding {@code name}/{@code uid}, validated.
   *
   * @param name the binding's name
   * @param uid the binding's UID
   * @return the selection, which {@link #validate()} accepts
   * @throws PlaneRulesException with the first failing rule's problem when it would be invalid
   */
  public PersistedSelection withBinding(String name, String uid) {
    return valid(with(encryptionRequired, name, uid));
  }

  private PersistedSelection with(boolean encryption, String name, String uid) {
    return new PersistedSelection(
        version,
        workflow,
        mode,
        storageClassName,
        storageClassUID,
        storageClassDigest,
        profileDigest,
        catalogRevision,
        provider,
        provisioner,
        transition,
        requiredAccessModes,
        requiredMountOptions,
        encryption,
        name,
        uid);
  }

  /** Whether {@code mode} is {@code durable}. */
  public boolean isDurable() {
    return MODE_DURABLE.equals(mode);
  }

  /**
   * The upstream {@code Validate()} rules: no problem, or exactly the first failure
   * (docs/reference/binding-decision.md#selection-validation).
   */
  public ValidationResult validate() {
    return SelectionValidation.check(this).problems();
  }

  /**
   * {@link #validate()} with its explanation, for a selection that may be absent: decided with the
   * selection by {@code selection.valid}, or refused by the first failing rule ({@code
   * selection.nil} when {@code selection} is null), with the trace of every rule evaluated. Never
   * throws.
   *
   * @param selection the selection, or null when there is none
   * @return the selection when valid, or the refusal
   */
  public static Outcome<PersistedSelection> check(@Nullable PersistedSelection selection) {
    return SelectionValidation.check(selection);
  }

  /**
   * The rules this package declares ({@code SelectionRule}), in declaration order, as {@code
   * docs/rules.md} lists them; the rule enums themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(SelectionRule.values());
  }
}
