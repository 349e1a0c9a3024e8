package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.testing.NullPointerTester;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.Transitions;
import io.planerules.storage.internal.json.CanonicalJson;
import io.planerules.testkit.Properties;
import io.planerules.testkit.storage.CatalogDocument;
import io.planerules.testkit.storage.CatalogGenerators;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * {@link StorageCatalog#transition} and {@link StorageCatalog#profileDigest} keep what they derive
 * per entry: they must answer exactly what {@link Transitions#derive} and {@link
 * ProfileDigest#digest} answer, on the first call and on later ones, for the catalog's own entries
 * and for equal entries that are not its own.
 */
class CatalogMemoTest {

  private static StorageCatalog build(CatalogDocument document) {
    StorageCatalog.Builder builder = StorageCatalog.builder();
    for (CatalogDocument.Driver d : document.drivers()) {
      builder.driver(
          d.provisioner(),
          d.provider(),
          d.accessModes(),
          d.readerMountOptions(),
          d.encryptionSupported());
    }
    return builder.build();
  }

  private static void assertSameAsDirect(StorageCatalog catalog, DriverEntry entry) {
    for (Workflow workflow : Workflow.values()) {
      assertThat(catalog.transition(entry, workflow))
          .isEqualTo(Transitions.derive(entry, workflow));
      for (Transition transition : Transition.values()) {
        for (ProfileDigest.Scheme scheme : ProfileDigest.Scheme.values()) {
          assertThat(catalog.profileDigest(entry, workflow, transition, scheme))
              .isEqualTo(ProfileDigest.digest(entry, workflow, transition, scheme));
        }
      }
    }
  }

  @Test
  void memoAnswersAsTheDirectDerivationOnEveryCall() {
    Properties.qt()
        .forAll(CatalogGenerators.validDocuments())
        .checkAssert(
            document -> {
              StorageCatalog catalog = build(document);
              for (DriverEntry entry : catalog.drivers()) {
                assertSameAsDirect(catalog, entry); // computes and keeps
                assertSameAsDirect(catalog, entry); // answers from the memo
                DriverEntry copy =
                    new DriverEntry(
                        entry.provisioner(),
                        entry.provider(),
                        entry.accessModes(),
                        entry.readerMountOptions(),
                        entry.encryptionSupported());
                assertSameAsDirect(catalog, copy); // equal but not the catalog's own
                DriverEntry changed =
                    new DriverEntry(
                        entry.provisioner(),
                        entry.provider() + "x",
                        entry.accessModes(),
                        entry.readerMountOptions(),
                        !entry.encryptionSupported());
                assertSameAsDirect(catalog, changed); // same provisioner, other values
                assertThat(
                        catalog.profileDigest(
                            changed,
                            Workflow.HELM,
                            Transition.DISABLED,
                            ProfileDigest.Scheme.ENCRYPTION))
                    .isNotEqualTo(
                        catalog.profileDigest(
                            entry,
                            Workflow.HELM,
                            Transition.DISABLED,
                            ProfileDigest.Scheme.ENCRYPTION));
              }
            });
  }

  @Test
  void defaultCatalogExamplesAndSharedUse() throws Exception {
    StorageCatalog catalog = DefaultCatalog.get();
    DriverEntry weka = catalog.driver("csi.weka.io").orElseThrow();
    assertThat(catalog.transition(weka, Workflow.HELM).transition())
        .isEqualTo(Transition.RWX_READ_ONLY);
    DriverEntry nvmesh = catalog.driver("nvmesh-csi.excelero.com").orElseThrow();
    // docs/reference/storage-catalog.md#profile-digest worked example
    String expected = "sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727";
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> results = new ArrayList<>();
      for (int i = 0; i < 64; i++) {
        results.add(
            pool.submit(
                () ->
                    catalog.profileDigest(
                        nvmesh,
                        Workflow.REGULAR,
                        catalog.transition(nvmesh, Workflow.REGULAR).transition(),
                        ProfileDigest.Scheme.V1)));
      }
      for (Future<String> result : results) {
        assertThat(result.get()).isEqualTo(expected);
      }
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void publicApiRejectsNulls() {
    NullPointerTester tester = new NullPointerTester();
    tester.setDefault(DriverEntry.class, DefaultCatalog.get().drivers().get(0));
    tester.testAllPublicInstanceMethods(DefaultCatalog.get());
    tester.testAllPublicStaticMethods(CanonicalJson.class);
    tester.testAllPublicInstanceMethods(new CanonicalJson(8));
  }
}
