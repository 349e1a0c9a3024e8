package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.mirror.MirrorFailure;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.rules.Problem;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad input gives typed problems ({@code input.*}), never an unexpected exception. */
class InputProblemsTest {

  @ParameterizedTest(name = "[{index}] {0} {1}/{2} → {3}")
  @CsvSource(
      delimiter = '|',
      nullValues = "~",
      textBlock =
          """
          ~         | ~    | x  | input.kind-missing
          ''        | ~    | x  | input.kind-missing
          Secret    | ns   | ~  | input.name-missing
          Secret    | ns   | '' | input.name-missing
          Secret    | ~    | x  | input.namespace-missing
          Secret    | ''   | x  | input.namespace-missing
          Namespace | kube | x  | input.namespace-unexpected
          ClusterIssuer | ns | x | input.namespace-unexpected
          """)
  void referenceProblems(String kind, String namespace, String name, String code) {
    assertThat(ObjectRef.validate(kind, namespace, name, "object").errors())
        .extracting(Problem::code)
        .containsExactly(code);
  }

  @Test
  void validReferencesHaveNoProblems() {
    assertThat(ObjectRef.validate("Secret", "ns", "x", "object").isValid()).isTrue();
    assertThat(ObjectRef.validate("Namespace", null, "x", "object").isValid()).isTrue();
    assertThat(ObjectRef.validate("Widget", null, "x", "object").isValid()).isTrue();
    assertThat(ObjectRef.validate("Widget", "ns", "x", "object").isValid()).isTrue();
  }

  @Test
  void problemsCarryPaths() {
    assertThat(ObjectRef.validate("Secret", null, "", "request.object").errors())
        .extracting(Problem::code, Problem::path)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("input.name-missing", "request.object.name"),
            org.assertj.core.groups.Tuple.tuple(
                "input.namespace-missing", "request.object.namespace"));
  }

  @Test
  void labelMapProblems() {
    assertThat(ObservedObject.validateMap(null, "object.labels").errors())
        .extracting(Problem::code)
        .containsExactly("input.labels-missing");
    Map<String, String> withNull = new HashMap<>();
    withNull.put("a", null);
    assertThat(ObservedObject.validateMap(withNull, "object.labels").errors())
        .extracting(Problem::code, Problem::path)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("input.label-null", "object.labels.a"));
    assertThat(ObservedObject.validateMap(Map.of("a", "b"), "object.labels").isValid()).isTrue();
  }

  @Test
  void unknownAction() {
    assertThat(Action.validate("destroy", "action").errors())
        .extracting(Problem::code)
        .containsExactly("input.unknown-action");
    assertThat(Action.validate("select", "action").isValid()).isTrue();
    assertThat(Action.fromWireName("select")).contains(Action.SELECT_WORKLOAD_NAMESPACE);
    assertThat(Action.fromWireName("select-workload-namespace"))
        .contains(Action.SELECT_WORKLOAD_NAMESPACE);
    assertThat(Action.fromWireName("teardown")).contains(Action.TEARDOWN);
    assertThat(Action.fromWireName("DELETE")).isEmpty();
    assertThat(OwnershipState.fromWireName("namespace-foreign"))
        .contains(OwnershipState.NAMESPACE_FOREIGN);
    assertThat(OwnershipState.fromWireName("owned ")).isEmpty();
    assertThat(TeardownScope.fromWireName("compute-plane")).contains(TeardownScope.COMPUTE_PLANE);
    assertThat(TeardownScope.fromWireName("all")).isEmpty();
  }

  @Test
  void decidingMethodsThrowTheTypedException() {
    ObjectRef bad = new ObjectRef("Secret", null, "x");
    assertThatThrownBy(
            () ->
                OwnershipPolicy.decide(A, Action.DELETE, bad, Map.of(), PolicyContext.defaults(A)))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("namespaced kind Secret needs a namespace");
    assertThat(OwnershipPolicy.validate(bad).isValid()).isFalse();
  }

  @Test
  void wireNames() {
    assertThat(OwnershipState.SHARED_PREREQUISITE.wireName()).isEqualTo("shared-prerequisite");
    assertThat(Verdict.Kind.ABORT.wireName()).isEqualTo("abort");
    assertThat(Action.SELECT_WORKLOAD_NAMESPACE.wireName()).isEqualTo("select");
    assertThat(Action.SELECT_WORKLOAD_NAMESPACE.ruleSegment())
        .isEqualTo("select-workload-namespace");
    assertThat(ReasonCode.FOREIGN_OWNER.code()).isEqualTo("FOREIGN_OWNER");
    assertThat(MirrorFailure.MIRROR_TARGET_VANISHED.code()).isEqualTo("MIRROR_TARGET_VANISHED");
    assertThat(ObjectRef.namespace("x").toString()).isEqualTo("Namespace x");
    assertThat(new ObjectRef("Secret", "ns", "x").display()).isEqualTo("ns/x");
  }
}
