/**
 * Reading a live API server into an audit (docs/reference/fabric8.md#live-read): {@link
 * io.planerules.fabric8.live.LiveRead} discovers every kind that supports {@code list}, lists each
 * in pages over the caller's {@code KubernetesClient} and hands the objects one at a time to the
 * same audit a listing goes through; what it could not read is a typed {@code ReadGap} finding.
 */
@NullMarked
package io.planerules.fabric8.live;

import org.jspecify.annotations.NullMarked;
