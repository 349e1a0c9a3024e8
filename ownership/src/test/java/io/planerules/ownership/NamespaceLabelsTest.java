package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.KEY;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.RuleId;
import io.planerules.testkit.Properties;
import io.planerules.testkit.ownership.OwnershipGenerators;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * docs/reference/ownership.md#classification, rule {@code ownership.namespace-scope}: a context
 * that knows the labels of the object's namespace refuses an object whose namespace is not the
 * plane's, shared namespaces exempt.
 */
class NamespaceLabelsTest {

  /**
   * Columns: plane id ('' = legacy), kind, namespace, name, object's ownership label ('-' = none),
   * namespace's ownership label ('-' = none), state, rule, explanation (written by hand from the
   * message rules of docs/reference/ownership.md#verdicts-and-the-action-policy).
   */
  @ParameterizedTest(name = "[{index}] plane ''{0}'' {1} {2}/{3} label={4} namespace label={5}")
  @CsvSource(
      delimiter = '|',
      nullValues = "~",
      textBlock =
          """
          plane-a | Secret      | plane-a-nvcf   | x  | plane-a | plane-a | OWNED               | ownership.label-match         | labelled for control plane "plane-a"
          plane-a | Secret      | plane-b-nvcf   | x  | plane-a | plane-b | NAMESPACE_FOREIGN   | ownership.namespace-scope     | namespace "plane-b-nvcf" is labelled for control plane "plane-b", not "plane-a"
          plane-a | Secret      | default        | x  | plane-a | -       | NAMESPACE_FOREIGN   | ownership.namespace-scope     | namespace "default" is unlabelled, expected owner "plane-a"
          plane-a | Secret      | x              | y  | plane-a | ''      | NAMESPACE_FOREIGN   | ownership.namespace-scope     | namespace "x" is unlabelled, expected owner "plane-a"
          plane-a | Secret      | x              | y  | plane-a | Plane-A | NAMESPACE_FOREIGN   | ownership.namespace-scope     | namespace "x" is labelled for control plane "Plane-A", not "plane-a"
          plane-a | Secret      | x              | y  | plane-a | plane-a-b | NAMESPACE_FOREIGN | ownership.namespace-scope     | namespace "x" is labelled for control plane "plane-a-b", not "plane-a"
          plane-a | Secret      | plane-a-nvcf   | x  | plane-b | plane-a | FOREIGN             | ownership.foreign-label       | owned by control plane "plane-b", not "plane-a"
          plane-a | Secret      | plane-a-nvcf   | x  | -       | plane-a | UNLABELLED          | ownership.label-missing       | unlabelled, expected owner "plane-a"
          plane-a | Secret      | cert-manager   | ca | plane-a | -       | OWNED               | ownership.label-match         | labelled for control plane "plane-a"
          plane-a | Secret      | cert-manager   | ca | plane-b | plane-a | FOREIGN             | ownership.foreign-label       | owned by control plane "plane-b", not "plane-a"
          plane-a | Gateway     | gateway-system | gw | plane-a | plane-b | OWNED               | ownership.label-match         | labelled for control plane "plane-a"
          plane-a | Namespace   | ~              | plane-a-nvcf | plane-a | plane-b | OWNED     | ownership.label-match         | labelled for control plane "plane-a"
          plane-a | ClusterRole | ~              | x  | plane-a | plane-b | OWNED               | ownership.label-match         | labelled for control plane "plane-a"
          plane-a | HelmRelease | plane-b-nvcf   | nvca-shared-crds | - | plane-b | SHARED_PREREQUISITE | ownership.shared-prerequisite | shared prerequisite, not managed by any control plane
          ''      | Secret      | nvcf           | x  | -       | -       | OWNED               | ownership.label-missing       | unlabelled, managed by the legacy control plane
          ''      | Secret      | nvcf           | x  | -       | ''      | OWNED               | ownership.label-missing       | unlabelled, managed by the legacy control plane
          ''      | Secret      | nvcf           | x  | -       | plane-a | NAMESPACE_FOREIGN   | ownership.namespace-scope     | namespace "nvcf" is labelled for control plane "plane-a"; the legacy plane only manages objects in unlabelled namespaces
          ''      | Secret      | cert-manager   | x  | -       | plane-a | OWNED               | ownership.label-missing       | unlabelled, managed by the legacy control plane
          ''      | Namespace   | ~              | nvcf | -     | plane-a | OWNED               | ownership.label-missing       | unlabelled, managed by the legacy control plane
          """)
  void namespaceLabelsDecide(
      String plane,
      String kind,
      String namespace,
      String name,
      String label,
      String namespaceLabel,
      OwnershipState state,
      String rule,
      String explanation) {
    ControlPlaneId id = Fixtures.id(plane);
    ObjectRef ref = new ObjectRef(kind, namespace, name);
    ObservedObject object = ObservedObject.of(ref, Fixtures.owner(orNull(label)));
    Map<String, String> namespaceLabels = new HashMap<>(Fixtures.owner(orNull(namespaceLabel)));
    namespaceLabels.put("app", "unrelated");
    PolicyContext context = PolicyContext.defaults(id).withNamespaceLabels(namespaceLabels);
    Classification c = OwnershipPolicy.classify(id, object, context);
    assertThat(c.state()).isEqualTo(state);
    assertThat(c.trace().decidingEntry().orElseThrow().ruleId()).isEqualTo(RuleId.of(rule));
    assertThat(c.explanation()).isEqualTo(explanation);
    if (state == OwnershipState.NAMESPACE_FOREIGN) {
      assertThat(c.reason()).isEqualTo(ReasonCode.OUTSIDE_PLANE_NAMESPACE);
    }
    assertThat(Fixtures.state(id, ref, orNull(label), context)).isEqualTo(state);
    for (Action action : Action.values()) {
      Verdict fast = OwnershipPolicy.decide(id, action, object, context);
      assertThat(fast).isEqualTo(Fixtures.explained(action, c, object.labels()));
    }
  }

  private static String orNull(String label) {
    return label.equals("-") ? null : label;
  }

  @Test
  void traceNotesSayWhyTheLabelTestPassed() {
    PolicyContext own = PolicyContext.defaults(A).withNamespaceLabels(Map.of(KEY, "plane-a"));
    assertThat(notes(OwnershipPolicy.classify(A, Fixtures.secret("n", "s", "plane-a"), own)))
        .contains("namespace \"n\" labelled \"plane-a\": the plane's");
    assertThat(
            notes(
                OwnershipPolicy.classify(A, Fixtures.secret("cert-manager", "s", "plane-a"), own)))
        .contains("shared namespace \"cert-manager\": judged by the object's own label");
    assertThat(notes(OwnershipPolicy.classify(A, Fixtures.ns("n", "plane-a"), own)))
        .contains("a Namespace is judged by its own label");
    assertThat(notes(OwnershipPolicy.classify(A, Fixtures.issuer("i", "plane-a"), own)))
        .contains("cluster-scoped object");
    PolicyContext both = own.restrictedTo(Set.of("n"));
    assertThat(notes(OwnershipPolicy.classify(A, Fixtures.secret("n", "s", "plane-a"), both)))
        .contains("namespace \"n\" allowed; namespace \"n\" labelled \"plane-a\": the plane's");
    PolicyContext foreign = PolicyContext.defaults(A).withNamespaceLabels(Map.of());
    assertThat(notes(OwnershipPolicy.classify(A, Fixtures.secret("n", "s", "plane-a"), foreign)))
        .contains("namespace \"n\" unlabelled");
  }

  @Test
  void theRestrictionIsTestedBeforeTheLabels() {
    PolicyContext context =
        PolicyContext.defaults(A)
            .withNamespaceLabels(Map.of(KEY, "plane-b"))
            .restrictedTo(Set.of("plane-a-nvcf"));
    Classification c =
        OwnershipPolicy.classify(A, Fixtures.secret("plane-b-nvcf", "s", "plane-a"), context);
    assertThat(c.explanation())
        .isEqualTo("namespace \"plane-b-nvcf\" is outside control plane \"plane-a\"");
    assertThat(context.namespaceLabels()).isEqualTo(Map.of(KEY, "plane-b"));
    assertThat(context.allowedNamespaces()).isEqualTo(Set.of("plane-a-nvcf"));
  }

  @Test
  void withoutNamespaceLabelsNothingChanges() {
    PolicyContext plain = PolicyContext.defaults(A);
    assertThat(plain.namespaceLabels()).isNull();
    assertThat(PolicyContext.of(plain.shared()))
        .isEqualTo(new PolicyContext(plain.shared(), null, null))
        .isEqualTo(plain);
    Classification c =
        OwnershipPolicy.classify(A, Fixtures.secret("plane-b-nvcf", "s", "plane-a"), plain);
    assertThat(c.state()).isEqualTo(OwnershipState.OWNED);
    assertThat(notes(c)).contains("no namespace restriction");
  }

  @Test
  void theContextCopiesTheLabels() {
    Map<String, String> labels = new HashMap<>(Map.of(KEY, "plane-a"));
    PolicyContext context = PolicyContext.defaults(A).withNamespaceLabels(labels);
    labels.put(KEY, "plane-b");
    assertThat(context.namespaceLabels()).isEqualTo(Map.of(KEY, "plane-a"));
  }

  private static List<String> notes(Classification c) {
    return c.trace().entries().stream().map(e -> e.note()).toList();
  }

  private record Case(
      String a,
      String b,
      String kind,
      String namespace,
      Optional<String> owner,
      Optional<String> namespaceOwner) {}

  private static Gen<Case> cases() {
    return Fixtures.planePairsOneInFourLegacy()
        .flatMap(
            p -> {
              List<String> namespaces =
                  List.of(
                      p.a().isEmpty() ? "nvcf" : p.a() + "-nvcf",
                      p.b() + "-nvcf",
                      "cert-manager",
                      "gateway-system",
                      "default");
              return OwnershipGenerators.ownerValues(p.a(), p.b())
                  .zip(
                      OwnershipGenerators.ownerValues(p.a(), p.b()),
                      Generate.pick(List.of("Secret", "ConfigMap", "Namespace", "ClusterRole")),
                      Generate.pick(namespaces),
                      (owner, nsOwner, kind, ns) ->
                          new Case(p.a(), p.b(), kind, ns, owner, nsOwner));
            });
  }

  /**
   * Whatever the plane, object and namespace labels: the object is NAMESPACE_FOREIGN exactly when
   * it is namespaced, outside the shared namespaces and its namespace's label is not the plane's
   * (named: not the id; legacy: any non-empty value); otherwise the answer is the one without
   * namespace labels.
   */
  @Test
  void namespaceForeignExactlyWhenTheNamespaceIsNotThePlanes() {
    Properties.qt()
        .forAll(cases())
        .checkAssert(
            c -> {
              ControlPlaneId id = Fixtures.id(c.a());
              boolean clusterScoped =
                  c.kind().equals("Namespace") || c.kind().equals("ClusterRole");
              ObjectRef ref =
                  new ObjectRef(
                      c.kind(), clusterScoped ? null : c.namespace(), c.namespace() + "-object");
              ObservedObject object =
                  ObservedObject.of(ref, Fixtures.owner(c.owner().orElse(null)));
              Map<String, String> namespaceLabels = Fixtures.owner(c.namespaceOwner().orElse(null));
              PolicyContext plain = PolicyContext.defaults(id);
              PolicyContext labelled = plain.withNamespaceLabels(namespaceLabels);
              Optional<String> nsOwner = c.namespaceOwner().filter(v -> !v.isEmpty());
              boolean planes =
                  id.isLegacy() ? nsOwner.isEmpty() : nsOwner.equals(Optional.of(c.a()));
              boolean shared =
                  c.namespace().equals("cert-manager") || c.namespace().equals("gateway-system");
              boolean foreign = !clusterScoped && !shared && !planes;
              Classification with = OwnershipPolicy.classify(id, object, labelled);
              Classification without = OwnershipPolicy.classify(id, object, plain);
              if (foreign) {
                assertThat(with.state()).isEqualTo(OwnershipState.NAMESPACE_FOREIGN);
                assertThat(with.reason()).isEqualTo(ReasonCode.OUTSIDE_PLANE_NAMESPACE);
                assertThat(with.explanation()).startsWith("namespace \"" + c.namespace() + "\" ");
              } else {
                assertThat(with.state()).isEqualTo(without.state());
                assertThat(with.explanation()).isEqualTo(without.explanation());
              }
              String label = c.owner().orElse(null);
              assertThat(Fixtures.state(id, ref, label, labelled)).isEqualTo(with.state());
            });
  }
}
