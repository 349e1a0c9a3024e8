package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.internal.Kinds;
import java.util.Map;

/**
 * The desired mirrored Secret (docs/reference/ownership.md#secret-mirroring): namespace = target;
 * name, type, annotations and data from the source; labels = source labels, then {@value
 * #MIRRORED_FROM} = source namespace, then {@link OwnershipLabel#apply}. Nothing else is copied (no
 * resourceVersion, uid, ownerReferences, finalizers, managedFields).
 *
 * @param planeId the plane writing the copy
 * @param namespace the target namespace
 * @param name the name
 * @param type the Secret type
 * @param labels the labels
 * @param annotations the annotations
 * @param data the data, byte-identical to the source
 */
public record SecretCopy(
    ControlPlaneId planeId,
    String namespace,
    String name,
    String type,
    Map<String, String> labels,
    Map<String, String> annotations,
    SecretData data) {

  /** The label naming the namespace a copy was mirrored from. */
  public static final String MIRRORED_FROM = "nvca.nvcf.nvidia.io/mirrored-from-namespace";

  /** Creates a copy; copies the maps. */
  public SecretCopy {
    requireNonNull(planeId, "planeId");
    requireNonNull(namespace, "namespace");
    requireNonNull(name, "name");
    requireNonNull(type, "type");
    labels = ImmutableSortedMap.copyOf(labels);
    annotations = ImmutableSortedMap.copyOf(annotations);
    requireNonNull(data, "data");
  }

  /** The target reference. */
  public ObjectRef ref() {
    return new ObjectRef(Kinds.SECRET, namespace, name);
  }
}
