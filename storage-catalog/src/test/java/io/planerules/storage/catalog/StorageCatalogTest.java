package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.testing.NullPointerTester;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.digest.ProfileInput;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.transition.Transitions;
import io.planerules.storage.internal.text.GoText;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Catalogs built in code: the same rules without positions, model behaviour, rules reference. */
class StorageCatalogTest {

  @Test
  void builderValidatesWithoutPositions() {
    CatalogResult r =
        StorageCatalog.builder()
            .driver("example.csi.test", "example", List.of("ReadOnlyMany"), List.of("ro"), null)
            .validate();
    assertThat(r.isValid()).isFalse();
    Problem p = r.errors().get(0);
    assertThat(p.code()).isEqualTo("catalog.rox-needs-writer");
    assertThat(p.path()).isEqualTo("drivers[\"example.csi.test\"].accessModes");
    assertThat(p.position()).isNull();
    assertThat(r.revision()).isEmpty();
    assertThatThrownBy(
            () ->
                StorageCatalog.builder()
                    .driver(
                        "example.csi.test", "example", List.of("ReadOnlyMany"), List.of("ro"), null)
                    .build())
        .isInstanceOf(CatalogException.class)
        .hasMessageContaining("qualifies ReadOnlyMany with no writer mode");
  }

  @Test
  void builderDefaultsAndOverrides() {
    StorageCatalog c =
        StorageCatalog.builder()
            .driver(
                new DriverEntry(
                    "csi.weka.io", "weka", List.of(AccessMode.READ_WRITE_MANY), List.of(), true))
            .build();
    assertThat(c.drivers()).hasSize(1);
    assertThat(c.driver("csi.weka.io").orElseThrow().encryptionSupported()).isTrue();
    assertThat(c.revision()).isEmpty();
    assertThat(c.wireForm()).isEqualTo(WireForm.MAP);
    assertThat(c.warnings()).isEmpty();
    CatalogResult wrong =
        StorageCatalog.builder().apiVersion("v1").kind("k").wireForm(WireForm.LIST).validate();
    assertThat(wrong.errors())
        .extracting(Problem::code)
        .containsExactly("catalog.api-version", "catalog.kind", "catalog.no-drivers");
    CatalogResult listDup =
        StorageCatalog.builder()
            .wireForm(WireForm.LIST)
            .driver("a.b", "p", List.of(), List.of(), null)
            .driver("a.b", "p", List.of(), List.of(), null)
            .driver("", "p", List.of(), List.of(), null)
            .validate();
    assertThat(listDup.errors())
        .extracting(Problem::code, Problem::path)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("catalog.driver-name-duplicate", "drivers[1].name"),
            org.assertj.core.groups.Tuple.tuple("catalog.driver-name-blank", "drivers[2].name"));
    CatalogResult missing =
        StorageCatalog.builder().driver("a.b", null, null, null, null).validate();
    assertThat(missing.errors())
        .extracting(Problem::code)
        .containsExactly(
            "catalog.driver-blank",
            "catalog.access-modes-missing",
            "catalog.reader-options-missing");
    assertThat(missing.errors().get(0).path()).isEqualTo("drivers[\"a.b\"].provider");
    assertThat(missing.errors().get(1).path()).isEqualTo("drivers[\"a.b\"]");
  }

  @Test
  void semanticEquality() {
    StorageCatalog a =
        StorageCatalog.builder()
            .driver(
                "x.y", "p", List.of("ReadWriteOnce", "ReadOnlyMany"), List.of("ro", "nouuid"), null)
            .driver("z.y", "q", List.of(), List.of(), false)
            .build();
    StorageCatalog b =
        StorageCatalog.builder()
            .wireForm(WireForm.LIST)
            .driver("z.y", "q", List.of(), List.of(), null)
            .driver(
                "x.y",
                "p",
                List.of("ReadOnlyMany", "ReadWriteOnce"),
                List.of("ro", "nouuid"),
                false)
            .build();
    assertThat(a.semanticallyEquals(b)).isTrue();
    assertThat(b.semanticallyEquals(a)).isTrue();
    StorageCatalog reordered =
        StorageCatalog.builder()
            .driver(
                "x.y", "p", List.of("ReadWriteOnce", "ReadOnlyMany"), List.of("nouuid", "ro"), null)
            .driver("z.y", "q", List.of(), List.of(), false)
            .build();
    assertThat(a.semanticallyEquals(reordered)).isFalse();
    StorageCatalog fewer =
        StorageCatalog.builder()
            .driver(
                "x.y", "p", List.of("ReadWriteOnce", "ReadOnlyMany"), List.of("ro", "nouuid"), null)
            .build();
    assertThat(a.semanticallyEquals(fewer)).isFalse();
    assertThat(fewer.semanticallyEquals(a)).isFalse();
    StorageCatalog otherName =
        StorageCatalog.builder()
            .driver(
                "x.y", "p", List.of("ReadWriteOnce", "ReadOnlyMany"), List.of("ro", "nouuid"), null)
            .driver("w.y", "q", List.of(), List.of(), false)
            .build();
    assertThat(a.semanticallyEquals(otherName)).isFalse();
    StorageCatalog otherProvider =
        StorageCatalog.builder()
            .driver(
                "x.y",
                "p2",
                List.of("ReadWriteOnce", "ReadOnlyMany"),
                List.of("ro", "nouuid"),
                null)
            .driver("z.y", "q", List.of(), List.of(), false)
            .build();
    assertThat(a.semanticallyEquals(otherProvider)).isFalse();
    StorageCatalog encrypted =
        StorageCatalog.builder()
            .driver(
                "x.y", "p", List.of("ReadWriteOnce", "ReadOnlyMany"), List.of("ro", "nouuid"), true)
            .driver("z.y", "q", List.of(), List.of(), false)
            .build();
    assertThat(a.semanticallyEquals(encrypted)).isFalse();
    StorageCatalog moreModes =
        StorageCatalog.builder()
            .driver(
                "x.y",
                "p",
                List.of("ReadWriteOnce", "ReadOnlyMany", "ReadWriteMany"),
                List.of("ro", "nouuid"),
                null)
            .driver("z.y", "q", List.of(), List.of(), false)
            .build();
    assertThat(a.semanticallyEquals(moreModes)).isFalse();
    assertThat(a.toString()).contains("x.y");
    assertThat(a.driver("x.y").orElseThrow().accessModeSet())
        .containsExactlyInAnyOrder(AccessMode.READ_WRITE_ONCE, AccessMode.READ_ONLY_MANY);
  }

  @Test
  void resultAccessors() {
    CatalogResult valid =
        StorageCatalog.builder().driver("a.b", "nvmesh", List.of(), List.of(), null).validate();
    assertThat(valid.isValid()).isTrue();
    assertThat(valid.errors()).isEmpty();
    assertThat(valid.warnings()).hasSize(1);
    assertThat(valid.problems()).isEqualTo(valid.warnings());
    assertThat(valid.validation().isValid()).isTrue();
    assertThat(valid.catalog()).isPresent();
    assertThat(valid.orElseThrow().warnings()).isEqualTo(valid.warnings());
    assertThatThrownBy(() -> new CatalogResults.Invalid(valid.warnings(), null))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void validatorIdentifiers() {
    assertThat(CatalogValidator.isCsiDriverName("a")).isTrue();
    assertThat(CatalogValidator.isCsiDriverName("a" + "-".repeat(61) + "b")).isTrue();
    assertThat(CatalogValidator.isCsiDriverName("a" + "-".repeat(62) + "b")).isFalse();
    assertThat(CatalogValidator.isCsiDriverName("a_b")).isFalse();
    assertThat(CatalogValidator.isCsiDriverName("-a")).isFalse();
    assertThat(CatalogValidator.isCsiDriverName("a.")).isFalse();
    assertThat(CatalogValidator.isCsiDriverName("")).isFalse();
    assertThat(CatalogValidator.isCsiDriverName("A.Z-09")).isTrue();
    assertThat(CatalogValidator.isProviderId("oci_Fss.v-1")).isTrue();
    assertThat(CatalogValidator.isProviderId("_x")).isFalse();
    assertThat(CatalogValidator.isProviderId("x_")).isFalse();
    assertThat(CatalogValidator.isProviderId("x/y")).isFalse();
    assertThat(CatalogValidator.isProviderId("z")).isTrue();
    assertThat(CatalogValidator.isProviderId("Z9")).isTrue();
    assertThat(CatalogValidator.isProviderId("é")).isFalse();
  }

  @Test
  void rulesReferenceListsEveryCodeOnce() {
    List<RuleDescriptor> all = new ArrayList<>(CatalogParser.rules());
    all.addAll(Transitions.rules());
    Set<String> ids = new HashSet<>();
    for (RuleDescriptor d : all) {
      assertThat(ids.add(d.id().value())).as(d.id().value()).isTrue();
      assertThat(d.description()).isNotBlank();
      assertThat(d.reasonCodes()).isNotEmpty();
    }
    assertThat(ids)
        .contains(
            "catalog.size",
            "catalog.yaml-alias",
            "catalog.too-many-problems",
            "catalog.api-version",
            "catalog.rox-needs-ro",
            "catalog.nvmesh-provider-mismatch",
            "transition.unknown-workflow",
            "transition.not-qualified",
            "catalog.configmap-namespace",
            "catalog.driver-name-blank");
    assertThat(all).hasSize(47);
    assertThat(all.stream().filter(d -> d.decision().equals("storage transition")).toList())
        .extracting(d -> d.reasonCodes().get(0))
        .containsExactly(
            "UNKNOWN_WORKFLOW",
            "SHARED_CLAIM",
            "READER_CLAIM",
            "NVMESH_CROSS_NAMESPACE",
            "HELM_NEEDS_SHARED_CLAIM",
            "NOT_QUALIFIED");
  }

  @Test
  void schemaResource() {
    assertThat(StorageCatalog.jsonSchema())
        .startsWith("{ \"$schema\": \"https://json-schema.org/draft/2020-12/schema\"")
        .contains("\"$id\": \"" + StorageCatalog.SCHEMA_ID + "\"");
  }

  @Test
  void publicApiRejectsNulls() {
    NullPointerTester tester = new NullPointerTester();
    tester.setDefault(StorageCatalog.class, DefaultCatalog.get());
    tester.setDefault(DriverEntry.class, DefaultCatalog.get().drivers().get(0));
    tester.setDefault(
        ProfileInput.class,
        ProfileInput.builder()
            .provisioner("p")
            .provider("v")
            .workflow("w")
            .transition("t")
            .build());
    tester.testAllPublicStaticMethods(GoText.class);
    tester.testAllPublicStaticMethods(MountOptions.class);
    tester.testAllPublicStaticMethods(CatalogDiff.class);
    tester.testAllPublicStaticMethods(CatalogRevision.class);
    tester.testAllPublicStaticMethods(ProfileDigest.class);
  }
}
