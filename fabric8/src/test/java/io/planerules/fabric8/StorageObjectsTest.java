package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.TopologySelectorLabelRequirement;
import io.fabric8.kubernetes.api.model.TopologySelectorTerm;
import io.fabric8.kubernetes.api.model.storage.CSIDriver;
import io.fabric8.kubernetes.api.model.storage.CSIDriverBuilder;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.api.model.storage.StorageClassBuilder;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.decision.TopologyRequirement;
import io.planerules.binding.decision.TopologyTerm;
import io.planerules.binding.reader.CsiDriverInfo;
import io.planerules.binding.reader.WriterIdentity;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.DefaultCatalog;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StorageObjectsTest {

  @Test
  void aStorageClassGivesTheSnapshotAndTheDocumentedDigest() {
    StorageClass sc =
        new StorageClassBuilder()
            .withNewMetadata()
            .withName("other")
            .withUid("u")
            .endMetadata()
            .withProvisioner("csi.weka.io")
            .withReclaimPolicy("Retain")
            .build();

    StorageClassSnapshot snapshot = StorageObjects.snapshot(sc);

    assertThat(snapshot).isEqualTo(StorageClassSnapshot.of("other", "u", "csi.weka.io", "Retain"));
    // the example of docs/reference/binding-decision.md#storageclass-digest (sha256sum by hand)
    assertThat(snapshot.digest())
        .isEqualTo("v1:sha256:7d1cc4638dce90de61d0adbafe80f7e9da05c0180d4ff76842f507ae82c1382a");
  }

  @Test
  void everyDecisionFieldIsRead() {
    StorageClass sc =
        new StorageClassBuilder()
            .withNewMetadata()
            .withName("nvcf-sc")
            .withLabels(Map.of("ignored", "x"))
            .endMetadata()
            .withProvisioner("fss.csi.oraclecloud.com")
            .withParameters(Map.of("mountTargetOcid", "ocid1.mt"))
            .withVolumeBindingMode("WaitForFirstConsumer")
            .withMountOptions(List.of("nosuid", "nconnect=16"))
            .withAllowedTopologies(
                new TopologySelectorTerm(
                    List.of(
                        new TopologySelectorLabelRequirement(
                            "topology.kubernetes.io/zone", List.of("b", "a")),
                        new TopologySelectorLabelRequirement("k", null))))
            .build();

    assertThat(StorageObjects.snapshot(sc))
        .isEqualTo(
            new StorageClassSnapshot(
                "nvcf-sc",
                "",
                "fss.csi.oraclecloud.com",
                null,
                Map.of("mountTargetOcid", "ocid1.mt"),
                "WaitForFirstConsumer",
                List.of("nosuid", "nconnect=16"),
                List.of(
                    new TopologyTerm(
                        List.of(
                            new TopologyRequirement(
                                "topology.kubernetes.io/zone", List.of("b", "a")),
                            new TopologyRequirement("k", null))))));
  }

  @Test
  void aCsiDriverGivesItsFsGroupPolicyAndThusTheWriterIdentity() {
    CSIDriver file =
        new CSIDriverBuilder()
            .withNewMetadata()
            .withName("csi.weka.io")
            .endMetadata()
            .withNewSpec()
            .withFsGroupPolicy("File")
            .endSpec()
            .build();
    CSIDriver bare =
        new CSIDriverBuilder()
            .withNewMetadata()
            .withName("fss.csi.oraclecloud.com")
            .endMetadata()
            .build();

    assertThat(StorageObjects.csiDriver(file)).isEqualTo(new CsiDriverInfo("csi.weka.io", "File"));
    assertThat(StorageObjects.csiDriver(bare))
        .isEqualTo(new CsiDriverInfo("fss.csi.oraclecloud.com", null));
    // File: Kubernetes applies fsGroup, the writer runs as 65532; unset: it must be root
    assertThat(WriterIdentity.derive(StorageObjects.csiDriver(file)).orElseThrow().runAsUser())
        .isEqualTo(65532);
    assertThat(WriterIdentity.derive(StorageObjects.csiDriver(bare)).orElseThrow().runAsUser())
        .isZero();
  }

  @Test
  void theCapabilitiesConfigMapGivesTheCatalogOrItsProblem() {
    String payload = new String(DefaultCatalog.payload(), StandardCharsets.UTF_8);
    ConfigMap cm =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withNamespace("plane-a-nvca-system")
            .withName(CatalogParser.CONFIG_MAP_NAME)
            .endMetadata()
            .withData(Map.of(CatalogParser.CONFIG_MAP_KEY, payload))
            .build();
    CatalogResult valid = StorageObjects.catalog(cm);
    assertThat(valid.isValid()).isTrue();
    assertThat(valid.orElseThrow().toString()).isEqualTo(DefaultCatalog.get().toString());

    ConfigMap empty =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withNamespace("plane-a-nvca-system")
            .withName(CatalogParser.CONFIG_MAP_NAME)
            .endMetadata()
            .build();
    assertThat(StorageObjects.catalog(empty).problems())
        .extracting(p -> p.code())
        .containsExactly("catalog.empty");
    ConfigMap noNamespace =
        new ConfigMapBuilder().withNewMetadata().withName("x").endMetadata().build();
    assertThat(StorageObjects.catalog(noNamespace).problems())
        .extracting(p -> p.code())
        .containsExactly("catalog.configmap-namespace");
  }
}
