package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.TopologySelectorLabelRequirement;
import io.fabric8.kubernetes.api.model.TopologySelectorTerm;
import io.fabric8.kubernetes.api.model.storage.CSIDriver;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.api.model.storage.StorageClassBuilder;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.decision.TopologyRequirement;
import io.planerules.binding.decision.TopologyTerm;
import io.planerules.binding.reader.CsiDriverInfo;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * StorageClass, CSIDriver and the capabilities ConfigMap in, for model-cache storage decisions
 * (docs/reference/fabric8.md#storage).
 * <!-- snippet: Fabric8ExamplesTest#storage-objects -->
 *
 * <pre>{@code
 * Outcome<Decision> d =
 *     DecisionResolver.resolve(
 *         StorageObjects.catalog(configMap).orElseThrow(),
 *         StorageObjects.snapshot(nvcfSc),
 *         workflow);
 * }</pre>
 */
public final class StorageObjects {

  private StorageObjects() {}

  /**
   * The facts of a live StorageClass: name, uid ({@code ""} when unset), provisioner, reclaim
   * policy, parameters, binding mode, mount options and allowed topologies (order kept; a
   * requirement's {@code values} stays {@code null} when unset).
   *
   * @param storageClass the StorageClass
   * @return the snapshot
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.metadata-missing}
   */
  public static StorageClassSnapshot snapshot(StorageClass storageClass) {
    ObjectMeta meta = ObservedObjects.metadata(storageClass);
    List<TopologyTerm> terms = new ArrayList<>();
    for (TopologySelectorTerm term : orEmpty(storageClass.getAllowedTopologies())) {
      List<TopologyRequirement> requirements = new ArrayList<>();
      for (TopologySelectorLabelRequirement r : orEmpty(term.getMatchLabelExpressions())) {
        requirements.add(new TopologyRequirement(r.getKey(), r.getValues()));
      }
      terms.add(new TopologyTerm(requirements));
    }
    return new StorageClassSnapshot(
        meta.getName(),
        meta.getUid() == null ? "" : meta.getUid(),
        storageClass.getProvisioner() == null ? "" : storageClass.getProvisioner(),
        storageClass.getReclaimPolicy(),
        ObservedObjects.orEmpty(storageClass.getParameters()),
        storageClass.getVolumeBindingMode(),
        orEmpty(storageClass.getMountOptions()),
        terms);
  }

  /**
   * A snapshot as a StorageClass carrying every field the snapshot holds; {@link #snapshot} of the
   * result is equal to {@code snapshot}.
   *
   * @param snapshot the snapshot
   * @return the StorageClass
   */
  public static StorageClass toStorageClass(StorageClassSnapshot snapshot) {
    List<TopologySelectorTerm> terms = new ArrayList<>();
    for (TopologyTerm term : snapshot.allowedTopologies()) {
      List<TopologySelectorLabelRequirement> requirements = new ArrayList<>();
      for (TopologyRequirement r : term.matchLabelExpressions()) {
        requirements.add(
            new TopologySelectorLabelRequirement(
                r.key(), r.values() == null ? null : new ArrayList<>(r.values())));
      }
      terms.add(new TopologySelectorTerm(requirements));
    }
    return new StorageClassBuilder()
        .withMetadata(
            new ObjectMetaBuilder()
                .withName(snapshot.name())
                .withUid(snapshot.uid().isEmpty() ? null : snapshot.uid())
                .build())
        .withProvisioner(snapshot.provisioner())
        .withReclaimPolicy(snapshot.reclaimPolicy())
        .withParameters(new LinkedHashMap<>(snapshot.parameters()))
        .withVolumeBindingMode(snapshot.volumeBindingMode())
        .withMountOptions(new ArrayList<>(snapshot.mountOptions()))
        .withAllowedTopologies(terms)
        .build();
  }

  /**
   * The facts of a live CSIDriver that decide the writer's identity.
   *
   * @param driver the CSIDriver (its name is the provisioner)
   * @return its name and {@code spec.fsGroupPolicy} ({@code null} when unset)
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.metadata-missing}
   */
  public static CsiDriverInfo csiDriver(CSIDriver driver) {
    ObjectMeta meta = ObservedObjects.metadata(driver);
    return new CsiDriverInfo(
        meta.getName(), driver.getSpec() == null ? null : driver.getSpec().getFsGroupPolicy());
  }

  /**
   * The storage capability catalog of the {@code nvcf-storage-capabilities} ConfigMap: its
   * namespace and data go to {@code CatalogParser.fromConfigMap} unchanged.
   *
   * @param configMap the ConfigMap
   * @return the parsed catalog, or every problem
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.metadata-missing}
   */
  public static CatalogResult catalog(ConfigMap configMap) {
    ObjectMeta meta = ObservedObjects.metadata(configMap);
    return CatalogParser.fromConfigMap(
        meta.getNamespace() == null ? "" : meta.getNamespace(), configMap.getData());
  }

  private static <T> List<T> orEmpty(@Nullable List<T> list) {
    return list == null ? List.of() : list;
  }
}
