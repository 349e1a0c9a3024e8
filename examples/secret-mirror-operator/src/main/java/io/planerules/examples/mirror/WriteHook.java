package io.planerules.examples.mirror;

import io.planerules.ownership.mirror.ProtocolStep;

/**
 * Called by {@link SecretMirror} just before the moments another writer could interfere: before the
 * fresh re-check of a target namespace and before each optimistic update. The operator passes
 * {@link #NONE}; tests use it to act as a concurrent writer at exactly those moments.
 */
public interface WriteHook {

  /** Does nothing. */
  WriteHook NONE = new WriteHook() {};

  /**
   * Before the target namespace is read again and re-decided.
   *
   * @param namespace the target namespace
   */
  default void beforeNamespaceRecheck(String namespace) {}

  /**
   * Before an update is sent with the resourceVersion of the read that allowed it.
   *
   * @param step the update about to be issued ({@code step.isUpdate()})
   */
  default void beforeUpdate(ProtocolStep step) {}
}
