/**
 * Test support: a simulated Kubernetes API server ({@code io.planerules.simulation.server}), actors
 * that drive the library's own Secret-mirror and teardown plans one API request per step ({@code
 * io.planerules.simulation.actor}), and an explorer of every interleaving of their steps that
 * checks isolation after each one ({@code io.planerules.simulation.explore}). See
 * docs/reference/simulation.md.
 */
module io.planerules.simulation {
  requires transitive io.planerules.ownership;
  requires transitive io.planerules.admission;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.planerules.simulation.server;
  exports io.planerules.simulation.actor;
  exports io.planerules.simulation.explore;
}
