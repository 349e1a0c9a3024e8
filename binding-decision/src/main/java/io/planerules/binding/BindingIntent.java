package io.planerules.binding;

import static io.planerules.rules.internal.GoQuote.quote;

import io.planerules.identity.NameRule;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.internal.text.GoText;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The ModelCacheBinding a durable request expects, intent equality and validation of an existing
 * binding (spec §7; upstream {@code modelcache_binding.go}). Once a binding exists it is
 * authoritative: callers validate against it and never reselect.
 *
 * <p>Example: {@code expected(durableRegularSelection, "domain", "abc123handle", "writer-ns")}
 * names the binding {@code model-cache-fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605b} in {@code
 * nvca-modelcache-init} with PVCs {@code rw-pvc-abc123handle} and {@code ro-pvc-abc123handle}.
 */
public final class BindingIntent {
  private BindingIntent() {}

  /**
   * {@link #expected(PersistedSelection, String, String, String, String)} in the default init
   * namespace.
   */
  public static Outcome<ExpectedBinding> expected(
      @Nullable PersistedSelection selection,
      String sharingDomain,
      String cacheHandle,
      String writerNamespace) {
    return expected(
        selection,
        sharingDomain,
        cacheHandle,
        writerNamespace,
        ModelCacheConstants.DEFAULT_INIT_NAMESPACE);
  }

  /**
   * The expected binding, or the first refusal: the selection's validation, {@code
   * binding.durable}, {@code binding.sharing-domain}, {@code binding.cache-handle}, {@code
   * binding.writer-namespace}, {@code binding.resource-name} (writer PVC, writer Job, reader PVC,
   * init Lease, encryption StorageClass and Secret — every derived name re-validated, never
   * repaired).
   */
  public static Outcome<ExpectedBinding> expected(
      @Nullable PersistedSelection selection,
      String sharingDomain,
      String cacheHandle,
      String writerNamespace,
      String initNamespace) {
    Outcome<PersistedSelection> checked = SelectionValidation.check(selection);
    if (checked instanceof Outcome.Refused<PersistedSelection> refused) {
      return refused.cast();
    }
    PersistedSelection s = checked.orElseThrow();
    Steps steps = new Steps(checked.trace());
    if (!s.isDurable()) {
      return steps.refuse(
          BindingRule.BINDING_DURABLE, "model cache binding requires a durable selection", "mode");
    }
    steps.pass(BindingRule.BINDING_DURABLE, "");
    if (GoText.isBlank(sharingDomain)) {
      return steps.refuse(
          BindingRule.BINDING_SHARING_DOMAIN,
          "model cache binding sharing domain is empty",
          "sharingDomain");
    }
    steps.pass(BindingRule.BINDING_SHARING_DOMAIN, "");
    if (GoText.isBlank(cacheHandle)) {
      return steps.refuse(
          BindingRule.BINDING_CACHE_HANDLE,
          "model cache binding cache handle is empty",
          "cacheHandle");
    }
    steps.pass(BindingRule.BINDING_CACHE_HANDLE, "");
    String namespaceErrors = ModelCacheNames.errors(writerNamespace, NameRule.DNS1123_LABEL);
    if (!namespaceErrors.isEmpty()) {
      return steps.refuse(
          BindingRule.BINDING_WRITER_NAMESPACE,
          "model cache binding writer namespace "
              + quote(writerNamespace)
              + " is invalid: "
              + namespaceErrors,
          "writerNamespace");
    }
    steps.pass(BindingRule.BINDING_WRITER_NAMESPACE, "");
    boolean helm = Workflow.HELM.wireName().equals(s.workflow());
    Workflow workflow = helm ? Workflow.HELM : Workflow.REGULAR;
    List<Outcome<String>> names = new ArrayList<>();
    names.add(ModelCacheNames.prefixed("binding writer PVC", "rw-pvc-", cacheHandle));
    names.add(ModelCacheNames.prefixed("binding writer Job", "writer-job-", cacheHandle));
    if (!helm) {
      names.add(ModelCacheNames.prefixed("binding reader PVC", "ro-pvc-", cacheHandle));
    } else {
      names.add(ModelCacheNames.prefixed("binding init Lease", "modelcache-init-", cacheHandle));
    }
    if (s.encryptionRequired()) {
      names.add(
          ModelCacheNames.encryption(
              "binding encryption StorageClass", sharingDomain, workflow, "", "-sc", "sc-"));
      names.add(
          ModelCacheNames.encryption(
              "binding encryption Secret", sharingDomain, workflow, "", "", "scsec-"));
    }
    List<String> values = new ArrayList<>();
    for (Outcome<String> name : names) {
      if (!name.isOk()) {
        return steps.refuse(BindingRule.BINDING_RESOURCE_NAME, name.message(), "");
      }
      values.add(name.orElseThrow());
    }
    steps.pass(BindingRule.BINDING_RESOURCE_NAME, String.join(", ", values));
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
                ModelCacheConstants.RECLAIM_RETAIN,
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
        BindingRule.BINDING_EXPECTED,
        new ExpectedBinding(name, initNamespace, ModelCacheConstants.BINDING_FINALIZER, spec),
        "expected " + initNamespace + "/" + name);
  }

  /**
   * Compares two binding specs with Kubernetes {@code listType=set} semantics: identity, decision
   * without {@code catalogRevision}, storage class and resources; access modes and resource-name
   * lists as sets, {@code requiredMountOptions} as an ordered list, strings exactly.
   */
  public static IntentComparison equal(BindingSpec a, BindingSpec b) {
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
   * {@link #validate(ObservedBinding, PersistedSelection, String, String, String, String)} in the
   * default init namespace.
   */
  public static Outcome<ObservedBinding> validate(
      @Nullable ObservedBinding binding,
      @Nullable PersistedSelection selection,
      String sharingDomain,
      String cacheHandle,
      String writerNamespace) {
    return validate(
        binding,
        selection,
        sharingDomain,
        cacheHandle,
        writerNamespace,
        ModelCacheConstants.DEFAULT_INIT_NAMESPACE);
  }

  /**
   * Validates an existing binding against the request, first failure wins: {@code binding.nil}, the
   * expected-binding refusals, {@code binding.identity}, {@code binding.deleting}, {@code
   * binding.finalizer}, {@code binding.spec}, {@code binding.reference}.
   */
  public static Outcome<ObservedBinding> validate(
      @Nullable ObservedBinding binding,
      @Nullable PersistedSelection selection,
      String sharingDomain,
      String cacheHandle,
      String writerNamespace,
      String initNamespace) {
    return validate(
        binding, selection, sharingDomain, cacheHandle, writerNamespace, initNamespace, false);
  }

  /**
   * {@link #validateActive(ObservedBinding, PersistedSelection, String, String, String, String)} in
   * the default init namespace.
   */
  public static Outcome<ObservedBinding> validateActive(
      @Nullable ObservedBinding binding,
      @Nullable PersistedSelection selection,
      String sharingDomain,
      String cacheHandle,
      String writerNamespace) {
    return validateActive(
        binding,
        selection,
        sharingDomain,
        cacheHandle,
        writerNamespace,
        ModelCacheConstants.DEFAULT_INIT_NAMESPACE);
  }

  /** {@link #validate} plus {@code binding.active}: the phase must be {@code Active}. */
  public static Outcome<ObservedBinding> validateActive(
      @Nullable ObservedBinding binding,
      @Nullable PersistedSelection selection,
      String sharingDomain,
      String cacheHandle,
      String writerNamespace,
      String initNamespace) {
    return validate(
        binding, selection, sharingDomain, cacheHandle, writerNamespace, initNamespace, true);
  }

  private static Outcome<ObservedBinding> validate(
      @Nullable ObservedBinding binding,
      @Nullable PersistedSelection selection,
      String sharingDomain,
      String cacheHandle,
      String writerNamespace,
      String initNamespace,
      boolean requireActive) {
    Outcome<ObservedBinding> checked =
        check(binding, selection, sharingDomain, cacheHandle, writerNamespace, initNamespace);
    if (checked instanceof Outcome.Refused<ObservedBinding>) {
      return checked;
    }
    ObservedBinding b = checked.orElseThrow();
    Steps steps = new Steps(checked.trace());
    if (requireActive) {
      if (!ModelCacheConstants.PHASE_ACTIVE.equals(b.status().phase())) {
        return steps.refuse(
            BindingRule.BINDING_ACTIVE,
            "model cache binding "
                + b.namespace()
                + "/"
                + b.name()
                + " is not Active: "
                + quote(b.status().phase()),
            "status.phase");
      }
      steps.pass(BindingRule.BINDING_ACTIVE, "");
    }
    return steps.ok(BindingRule.BINDING_VALID, b, checked.message());
  }

  private static Outcome<ObservedBinding> check(
      @Nullable ObservedBinding binding,
      @Nullable PersistedSelection selection,
      String sharingDomain,
      String cacheHandle,
      String writerNamespace,
      String initNamespace) {
    Steps steps = new Steps();
    if (binding == null) {
      return steps.refuse(BindingRule.BINDING_NIL, "model cache binding is nil", "");
    }
    steps.pass(BindingRule.BINDING_NIL, "");
    Outcome<ExpectedBinding> expected =
        expected(selection, sharingDomain, cacheHandle, writerNamespace, initNamespace);
    steps.append(expected.trace());
    if (!(expected instanceof Outcome.Ok<ExpectedBinding> ok)) {
      Outcome.Refused<ExpectedBinding> refused = (Outcome.Refused<ExpectedBinding>) expected;
      return new Outcome.Refused<>(
          refused.ruleId(), refused.reason(), refused.message(), refused.path(), steps.trace());
    }
    ExpectedBinding want = ok.value();
    String ref = binding.namespace() + "/" + binding.name();
    if (!want.name().equals(binding.name()) || !want.namespace().equals(binding.namespace())) {
      return steps.refuse(
          BindingRule.BINDING_IDENTITY,
          "model cache binding identity "
              + ref
              + " does not match expected "
              + want.namespace()
              + "/"
              + want.name(),
          "metadata");
    }
    steps.pass(BindingRule.BINDING_IDENTITY, "");
    if (binding.deleting()) {
      return steps.refuse(
          BindingRule.BINDING_DELETING,
          "model cache binding " + ref + " is being deleted",
          "metadata.deletionTimestamp");
    }
    steps.pass(BindingRule.BINDING_DELETING, "");
    if (!binding.finalizers().contains(ModelCacheConstants.BINDING_FINALIZER)) {
      return steps.refuse(
          BindingRule.BINDING_FINALIZER,
          "model cache binding " + ref + " has no protection finalizer",
          "metadata.finalizers");
    }
    steps.pass(BindingRule.BINDING_FINALIZER, "");
    IntentComparison comparison = equal(want.spec(), binding.spec());
    if (!comparison.isEqual()) {
      return steps.refuse(
          BindingRule.BINDING_SPEC,
          "model cache binding "
              + ref
              + " immutable spec does not match the request intent (differs at "
              + String.join(", ", comparison.differingPaths())
              + ")",
          "spec");
    }
    steps.pass(BindingRule.BINDING_SPEC, "");
    PersistedSelection s = Objects.requireNonNull(selection, "selection");
    if (!s.bindingName().isEmpty()
        && (!s.bindingName().equals(binding.name()) || !s.bindingUID().equals(binding.uid()))) {
      return steps.refuse(
          BindingRule.BINDING_REFERENCE,
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
    steps.pass(BindingRule.BINDING_REFERENCE, "");
    return new Outcome.Ok<>(
        binding,
        BindingRule.BINDING_VALID.ruleId(),
        BindingRule.BINDING_VALID.reason(),
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
}
