/**
 * Reader volumes of a durable model cache: the reader PV's volume handle and the PV/PVC plan
 * ({@link io.planerules.binding.reader.ReaderVolumes}), the reader mount options and the writer
 * Job's security identity. Rules: {@link io.planerules.binding.reader.ReaderHandleRule}, {@link
 * io.planerules.binding.reader.ReaderPlanRule}, {@link
 * io.planerules.binding.reader.WriterIdentityRule}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.binding.reader;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
