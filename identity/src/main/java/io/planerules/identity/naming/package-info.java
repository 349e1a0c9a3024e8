/**
 * Plane-scoped name derivation: {@link io.planerules.identity.naming.PlaneNames} says what every
 * namespace, release, route, OpenBao name, host, URL and keyspace of one plane is called, from the
 * kind table {@link io.planerules.identity.naming.NameKind} and the {@link
 * io.planerules.identity.naming.NamingOptions}; every value is re-validated before it is returned.
 */
@CheckReturnValue
@NullMarked
package io.planerules.identity.naming;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
