package io.planerules.cli.batch;

/** Registers the operations of every library module available in this build. */
final class StandardOps {

  private StandardOps() {}

  static void registerAll(OpRegistry.Builder builder) {}
}
