package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolume;
import io.fabric8.kubernetes.api.model.PersistentVolumeBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.fabric8.kubernetes.api.model.rbac.ClusterRole;
import io.fabric8.kubernetes.api.model.rbac.ClusterRoleBuilder;
import io.fabric8.kubernetes.api.model.rbac.Role;
import io.fabric8.kubernetes.api.model.rbac.RoleBuilder;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.api.model.storage.StorageClassBuilder;
import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.reader.ReaderPlan;
import io.planerules.binding.reader.ReaderRequest;
import io.planerules.binding.reader.ReaderVolumes;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.binding.selection.io.SelectionParseResult;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.informer.InformerScope;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.ReplayPlan;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.rbac.Coverage;
import io.planerules.rbac.RbacCoverage;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.DefaultCatalog;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this module's javadoc, compiled and run; each tagged region is quoted in the
 * javadoc of the class it shows (cli/src/test/java/io/planerules/cli/docs/JavadocExamplesTest.java
 * keeps the two equal).
 */
class Fabric8ExamplesTest {

  private static final ControlPlaneId PLANE_A = ControlPlaneId.of("plane-a");

  private static Namespace namespace(String name, String owner) {
    return new NamespaceBuilder()
        .withNewMetadata()
        .withName(name)
        .withUid("uid-" + name)
        .withLabels(Map.of(OwnershipLabel.KEY, owner))
        .endMetadata()
        .build();
  }

  @Test
  void observedObjects() {
    ControlPlaneId id = PLANE_A;
    Namespace namespaceOfTheSecret = namespace("plane-b-nvcf", "plane-b");
    Secret secret =
        new SecretBuilder()
            .withNewMetadata()
            .withNamespace("plane-b-nvcf")
            .withName("pull")
            .withLabels(Map.of(OwnershipLabel.KEY, "plane-a"))
            .endMetadata()
            .build();
    // tag::observed-objects[]
    Verdict v =
        OwnershipPolicy.decide(
            id,
            Action.DELETE,
            ObservedObjects.of(secret),
            ObservedObjects.context(PolicyContext.defaults(id), namespaceOfTheSecret));
    // end::observed-objects[]
    assertThat(v.ruleId().value()).isEqualTo("policy.delete.namespace-foreign");
  }

  @Test
  void informerObjects() {
    ControlPlaneId id = PLANE_A;
    List<String> configured = new ArrayList<>();
    // tag::informer-objects[]
    for (InformerScope scope : InformerScopes.forPlane(id)) {
      Set<String> namespaces = InformerObjects.namespaces(scope); // empty: every namespace
      Optional<String> labelSelector = InformerObjects.labelSelector(scope);
      configured.add(scope.kind() + " " + namespaces + " " + labelSelector.orElse("-"));
    }
    // end::informer-objects[]
    assertThat(configured).hasSize(InformerScopes.forPlane(id).size());
    assertThat(configured.get(0))
        .isEqualTo("NVCFBackend [plane-a-nvca-operator] nvcf.nvidia.com/control-plane-id=plane-a");
  }

  @Test
  void mirrorObjects() {
    MirrorConfig config = MirrorConfig.of(PLANE_A, "", Map.of("mirror", "true"));
    Secret source =
        new SecretBuilder()
            .withNewMetadata()
            .withNamespace("plane-a-nvca-operator")
            .withName("pull")
            .withLabels(Map.of("mirror", "true"))
            .endMetadata()
            .withData(Map.of("token", "czNjcjN0"))
            .build();
    List<Secret> secretCache = List.of(source);
    List<Namespace> namespaceCache = List.of(namespace("plane-a-ws", "plane-a"));
    // tag::mirror-objects[]
    ReplayPlan plan =
        SecretMirrorPlanner.planReplay(
            config, MirrorObjects.snapshot(true, true, secretCache, namespaceCache));
    List<Secret> creates = MirrorObjects.creates(plan); // to create, in plan order
    List<Secret> updates = MirrorObjects.updates(plan); // to update, each with its resourceVersion
    // end::mirror-objects[]
    assertThat(creates)
        .singleElement()
        .satisfies(s -> assertThat(s.getMetadata().getNamespace()).isEqualTo("plane-a-ws"));
    assertThat(updates).isEmpty();
  }

  @Test
  void rbacObjects() {
    Role operatorRole =
        new RoleBuilder()
            .addNewRule()
            .withApiGroups("nvca.nvcf.nvidia.io")
            .withResources("storagerequests")
            .withVerbs("get")
            .endRule()
            .build();
    ClusterRole agentRole =
        new ClusterRoleBuilder()
            .addNewRule()
            .withApiGroups("nvca.nvcf.nvidia.io")
            .withResources("modelcachebindings")
            .withVerbs("get")
            .endRule()
            .build();
    // tag::rbac-objects[]
    Coverage c = RbacCoverage.covers(RbacObjects.rules(operatorRole), RbacObjects.rules(agentRole));
    // end::rbac-objects[]
    assertThat(c.covered()).isFalse();
  }

  @Test
  void readerVolumeObjects() {
    PersistentVolume writerPv =
        new PersistentVolumeBuilder()
            .withNewMetadata()
            .withName("pv-writer")
            .endMetadata()
            .withNewSpec()
            .withCapacity(Map.of("storage", new Quantity("1Ti")))
            .withNewCsi()
            .withDriver("nvmesh-csi.excelero.com")
            .withVolumeHandle("a:b:writer-ns")
            .endCsi()
            .endSpec()
            .build();
    String handle = "h1";
    // tag::reader-volume-objects[]
    ReaderRequest request =
        ReaderVolumeObjects.request(writerPv)
            .cacheHandle(handle)
            .icmsRequestName("req-1")
            .readerNamespace("tenant")
            .legacy("nvmesh-csi.excelero.com", null)
            .build();
    ReaderPlan plan = ReaderVolumes.plan(request).orElseThrow();
    PersistentVolume pv = ReaderVolumeObjects.persistentVolume(writerPv, plan);
    PersistentVolumeClaim pvc = ReaderVolumeObjects.persistentVolumeClaim(plan);
    // end::reader-volume-objects[]
    assertThat(pv.getMetadata().getName()).isEqualTo("secondary-pv-req-1");
    assertThat(pvc.getMetadata().getName()).isEqualTo("ro-pvc-h1");
    assertThat(pvc.getMetadata().getNamespace()).isEqualTo("tenant");
  }

  @Test
  void selectionAnnotation() {
    ConfigMap icmsRequest =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withName("req-1")
            .withAnnotations(
                Map.of(
                    PersistedSelection.ANNOTATION,
                    "{\"version\":\"v1alpha1\",\"workflow\":\"helmModelCache\",\"mode\":\"none\"}"))
            .endMetadata()
            .build();
    // tag::selection-annotation[]
    Optional<SelectionParseResult> read = SelectionAnnotation.read(icmsRequest); // empty: none yet
    // end::selection-annotation[]
    assertThat(read).hasValueSatisfying(r -> assertThat(r.isValid()).isTrue());
  }

  @Test
  void storageObjects() {
    ConfigMap configMap =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withNamespace("nvca-operator")
            .withName(CatalogParser.CONFIG_MAP_NAME)
            .endMetadata()
            .withData(
                Map.of(
                    CatalogParser.CONFIG_MAP_KEY,
                    new String(DefaultCatalog.payload(), StandardCharsets.UTF_8)))
            .build();
    StorageClass nvcfSc =
        new StorageClassBuilder()
            .withNewMetadata()
            .withName("nvcf-sc")
            .withUid("uid-1")
            .endMetadata()
            .withProvisioner("nvmesh-csi.excelero.com")
            .withReclaimPolicy("Retain")
            .build();
    String workflow = "regularModelCache";
    // tag::storage-objects[]
    Outcome<Decision> d =
        DecisionResolver.resolve(
            StorageObjects.catalog(configMap).orElseThrow(),
            StorageObjects.snapshot(nvcfSc),
            workflow);
    // end::storage-objects[]
    assertThat(d.isOk()).isTrue();
  }

  @Test
  void teardownObjects() {
    ControlPlaneId id = PLANE_A;
    List<Namespace> namespaces = List.of(namespace("plane-a-nvcf", "plane-a"));
    List<GenericKubernetesResource> issuers =
        List.of(
            new GenericKubernetesResourceBuilder()
                .withApiVersion("cert-manager.io/v1")
                .withKind("ClusterIssuer")
                .withNewMetadata()
                .withName("plane-a-nvcf-openbao-pki")
                .withUid("uid-issuer")
                .withLabels(Map.of(OwnershipLabel.KEY, "plane-a"))
                .endMetadata()
                .build());
    List<String> deleted = new ArrayList<>();
    // tag::teardown-objects[]
    TeardownPlan plan =
        TeardownPlanner.plan(
            id,
            TeardownObjects.inventory(namespaces, issuers),
            Set.of(TeardownScope.CONTROL_PLANE));
    for (TeardownObjects.Deletion d : TeardownObjects.deletions(plan, namespaces, issuers)) {
      deleted.add(d.object().getMetadata().getName() + " uid=" + d.uid()); // delete with this UID
    }
    // end::teardown-objects[]
    assertThat(deleted)
        .containsExactly(
            "plane-a-nvcf uid=uid-plane-a-nvcf", "plane-a-nvcf-openbao-pki uid=uid-issuer");
  }
}
