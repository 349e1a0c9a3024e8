package io.planerules.binding.intent;

import static io.planerules.rules.internal.GoQuote.quote;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.binding.Outcome;
import io.planerules.binding.internal.Names;
import io.planerules.binding.internal.Steps;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.ValueStyle;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.internal.text.GoText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.immutables.value.Value;
import org.jspecify.annotations.Nullable;

/**
 * The ModelCacheBinding intent of one durable request: the binding it expects, and the validation
 * of an existing binding against it (upstream {@code modelcache_binding.go}; see
 * docs/reference/binding-decision.md#modelcachebinding-intent). Once a binding exists it is
 * authoritative: callers validate against it and never reselect.
 * <!-- snippet: BindingExamplesTest#binding-intent -->
 *
 * <pre>{@code
 * BindingIntent intent =
 *     BindingIntent.builder()
 *         .sharingDomain("domain.example")
 *         .cacheHandle("abc123handle")
 *         .writerNamespace("writer-ns")
 *         .selection(durableRegularSelection)
 *         .build();
 * ExpectedBinding expected = intent.expected().orElseThrow();
 * // model-cache-fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605b in nvca-modelcache-init,
 * // PVCs rw-pvc-abc123handle and ro-pvc-abc123handle
 * }</pre>
 */
@Value.Immutable
@ValueStyle
public abstract class BindingIntent {
  BindingIntent() {}

  /** A builder; the sharing domain, cache handle and writer namespace are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** The request's persisted selection; absent (null) fails {@code selection.nil}. */
  public abstract @Nullable PersistedSelection selection();

  /**
   * The sharing domain (its digest names the binding's identity; its MD5 the encryption objects).
   */
  public abstract String sharingDomain();

  /** The cache handle (names the binding and its objects). */
  public abstract String cacheHandle();

  /** The namespace of the writer PVC and Job (a DNS-1123 label). */
  public abstract String writerNamespace();

  /** The namespace of the binding, {@value ModelCacheNames#DEFAULT_INIT_NAMESPACE} by default. */
  @Value.Default
  public String initNamespace() {
    return ModelCacheNames.DEFAULT_INIT_NAMESPACE;
  }

  /**
   * The expected binding, or the first refusal: the selection's validation, {@code
   * binding.durable}, {@code binding.sharing-domain}, {@code binding.cache-handle}, {@code
   * binding.writer-namespace}, {@code binding.resource-name} (writer PVC, writer Job, reader PVC,
   * init Lease, encryption StorageClass and Secret — every derived name re-validated, never
   * repaired).
   */
  public Outcome<ExpectedBinding> expected() {
    PersistedSelection selection = selection();
    String sharingDomain = sharingDomain();
    String cacheHandle = cacheHandle();
    String writerNamespace = writerNamespace();
    String initNamespace = initNamespace();
    Outcome<PersistedSelection> checked = PersistedSelection.check(selection);
    if (!checked.isOk()) {
      return Steps.retyped(checked);
    }
    PersistedSelection s = checked.orElseThrow();
    Steps steps = new Steps(checked.trace());
    if (!s.isDurable()) {
      return steps.refuse(
          BindingIntentRule.DURABLE, "model cache binding requires a durable selection", "mode");
    }
    steps.pass(BindingIntentRule.DURABLE, "");
    if (GoText.isBlank(sharingDomain)) {
      return steps.refuse(
          BindingIntentRule.SHARING_DOMAIN,
          "model cache binding sharing domain is empty",
          "sharingDomain");
    }
    steps.pass(BindingIntentRule.SHARING_DOMAIN, "");
    if (GoText.isBlank(cacheHandle)) {
      return steps.refuse(
          BindingIntentRule.CACHE_HANDLE,
          "model cache binding cache handle is empty",
          "cacheHandle");
    }
    steps.pass(BindingIntentRule.CACHE_HANDLE, "");
    String namespaceErrors = Names.errors(writerNamespace, NameRule.DNS1123_LABEL);
    if (!namespaceErrors.isEmpty()) {
      return steps.refuse(
          BindingIntentRule.WRITER_NAMESPACE,
          "model cache binding writer namespace "
              + quote(writerNamespace)
              + " is invalid: "
              + namespaceErrors,
          "writerNamespace");
    }
    steps.pass(BindingIntentRule.WRITER_NAMESPACE, "");
    boolean helm = Workflow.HELM.wireName().equals(s.workflow());
    Workflow workflow = helm ? Workflow.HELM : Workflow.REGULAR;
    Outcome<List<String>> names =
        ModelCacheNames.bindingResources(
            cacheHandle, sharingDomain, workflow, s.encryptionRequired());
    if (!names.isOk()) {
      return steps.refuse(BindingIntentRule.RESOURCE_NAME, names.message(), "");
    }
    List<String> values = names.orElseThrow();
    steps.pass(BindingIntentRule.RESOURCE_NAME, String.join(", ", values));
    List<String> pvcs = helm ? List.of(values.get(0)) : List.of(values.get(0), values.get(2));
    List<String> storageClasses = s.encryptionRequired() ? List.of(values.get(3)) : List.of();
    List<String> secrets = s.encryptionRequired() ? List.of(values.get(4)) : List.of();
    BindingSpec spec =
        new BindingSpec(
            new BindingSpec.Identity(
                s.version(),
                s.workflow(),
                BindingDigests.of(sharingDomain),
                BindingDigests.of(cacheHandle)),
            new BindingSpec.DecisionSpec(
                s.provider(),
                s.provisioner(),
                s.transition(),
                s.requiredAccessModes(),
                s.requiredMountOptions(),
                s.profileDigest(),
                s.catalogRevision(),
                s.encryptionRequired()),
            new BindingSpec.StorageClassRef(
                s.storageClassName(),
                s.storageClassUID(),
                ModelCacheNames.RECLAIM_RETAIN,
                s.storageClassDigest()),
            new BindingSpec.Resources(
                writerNamespace,
                pvcs,
                List.of(),
                List.of(values.get(1)),
                storageClasses,
                secrets,
                helm ? values.get(2) : ""));
    String name = ModelCacheNames.binding(cacheHandle).orElseThrow();
    return steps.ok(
        BindingIntentRule.EXPECTED,
        new ExpectedBinding(name, initNamespace, ExpectedBinding.FINALIZER, spec),
        "expected " + initNamespace + "/" + name);
  }

  /**
   * Compares two binding specs with Kubernetes {@code listType=set} semantics: identity, decision
   * without {@code catalogRevision}, storage class and resources; access modes and resource-name
   * lists as sets, {@code requiredMountOptions} as an ordered list, strings exactly.
   */
  static IntentComparison equal(BindingSpec a, BindingSpec b) {
    List<String> paths = new ArrayList<>();
    BindingSpec.Identity ia = a.identity();
    BindingSpec.Identity ib = b.identity();
    same(paths, "spec.identity.version", ia.version(), ib.version());
    same(paths, "spec.identity.workflow", ia.workflow(), ib.workflow());
    same(
        paths,
        "spec.identity.sharingDomainDigest",
        ia.sharingDomainDigest(),
        ib.sharingDomainDigest());
    same(paths, "spec.identity.cacheHandleDigest", ia.cacheHandleDigest(), ib.cacheHandleDigest());
    BindingSpec.DecisionSpec da = a.decision();
    BindingSpec.DecisionSpec db = b.decision();
    same(paths, "spec.decision.provider", da.provider(), db.provider());
    same(paths, "spec.decision.provisioner", da.provisioner(), db.provisioner());
    same(paths, "spec.decision.transition", da.transition(), db.transition());
    sameSet(
        paths,
        "spec.decision.requiredAccessModes",
        da.requiredAccessModes(),
        db.requiredAccessModes());
    same(
        paths,
        "spec.decision.requiredMountOptions",
        da.requiredMountOptions(),
        db.requiredMountOptions());
    same(paths, "spec.decision.profileDigest", da.profileDigest(), db.profileDigest());
    same(
        paths,
        "spec.decision.encryptionRequired",
        da.encryptionRequired(),
        db.encryptionRequired());
    BindingSpec.StorageClassRef sa = a.storageClass();
    BindingSpec.StorageClassRef sb = b.storageClass();
    same(paths, "spec.storageClass.name", sa.name(), sb.name());
    same(paths, "spec.storageClass.uid", sa.uid(), sb.uid());
    same(paths, "spec.storageClass.reclaimPolicy", sa.reclaimPolicy(), sb.reclaimPolicy());
    same(
        paths,
        "spec.storageClass.configurationDigest",
        sa.configurationDigest(),
        sb.configurationDigest());
    BindingSpec.Resources ra = a.resources();
    BindingSpec.Resources rb = b.resources();
    same(paths, "spec.resources.writerNamespace", ra.writerNamespace(), rb.writerNamespace());
    sameSet(
        paths,
        "spec.resources.persistentVolumeClaimNames",
        ra.persistentVolumeClaimNames(),
        rb.persistentVolumeClaimNames());
    sameSet(
        paths,
        "spec.resources.persistentVolumeNames",
        ra.persistentVolumeNames(),
        rb.persistentVolumeNames());
    sameSet(paths, "spec.resources.jobNames", ra.jobNames(), rb.jobNames());
    sameSet(
        paths, "spec.resources.storageClassNames", ra.storageClassNames(), rb.storageClassNames());
    sameSet(paths, "spec.resources.secretNames", ra.secretNames(), rb.secretNames());
    same(paths, "spec.resources.leaseName", ra.leaseName(), rb.leaseName());
    return new IntentComparison(paths);
  }

  /**
   * Validates an existing binding against this intent, first failure wins: {@code binding.nil}, the
   * {@link #expected()} refusals, {@code binding.identity}, {@code binding.deleting}, {@code
   * binding.finalizer}, {@code binding.spec}, {@code binding.reference}.
   */
  public Outcome<ObservedBinding> validate(@Nullable ObservedBinding binding) {
    return validate(binding, false);
  }

  /** {@link #validate} plus {@code binding.active}: the phase must be {@code Active}. */
  public Outcome<ObservedBinding> validateActive(@Nullable ObservedBinding binding) {
    return validate(binding, true);
  }

  private Outcome<ObservedBinding> validate(
      @Nullable ObservedBinding binding, boolean requireActive) {
    Outcome<ObservedBinding> checked = check(binding);
    if (!checked.isOk()) {
      return checked;
    }
    ObservedBinding b = checked.orElseThrow();
    Steps steps = new Steps(checked.trace());
    if (requireActive) {
      if (!BindingStatus.PHASE_ACTIVE.equals(b.status().phase())) {
        return steps.refuse(
            BindingIntentRule.ACTIVE,
            "model cache binding "
                + b.namespace()
                + "/"
                + b.name()
                + " is not Active: "
                + quote(b.status().phase()),
            "status.phase");
      }
      steps.pass(BindingIntentRule.ACTIVE, "");
    }
    return steps.ok(BindingIntentRule.VALID, b, checked.message());
  }

  private Outcome<ObservedBinding> check(@Nullable ObservedBinding binding) {
    PersistedSelection selection = selection();
    Steps steps = new Steps();
    if (binding == null) {
      return steps.refuse(BindingIntentRule.NIL, "model cache binding is nil", "");
    }
    steps.pass(BindingIntentRule.NIL, "");
    Outcome<ExpectedBinding> expected = expected();
    steps.append(expected.trace());
    if (!expected.isOk()) {
      return steps.refusal(expected, expected.message());
    }
    ExpectedBinding want = expected.orElseThrow();
    String ref = binding.namespace() + "/" + binding.name();
    if (!want.name().equals(binding.name()) || !want.namespace().equals(binding.namespace())) {
      return steps.refuse(
          BindingIntentRule.IDENTITY,
          "model cache binding identity "
              + ref
              + " does not match expected "
              + want.namespace()
              + "/"
              + want.name(),
          "metadata");
    }
    steps.pass(BindingIntentRule.IDENTITY, "");
    if (binding.deleting()) {
      return steps.refuse(
          BindingIntentRule.DELETING,
          "model cache binding " + ref + " is being deleted",
          "metadata.deletionTimestamp");
    }
    steps.pass(BindingIntentRule.DELETING, "");
    if (!binding.finalizers().contains(ExpectedBinding.FINALIZER)) {
      return steps.refuse(
          BindingIntentRule.FINALIZER,
          "model cache binding " + ref + " has no protection finalizer",
          "metadata.finalizers");
    }
    steps.pass(BindingIntentRule.FINALIZER, "");
    IntentComparison comparison = equal(want.spec(), binding.spec());
    if (!comparison.isEqual()) {
      return steps.refuse(
          BindingIntentRule.SPEC,
          "model cache binding "
              + ref
              + " immutable spec does not match the request intent (differs at "
              + String.join(", ", comparison.differingPaths())
              + ")",
          "spec");
    }
    steps.pass(BindingIntentRule.SPEC, "");
    PersistedSelection s = Objects.requireNonNull(selection, "selection");
    if (!s.bindingName().isEmpty()
        && (!s.bindingName().equals(binding.name()) || !s.bindingUID().equals(binding.uid()))) {
      return steps.refuse(
          BindingIntentRule.REFERENCE,
          "model cache binding reference changed from "
              + s.bindingName()
              + "/"
              + s.bindingUID()
              + " to "
              + binding.name()
              + "/"
              + binding.uid(),
          "bindingName");
    }
    steps.pass(BindingIntentRule.REFERENCE, "");
    return Outcome.ok(
        binding,
        BindingIntentRule.VALID.id(),
        Steps.reason(BindingIntentRule.VALID),
        "model cache binding " + ref + " matches the request",
        steps.trace());
  }

  private static void same(List<String> paths, String path, Object a, Object b) {
    if (!a.equals(b)) {
      paths.add(path);
    }
  }

  private static void sameSet(List<String> paths, String path, List<String> a, List<String> b) {
    if (!new HashSet<>(a).equals(new HashSet<>(b))) {
      paths.add(path);
    }
  }

  /**
   * The rules this package declares ({@code BindingIntentRule}, {@code BindingPhaseRule}), in
   * declaration order, as {@code docs/rules.md} lists them; the rule enums themselves are
   * package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return Stream.of(BindingIntentRule.values(), BindingPhaseRule.values())
        .flatMap(Arrays::stream)
        .<RuleDescriptor>map(r -> r)
        .toList();
  }

  /**
   * Builds a {@link BindingIntent}: every setter replaces its value; {@link #build()} throws {@link
   * NullPointerException} naming a required string that was not set.
   */
  public static final class Builder {
    private @Nullable PersistedSelection selection;
    private @Nullable String sharingDomain;
    private @Nullable String cacheHandle;
    private @Nullable String writerNamespace;
    private @Nullable String initNamespace;

    private Builder() {}

    /** Sets the sharing domain. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder sharingDomain(String sharingDomain) {
      this.sharingDomain = requireNonNull(sharingDomain, "sharingDomain");
      return this;
    }

    /** Sets the cache handle. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder cacheHandle(String cacheHandle) {
      this.cacheHandle = requireNonNull(cacheHandle, "cacheHandle");
      return this;
    }

    /** Sets the writer Job's namespace. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder writerNamespace(String writerNamespace) {
      this.writerNamespace = requireNonNull(writerNamespace, "writerNamespace");
      return this;
    }

    /** Sets the binding's namespace (default {@code nvca-modelcache-init}). */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder initNamespace(String initNamespace) {
      this.initNamespace = requireNonNull(initNamespace, "initNamespace");
      return this;
    }

    /** Sets the persisted selection (null fails {@code selection.nil}). */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder selection(@Nullable PersistedSelection selection) {
      this.selection = selection;
      return this;
    }

    /** The intent; throws {@link NullPointerException} naming a required string not set. */
    public BindingIntent build() {
      ImmutableBindingIntent.BuildFinal stages =
          ImmutableBindingIntent.stagedBuilder()
              .sharingDomain(requireNonNull(sharingDomain, "sharingDomain"))
              .cacheHandle(requireNonNull(cacheHandle, "cacheHandle"))
              .writerNamespace(requireNonNull(writerNamespace, "writerNamespace"))
              .selection(selection);
      return initNamespace == null ? stages.build() : stages.initNamespace(initNamespace).build();
    }
  }
}
