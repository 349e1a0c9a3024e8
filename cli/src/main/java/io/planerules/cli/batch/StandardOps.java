package io.planerules.cli.batch;

import io.planerules.cli.ops.IdentityOps;

/** Registers the operations of every library module available in this build. */
final class StandardOps {

  private StandardOps() {}

  static void registerAll(OpRegistry.Builder builder) {
    IdentityOps.register(builder);
  }
}
