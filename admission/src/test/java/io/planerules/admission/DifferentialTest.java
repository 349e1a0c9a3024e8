package io.planerules.admission;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.testkit.Properties;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The generated CEL means what the library decides: the policy sets of plane-a, plane-b and the
 * legacy plane, installed together and evaluated by cel-java under the API server's admission
 * semantics ({@link VapEvaluator}), refuse exactly the requests {@link AdmissionDecision} refuses,
 * by the same rules with the same messages; each request is judged only by its subject's plane, and
 * no expression errors.
 */
class DifferentialTest {

  static final NamingOptions NAMING = NamingOptions.defaults();

  /** A plane with its options. */
  record Installed(ControlPlaneId id, AdmissionOptions options) {
    PolicySet policies() {
      return AdmissionPolicies.forPlane(id, NAMING, options);
    }
  }

  static final List<Installed> PLANES =
      List.of(
          new Installed(
              ControlPlaneId.of("plane-a"),
              AdmissionOptions.builder()
                  .extraUsers(List.of("ci-a"))
                  .extraGroups(List.of("plane-a-admins"))
                  .restrictNamespaces(true)
                  .extraAllowedNamespaces(List.of("default"))
                  .build()),
          new Installed(
              ControlPlaneId.of("plane-b"),
              AdmissionOptions.builder()
                  .extraUsers(List.of("ci-b"))
                  .extraGroups(List.of("plane-b-admins"))
                  .extraSharedObjects(
                      List.of(new SharedObject(GroupResource.CLUSTER_ISSUERS, "corp-ca")))
                  .build()),
          new Installed(
              ControlPlaneId.LEGACY, AdmissionOptions.builder().restrictNamespaces(true).build()));

  static final VapEvaluator ALL_PLANES =
      new VapEvaluator(PLANES.stream().map(Installed::policies).toList());

  @Test
  void celAgreesWithTheDecisionOnGeneratedRequestsWithThreePlanesInstalled() {
    AtomicInteger checked = new AtomicInteger();
    AtomicInteger denied = new AtomicInteger();
    AtomicInteger judged = new AtomicInteger();
    int examples = Properties.examples(12_000);
    Properties.qt(examples)
        .withFixedSeed(20261201L)
        .forAll(AdmissionGenerators.requests())
        .checkAssert(
            request -> {
              List<VapEvaluator.Outcome> outcomes = ALL_PLANES.evaluate(request);
              assertThat(outcomes).noneMatch(VapEvaluator.Outcome::error);
              List<String> fromCel =
                  outcomes.stream().map(o -> o.policy().name() + ": " + o.message()).toList();
              List<String> expected = new ArrayList<>();
              int judging = 0;
              for (Installed plane : PLANES) {
                AdmissionVerdict verdict =
                    AdmissionDecision.decide(
                        plane.id(), NAMING, plane.options(), request.admission());
                judging += verdict.judged() ? 1 : 0;
                for (AdmissionVerdict.Denial denial : verdict.denials()) {
                  expected.add(
                      AdmissionPolicies.policyName(plane.id(), AdmissionRule.of(denial.rule()))
                          + ": "
                          + denial.message());
                }
              }
              assertThat(judging).as("planes judging %s", request).isLessThanOrEqualTo(1);
              assertThat(fromCel).as("%s", request).isEqualTo(expected);
              checked.incrementAndGet();
              judged.addAndGet(judging);
              denied.addAndGet(expected.isEmpty() ? 0 : 1);
            });
    assertThat(checked.get()).isGreaterThanOrEqualTo(examples * 5 / 6);
    // the generator reaches both answers often: neither side can agree by always allowing
    assertThat(judged.get()).isGreaterThan(examples / 4);
    assertThat(denied.get()).isGreaterThan(examples / 12);
  }
}
