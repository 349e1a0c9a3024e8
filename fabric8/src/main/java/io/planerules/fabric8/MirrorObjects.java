package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.mirror.ProtocolStep;
import io.planerules.ownership.mirror.ReplayPlan;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.SyncedSnapshot;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Secrets and Namespaces in, the Secrets to write out, for Secret mirroring
 * (docs/reference/fabric8.md#secret-mirroring).
 * <!-- snippet: Fabric8ExamplesTest#mirror-objects -->
 *
 * <pre>{@code
 * ReplayPlan plan =
 *     SecretMirrorPlanner.planReplay(
 *         config, MirrorObjects.snapshot(true, true, secretCache, namespaceCache));
 * List<Secret> creates = MirrorObjects.creates(plan); // to create, in plan order
 * List<Secret> updates = MirrorObjects.updates(plan); // to update, each with its resourceVersion
 * }</pre>
 */
public final class MirrorObjects {

  private MirrorObjects() {}

  /**
   * A Secret as observed. {@code data} is decoded from base64; {@code stringData} (set only on
   * objects a client built, never on what the API server returns) is merged over it as UTF-8, as
   * the API server does on write; a missing type reads as {@code ""}.
   *
   * @param secret the Secret
   * @return the snapshot
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.metadata-missing}, {@code fabric8.secret-data-not-base64}
   */
  public static SecretSnapshot snapshot(Secret secret) {
    ObjectMeta meta = ObservedObjects.metadata(secret);
    Map<String, byte[]> data = new LinkedHashMap<>();
    for (Map.Entry<String, String> entry : ObservedObjects.orEmpty(secret.getData()).entrySet()) {
      data.put(entry.getKey(), decode(meta, entry.getKey(), entry.getValue()));
    }
    for (Map.Entry<String, String> entry :
        ObservedObjects.orEmpty(secret.getStringData()).entrySet()) {
      data.put(entry.getKey(), entry.getValue().getBytes(StandardCharsets.UTF_8));
    }
    String type = secret.getType();
    return new SecretSnapshot(
        meta.getNamespace() == null ? "" : meta.getNamespace(),
        meta.getName(),
        type == null ? "" : type,
        ObservedObjects.labels(meta),
        ObservedObjects.annotations(meta),
        SecretData.of(data),
        meta.getResourceVersion());
  }

  /**
   * What the informers held after their initial sync.
   *
   * @param secretsSynced whether the Secret informer has synced
   * @param namespacesSynced whether the Namespace informer has synced
   * @param secrets every Secret in the cache (sources and existing targets)
   * @param namespaces the candidate namespaces, with their labels
   * @return the snapshot {@code SecretMirrorPlanner.planReplay} reads
   */
  public static SyncedSnapshot snapshot(
      boolean secretsSynced,
      boolean namespacesSynced,
      List<Secret> secrets,
      List<Namespace> namespaces) {
    return new SyncedSnapshot(
        secretsSynced,
        namespacesSynced,
        secrets.stream().map(MirrorObjects::snapshot).toList(),
        namespaces(namespaces));
  }

  /**
   * Namespaces as mirror candidates.
   *
   * @param namespaces the Namespaces
   * @return their observations, in the same order
   */
  public static List<ObservedObject> namespaces(List<Namespace> namespaces) {
    return namespaces.stream().map(ObservedObjects::of).toList();
  }

  /**
   * A snapshot as a Secret: namespace, name, type ({@code ""} leaves it unset), labels,
   * annotations, data (base64) and resourceVersion. {@link #snapshot(Secret)} of the result is
   * equal to {@code snapshot}.
   *
   * @param snapshot the snapshot
   * @return the Secret
   */
  public static Secret toSecret(SecretSnapshot snapshot) {
    return secret(
        snapshot.namespace(),
        snapshot.name(),
        snapshot.type(),
        snapshot.labels(),
        snapshot.annotations(),
        snapshot.data(),
        snapshot.resourceVersion());
  }

  /**
   * The desired mirrored Secret, ready to create ({@code resourceVersion == null}) or to update
   * optimistically (the resourceVersion of the fresh read the write decision carried): namespace,
   * name, type, labels (the ownership label as the copy set it), annotations and data; nothing
   * else.
   *
   * @param copy the desired copy
   * @param resourceVersion the resourceVersion to send, or {@code null} for a create
   * @return the Secret to write
   */
  public static Secret toSecret(SecretCopy copy, @Nullable String resourceVersion) {
    return secret(
        copy.namespace(),
        copy.name(),
        copy.type(),
        copy.labels(),
        copy.annotations(),
        copy.data(),
        resourceVersion);
  }

  /**
   * The Secrets a replay plan creates ({@link ReplayPlan#writes()}): one per create step, without a
   * resourceVersion, in plan order. Denied and skipped targets write nothing.
   *
   * @param plan the replay plan
   * @return the Secrets to create
   */
  public static List<Secret> creates(ReplayPlan plan) {
    List<Secret> creates = new ArrayList<>();
    for (ProtocolStep write : plan.writes()) {
      if (!write.isUpdate()) {
        creates.add(toSecret(write.desired(), null));
      }
    }
    return List.copyOf(creates);
  }

  /**
   * The Secrets a replay plan updates ({@link ReplayPlan#writes()}): one per update step, each
   * carrying the resourceVersion the update must match, in plan order. Denied and skipped targets
   * write nothing.
   *
   * @param plan the replay plan
   * @return the Secrets to update
   */
  public static List<Secret> updates(ReplayPlan plan) {
    List<Secret> updates = new ArrayList<>();
    for (ProtocolStep write : plan.writes()) {
      if (write.isUpdate()) {
        updates.add(toSecret(write.desired(), write.resourceVersion()));
      }
    }
    return List.copyOf(updates);
  }

  private static Secret secret(
      String namespace,
      String name,
      String type,
      Map<String, String> labels,
      Map<String, String> annotations,
      SecretData data,
      @Nullable String resourceVersion) {
    Map<String, String> encoded = new LinkedHashMap<>();
    for (String key : data.keys()) {
      encoded.put(key, Base64.getEncoder().encodeToString(data.get(key).orElseThrow()));
    }
    ObjectMeta meta =
        new ObjectMetaBuilder()
            .withNamespace(namespace.isEmpty() ? null : namespace)
            .withName(name)
            .withLabels(new LinkedHashMap<>(labels))
            .withAnnotations(new LinkedHashMap<>(annotations))
            .withResourceVersion(resourceVersion)
            .build();
    return new SecretBuilder()
        .withMetadata(meta)
        .withType(type.isEmpty() ? null : type)
        .withData(encoded)
        .build();
  }

  private static byte[] decode(ObjectMeta meta, String key, @Nullable String value) {
    try {
      return Base64.getDecoder().decode(value == null ? "" : value);
    } catch (IllegalArgumentException e) {
      throw new MappingException(
          MappingException.SECRET_DATA_NOT_BASE64,
          "data." + key,
          "Secret "
              + meta.getNamespace()
              + "/"
              + meta.getName()
              + ": data."
              + key
              + " is not base64");
    }
  }
}
