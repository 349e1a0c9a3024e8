package io.planerules.storage.catalog;

import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.TransitionOutcome;
import io.planerules.storage.catalog.transition.Transitions;
import io.planerules.testkit.threads.FirstUseRaces;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Threads racing on a fresh catalog's memo of transitions and canonical profile bytes ({@link
 * StorageCatalog#transition}, {@link StorageCatalog#profileDigest}), their interleavings explored
 * by Lincheck's model checker (docs/adr/0093-thread-checks-with-lincheck.md): the answers are
 * linearizable against the direct derivations, which keep nothing, and the NVMesh digest is the
 * worked example of docs/reference/storage-catalog.md#profile-digest.
 *
 * <p>Lincheck instantiates the state classes reflectively: they and their constructors are public.
 */
public class CatalogMemoThreadsTest {

  private static final String WEKA = "csi.weka.io";
  private static final String NVMESH = "nvmesh-csi.excelero.com";

  /** docs/reference/storage-catalog.md#profile-digest: NVMesh, regular workflow, {@code v1}. */
  private static final String NVMESH_REGULAR_V1 =
      "sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727";

  /** A catalog of the default catalog's drivers, its memo not yet made. */
  static StorageCatalog fresh() {
    StorageCatalog.Builder builder = StorageCatalog.builder();
    DefaultCatalog.get().drivers().forEach(builder::driver);
    return builder.build();
  }

  /** What a thread may ask of one fresh catalog. */
  public static class Decisions {

    private final StorageCatalog catalog = fresh();
    private final DriverEntry weka = catalog.driver(WEKA).orElseThrow();
    private final DriverEntry nvmesh = catalog.driver(NVMESH).orElseThrow();

    public Decisions() {}

    @Operation
    public TransitionOutcome wekaHelm() {
      return catalog.transition(weka, Workflow.HELM);
    }

    @Operation
    public String wekaHelmDigest() {
      return catalog.profileDigest(
          weka, Workflow.HELM, Transition.RWX_READ_ONLY, ProfileDigest.Scheme.ENCRYPTION);
    }

    @Operation
    public TransitionOutcome nvmeshRegular() {
      return catalog.transition(nvmesh, Workflow.REGULAR);
    }

    /** The digest of the transition the memo answers, as a decision asks for both. */
    @Operation
    public String nvmeshRegularDigest() {
      return catalog.profileDigest(
          nvmesh,
          Workflow.REGULAR,
          catalog.transition(nvmesh, Workflow.REGULAR).transition(),
          ProfileDigest.Scheme.V1);
    }
  }

  /** The sequential specification: the direct derivations, and the worked example. */
  public static class Derived {

    private final DriverEntry weka = DefaultCatalog.get().driver(WEKA).orElseThrow();
    private final DriverEntry nvmesh = DefaultCatalog.get().driver(NVMESH).orElseThrow();

    public Derived() {}

    @Operation
    public TransitionOutcome wekaHelm() {
      return Transitions.derive(weka, Workflow.HELM);
    }

    @Operation
    public String wekaHelmDigest() {
      return ProfileDigest.digest(
          weka, Workflow.HELM, Transition.RWX_READ_ONLY, ProfileDigest.Scheme.ENCRYPTION);
    }

    @Operation
    public TransitionOutcome nvmeshRegular() {
      return Transitions.derive(nvmesh, Workflow.REGULAR);
    }

    @Operation
    public String nvmeshRegularDigest() {
      return NVMESH_REGULAR_V1;
    }
  }

  @Tag("threads")
  @Test
  void concurrentDecisionsAnswerAsTheDirectDerivations() {
    FirstUseRaces.against(Derived.class).check(Decisions.class);
  }
}
