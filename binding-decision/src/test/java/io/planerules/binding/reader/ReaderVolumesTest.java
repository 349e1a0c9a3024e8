package io.planerules.binding.reader;

import static io.planerules.binding.Fixtures.NVMESH;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import io.planerules.binding.Fixtures;
import io.planerules.binding.Outcome;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * docs/reference/binding-decision.md#reader-volumes: reader handle, reader PV/PVC plan, mount
 * options.
 */
class ReaderVolumesTest {

  @Test
  void nvmeshHandleKeepsThroughTheLastColon() {
    assertThat(ReaderVolumes.deriveHandle(NVMESH, "a:b:c:writer-ns", "tenant").orElseThrow())
        .isEqualTo("a:b:c:tenant");
    assertThat(ReaderVolumes.deriveHandle(NVMESH, ":", "ns").orElseThrow()).isEqualTo(":ns");
    assertThat(ReaderVolumes.deriveHandle(NVMESH, "a:b", "").orElseThrow()).isEqualTo("a:");
    Outcome<String> ok = ReaderVolumes.deriveHandle(NVMESH, "x:y", "z");
    assertThat(ok.ruleId().value()).isEqualTo("reader.handle-nvmesh");
    Outcome<String> none = ReaderVolumes.deriveHandle(NVMESH, "no-colon", "ns");
    assertThat(none.isOk()).isFalse();
    assertThat(none.ruleId().value()).isEqualTo("reader.handle-no-colon");
    assertThat(none.message()).isEqualTo("volume handle \"no-colon\" has no colons");
    assertThat(ReaderVolumes.deriveHandle(NVMESH, "", "ns").message())
        .isEqualTo("volume handle \"\" has no colons");
    assertThat(ReaderVolumes.deriveHandle(NVMESH, "a\tb", "ns").message())
        .isEqualTo("volume handle \"a\\tb\" has no colons");
  }

  @Test
  void otherDriversKeepTheHandleVerbatim() {
    for (String p :
        List.of("NVMESH-CSI.EXCELERO.COM", "csi.weka.io", "fss.csi.oraclecloud.com", "", "x")) {
      Outcome<String> out = ReaderVolumes.deriveHandle(p, "ocid1.fs:10.0.0.1:/export", "tenant");
      assertThat(out.orElseThrow()).isEqualTo("ocid1.fs:10.0.0.1:/export");
      assertThat(out.ruleId().value()).isEqualTo("reader.handle-verbatim");
    }
    assertThat(ReaderVolumes.deriveHandle("csi.weka.io", "no-colon", "t").orElseThrow())
        .isEqualTo("no-colon");
  }

  @Test
  void nonNvmeshHandleIsTheIdentityProperty() {
    Properties.qt()
        .forAll(BindingGenerators.nonNvmeshHandles(), BindingGenerators.anyText(20))
        .checkAssert(
            (h, ns) ->
                assertThat(ReaderVolumes.deriveHandle(h.get(0), h.get(1), ns).orElseThrow())
                    .isEqualTo(h.get(1)));
    assertThat(ReaderVolumes.deriveHandle("x", "a:b", "ns").orElseThrow()).isEqualTo("a:b");
  }

  @Test
  void nvmeshHandleDiffersOnlyAfterTheLastColonProperty() {
    Properties.qt()
        .forAll(BindingGenerators.anyText(30), BindingGenerators.namespaces())
        .checkAssert(
            (handle, ns) -> {
              Outcome<String> out = ReaderVolumes.deriveHandle(NVMESH, handle, ns);
              int colon = handle.lastIndexOf(':');
              assertThat(out.isOk()).isEqualTo(colon >= 0);
              if (colon >= 0) {
                String reader = out.orElseThrow();
                assertThat(reader).startsWith(handle.substring(0, colon + 1));
                assertThat(reader.substring(colon + 1)).isEqualTo(ns);
              }
            });
    Properties.qt()
        .forAll(BindingGenerators.nvmeshHandles(), BindingGenerators.namespaces())
        .checkAssert(
            (h, ns) -> {
              String writer = h.get(1);
              String reader = ReaderVolumes.deriveHandle(NVMESH, writer, ns).orElseThrow();
              int colon = writer.lastIndexOf(':');
              assertThat(h.get(0)).isEqualTo(NVMESH);
              assertThat(colon).isPositive();
              assertThat(reader.substring(0, colon + 1)).isEqualTo(writer.substring(0, colon + 1));
              assertThat(reader.substring(colon + 1)).isEqualTo(ns);
            });
  }

  private static ReaderRequest request(
      String driver, String handle, ReaderRequest.MountOptionSource source, List<String> ops) {
    ReaderRequest.Builder builder =
        ReaderRequest.builder()
            .cacheHandle("abc123handle")
            .icmsRequestName("icms-req-1")
            .readerNamespace("tenant")
            .writer("pv-writer", driver, handle, "100Gi")
            .addAllOperatorOptions(ops);
    if (source instanceof ReaderRequest.Durable durable) {
      builder.durable(durable.selection());
    } else if (source instanceof ReaderRequest.Legacy legacy) {
      builder.legacy(legacy.nvcfScProvisioner(), legacy.configMap());
    }
    return builder.build();
  }

  @Test
  void planFields() {
    PersistedSelection nv = Fixtures.durable(NVMESH, "regularModelCache");
    Outcome<ReaderPlan> out =
        ReaderVolumes.plan(
            request(
                NVMESH,
                "c:id:uuid:writer",
                new ReaderRequest.Durable(nv),
                List.of("rw", "noatime")));
    assertThat(out.ruleId().value()).isEqualTo("reader.planned");
    ReaderPlan plan = out.orElseThrow();
    assertThat(plan.pv())
        .isEqualTo(
            new ReaderPlan.Pv(
                "secondary-pv-icms-req-1",
                List.of("ReadOnlyMany"),
                "",
                "Retain",
                new ReaderPlan.ClaimRef(
                    "v1", "PersistentVolumeClaim", "ro-pvc-abc123handle", "tenant"),
                NVMESH,
                "c:id:uuid:tenant",
                true,
                List.of("ro", "norecovery", "nouuid", "noatime"),
                true));
    assertThat(plan.pvc())
        .isEqualTo(
            new ReaderPlan.Pvc(
                "ro-pvc-abc123handle",
                "tenant",
                List.of("ReadOnlyMany"),
                "",
                "secondary-pv-icms-req-1",
                "100Gi"));
  }

  @Test
  void writerRwNeverSurvives() {
    ReaderPlan legacy =
        ReaderVolumes.plan(
                request(
                    "csi.weka.io",
                    "weka/v2/csivol-1",
                    new ReaderRequest.Legacy("csi.weka.io", Map.of("csi.weka.io", "rw, noatime")),
                    List.of("rw")))
            .orElseThrow();
    assertThat(legacy.pv().mountOptions()).containsExactly("noatime");
    assertThat(legacy.pv().volumeHandle()).isEqualTo("weka/v2/csivol-1");
    ReaderPlan operatorRw =
        ReaderVolumes.plan(
                request("csi.weka.io", "h", new ReaderRequest.Legacy(null, null), List.of("rw")))
            .orElseThrow();
    assertThat(operatorRw.pv().mountOptions()).isEmpty();
    ReaderPlan nvLegacy =
        ReaderVolumes.plan(
                request(NVMESH, "a:b", new ReaderRequest.Legacy(NVMESH, null), List.of()))
            .orElseThrow();
    assertThat(nvLegacy.pv().mountOptions()).containsExactly("ro", "norecovery", "nouuid");
  }

  @Test
  void planRefusalsInOrder() {
    ReaderRequest.MountOptionSource src = new ReaderRequest.Legacy(null, null);
    Outcome<ReaderPlan> noCsi = ReaderVolumes.plan(request(null, null, src, List.of()));
    assertThat(noCsi.ruleId().value()).isEqualTo("reader.writer-handle");
    assertThat(noCsi.message()).isEqualTo("shared-FS writer PV pv-writer has no CSI volume handle");
    assertThat(ReaderVolumes.plan(request(NVMESH, "", src, List.of())).ruleId().value())
        .isEqualTo("reader.writer-handle");
    assertThat(ReaderVolumes.plan(request(NVMESH, null, src, List.of())).ruleId().value())
        .isEqualTo("reader.writer-handle");
    Outcome<ReaderPlan> badNs =
        ReaderVolumes.plan(
            ReaderRequest.builder()
                .cacheHandle("abc")
                .icmsRequestName("icms")
                .readerNamespace("Tenant")
                .writer("pv", NVMESH, "nocolon", "1Gi")
                .legacy(null, null)
                .build());
    assertThat(badNs.ruleId().value()).isEqualTo("reader.name");
    assertThat(badNs.message())
        .startsWith(
            "model cache reader namespace name \"Tenant\" is invalid: a lowercase RFC 1123"
                + " label must consist of");
    Outcome<ReaderPlan> badPv =
        ReaderVolumes.plan(
            ReaderRequest.builder()
                .cacheHandle("abc")
                .icmsRequestName("ICMS")
                .readerNamespace("tenant")
                .writer("pv", NVMESH, "nocolon", "1Gi")
                .legacy(null, null)
                .build());
    assertThat(badPv.message()).startsWith("model cache reader PV name \"secondary-pv-ICMS\"");
    Outcome<ReaderPlan> badPvc =
        ReaderVolumes.plan(
            ReaderRequest.builder()
                .cacheHandle("a_b")
                .icmsRequestName("icms")
                .readerNamespace("tenant")
                .writer("pv", NVMESH, "nocolon", "1Gi")
                .legacy(null, null)
                .build());
    assertThat(badPvc.message()).startsWith("model cache reader PVC name \"ro-pvc-a_b\"");
    Outcome<ReaderPlan> noColon = ReaderVolumes.plan(request(NVMESH, "nocolon", src, List.of()));
    assertThat(noColon.ruleId().value()).isEqualTo("reader.handle-no-colon");
    assertThat(noColon.message())
        .isEqualTo("derive reader PV volume handle: volume handle \"nocolon\" has no colons");
    assertThat(noColon.trace().ruleIds().stream().map(r -> r.value()))
        .containsExactly(
            "reader.writer-handle",
            "reader.name",
            "reader.handle-verbatim",
            "reader.handle-no-colon");
  }

  @Test
  void mountOptionResolutionExamples() {
    assertThat(ReaderVolumes.legacyMountOptions(NVMESH, null, List.of("nouuid", "noatime")))
        .containsExactly("ro", "norecovery", "nouuid", "noatime");
    assertThat(ReaderVolumes.legacyMountOptions(NVMESH, null, List.of("rw", "recovery", "uuid")))
        .containsExactly("ro", "norecovery", "nouuid");
    assertThat(
            ReaderVolumes.legacyMountOptions(
                NVMESH, Map.of(NVMESH, "ro, nouuid "), List.of("noatime")))
        .containsExactly("ro", "nouuid", "noatime");
    assertThat(ReaderMountOptions.legacyDefaults(NVMESH, Map.of("other", "ro"))).isEmpty();
    assertThat(ReaderMountOptions.legacyDefaults(NVMESH, Map.of(NVMESH, " , ,\u00a0"))).isEmpty();
    assertThat(ReaderMountOptions.legacyDefaults("csi.weka.io", null)).isEmpty();
    assertThat(ReaderMountOptions.legacyDefaults(null, null)).isEmpty();
    assertThat(ReaderMountOptions.legacyDefaults("", Map.of("", "ro"))).isEmpty();
    assertThat(ReaderVolumes.legacyMountOptions(NVMESH, null, null))
        .containsExactly("ro", "norecovery", "nouuid");
    assertThat(
            ReaderMountOptions.merge(List.of("ro"), List.of(" ", "", "ro", "noatime", "noatime")))
        .containsExactly("ro", "noatime");
    assertThat(ReaderMountOptions.merge(List.of("atime"), List.of("noatime", "x")))
        .containsExactly("atime", "x");
    assertThat(ReaderMountOptions.merge(List.of(), List.of("noexec", "exec")))
        .containsExactly("noexec");
  }

  @Test
  void mergeKeepsRequiredFirstAndNeverConflictsProperty() {
    Properties.qt()
        .forAll(
            SourceDSL.lists()
                .of(SourceDSL.strings().betweenCodePoints('a', 'e').ofLengthBetween(0, 4))
                .ofSizeBetween(0, 8))
        .checkAssert(
            configured -> {
              List<String> merged = ReaderMountOptions.merge(List.of("ro", "nouuid"), configured);
              assertThat(merged.subList(0, 2)).containsExactly("ro", "nouuid");
              assertThat(merged).doesNotHaveDuplicates().doesNotContain("", "rw", "uuid");
            });
  }

  @Test
  void theRequestBuilderNamesARequiredValueLeftUnset() {
    ReaderRequest.WriterPv writer = new ReaderRequest.WriterPv("pv", NVMESH, "a:b:w", "1Ti");
    assertThatNullPointerException()
        .isThrownBy(
            () ->
                ReaderRequest.builder()
                    .icmsRequestName("r")
                    .readerNamespace("n")
                    .writer("pv", NVMESH, "a:b:w", "1Ti")
                    .legacy(null, null)
                    .build())
        .withMessage("cacheHandle");
    assertThatNullPointerException()
        .isThrownBy(() -> ReaderRequest.builder().cacheHandle("h").build())
        .withMessage("icmsRequestName");
    assertThatNullPointerException()
        .isThrownBy(() -> ReaderRequest.builder().cacheHandle("h").icmsRequestName("r").build())
        .withMessage("readerNamespace");
    ReaderRequest.Builder named =
        ReaderRequest.builder().cacheHandle("h").icmsRequestName("r").readerNamespace("n");
    assertThatNullPointerException().isThrownBy(named::build).withMessage("writer");
    assertThatNullPointerException()
        .isThrownBy(() -> named.writer("pv", NVMESH, "a:b:w", "1Ti").build())
        .withMessage("mountOptionSource");
    ReaderRequest request =
        named
            .legacy(null, null)
            .addOperatorOptions("noatime")
            .addAllOperatorOptions(List.of("nodiratime"))
            .build();
    assertThat(request.operatorOptions()).containsExactly("noatime", "nodiratime");
    assertThat(request.writer()).isEqualTo(writer);
    assertThat(request.mountOptionSource()).isEqualTo(new ReaderRequest.Legacy(null, null));
    assertThat(
            named
                .durable(Fixtures.durable(NVMESH, "regularModelCache"))
                .build()
                .mountOptionSource())
        .isInstanceOf(ReaderRequest.Durable.class);
  }
}
