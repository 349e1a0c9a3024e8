package io.planerules.ownership.mirror;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.ObservedObject;
import java.util.List;

/**
 * What the informers held after their initial sync, for the startup replay of Secret mirroring.
 *
 * @param secretsSynced whether the Secret informer has synced
 * @param namespacesSynced whether the Namespace informer (lister) has synced
 * @param secrets every Secret in the cache (sources and existing targets)
 * @param namespaces the candidate instance namespaces, with labels
 */
public record SyncedSnapshot(
    boolean secretsSynced,
    boolean namespacesSynced,
    List<SecretSnapshot> secrets,
    List<ObservedObject> namespaces) {

  /** Creates a snapshot; copies the lists. */
  public SyncedSnapshot {
    secrets = ImmutableList.copyOf(secrets);
    namespaces = ImmutableList.copyOf(namespaces);
  }
}
