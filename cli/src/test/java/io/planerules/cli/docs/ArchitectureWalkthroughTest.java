package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.binding.reader.ReaderPlan;
import io.planerules.binding.reader.ReaderRequest;
import io.planerules.binding.reader.ReaderVolumes;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.OwnershipState;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.ownership.teardown.TeardownStep;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The two requests {@code docs/architecture.md} follows end to end, run as written (the markdown
 * quotes the tagged regions; {@link DocSnippetsTest} keeps them equal).
 */
class ArchitectureWalkthroughTest {

  @Test
  void catalogBytesToReaderVolumePlan() {
    // tag::storage-flow[]
    // 1. bytes of the ConfigMap value -> hardened parse + validation (never throws on content)
    byte[] bytes = DefaultCatalog.payload();
    CatalogResult parsed = CatalogParser.parse(bytes);
    StorageCatalog catalog = parsed.orElseThrow(); // Invalid: problems() with line and column

    // 2. catalog + live nvcf-sc + workflow -> decision (transition, required modes and options)
    StorageClassSnapshot nvcfSc =
        StorageClassSnapshot.of("nvcf-sc", "uid-1", "nvmesh-csi.excelero.com", "Retain");
    Outcome<Decision> outcome = DecisionResolver.resolve(catalog, nvcfSc, "regularModelCache");
    Decision decision = outcome.orElseThrow();

    // 3. the profile digest the Go agent persists: canonical JSON of the entry, sha256
    DriverEntry entry = catalog.driver("nvmesh-csi.excelero.com").orElseThrow();
    String digest = ProfileDigest.digest(entry, Workflow.REGULAR, ProfileDigest.Scheme.V1);

    // 4. the selection NVCA writes to the ICMSRequest before any side effect
    PersistedSelection selection =
        PersistedSelection.select("regularModelCache", "durable", decision, false).orElseThrow();

    // 5. a reader in namespace "tenant" -> reader PV + statically pre-bound PVC
    ReaderRequest request =
        ReaderRequest.builder()
            .cacheHandle("h1") // PVC ro-pvc-h1
            .icmsRequestName("req-1") // PV secondary-pv-req-1
            .readerNamespace("tenant")
            .writer("pv-writer", "nvmesh-csi.excelero.com", "a:b:writer", "1Ti")
            .durable(selection)
            .build();
    Outcome<ReaderPlan> plan = ReaderVolumes.plan(request);
    // end::storage-flow[]

    assertThat(parsed.isValid()).isTrue();
    assertThat(outcome.ruleId().value()).isEqualTo("transition.rox-reader-claim");
    assertThat(decision.transition()).isEqualTo(Transition.ROX_READ_ONLY);
    assertThat(decision.requiredAccessModeNames()).containsExactly("ReadWriteOnce", "ReadOnlyMany");
    assertThat(decision.requiredMountOptions()).containsExactly("ro", "norecovery", "nouuid");
    // the README's plan table shows the same digest for nvmesh / regularModelCache
    assertThat(digest)
        .isEqualTo(decision.profileDigest())
        .isEqualTo("sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727");
    assertThat(decision.catalogRevision()).isPresent();
    ReaderPlan reader = plan.orElseThrow();
    assertThat(plan.ruleId().value()).isEqualTo("reader.planned");
    assertThat(reader.name()).isEqualTo("secondary-pv-req-1");
    assertThat(reader.volumeHandle()).isEqualTo("a:b:tenant");
    assertThat(reader.accessModes()).containsExactly("ReadOnlyMany");
    assertThat(reader.reclaimPolicy()).isEqualTo(ModelCacheNames.RECLAIM_RETAIN);
    assertThat(reader.mountOptions()).containsExactly("ro", "norecovery", "nouuid");
    assertThat(reader.pvcName()).isEqualTo("ro-pvc-h1");
    assertThat(reader.pvcNamespace()).isEqualTo("tenant");
    assertThat(reader.pvcVolumeName()).isEqualTo("secondary-pv-req-1");
  }

  @Test
  void planeIdToTeardownPlan() {
    // tag::identity-flow[]
    // 1. the raw id -> a validated id (ControlPlaneId.validate(raw) is the non-throwing twin)
    ControlPlaneId id = ControlPlaneId.of("plane-a");

    // 2. id + domain -> every plane-scoped name, each re-validated with its kind's rule
    PlaneNames names =
        PlaneNames.of(
            id, PlaneDomain.of("plane-a.example.test", id, true), NamingOptions.defaults());
    String namespace = names.derive(NameKind.NAMESPACE_NVCF).value(); // "plane-a-nvcf"

    // 3. what the informer sees -> ownership classification -> the action policy's verdict
    ObservedObject observed =
        ObservedObject.of(ObjectRef.namespace(namespace), OwnershipLabel.apply(Map.of(), id));
    Verdict mine = OwnershipPolicy.decide(id, Action.DELETE, observed, PolicyContext.defaults(id));
    Verdict theirs =
        OwnershipPolicy.decide(
            ControlPlaneId.of("plane-b"),
            Action.DELETE,
            observed,
            PolicyContext.defaults(ControlPlaneId.of("plane-b")));

    // 4. the cluster's inventory -> a teardown plan of owned objects only (or an abort)
    Inventory inventory = Inventory.of(List.of(observed), List.of());
    TeardownPlan plan = TeardownPlanner.plan(id, inventory, Set.of(TeardownScope.CONTROL_PLANE));
    // end::identity-flow[]

    assertThat(namespace).isEqualTo("plane-a-nvcf");
    assertThat(mine.allowed()).isTrue();
    assertThat(mine.state()).isEqualTo(OwnershipState.OWNED);
    assertThat(theirs.kind()).isEqualTo(Verdict.Kind.DENY);
    assertThat(theirs.state()).isEqualTo(OwnershipState.FOREIGN);
    assertThat(theirs.trace().ruleIds()).last().isEqualTo(theirs.ruleId());
    assertThat(plan.aborted()).isFalse();
    List<TeardownStep> steps = plan.steps();
    // uninstall the releases (no target), then delete the plane's namespace
    assertThat(steps)
        .extracting(TeardownStep::target)
        .containsExactly(null, ObjectRef.namespace("plane-a-nvcf"));
  }
}
