package io.planerules.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The interleavings the explorer printed, kept as tests: the library's window it closed and the API
 * server's windows (docs/admission.md#what-only-the-api-server-can-close).
 */
class RegressionTest {

  /**
   * Found without admission when the teardown deleted with the listed uid alone: plane-a lists,
   * plans, re-reads {@code plane-a-nvcf} (still plane-a's, PROCEED), the administrator relabels it
   * for plane-b, and the DELETE (same uid) removed plane-b's namespace. Closed in the library:
   * {@code TeardownPlanner.recheck} now gives the fresh resourceVersion as the delete's
   * precondition, so the server answers Conflict and the teardown stops.
   */
  @Test
  void teardownDeleteAfterARelabelIsAConflict() {
    Scenario scenario = Scenarios.teardownRacingRelabelAndRecreate(AdmissionSetting.NONE);
    Run run =
        Explorer.replay(
            scenario,
            Interleaving.of("a-teardown", "a-teardown", "a-teardown", "relabel", "a-teardown"));
    assertThat(run.findings()).isEmpty();
    Event delete = run.events().get(4);
    assertThat(delete.request().toString())
        .isEqualTo("DELETE Namespace plane-a-nvcf if uid=uid-1 if rv=1");
    assertThat(delete.response().status()).isEqualTo(Response.Status.CONFLICT);
    assertThat(run.end().state().get(ObjectKey.namespace("plane-a-nvcf"))).isPresent();
    TeardownActor teardown = (TeardownActor) run.end().actors().get(0);
    assertThat(teardown.stopped()).startsWith("delete Namespace plane-a-nvcf: Operation cannot");
    assertThat(teardown.reported()).singleElement().matches(r -> !r.success());
  }

  /** A re-created ClusterIssuer (new uid) after the re-check is never deleted. */
  @Test
  void teardownDeleteAfterARecreateIsAConflict() {
    Scenario scenario = Scenarios.teardownRacingRelabelAndRecreate(AdmissionSetting.NONE);
    // list, list, re-read and delete the namespace, re-read the issuer, then the re-create
    Run run =
        Explorer.replay(
            scenario,
            Interleaving.of(
                "a-teardown",
                "a-teardown",
                "a-teardown",
                "a-teardown",
                "a-teardown",
                "recreate",
                "recreate",
                "a-teardown"));
    assertThat(run.findings()).isEmpty();
    Event delete = run.events().get(7);
    assertThat(delete.request().toString())
        .isEqualTo("DELETE ClusterIssuer plane-a-ca if uid=uid-2 if rv=2");
    assertThat(delete.response().status()).isEqualTo(Response.Status.CONFLICT);
  }

  /**
   * The API server's window: a namespace relabelled between the mirror's re-check and its write.
   * The library cannot close it (its last read said "owned"); the default policies do not see it
   * (the Secret carries plane-a's own label); {@code restrictNamespaces} refuses the write.
   */
  @Test
  void relabelBetweenRecheckAndWriteIsTheServersToClose() {
    Interleaving trace = Interleaving.of("a-mirror", "a-mirror", "admin", "a-mirror");
    for (AdmissionSetting open :
        new AdmissionSetting[] {AdmissionSetting.NONE, AdmissionSetting.DEFAULT_POLICIES}) {
      Run run = Explorer.replay(Scenarios.twoPlanesRelabelled(open), trace);
      assertThat(run.findings())
          .singleElement()
          .satisfies(
              f -> {
                assertThat(f.step()).isEqualTo(4);
                assertThat(f.finding().invariant()).isEqualTo(Invariant.ISOLATION);
              });
    }
    Run restricted =
        Explorer.replay(Scenarios.twoPlanesRelabelled(AdmissionSetting.RESTRICT_NAMESPACES), trace);
    assertThat(restricted.findings()).isEmpty();
    Response write = restricted.events().get(3).response();
    assertThat(write.status()).isEqualTo(Response.Status.FORBIDDEN);
    assertThat(write.message())
        .isEqualTo(
            "refusing to create Secret ws-1/registry-credentials: namespace \"ws-1\" is not owned"
                + " by control plane \"plane-a\"");
    assertThat(restricted.print())
        .contains(
            "  4. a-mirror as system:serviceaccount:plane-a-nvca-operator:nvca-operator:"
                + " CREATE Secret ws-1/registry-credentials");
  }

  /** The same window for the legacy operator, closed only by {@code restrictNamespaces}. */
  @Test
  void legacyWriteAfterAHandOverIsTheServersToClose() {
    Interleaving trace =
        Interleaving.of("legacy-mirror", "legacy-mirror", "admin", "legacy-mirror");
    assertThat(
            Explorer.replay(
                    Scenarios.legacyBesideTwoPlanes(AdmissionSetting.DEFAULT_POLICIES), trace)
                .findings())
        .hasSize(1);
    Run restricted =
        Explorer.replay(
            Scenarios.legacyBesideTwoPlanes(AdmissionSetting.RESTRICT_NAMESPACES), trace);
    assertThat(restricted.findings()).isEmpty();
    assertThat(restricted.events().get(3).response().status()).isEqualTo(Response.Status.FORBIDDEN);
  }
}
