package io.planerules.identity.naming;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.identity.ControlPlaneId;
import java.util.List;
import java.util.Map;

/**
 * How a named plane's NVCA agent learns its id (docs/reference/identity.md#kind-table, group G):
 * environment {@code NVCF_CONTROL_PLANE_ID=<id>}, arguments {@code --control-plane-id <id>}, agent
 * config {@code controlPlaneID: <id>}. Legacy mode has none (all empty).
 *
 * @param env environment variables
 * @param args command-line arguments
 * @param agentConfig agent configuration entries
 */
public record RuntimeIdentity(
    Map<String, String> env, List<String> args, Map<String, String> agentConfig) {

  /** Copies the collections. */
  public RuntimeIdentity {
    env = ImmutableMap.copyOf(env);
    args = ImmutableList.copyOf(args);
    agentConfig = ImmutableMap.copyOf(agentConfig);
  }

  static RuntimeIdentity of(ControlPlaneId id) {
    if (id.isLegacy()) {
      return new RuntimeIdentity(Map.of(), List.of(), Map.of());
    }
    return new RuntimeIdentity(
        Map.of("NVCF_CONTROL_PLANE_ID", id.value()),
        List.of("--control-plane-id", id.value()),
        Map.of("controlPlaneID", id.value()));
  }
}
