/**
 * Control-plane identity and plane-scoped naming.
 *
 * <p>{@link io.planerules.identity.ControlPlaneId} decides whether a control-plane id is acceptable
 * (legacy mode is the empty id); {@link io.planerules.identity.NameRule} ports the apimachinery,
 * Helm and Cassandra name validators with their upstream messages; {@link
 * io.planerules.identity.PlaneNames} derives what every object, host, URL and keyspace of a plane
 * is called. Every throwing factory has a non-throwing {@code validate}/{@code isValid} twin that
 * returns a {@link io.planerules.rules.ValidationResult} with stable problem codes.
 */
@NullMarked
package io.planerules.identity;

import org.jspecify.annotations.NullMarked;
