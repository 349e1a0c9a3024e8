package io.planerules.binding.intent;

import static io.planerules.binding.Fixtures.NVMESH;
import static io.planerules.binding.Fixtures.WEKA;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import io.planerules.binding.Fixtures;
import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.rules.RuleId;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.testkit.Properties;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * docs/reference/binding-decision.md#modelcachebinding-intent: expected binding, intent equality,
 * validation, phases.
 */
class BindingIntentTest {
  private static final String HANDLE = "abc123handle";
  private static final String BINDING =
      "model-cache-fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605b";
  private static final String MD5 = "c994de81a9e16ec8317df8dd9d948523"; // md5sum of domain.example
  private static final PersistedSelection NV_REGULAR =
      Fixtures.durable(NVMESH, "regularModelCache");
  private static final PersistedSelection NV_HELM = Fixtures.durable(NVMESH, "helmModelCache");

  private static ExpectedBinding expected(PersistedSelection s) {
    return BindingIntent.builder()
        .sharingDomain("domain.example")
        .cacheHandle(HANDLE)
        .writerNamespace("writer-ns")
        .selection(s)
        .build()
        .expected()
        .orElseThrow();
  }

  private static void refused(Outcome<?> outcome, String rule, String message) {
    assertThat(outcome.isOk()).isFalse();
    assertThat(outcome.ruleId().value()).isEqualTo(rule);
    assertThat(outcome.message()).isEqualTo(message);
  }

  @Test
  void expectedRegularBinding() {
    ExpectedBinding b = expected(NV_REGULAR);
    assertThat(b.name()).isEqualTo(BINDING);
    assertThat(b.namespace()).isEqualTo("nvca-modelcache-init");
    assertThat(b.finalizer()).isEqualTo("nvca.nvcf.nvidia.io/model-cache-binding-finalizer");
    BindingSpec spec = b.spec();
    assertThat(spec.identity())
        .isEqualTo(
            new BindingSpec.Identity(
                "v1alpha1",
                "regularModelCache",
                BindingDigests.of("domain.example"),
                "sha256:fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605bd6b4530d6d9bfd00"));
    assertThat(spec.decision())
        .isEqualTo(
            new BindingSpec.DecisionSpec(
                "nvmesh",
                NVMESH,
                "roxReadOnly",
                List.of("ReadWriteOnce", "ReadOnlyMany"),
                List.of("ro", "norecovery", "nouuid"),
                NV_REGULAR.profileDigest(),
                NV_REGULAR.catalogRevision(),
                false));
    assertThat(spec.storageClass())
        .isEqualTo(
            new BindingSpec.StorageClassRef(
                "nvcf-sc", "uid-1", "Retain", NV_REGULAR.storageClassDigest()));
    assertThat(spec.resources())
        .isEqualTo(
            new BindingSpec.Resources(
                "writer-ns",
                List.of("rw-pvc-abc123handle", "ro-pvc-abc123handle"),
                List.of(),
                List.of("writer-job-abc123handle"),
                List.of(),
                List.of(),
                ""));
  }

  @Test
  void expectedHelmBindingInAPlaneScopedNamespace() {
    ExpectedBinding b =
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .initNamespace("p1-modelcache")
            .selection(NV_HELM)
            .build()
            .expected()
            .orElseThrow();
    assertThat(b.namespace()).isEqualTo("p1-modelcache");
    assertThat(b.spec().resources().persistentVolumeClaimNames())
        .containsExactly("rw-pvc-abc123handle");
    assertThat(b.spec().resources().leaseName()).isEqualTo("modelcache-init-abc123handle");
    assertThat(b.spec().identity().workflow()).isEqualTo("helmModelCache");
  }

  @Test
  void expectedEncryptionNamesPerWorkflow() {
    ExpectedBinding regular = expected(Fixtures.encrypted(NVMESH, "regularModelCache"));
    assertThat(regular.spec().resources().storageClassNames()).containsExactly(MD5 + "-sc");
    assertThat(regular.spec().resources().secretNames()).containsExactly(MD5);
    assertThat(regular.spec().decision().encryptionRequired()).isTrue();
    ExpectedBinding helm = expected(Fixtures.encrypted(NVMESH, "helmModelCache"));
    assertThat(helm.spec().resources().storageClassNames()).containsExactly("sc-" + MD5);
    assertThat(helm.spec().resources().secretNames()).containsExactly("scsec-" + MD5);
  }

  @Test
  void expectedPreconditionsInOrder() {
    refused(
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle(HANDLE)
            .writerNamespace("ns")
            .selection(null)
            .build()
            .expected(),
        "selection.nil",
        "model cache storage selection is nil");
    refused(
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle(HANDLE)
            .writerNamespace("ns")
            .selection(PersistedSelection.of("helmModelCache", "ephemeral", null))
            .build()
            .expected(),
        "binding.durable",
        "model cache binding requires a durable selection");
    refused(
        BindingIntent.builder()
            .sharingDomain(" \t")
            .cacheHandle(HANDLE)
            .writerNamespace("ns")
            .selection(NV_REGULAR)
            .build()
            .expected(),
        "binding.sharing-domain",
        "model cache binding sharing domain is empty");
    refused(
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle("\u2028")
            .writerNamespace("ns")
            .selection(NV_REGULAR)
            .build()
            .expected(),
        "binding.cache-handle",
        "model cache binding cache handle is empty");
    refused(
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle(HANDLE)
            .writerNamespace("Writer")
            .selection(NV_REGULAR)
            .build()
            .expected(),
        "binding.writer-namespace",
        "model cache binding writer namespace \"Writer\" is invalid: a lowercase RFC 1123 label"
            + " must consist of lower case alphanumeric characters or '-', and must start and end"
            + " with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for"
            + " validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')");
    refused(
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle("Upper")
            .writerNamespace("ns")
            .selection(NV_REGULAR)
            .build()
            .expected(),
        "binding.resource-name",
        "model cache binding writer PVC name \"rw-pvc-Upper\" is invalid: a lowercase RFC 1123"
            + " subdomain must consist of lower case alphanumeric characters, '-' or '.', and must"
            + " start and end with an alphanumeric character (e.g. 'example.com', regex used for"
            + " validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')");
    String longHandle = "a".repeat(244); // rw-pvc- + 244 = 251 fits, writer-job- + 244 = 255
    Outcome<ExpectedBinding> job =
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle(longHandle)
            .writerNamespace("ns")
            .selection(NV_REGULAR)
            .build()
            .expected();
    assertThat(job.ruleId().value()).isEqualTo("binding.resource-name");
    assertThat(job.message())
        .startsWith("model cache binding writer Job name \"writer-job-aaa")
        .endsWith("is invalid: must be no more than 253 characters");
    Outcome<ExpectedBinding> lease =
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle("a".repeat(244))
            .writerNamespace("ns")
            .selection(NV_HELM)
            .build()
            .expected();
    assertThat(lease.message()).startsWith("model cache binding writer Job name");
    Outcome<ExpectedBinding> lease2 =
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle("a".repeat(238))
            .writerNamespace("ns")
            .selection(NV_HELM)
            .build()
            .expected();
    assertThat(lease2.message()).startsWith("model cache binding init Lease name");
  }

  @Test
  void intentEqualityUsesSetSemanticsExceptMountOptions() {
    BindingSpec a = expected(NV_REGULAR).spec();
    assertThat(BindingIntent.equal(a, a).isEqual()).isTrue();
    BindingSpec permuted =
        new BindingSpec(
            a.identity(),
            new BindingSpec.DecisionSpec(
                "nvmesh",
                NVMESH,
                "roxReadOnly",
                List.of("ReadOnlyMany", "ReadWriteOnce"),
                a.decision().requiredMountOptions(),
                a.decision().profileDigest(),
                "sha256:another-revision",
                false),
            a.storageClass(),
            new BindingSpec.Resources(
                "writer-ns",
                List.of("ro-pvc-abc123handle", "rw-pvc-abc123handle"),
                null,
                List.of("writer-job-abc123handle"),
                null,
                List.of(),
                ""));
    assertThat(BindingIntent.equal(a, permuted).differingPaths()).isEmpty();
    BindingSpec reordered =
        new BindingSpec(
            a.identity(),
            new BindingSpec.DecisionSpec(
                "nvmesh",
                NVMESH,
                "roxReadOnly",
                a.decision().requiredAccessModes(),
                List.of("ro", "nouuid", "norecovery"),
                "sha256:other",
                "",
                true),
            new BindingSpec.StorageClassRef("nvcf-sc", "uid-2", "Retain", "v1:sha256:x"),
            new BindingSpec.Resources(
                "other-ns",
                List.of(),
                List.of("pv"),
                List.of(),
                List.of("s"),
                List.of("k"),
                "lease"));
    assertThat(BindingIntent.equal(a, reordered).differingPaths())
        .containsExactly(
            "spec.decision.requiredMountOptions",
            "spec.decision.profileDigest",
            "spec.decision.encryptionRequired",
            "spec.storageClass.uid",
            "spec.storageClass.configurationDigest",
            "spec.resources.writerNamespace",
            "spec.resources.persistentVolumeClaimNames",
            "spec.resources.persistentVolumeNames",
            "spec.resources.jobNames",
            "spec.resources.storageClassNames",
            "spec.resources.secretNames",
            "spec.resources.leaseName");
    BindingSpec other = expected(NV_HELM).spec();
    assertThat(BindingIntent.equal(a, other).differingPaths())
        .contains("spec.identity.workflow", "spec.decision.profileDigest")
        .doesNotContain("spec.identity.version", "spec.identity.cacheHandleDigest");
    BindingSpec weka = expected(Fixtures.durable(WEKA, "regularModelCache")).spec();
    assertThat(BindingIntent.equal(a, weka).differingPaths())
        .contains(
            "spec.decision.provider",
            "spec.decision.provisioner",
            "spec.decision.transition",
            "spec.decision.requiredAccessModes");
    BindingSpec otherDomain =
        BindingIntent.builder()
            .sharingDomain("d2")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR)
            .build()
            .expected()
            .orElseThrow()
            .spec();
    assertThat(BindingIntent.equal(a, otherDomain).differingPaths())
        .containsExactly("spec.identity.sharingDomainDigest");
  }

  @Test
  void setPermutationsAreEqualProperty() {
    BindingSpec a = expected(Fixtures.encrypted(NVMESH, "regularModelCache")).spec();
    Properties.qt()
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              List<String> pvcs = new ArrayList<>(a.resources().persistentVolumeClaimNames());
              List<String> modes = new ArrayList<>(a.decision().requiredAccessModes());
              Collections.shuffle(pvcs, new java.util.Random(seed));
              Collections.shuffle(modes, new java.util.Random(~seed));
              BindingSpec b =
                  new BindingSpec(
                      a.identity(),
                      new BindingSpec.DecisionSpec(
                          a.decision().provider(),
                          a.decision().provisioner(),
                          a.decision().transition(),
                          modes,
                          a.decision().requiredMountOptions(),
                          a.decision().profileDigest(),
                          Long.toHexString(seed),
                          true),
                      a.storageClass(),
                      new BindingSpec.Resources(
                          "writer-ns",
                          pvcs,
                          List.of(),
                          a.resources().jobNames(),
                          a.resources().storageClassNames(),
                          a.resources().secretNames(),
                          ""));
              assertThat(BindingIntent.equal(a, b).isEqual()).isTrue();
            });
  }

  private static ObservedBinding observed(ExpectedBinding e, String phase) {
    return new ObservedBinding(
        e.name(),
        e.namespace(),
        "buid-1",
        false,
        List.of("other", e.finalizer()),
        e.spec(),
        BindingStatus.of(phase));
  }

  @Test
  void validationOrder() {
    ExpectedBinding e = expected(NV_REGULAR);
    ObservedBinding ok = observed(e, "Active");
    Outcome<ObservedBinding> valid =
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR)
            .build()
            .validate(ok);
    assertThat(valid.isOk()).as(valid.message()).isTrue();
    assertThat(valid.ruleId().value()).isEqualTo("binding.valid");
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR)
            .build()
            .validate(null),
        "binding.nil",
        "model cache binding is nil");
    refused(
        BindingIntent.builder()
            .sharingDomain("")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR)
            .build()
            .validate(ok),
        "binding.sharing-domain",
        "model cache binding sharing domain is empty");
    ObservedBinding moved =
        new ObservedBinding(e.name(), "elsewhere", "u", true, List.of(), e.spec(), ok.status());
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR)
            .build()
            .validate(moved),
        "binding.identity",
        "model cache binding identity elsewhere/"
            + BINDING
            + " does not match expected"
            + " nvca-modelcache-init/"
            + BINDING);
    ObservedBinding deleting =
        new ObservedBinding(e.name(), e.namespace(), "u", true, List.of(), e.spec(), ok.status());
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR)
            .build()
            .validate(deleting),
        "binding.deleting",
        "model cache binding nvca-modelcache-init/" + BINDING + " is being deleted");
    ObservedBinding unprotected =
        new ObservedBinding(
            e.name(), e.namespace(), "u", false, List.of("x"), e.spec(), ok.status());
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR)
            .build()
            .validate(unprotected),
        "binding.finalizer",
        "model cache binding nvca-modelcache-init/" + BINDING + " has no protection finalizer");
    ObservedBinding otherSpec =
        observed(expected(Fixtures.encrypted(NVMESH, "regularModelCache")), "");
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR)
            .build()
            .validate(otherSpec),
        "binding.spec",
        "model cache binding nvca-modelcache-init/"
            + BINDING
            + " immutable spec does not match"
            + " the request intent (differs at spec.decision.encryptionRequired,"
            + " spec.resources.storageClassNames, spec.resources.secretNames)");
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_REGULAR.withBinding(BINDING, "buid-0"))
            .build()
            .validate(ok),
        "binding.reference",
        "model cache binding reference changed from "
            + BINDING
            + "/buid-0 to "
            + BINDING
            + "/buid-1");
    assertThat(
            BindingIntent.builder()
                .sharingDomain("domain.example")
                .cacheHandle(HANDLE)
                .writerNamespace("writer-ns")
                .selection(NV_REGULAR.withBinding(BINDING, "buid-1"))
                .build()
                .validate(ok)
                .isOk())
        .isTrue();
    assertThat(valid.trace().ruleIds().stream().map(RuleId::value))
        .startsWith("binding.nil", "selection.nil")
        .endsWith(
            "binding.identity",
            "binding.deleting",
            "binding.finalizer",
            "binding.spec",
            "binding.reference",
            "binding.valid");
  }

  @Test
  void validateActive() {
    ExpectedBinding e = expected(NV_HELM);
    assertThat(
            BindingIntent.builder()
                .sharingDomain("domain.example")
                .cacheHandle(HANDLE)
                .writerNamespace("writer-ns")
                .selection(NV_HELM)
                .build()
                .validateActive(observed(e, "Active"))
                .isOk())
        .isTrue();
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_HELM)
            .build()
            .validateActive(observed(e, "Retiring")),
        "binding.active",
        "model cache binding nvca-modelcache-init/" + BINDING + " is not Active: \"Retiring\"");
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_HELM)
            .build()
            .validateActive(observed(e, "")),
        "binding.active",
        "model cache binding nvca-modelcache-init/" + BINDING + " is not Active: \"\"");
    refused(
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle(HANDLE)
            .writerNamespace("writer-ns")
            .selection(NV_HELM)
            .build()
            .validateActive(null),
        "binding.nil",
        "model cache binding is nil");
  }

  @Test
  void phaseChangeTable() {
    String[][] allowed = {
      {"", "Active"},
      {"", "Retiring"},
      {"Active", "Retiring"},
      {"", ""},
      {"Active", "Active"},
      {"Retiring", "Retiring"},
      {"Bogus", "Bogus"},
    };
    for (String[] row : allowed) {
      Outcome<BindingStatus> out =
          BindingPhases.checkChange("ns", "b", BindingStatus.of(row[0]), BindingStatus.of(row[1]));
      assertThat(out.isOk()).as(row[0] + "->" + row[1]).isTrue();
      assertThat(out.ruleId().value()).isEqualTo("binding.phase-allowed");
    }
    refused(
        BindingPhases.checkChange(
            "ns", "b", BindingStatus.of("Retiring"), BindingStatus.of("Active")),
        "binding.retiring-final",
        "model cache binding ns/b cannot return from Retiring to Active");
    for (String from : List.of("Active", "Retiring", "Bogus")) {
      refused(
          BindingPhases.checkChange("ns", "b", BindingStatus.of(from), BindingStatus.of("")),
          "binding.phase-cleared",
          "model cache binding ns/b phase cannot be cleared");
    }
    refused(
        BindingPhases.checkChange("ns", "b", BindingStatus.of("Active"), BindingStatus.of("Bogus")),
        "binding.phase-change",
        "model cache binding ns/b phase cannot change from \"Active\" to \"Bogus\"");
    refused(
        BindingPhases.checkChange("ns", "b", BindingStatus.of("Bogus"), BindingStatus.of("Active")),
        "binding.phase-change",
        "model cache binding ns/b phase cannot change from \"Bogus\" to \"Active\"");
  }

  @Test
  void dataIdentityIsImmutableOnceSet() {
    BindingStatus empty = BindingStatus.of("Active");
    BindingStatus a = new BindingStatus("Active", "id-a");
    BindingStatus b = new BindingStatus("Active", "id-b");
    assertThat(BindingPhases.checkChange("ns", "b", empty, a).isOk()).isTrue();
    assertThat(BindingPhases.checkChange("ns", "b", a, a).isOk()).isTrue();
    refused(
        BindingPhases.checkChange("ns", "b", a, b),
        "binding.data-identity",
        "model cache binding ns/b data identity changed from \"id-a\" to \"id-b\"");
    refused(
        BindingPhases.checkChange("ns", "b", a, empty),
        "binding.data-identity",
        "model cache binding ns/b data identity changed from \"id-a\" to \"\"");
  }

  @Test
  void anObservedBindingJudgesItsOwnStatusChangesAndReferences() {
    ExpectedBinding e = expected(NV_REGULAR);
    ObservedBinding retiring = observed(e, "Retiring");
    String ref = e.namespace() + "/" + e.name();
    refused(
        retiring.checkStatusChange(BindingStatus.of("Active")),
        "binding.retiring-final",
        "model cache binding " + ref + " cannot return from Retiring to Active");
    refused(
        retiring.acceptsReferences(),
        "binding.accepts-references",
        "model cache binding " + ref + " is Retiring and accepts no new request references");
    ObservedBinding active = observed(e, "Active");
    BindingStatus next = new BindingStatus("Retiring", "id-a");
    Outcome<BindingStatus> change = active.checkStatusChange(next);
    assertThat(change.orElseThrow()).isEqualTo(next);
    assertThat(change.ruleId().value()).isEqualTo("binding.phase-allowed");
    assertThat(active.acceptsReferences().orElseThrow()).isEqualTo(active.status());
  }

  @Test
  void onlyActiveAcceptsReferences() {
    Outcome<BindingStatus> active =
        BindingPhases.acceptsReferences("ns", "b", BindingStatus.of("Active"));
    assertThat(active.isOk()).isTrue();
    assertThat(active.ruleId().value()).isEqualTo("binding.accepting");
    refused(
        BindingPhases.acceptsReferences("ns", "b", BindingStatus.of("Retiring")),
        "binding.accepts-references",
        "model cache binding ns/b is Retiring and accepts no new request references");
    refused(
        BindingPhases.acceptsReferences("ns", "b", BindingStatus.of("")),
        "binding.accepts-references",
        "model cache binding ns/b is  and accepts no new request references");
  }

  @Test
  void selectionConstructionRefusesUnsupportedEncryption() {
    Decision nv = Fixtures.decision(NVMESH, "regularModelCache");
    refused(
        PersistedSelection.select("regularModelCache", "durable", nv, true),
        "selection.encryption-unsupported",
        "model cache provider \"nvmesh\" does not support encryption");
    refused(
        PersistedSelection.select("regularModelCache", "durable", null, true),
        "selection.encryption-unsupported",
        "model cache provider \"\" does not support encryption");
    Outcome<PersistedSelection> ok =
        PersistedSelection.select("regularModelCache", "durable", nv, false);
    assertThat(ok.orElseThrow()).isEqualTo(NV_REGULAR);
    assertThat(NV_REGULAR.catalogRevision()).startsWith("sha256:");
    assertThat(NV_REGULAR.workflow()).isEqualTo(Workflow.REGULAR.wireName());
  }

  @Test
  void theBuilderNamesARequiredStringLeftUnsetAndDefaultsTheInitNamespace() {
    assertThatNullPointerException()
        .isThrownBy(() -> BindingIntent.builder().cacheHandle("h").writerNamespace("w").build())
        .withMessage("sharingDomain");
    assertThatNullPointerException()
        .isThrownBy(() -> BindingIntent.builder().sharingDomain("d").writerNamespace("w").build())
        .withMessage("cacheHandle");
    assertThatNullPointerException()
        .isThrownBy(() -> BindingIntent.builder().sharingDomain("d").cacheHandle("h").build())
        .withMessage("writerNamespace");
    BindingIntent.Builder builder =
        BindingIntent.builder().sharingDomain("d").cacheHandle("h").writerNamespace("w");
    assertThat(builder.build().initNamespace()).isEqualTo("nvca-modelcache-init");
    assertThat(builder.build().selection()).isNull();
    assertThat(builder.initNamespace("init").build().initNamespace()).isEqualTo("init");
  }
}
