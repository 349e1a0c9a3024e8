package io.planerules.storage.catalog.digest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.testkit.Properties;
import io.planerules.testkit.storage.CatalogDocument;
import io.planerules.testkit.storage.CatalogGenerators;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Profile digest (docs/reference/storage-catalog.md#profile-digest). Golden digests were computed
 * independently with {@code printf '%s' '<canonical>' | sha256sum} (GNU coreutils) over the
 * canonical text written by hand independently; the NVMesh V1 value is the reference page's
 * example.
 */
class ProfileDigestTest {

  private static final DriverEntry NVMESH =
      DefaultCatalog.get().driver("nvmesh-csi.excelero.com").orElseThrow();
  private static final DriverEntry LUSTRE =
      DefaultCatalog.get().driver("lustre.csi.oraclecloud.com").orElseThrow();
  private static final DriverEntry WEKA = DefaultCatalog.get().driver("csi.weka.io").orElseThrow();
  private static final DriverEntry FSS =
      DefaultCatalog.get().driver("fss.csi.oraclecloud.com").orElseThrow();

  @Test
  void workedExampleOfSpec() {
    String canonical =
        "{\"provisioner\":\"nvmesh-csi.excelero.com\",\"provider\":\"nvmesh\","
            + "\"workflow\":\"regularModelCache\",\"transition\":\"roxReadOnly\","
            + "\"accessModes\":[\"ReadOnlyMany\",\"ReadWriteOnce\"],"
            + "\"readerMountOptions\":[\"ro\",\"norecovery\",\"nouuid\"]}";
    assertThat(canonical.getBytes(java.nio.charset.StandardCharsets.UTF_8)).hasSize(216);
    assertThat(
            ProfileDigest.canonical(
                NVMESH, Workflow.REGULAR, Transition.ROX_READ_ONLY, ProfileDigest.Scheme.V1))
        .isEqualTo(canonical);
    assertThat(ProfileDigest.digest(NVMESH, Workflow.REGULAR, ProfileDigest.Scheme.V1))
        .isEqualTo("sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727");
    assertThat(
            ProfileDigest.digest(
                ProfileInput.builder()
                    .provisioner("nvmesh-csi.excelero.com")
                    .provider("nvmesh")
                    .workflow("regularModelCache")
                    .transition("roxReadOnly")
                    .addAllAccessModes(List.of("ReadWriteOnce", "ReadOnlyMany"))
                    .addAllReaderMountOptions(List.of("ro", "norecovery", "nouuid"))
                    .encryptionSupported(true)
                    .build(),
                ProfileDigest.Scheme.V1))
        .isEqualTo("sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727");
  }

  @Test
  void encryptionSchemeAppendsTheFlag() {
    assertThat(
            ProfileDigest.canonical(
                NVMESH,
                Workflow.REGULAR,
                Transition.ROX_READ_ONLY,
                ProfileDigest.Scheme.ENCRYPTION))
        .endsWith("\"nouuid\"],\"encryptionSupported\":false}");
    assertThat(ProfileDigest.digest(NVMESH, Workflow.REGULAR, ProfileDigest.Scheme.ENCRYPTION))
        .isEqualTo("sha256:fa2e88127fb88e23e9cf2a1f17f4f07dcfd479d40659b9b4db430bbf59991c8a");
    assertThat(ProfileDigest.digest(LUSTRE, Workflow.REGULAR, ProfileDigest.Scheme.ENCRYPTION))
        .isEqualTo("sha256:fb7c8a0aa5599f343e554d968508b359b0bd34152c53c1221649bf5f40f14d1e");
    DriverEntry encrypted = new DriverEntry("p", "v", List.of(), List.of(), true);
    assertThat(
            ProfileDigest.canonical(
                encrypted, Workflow.HELM, Transition.DISABLED, ProfileDigest.Scheme.ENCRYPTION))
        .isEqualTo(
            "{\"provisioner\":\"p\",\"provider\":\"v\",\"workflow\":\"helmModelCache\","
                + "\"transition\":\"disabled\",\"accessModes\":null,\"encryptionSupported\":true}");
  }

  @Test
  void defaultEntriesGolden() {
    assertThat(
            ProfileDigest.canonical(
                LUSTRE, Workflow.REGULAR, Transition.DISABLED, ProfileDigest.Scheme.V1))
        .isEqualTo(
            "{\"provisioner\":\"lustre.csi.oraclecloud.com\",\"provider\":\"ociLustre\","
                + "\"workflow\":\"regularModelCache\",\"transition\":\"disabled\","
                + "\"accessModes\":null}");
    assertThat(ProfileDigest.digest(LUSTRE, Workflow.REGULAR, ProfileDigest.Scheme.V1))
        .isEqualTo("sha256:4bf65585e159d7ddffb3ad14222a61d51e7ea515b97db570e088372c66d9b72f");
    assertThat(ProfileDigest.digest(NVMESH, Workflow.HELM, ProfileDigest.Scheme.V1))
        .isEqualTo("sha256:532da77bfbb79c7b388344abedba039433977c1f2460d679279bd3073ed59714");
    assertThat(ProfileDigest.digest(WEKA, Workflow.HELM, ProfileDigest.Scheme.V1))
        .isEqualTo("sha256:fdc6072871912aedd21dee86e8a6eb6214dc0292cf38014bfc6f7369518e2fbb");
    assertThat(ProfileDigest.digest(FSS, Workflow.REGULAR, ProfileDigest.Scheme.V1))
        .isEqualTo("sha256:ef97efdd20535537a83e10e7345833517e04ebf65c0d51f8b36c235d14b0aee2");
  }

  @Test
  void goStringEncodingInCanonicalForm() {
    String canonical =
        ProfileDigest.canonical(
            ProfileInput.builder()
                .provisioner("a<b>&")
                .provider("\"\\\b\f\n\r\t\u0001\u001f")
                .workflow("regularModelCache")
                .transition("disabled")
                .addAllAccessModes(List.of("\u2029", "\u2028"))
                .addAllReaderMountOptions(List.of("é🙂"))
                .build(),
            ProfileDigest.Scheme.V1);
    assertThat(canonical)
        .isEqualTo(
            "{\"provisioner\":\"a\\u003cb\\u003e\\u0026\","
                + "\"provider\":\"\\\"\\\\\\b\\f\\n\\r\\t\\u0001\\u001f\","
                + "\"workflow\":\"regularModelCache\",\"transition\":\"disabled\","
                + "\"accessModes\":[\"\\u2028\",\"\\u2029\"],\"readerMountOptions\":[\"é🙂\"]}");
    assertThat(ProfileDigest.of(canonical))
        .isEqualTo("sha256:9759ac2440317274c86a36c87b6bf43857521d99bdba3d4f6470c7fd7363525e");
  }

  @Test
  void modesSortedByCodePointDuplicatesKept() {
    String canonical =
        ProfileDigest.canonical(
            ProfileInput.builder()
                .provisioner("p")
                .provider("v")
                .workflow("w")
                .transition("t")
                .addAllAccessModes(List.of("b", "\ud83d\ude42", "\uffff", "a", "b"))
                .addAllReaderMountOptions(List.of())
                .build(),
            ProfileDigest.Scheme.V1);
    assertThat(canonical)
        .contains("\"accessModes\":[\"a\",\"b\",\"b\",\"\uffff\",\"\ud83d\ude42\"]}");
  }

  @Test
  void schemeWireNames() {
    assertThat(ProfileDigest.Scheme.V1.wireName()).isEqualTo("v1");
    assertThat(ProfileDigest.Scheme.ENCRYPTION.wireName()).isEqualTo("encryption");
    assertThat(ProfileDigest.Scheme.fromWireName("encryption"))
        .contains(ProfileDigest.Scheme.ENCRYPTION);
    assertThat(ProfileDigest.Scheme.fromWireName("v1")).contains(ProfileDigest.Scheme.V1);
    assertThat(ProfileDigest.Scheme.fromWireName("V1")).isEmpty();
    assertThat(ProfileDigest.Scheme.V1).hasToString("v1");
  }

  private static DriverEntry entry(CatalogDocument.Driver d) {
    List<AccessMode> modes = new ArrayList<>();
    d.accessModes().forEach(m -> modes.add(AccessMode.fromWireName(m).orElseThrow()));
    return new DriverEntry(
        d.provisioner(),
        d.provider(),
        modes,
        d.readerMountOptions(),
        Boolean.TRUE.equals(d.encryptionSupported()));
  }

  @Test
  void invariantUnderModePermutationSensitiveToEverythingElse() {
    Properties.qt()
        .forAll(
            CatalogGenerators.validDrivers(),
            SourceDSL.arbitrary().enumValues(Workflow.class),
            SourceDSL.integers().between(0, 1000))
        .checkAssert(
            (driver, workflow, seed) -> {
              DriverEntry e = entry(driver);
              String digest = ProfileDigest.digest(e, workflow, ProfileDigest.Scheme.V1);
              assertThat(digest).matches("sha256:[0-9a-f]{64}");
              List<AccessMode> shuffled = new ArrayList<>(e.accessModes());
              Collections.shuffle(shuffled, new java.util.Random(seed));
              DriverEntry permuted =
                  new DriverEntry(
                      e.provisioner(),
                      e.provider(),
                      shuffled,
                      e.readerMountOptions(),
                      e.encryptionSupported());
              assertThat(ProfileDigest.digest(permuted, workflow, ProfileDigest.Scheme.V1))
                  .isEqualTo(digest);
              DriverEntry flipped =
                  new DriverEntry(
                      e.provisioner(),
                      e.provider(),
                      e.accessModes(),
                      e.readerMountOptions(),
                      !e.encryptionSupported());
              assertThat(ProfileDigest.digest(flipped, workflow, ProfileDigest.Scheme.V1))
                  .isEqualTo(digest);
              assertThat(ProfileDigest.digest(flipped, workflow, ProfileDigest.Scheme.ENCRYPTION))
                  .isNotEqualTo(ProfileDigest.digest(e, workflow, ProfileDigest.Scheme.ENCRYPTION));
              DriverEntry otherProvider =
                  new DriverEntry(
                      e.provisioner(),
                      e.provider() + "x",
                      e.accessModes(),
                      e.readerMountOptions(),
                      e.encryptionSupported());
              assertThat(ProfileDigest.digest(otherProvider, workflow, ProfileDigest.Scheme.V1))
                  .isNotEqualTo(digest);
              DriverEntry otherProvisioner =
                  new DriverEntry(
                      e.provisioner() + "x",
                      e.provider(),
                      e.accessModes(),
                      e.readerMountOptions(),
                      e.encryptionSupported());
              assertThat(ProfileDigest.digest(otherProvisioner, workflow, ProfileDigest.Scheme.V1))
                  .isNotEqualTo(digest);
              List<String> moreOptions = new ArrayList<>(e.readerMountOptions());
              moreOptions.add("lazytime");
              DriverEntry otherOptions =
                  new DriverEntry(
                      e.provisioner(),
                      e.provider(),
                      e.accessModes(),
                      moreOptions,
                      e.encryptionSupported());
              assertThat(ProfileDigest.digest(otherOptions, workflow, ProfileDigest.Scheme.V1))
                  .isNotEqualTo(digest);
              if (e.readerMountOptions().size() > 1) {
                List<String> reversed = new ArrayList<>(e.readerMountOptions());
                Collections.reverse(reversed);
                DriverEntry reordered =
                    new DriverEntry(
                        e.provisioner(),
                        e.provider(),
                        e.accessModes(),
                        reversed,
                        e.encryptionSupported());
                assertThat(ProfileDigest.digest(reordered, workflow, ProfileDigest.Scheme.V1))
                    .isNotEqualTo(digest);
              }
              Workflow other = workflow == Workflow.HELM ? Workflow.REGULAR : Workflow.HELM;
              for (Transition t : Transition.values()) {
                assertThat(ProfileDigest.digest(e, other, t, ProfileDigest.Scheme.V1))
                    .isNotEqualTo(ProfileDigest.digest(e, workflow, t, ProfileDigest.Scheme.V1));
              }
              assertThat(
                      ProfileDigest.digest(
                          e, workflow, Transition.DISABLED, ProfileDigest.Scheme.V1))
                  .isNotEqualTo(
                      ProfileDigest.digest(
                          e, workflow, Transition.RWX_READ_ONLY, ProfileDigest.Scheme.V1));
            });
  }

  @Test
  void theBuilderNamesARequiredStringLeftUnsetAndKeepsTheDefaults() {
    ProfileInput.Builder partial =
        ProfileInput.builder().provisioner("p").provider("q").workflow("regularModelCache");
    assertThatNullPointerException().isThrownBy(partial::build).withMessage("transition");
    assertThatNullPointerException()
        .isThrownBy(() -> ProfileInput.builder().provider("q").build())
        .withMessage("provisioner");
    assertThatNullPointerException()
        .isThrownBy(() -> ProfileInput.builder().provisioner("p").build())
        .withMessage("provider");
    assertThatNullPointerException()
        .isThrownBy(() -> ProfileInput.builder().provisioner("p").provider("q").build())
        .withMessage("workflow");
    ProfileInput input =
        partial
            .transition("roxReadOnly")
            .addAccessModes("ReadOnlyMany")
            .addAllAccessModes(List.of("ReadWriteOnce"))
            .addReaderMountOptions("ro")
            .addAllReaderMountOptions(List.of("nouuid"))
            .build();
    assertThat(input.accessModes()).containsExactly("ReadOnlyMany", "ReadWriteOnce");
    assertThat(input.readerMountOptions()).containsExactly("ro", "nouuid");
    assertThat(input.encryptionSupported()).isFalse();
    assertThat(partial.encryptionSupported(true).build().encryptionSupported()).isTrue();
  }
}
