/**
 * The fabric8 model in and out (docs/reference/fabric8.md): {@link
 * io.planerules.fabric8.ObservedObjects} for ownership verdicts, {@link
 * io.planerules.fabric8.MirrorObjects} for Secret mirroring, {@link
 * io.planerules.fabric8.TeardownObjects} for teardown, {@link io.planerules.fabric8.StorageObjects}
 * and {@link io.planerules.fabric8.ReaderVolumeObjects} for model-cache storage, {@link
 * io.planerules.fabric8.SelectionAnnotation} for the persisted selection, {@link
 * io.planerules.fabric8.RbacObjects} and {@link io.planerules.fabric8.InformerObjects}.
 */
@NullMarked
package io.planerules.fabric8;

import org.jspecify.annotations.NullMarked;
