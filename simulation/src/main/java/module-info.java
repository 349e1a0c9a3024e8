/**
 * Test support, one package {@code io.planerules.simulation}: a simulated Kubernetes API server,
 * actors that drive the library's own Secret-mirror and teardown plans one API request per step,
 * and an explorer of every interleaving of their steps that checks isolation after each one. See
 * docs/reference/simulation.md.
 */
module io.planerules.simulation {
  requires transitive io.planerules.ownership;
  requires transitive io.planerules.admission;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.planerules.simulation;
}
