/**
 * NVCFBackend admission: whether a plane's operator may reconcile or clean up a backend, decided
 * before any mutation ({@link io.planerules.ownership.backend.BackendAdmission}).
 *
 * <p>See {@code docs/reference/ownership.md#nvcfbackend-admission}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.ownership.backend;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
