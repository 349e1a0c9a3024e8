package io.planerules.testkit.binding;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A StorageClass in the shape the batch protocol takes; tests turn it into the domain snapshot.
 *
 * @param name metadata.name
 * @param uid metadata.uid
 * @param provisioner the provisioner
 * @param reclaimPolicy the reclaim policy or null
 * @param parameters the parameters (insertion order is arbitrary)
 * @param volumeBindingMode the binding mode or null
 * @param mountOptions the mount options, in order
 * @param allowedTopologies terms, each a list of requirements
 */
public record StorageClassInput(
    String name,
    String uid,
    String provisioner,
    @Nullable String reclaimPolicy,
    Map<String, String> parameters,
    @Nullable String volumeBindingMode,
    List<String> mountOptions,
    List<List<Requirement>> allowedTopologies) {

  /**
   * One topology requirement.
   *
   * @param key the label key
   * @param values the values in order, or null
   */
  public record Requirement(String key, @Nullable List<String> values) {}
}
