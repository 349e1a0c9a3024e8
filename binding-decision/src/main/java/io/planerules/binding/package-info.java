/**
 * Model-cache storage decisions for NVCA: decision resolution from the storage capability catalog
 * and the live {@code nvcf-sc} StorageClass, Go-compatible digests, the persisted request
 * selection, the ModelCacheBinding intent and drift checks, reader volumes and model-cache object
 * names.
 *
 * <p>Every function is pure over snapshots the caller fetched. Every rule id is listed by {@link
 * io.planerules.binding.BindingRules#all()}.
 */
@NullMarked
package io.planerules.binding;

import org.jspecify.annotations.NullMarked;
