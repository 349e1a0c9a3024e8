package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionPolicies;
import io.planerules.admission.PolicySet;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.binding.selection.DriftCheck;
import io.planerules.binding.selection.DriftResult;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.cli.json.Json;
import io.planerules.fabric8.AdmissionObjects;
import io.planerules.fabric8.live.GeneratedCluster;
import io.planerules.fabric8.live.LiveRead;
import io.planerules.fabric8.live.LiveReadOptions;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.MirrorReport;
import io.planerules.ownership.mirror.ProtocolStep;
import io.planerules.ownership.mirror.ReplayPlan;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.SyncedSnapshot;
import io.planerules.ownership.mirror.TargetOutcome;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.RecheckResult;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.ownership.teardown.TeardownStep;
import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The recipes of {@code docs/cookbook.md}: the most common ways an operator embeds plane-rules.
 * Each recipe is the code between a {@code tag::} and an {@code end::} comment; the markdown quotes
 * it verbatim ({@link DocSnippetsTest} fails when they differ), and each test below runs it.
 */
class CookbookTest {

  // tag::startup[]
  /**
   * Recipe 1, operator startup: refuse to start on an invalid control-plane id or domain (all
   * problems at once, each with a stable code and the values path), then derive every name once.
   */
  static PlaneNames startup(String rawId, String rawDomain) {
    ValidationResult problems = ControlPlaneId.validate(rawId); // global.controlPlane.id
    if (problems.isValid()) {
      problems = PlaneDomain.validate(rawDomain, ControlPlaneId.of(rawId), true);
    }
    problems.throwIfInvalid(PlaneRulesException::new); // log result().problems() and exit
    ControlPlaneId id = ControlPlaneId.of(rawId);
    PlaneNames names =
        PlaneNames.of(id, PlaneDomain.of(rawDomain, id, true), NamingOptions.defaults());
    names.validateAll().throwIfInvalid(PlaneRulesException::new); // every kind derives
    return names; // names.derive(NameKind.NAMESPACE_NVCF), names.release(NameKind.RELEASE_NATS)
  }

  // end::startup[]

  @Test
  void startupDerivesThePlaneNamesAndRefusesABadId() {
    PlaneNames names = startup("plane-a", "plane-a.example.test");
    assertThat(names.derive("namespace/nvcf").value()).isEqualTo("plane-a-nvcf");
    assertThat(startup("", "").derive("namespace/nvcf").value()).isEqualTo("nvcf");
    assertThatThrownBy(() -> startup("Plane-A", "plane-a.example.test"))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e ->
                assertThat(e.result().errors())
                    .extracting(Problem::code)
                    .containsExactly("id.uppercase"));
    assertThatThrownBy(() -> startup("plane-a", ""))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e ->
                assertThat(e.result().errors())
                    .extracting(Problem::code)
                    .containsExactly("domain.required"));
  }

  // tag::foreign[]
  /**
   * Recipe 2, first step of every reconcile: classify the object and refuse it unless this plane
   * may act on it. Returns true when the reconcile may go on.
   */
  static boolean mayReconcile(ControlPlaneId id, ObservedObject object, List<String> log) {
    Verdict verdict =
        OwnershipPolicy.decide(id, Action.RECONCILE, object, PolicyContext.defaults(id));
    if (verdict.kind() == Verdict.Kind.DENY) {
      // e.g. policy.reconcile.foreign FOREIGN: refusing to reconcile Namespace plane-b-nvcf: ...
      log.add(verdict.ruleId() + " " + verdict.reason().code() + ": " + verdict.message());
      // requeue() false: retrying cannot change the answer; retainFinalizer() on delete
      return false;
    }
    return verdict.allowed(); // SKIP and ABORT are not errors, but not a go either
  }

  // end::foreign[]

  @Test
  void aForeignObjectIsRefusedBeforeReconcile() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    ControlPlaneId b = ControlPlaneId.of("plane-b");
    List<String> log = new ArrayList<>();
    ObservedObject own =
        ObservedObject.of(ObjectRef.namespace("plane-a-nvcf"), OwnershipLabel.apply(Map.of(), a));
    ObservedObject foreign =
        ObservedObject.of(ObjectRef.namespace("plane-b-nvcf"), OwnershipLabel.apply(Map.of(), b));
    assertThat(mayReconcile(a, own, log)).isTrue();
    assertThat(log).isEmpty();
    assertThat(mayReconcile(a, foreign, log)).isFalse();
    assertThat(log).hasSize(1);
    assertThat(log.get(0)).startsWith("policy.reconcile.").contains("plane-b-nvcf");
  }

  // tag::mirror[]
  /**
   * Recipe 3, after the Secret and Namespace informers have synced: plan the Secret-mirror replay
   * (create, update, skip or fail per target namespace) before writing anything.
   */
  static List<String> planMirror(
      ControlPlaneId id, List<SecretSnapshot> secrets, List<ObservedObject> namespaces) {
    MirrorConfig config = MirrorConfig.of(id, "", Map.of("nvcf.nvidia.com/mirror", "true"));
    ReplayPlan plan =
        SecretMirrorPlanner.planReplay(config, new SyncedSnapshot(true, true, secrets, namespaces));
    plan.startupError().ifPresent(error -> log(error)); // fail startup like upstream does
    List<String> writes = new ArrayList<>();
    for (ProtocolStep write : plan.writes()) { // each the first step of its write protocol
      SecretCopy copy = write.desired(); // the body; an update sends write.resourceVersion()
      writes.add(copy.name() + " -> " + copy.namespace());
    }
    for (MirrorReport report : plan.reports()) {
      for (TargetOutcome outcome : report.outcomes()) {
        if (outcome.isFailed()) {
          log(outcome.code() + " " + outcome.message()); // e.g. a foreign target namespace
        }
      }
    }
    return writes;
  }

  // end::mirror[]

  private static void log(String message) {
    assertThat(message).isNotEmpty();
  }

  @Test
  void mirroringIsPlannedAfterTheInformersSync() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    String source = MirrorConfig.of(a, "", Map.of()).sourceNamespace();
    SecretSnapshot pull =
        new SecretSnapshot(
            source,
            "registry-pull",
            "kubernetes.io/dockerconfigjson",
            Map.of("nvcf.nvidia.com/mirror", "true"),
            Map.of(),
            SecretData.of(Map.of(".dockerconfigjson", "{}".getBytes(StandardCharsets.UTF_8))),
            null);
    ObservedObject tenant =
        ObservedObject.of(ObjectRef.namespace("plane-a-tenant"), OwnershipLabel.apply(Map.of(), a));
    ObservedObject foreign =
        ObservedObject.of(
            ObjectRef.namespace("plane-b-tenant"),
            OwnershipLabel.apply(Map.of(), ControlPlaneId.of("plane-b")));
    assertThat(planMirror(a, List.of(pull), List.of(tenant, foreign)))
        .containsExactly("registry-pull -> plane-a-tenant");
  }

  // tag::storage[]
  /**
   * Recipe 4, the model-cache request path: read the catalog ConfigMap, resolve the storage
   * decision against the live {@code nvcf-sc}, persist it as the selection; on every later
   * reconcile, check the selection for drift before binding.
   */
  static Optional<PersistedSelection> select(
      String namespace, Map<String, String> configMapData, StorageClassSnapshot nvcfSc) {
    CatalogResult parsed = CatalogParser.fromConfigMap(namespace, configMapData);
    if (!parsed.isValid()) {
      parsed.errors().forEach(p -> log(p.toString())); // code, path, line:column, message
      return Optional.empty();
    }
    Outcome<Decision> outcome =
        DecisionResolver.resolve(parsed.orElseThrow(), nvcfSc, "regularModelCache");
    if (!outcome.isOk()) {
      log(outcome.ruleId() + ": " + outcome.message()); // e.g. decision.reclaim-retain
      return Optional.empty();
    }
    Decision decision = outcome.orElseThrow();
    Outcome<PersistedSelection> selection =
        PersistedSelection.select("regularModelCache", "durable", decision, false);
    return selection.decided(); // write it to the ICMSRequest annotation, then create the binding
  }

  static boolean drifted(
      PersistedSelection selection, StorageClassSnapshot live, StorageCatalog c) {
    DriftResult drift = DriftCheck.inputs(selection, live, c); // live class, then catalog rules
    if (drift.isDrift()) {
      log(drift.message()); // "model cache storage selection drift: ..."; stop, do not rebind
    }
    return drift.isDrift();
  }

  // end::storage[]

  @Test
  void theStorageDecisionIsPersistedAndDriftIsDetected() {
    Map<String, String> data =
        Map.of(
            CatalogParser.CONFIG_MAP_KEY,
            new String(DefaultCatalog.payload(), StandardCharsets.UTF_8));
    StorageClassSnapshot weka =
        StorageClassSnapshot.of(
            ModelCacheNames.STORAGE_CLASS_NAME, "uid-1", "csi.weka.io", "Retain");
    PersistedSelection selection = select("nvca-system", data, weka).orElseThrow();
    assertThat(selection.transition()).isEqualTo("rwxReadOnly");
    assertThat(selection.provider()).isEqualTo("weka");
    assertThat(selection.profileDigest()).startsWith("sha256:");
    assertThat(select("nvca-system", Map.of(), weka)).isEmpty();
    assertThat(
            select(
                "nvca-system",
                data,
                StorageClassSnapshot.of(
                    ModelCacheNames.STORAGE_CLASS_NAME, "uid-1", "csi.weka.io", "Delete")))
        .isEmpty();

    StorageCatalog catalog = DefaultCatalog.get();
    assertThat(drifted(selection, weka, catalog)).isFalse();
    StorageClassSnapshot recreated =
        StorageClassSnapshot.of(
            ModelCacheNames.STORAGE_CLASS_NAME, "uid-2", "csi.weka.io", "Retain");
    assertThat(drifted(selection, recreated, catalog)).isTrue();
  }

  // tag::teardown[]
  /**
   * Recipe 5, {@code teardown --plane plane-a}: plan from a fresh inventory; abort when anything in
   * scope belongs to someone else; re-check each object immediately before deleting it.
   */
  static List<String> teardown(
      ControlPlaneId id, Inventory inventory, Map<String, ObservedObject> freshReads) {
    TeardownPlan plan = TeardownPlanner.plan(id, inventory, Set.of(TeardownScope.CONTROL_PLANE));
    if (plan.aborted()) {
      plan.reasons().forEach(p -> log(p.message())); // nothing is deleted
      return List.of();
    }
    List<String> deleted = new ArrayList<>();
    for (TeardownStep step : plan.steps()) {
      if (step.target() == null) {
        continue; // no target: run helmfile destroy for the step's scope
      }
      Optional<ObservedObject> fresh = Optional.ofNullable(freshReads.get(step.target().name()));
      RecheckResult recheck = TeardownPlanner.recheck(step, fresh);
      if (recheck.aborts()) {
        break; // its owner changed since planning: stop the remaining steps
      }
      if (recheck.proceeds()) {
        // delete it with recheck.deletePrecondition() as
        // DeleteOptions.preconditions.resourceVersion
        // (and wait, if step.waitForDeletion())
        deleted.add(step.target().display());
      }
    }
    return deleted;
  }

  // end::teardown[]

  // tag::admission[]
  /**
   * Recipe 6, at operator start-up: the plane's ValidatingAdmissionPolicies and their bindings, as
   * fabric8 objects, applied in order (each policy before the binding that names it) with
   * server-side apply, which a fabric8 client does with {@code
   * client.resource(object).fieldManager("planerules").forceConflicts().serverSideApply()}.
   */
  static List<HasMetadata> applyAdmissionPolicies(ControlPlaneId id, Consumer<HasMetadata> apply) {
    PolicySet set =
        AdmissionPolicies.forPlane(id, NamingOptions.defaults(), AdmissionOptions.defaults());
    List<HasMetadata> objects = AdmissionObjects.objects(set);
    objects.forEach(apply); // idempotent: applying the same objects again changes nothing
    return objects;
  }

  // end::admission[]

  // tag::live[]
  /**
   * Recipe 7, a periodic guard inside the operator: the cluster rules of the plane over everything
   * the operator's own client may list, read in pages of 500 (one page in memory at a time). A kind
   * the operator's RBAC does not let it list is a warning finding, and the report says the read was
   * incomplete, so a clean report is only trusted when it is complete.
   */
  static boolean isolated(KubernetesClient client, ControlPlaneId id, List<String> log)
      throws IOException {
    AuditReport report =
        Audit.cluster(
            id, AuditOptions.defaults(), LiveRead.source(client, LiveReadOptions.defaults()));
    for (Finding f : report.findings()) {
      log.add(
          f.ruleId()
              + " "
              + f.objectOpt().map(Object::toString).orElse(f.source().file())
              + ": "
              + f.message());
    }
    return !report.hasErrors() && !report.incomplete();
  }

  // end::live[]

  @Test
  void theLiveGuardReadsTheClusterAndTellsAnIncompleteRead() throws IOException {
    try (GeneratedCluster cluster = new GeneratedCluster(30, false);
        KubernetesClient client = cluster.client()) {
      List<String> log = new ArrayList<>();
      // every tenth of the 30 ConfigMaps of plane-a is in plane-b's namespace
      assertThat(isolated(client, ControlPlaneId.of("plane-a"), log)).isFalse();
      assertThat(log).hasSize(3).allMatch(line -> line.startsWith("audit.foreign-namespace "));
      // plane-b's namespace and objects are not plane-a's concern: plane-b finds nothing
      log.clear();
      assertThat(isolated(client, ControlPlaneId.of("plane-b"), log)).as(log.toString()).isTrue();
    }
  }

  @Test
  void admissionPoliciesAreAppliedAsThePolicyDocumentsWriteThem() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    List<HasMetadata> applied = new ArrayList<>();
    List<HasMetadata> objects = applyAdmissionPolicies(a, applied::add);
    // the same objects, field for field, as the documents PolicyDocuments writes (the admission
    // golden files)
    List<Map<String, Object>> documents =
        AdmissionPolicies.forPlane(a, NamingOptions.defaults(), AdmissionOptions.defaults())
            .documents();
    assertThat(applied).isEqualTo(objects).hasSize(documents.size()).hasSizeGreaterThan(1);
    for (int i = 0; i < applied.size(); i++) {
      assertThat((JsonNode) Json.mapper().valueToTree(applied.get(i)))
          .isEqualTo(Json.mapper().valueToTree(documents.get(i)));
    }
  }

  @Test
  void teardownDeletesOnlyOwnedObjectsAndAbortsOnForeignOnes() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    ObservedObject nvcf =
        ObservedObject.of(ObjectRef.namespace("plane-a-nvcf"), OwnershipLabel.apply(Map.of(), a));
    Inventory inventory = Inventory.of(List.of(nvcf), List.of());
    assertThat(teardown(a, inventory, Map.of("plane-a-nvcf", nvcf)))
        .containsExactly("plane-a-nvcf");
    assertThat(teardown(a, inventory, Map.of())).isEmpty();

    ObservedObject taken =
        ObservedObject.of(
            ObjectRef.namespace("plane-a-nvcf"),
            OwnershipLabel.apply(Map.of(), ControlPlaneId.of("plane-b")));
    assertThat(teardown(a, Inventory.of(List.of(taken), List.of()), Map.of())).isEmpty();
  }
}
