package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.SyncedSnapshot;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Pins what the behaviour tests reach only indirectly (PIT survivors of the ownership module): a
 * malformed snapshot is refused by both replay entry points, and Secret data hashes by content.
 */
class OwnershipMutationTest {

  private static final ControlPlaneId A = ControlPlaneId.of("plane-a");

  private static SecretSnapshot secret(String namespace, String name) {
    return new SecretSnapshot(
        namespace,
        name,
        "Opaque",
        Map.of("mirror", "true"),
        Map.of(),
        SecretData.of(Map.of("k", "v".getBytes(StandardCharsets.UTF_8))),
        null);
  }

  @Test
  void replayRefusesASnapshotListingASecretTwice() {
    MirrorConfig config = MirrorConfig.of(A, "", Map.of("mirror", "true"));
    SecretSnapshot source = secret(config.sourceNamespace(), "pull");
    SyncedSnapshot duplicate = new SyncedSnapshot(true, true, List.of(source, source), List.of());
    assertThat(SecretMirrorPlanner.validateSnapshot(duplicate).errors())
        .extracting(p -> p.code())
        .containsExactly("input.duplicate-object");
    assertThatThrownBy(() -> SecretMirrorPlanner.planReplay(config, duplicate))
        .isInstanceOf(InvalidInputException.class);
    SyncedSnapshot once = new SyncedSnapshot(true, true, List.of(source), List.of());
    assertThat(SecretMirrorPlanner.planReplay(config, once).synced()).isTrue();
  }

  @Test
  void secretDataHashesByContent() {
    Set<Integer> hashes = new HashSet<>();
    for (Map<String, byte[]> data :
        List.of(
            Map.<String, byte[]>of(),
            Map.of("a", bytes("1")),
            Map.of("a", bytes("2")),
            Map.of("b", bytes("1")),
            Map.of("a", bytes("1"), "b", bytes("2")))) {
      hashes.add(SecretData.of(data).hashCode());
    }
    assertThat(hashes).hasSize(5);
    assertThat(SecretData.of(Map.of("a", bytes("1"))).hashCode())
        .isEqualTo(SecretData.of(Map.of("a", bytes("1"))).hashCode());
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
