package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.storage.catalog.CatalogDiff.Change;
import io.planerules.storage.catalog.CatalogDiff.Kind;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Catalog diff, starting from the embedded default catalog. */
class CatalogDiffTest {

  private static final String DEFAULT =
      new String(DefaultCatalog.payload(), StandardCharsets.UTF_8);

  private static StorageCatalog parse(String yaml) {
    return CatalogParser.parse(yaml).orElseThrow();
  }

  private static Change change(List<Change> r, String provisioner, Workflow w) {
    return r.stream()
        .filter(c -> c.provisioner().equals(provisioner) && c.workflow() == w)
        .findFirst()
        .orElseThrow();
  }

  @Test
  void addedDriverLeavesOthersUnchanged() {
    String edited =
        DEFAULT
            + "  new.example.com:\n    provider: x\n    accessModes: [ReadWriteMany]\n    readerMountOptions: []\n";
    StorageCatalog after = parse(edited);
    List<Change> r = CatalogDiff.diff(DefaultCatalog.get(), after);
    assertThat(r).hasSize(10);
    assertThat(r.subList(0, 8)).extracting(Change::kind).containsOnly(Kind.UNCHANGED);
    assertThat(r.subList(8, 10)).extracting(Change::kind).containsOnly(Kind.ADDED);
    Change added = change(r, "new.example.com", Workflow.HELM);
    assertThat(added.before()).isNull();
    assertThat(added.after().transition()).isEqualTo(Transition.RWX_READ_ONLY);
    assertThat(added.invalidatesWarmCaches()).isFalse();
    assertThat(added.changedFields()).isEmpty();
    assertThat(after.revision()).isNotEqualTo(DefaultCatalog.get().revision());
    assertThat(after.semanticallyEquals(DefaultCatalog.get())).isFalse();
    assertThat(r)
        .extracting(Change::provisioner)
        .startsWith("nvmesh-csi.excelero.com", "nvmesh-csi.excelero.com", "csi.weka.io");
    assertThat(r).extracting(Change::workflow).startsWith(Workflow.REGULAR, Workflow.HELM);
  }

  @Test
  void commentOnlyEditChangesNothingButTheRevision() {
    StorageCatalog reviewed = parse(DEFAULT + "# reviewed\n");
    List<Change> r = CatalogDiff.diff(DefaultCatalog.get(), reviewed);
    assertThat(r).extracting(Change::kind).containsOnly(Kind.UNCHANGED);
    assertThat(r).noneMatch(Change::invalidatesWarmCaches);
    assertThat(reviewed.revision()).isNotEqualTo(DefaultCatalog.get().revision());
    assertThat(reviewed.semanticallyEquals(DefaultCatalog.get())).isTrue();
    assertThat(DefaultCatalog.get().revision()).isEqualTo(DefaultCatalog.get().revision());
  }

  @Test
  void reorderedReaderOptionsChangeTheProfile() {
    List<Change> r =
        CatalogDiff.diff(
            DefaultCatalog.get(),
            parse(DEFAULT.replace("[ro, norecovery, nouuid]", "[ro, nouuid, norecovery]")));
    for (Workflow w : Workflow.values()) {
      Change c = change(r, "nvmesh-csi.excelero.com", w);
      assertThat(c.kind()).isEqualTo(Kind.PROFILE_CHANGED);
      assertThat(c.invalidatesWarmCaches()).isTrue();
      assertThat(c.changedFields()).containsExactly("readerMountOptions");
      assertThat(c.before().profileDigest()).isNotEqualTo(c.after().profileDigest());
      assertThat(c.after().requiredMountOptions()).containsExactly("ro", "nouuid", "norecovery");
    }
  }

  @Test
  void reorderedModesAreUnchanged() {
    List<Change> r =
        CatalogDiff.diff(
            DefaultCatalog.get(),
            parse(
                DEFAULT.replace("[ReadWriteOnce, ReadOnlyMany]", "[ReadOnlyMany, ReadWriteOnce]")));
    assertThat(r).extracting(Change::kind).containsOnly(Kind.UNCHANGED);
    assertThat(r).allMatch(c -> c.changedFields().isEmpty());
  }

  @Test
  void enablingLustreDoesNotInvalidate() {
    String edited =
        DEFAULT.replace(
            "provider: ociLustre\n    accessModes: []",
            "provider: ociLustre\n    accessModes: [ReadWriteMany]");
    List<Change> r = CatalogDiff.diff(DefaultCatalog.get(), parse(edited));
    for (Workflow w : Workflow.values()) {
      Change c = change(r, "lustre.csi.oraclecloud.com", w);
      assertThat(c.kind()).isEqualTo(Kind.ENABLED);
      assertThat(c.invalidatesWarmCaches()).isFalse();
      assertThat(c.changedFields()).containsExactly("accessModes");
      assertThat(c.before().transition()).isEqualTo(Transition.DISABLED);
      assertThat(c.after().transition()).isEqualTo(Transition.RWX_READ_ONLY);
    }
  }

  @Test
  void narrowingNvmeshDisablesAndInvalidates() {
    String edited = DEFAULT.replace("[ReadWriteOnce, ReadOnlyMany]", "[ReadWriteOnce]");
    List<Change> r = CatalogDiff.diff(DefaultCatalog.get(), parse(edited));
    for (Workflow w : Workflow.values()) {
      Change c = change(r, "nvmesh-csi.excelero.com", w);
      assertThat(c.kind()).isEqualTo(Kind.DISABLED);
      assertThat(c.invalidatesWarmCaches()).isTrue();
    }
  }

  @Test
  void encryptionFlip() {
    String edited =
        DEFAULT.replace(
            "    readerMountOptions: [ro, norecovery, nouuid]\n",
            "    readerMountOptions: [ro, norecovery, nouuid]\n    encryptionSupported: true\n");
    StorageCatalog after = parse(edited);
    Change v1 =
        change(
            CatalogDiff.diff(DefaultCatalog.get(), after),
            "nvmesh-csi.excelero.com",
            Workflow.REGULAR);
    assertThat(v1.kind()).isEqualTo(Kind.CAPABILITY_CHANGED);
    assertThat(v1.invalidatesWarmCaches()).isFalse();
    assertThat(v1.changedFields()).containsExactly("encryptionSupported");
    Change enc =
        change(
            CatalogDiff.diff(DefaultCatalog.get(), after, ProfileDigest.Scheme.ENCRYPTION),
            "nvmesh-csi.excelero.com",
            Workflow.REGULAR);
    assertThat(enc.kind()).isEqualTo(Kind.PROFILE_CHANGED);
    assertThat(enc.invalidatesWarmCaches()).isTrue();
  }

  @Test
  void transitionChangedRemovedAndProviderEdits() {
    String edited =
        DEFAULT
            .replace(
                "[ReadWriteOnce, ReadOnlyMany]", "[ReadWriteMany, ReadWriteOnce, ReadOnlyMany]")
            .replace(
                "  csi.weka.io:\n    provider: weka\n    accessModes: [ReadWriteMany, ReadOnlyMany]\n    readerMountOptions: []\n",
                "")
            .replace("provider: ociLustre", "provider: lustre");
    List<Change> r = CatalogDiff.diff(DefaultCatalog.get(), parse(edited));
    Change nvmesh = change(r, "nvmesh-csi.excelero.com", Workflow.HELM);
    assertThat(nvmesh.kind()).isEqualTo(Kind.TRANSITION_CHANGED);
    assertThat(nvmesh.invalidatesWarmCaches()).isTrue();
    Change weka = change(r, "csi.weka.io", Workflow.REGULAR);
    assertThat(weka.kind()).isEqualTo(Kind.REMOVED);
    assertThat(weka.after()).isNull();
    assertThat(weka.invalidatesWarmCaches()).isTrue();
    Change lustre = change(r, "lustre.csi.oraclecloud.com", Workflow.REGULAR);
    assertThat(lustre.kind()).isEqualTo(Kind.PROFILE_CHANGED);
    assertThat(lustre.invalidatesWarmCaches()).isFalse();
    assertThat(lustre.changedFields()).containsExactly("provider");
    assertThat(r)
        .extracting(Change::provisioner)
        .containsSubsequence(
            "nvmesh-csi.excelero.com",
            "csi.weka.io",
            "fss.csi.oraclecloud.com",
            "lustre.csi.oraclecloud.com");
  }

  @Test
  void removedDisabledDriverDoesNotInvalidate() {
    String edited =
        DEFAULT.replace(
            "  lustre.csi.oraclecloud.com:\n    provider: ociLustre\n    accessModes: []\n    readerMountOptions: []\n",
            "");
    Change c =
        change(
            CatalogDiff.diff(DefaultCatalog.get(), parse(edited)),
            "lustre.csi.oraclecloud.com",
            Workflow.HELM);
    assertThat(c.kind()).isEqualTo(Kind.REMOVED);
    assertThat(c.invalidatesWarmCaches()).isFalse();
  }

  @Test
  void kindWireNames() {
    assertThat(List.of(Kind.values()))
        .extracting(Kind::wireName)
        .containsExactly(
            "added",
            "removed",
            "enabled",
            "disabled",
            "transition-changed",
            "profile-changed",
            "capability-changed",
            "unchanged");
    assertThat(Kind.PROFILE_CHANGED).hasToString("profile-changed");
  }
}
