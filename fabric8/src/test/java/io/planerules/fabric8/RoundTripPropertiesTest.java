package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.Secret;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.decision.TopologyRequirement;
import io.planerules.binding.decision.TopologyTerm;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.binding.selection.io.SelectionCodec;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.LabelSelector;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.rbac.PolicyRule;
import io.planerules.testkit.DnsGenerators;
import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import io.planerules.testkit.binding.Json;
import io.planerules.testkit.binding.StorageClassInput;
import io.planerules.testkit.ownership.OwnershipGenerators;
import io.planerules.testkit.rbac.RbacGenerators;
import io.planerules.testkit.rbac.RuleInput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * Mapping a library value out to the fabric8 model and back in keeps every field the rules read, so
 * a decision taken on what an informer holds is the decision taken on the plain value.
 */
class RoundTripPropertiesTest {

  private static final List<String> KINDS =
      List.of("Namespace", "Secret", "ClusterIssuer", "ConfigMap", "ClusterRole");

  static Gen<ObservedObject> observedObjects() {
    return Generate.pick(KINDS)
        .zip(
            DnsGenerators.dns1123Labels(1, 20),
            DnsGenerators.dns1123Labels(1, 20),
            (kind, namespace, name) -> List.of(kind, namespace, name))
        .zip(
            OwnershipGenerators.planePairs()
                .flatMap(p -> OwnershipGenerators.ownerValues(p.a(), p.b()))
                .flatMap(OwnershipGenerators::labelMaps),
            OwnershipGenerators.labelMaps(Optional.empty()),
            SourceDSL.booleans().all(),
            (ref, labels, annotations, versioned) -> {
              boolean clusterScoped =
                  !ref.get(0).equals("Secret") && !ref.get(0).equals("ConfigMap");
              return new ObservedObject(
                  new ObjectRef(ref.get(0), clusterScoped ? null : ref.get(1), ref.get(2)),
                  labels,
                  annotations,
                  versioned ? "rv-" + ref.get(2).length() : null);
            });
  }

  @Test
  void anObservedObjectSurvivesTheResourceAndKeepsItsVerdict() {
    Properties.qt()
        .forAll(observedObjects(), OwnershipGenerators.planeIds())
        .checkAssert(
            (observed, id) -> {
              GenericKubernetesResource resource = ObservedObjects.toResource(observed);
              ObservedObject back = ObservedObjects.of(resource);
              assertThat(back).isEqualTo(observed);
              ControlPlaneId plane = ControlPlaneId.of(id);
              PolicyContext context = PolicyContext.defaults(plane);
              assertThat(OwnershipPolicy.classify(plane, back, context))
                  .isEqualTo(OwnershipPolicy.classify(plane, observed, context));
              // decided from the resource's reference and raw labels, without an observation
              for (Action action : Action.values()) {
                Verdict expected = OwnershipPolicy.decide(plane, action, observed, context);
                assertThat(ObservedObjects.decide(plane, action, resource, context))
                    .isEqualTo(expected);
              }
            });
  }

  static Gen<SecretSnapshot> secrets() {
    Gen<Map<String, byte[]>> data =
        SourceDSL.lists()
            .of(
                DnsGenerators.dns1123Labels(1, 12)
                    .zip(
                        SourceDSL.lists()
                            .of(SourceDSL.integers().between(-128, 127))
                            .ofSizeBetween(0, 40),
                        (k, bytes) -> {
                          byte[] b = new byte[bytes.size()];
                          for (int i = 0; i < b.length; i++) {
                            b[i] = bytes.get(i).byteValue();
                          }
                          return Map.entry(k, b);
                        }))
            .ofSizeBetween(0, 4)
            .map(
                entries -> {
                  Map<String, byte[]> m = new LinkedHashMap<>();
                  entries.forEach(e -> m.putIfAbsent(e.getKey(), e.getValue()));
                  return m;
                });
    return DnsGenerators.dns1123Labels(1, 20)
        .zip(
            DnsGenerators.dns1123Labels(1, 20),
            Generate.pick(List.of("", "Opaque", "kubernetes.io/dockerconfigjson")),
            (ns, name, type) -> List.of(ns, name, type))
        .zip(
            OwnershipGenerators.labelMaps(Optional.of("plane-a")),
            OwnershipGenerators.labelMaps(Optional.empty()),
            data,
            (ref, labels, annotations, bytes) ->
                new SecretSnapshot(
                    ref.get(0),
                    ref.get(1),
                    ref.get(2),
                    labels,
                    annotations,
                    SecretData.of(bytes),
                    "7"));
  }

  @Test
  void aSecretSnapshotSurvivesTheSecret() {
    Properties.qt()
        .forAll(secrets())
        .checkAssert(
            s -> {
              Secret secret = MirrorObjects.toSecret(s);
              assertThat(MirrorObjects.snapshot(secret)).isEqualTo(s);
            });
  }

  static StorageClassSnapshot snapshotOf(StorageClassInput in) {
    return new StorageClassSnapshot(
        in.name(),
        in.uid(),
        in.provisioner(),
        in.reclaimPolicy(),
        in.parameters(),
        in.volumeBindingMode(),
        in.mountOptions(),
        in.allowedTopologies().stream()
            .map(
                t ->
                    new TopologyTerm(
                        t.stream().map(r -> new TopologyRequirement(r.key(), r.values())).toList()))
            .toList());
  }

  @Test
  void aStorageClassSnapshotSurvivesTheStorageClassWithItsDigest() {
    Properties.qt()
        .forAll(BindingGenerators.storageClasses())
        .checkAssert(
            in -> {
              StorageClassSnapshot snapshot = snapshotOf(in);
              StorageClassSnapshot back =
                  StorageObjects.snapshot(StorageObjects.toStorageClass(snapshot));
              assertThat(back).isEqualTo(snapshot);
              assertThat(back.digest()).isEqualTo(snapshot.digest());
            });
  }

  @Test
  void aPolicyRuleSurvivesTheFabric8Rule() {
    Properties.qt()
        .forAll(RbacGenerators.anyRules())
        .checkAssert(
            (RuleInput in) -> {
              PolicyRule rule =
                  new PolicyRule(
                      in.apiGroups(),
                      in.resources(),
                      in.verbs(),
                      in.resourceNames(),
                      in.nonResourceURLs());
              assertThat(RbacObjects.rule(RbacObjects.toFabric8(rule))).isEqualTo(rule);
            });
  }

  /** One requirement of a generated selector: {@code key}, {@code key=value} or {@code !key}. */
  record Requirement(String key, int operator, String value) {
    LabelSelector selector() {
      return switch (operator) {
        case 0 -> LabelSelector.exists(key);
        case 1 -> LabelSelector.equalTo(key, value);
        default -> LabelSelector.absent(key);
      };
    }
  }

  static Gen<List<Requirement>> selectors() {
    Gen<Requirement> requirement =
        Generate.pick(List.of("a", "b", "c", OwnershipGenerators.OWNERSHIP_LABEL))
            .zip(
                Generate.pick(List.of(0, 1, 2)),
                DnsGenerators.dns1123Labels(1, 4),
                (k, op, v) -> new Requirement(k, op, op == 1 ? v : ""));
    return SourceDSL.lists().of(requirement).ofSizeBetween(0, 4);
  }

  static LabelSelector selector(List<Requirement> requirements) {
    return LabelSelector.of(
        requirements.stream().map(Requirement::selector).toArray(LabelSelector[]::new));
  }

  @Test
  void aSelectorSurvivesTheFabric8SelectorAndSelectsTheSameObjects() {
    Properties.qt()
        .forAll(selectors(), OwnershipGenerators.labelMaps(Optional.of("plane-a")))
        // matchLabels is a map: it cannot hold two equalities on one key
        .assuming((requirements, labels) -> !hasRepeatedEquality(requirements))
        .checkAssert(
            (requirements, labels) -> {
              LabelSelector selector = selector(requirements);
              LabelSelector back = InformerObjects.fromFabric8(InformerObjects.toFabric8(selector));
              assertThat(back.matchLabels()).isEqualTo(selector.matchLabels());
              assertThat(back.existsKeys())
                  .containsExactlyInAnyOrderElementsOf(selector.existsKeys());
              assertThat(back.absentKeys())
                  .containsExactlyInAnyOrderElementsOf(selector.absentKeys());
              assertThat(back.matches(labels)).isEqualTo(selector.matches(labels));
            });
  }

  private static boolean hasRepeatedEquality(List<Requirement> requirements) {
    List<String> keys =
        requirements.stream().filter(r -> r.operator() == 1).map(Requirement::key).toList();
    return keys.size() != keys.stream().distinct().count();
  }

  @Test
  void aSelectionSurvivesTheAnnotation() {
    Properties.qt()
        .forAll(BindingGenerators.selections())
        .checkAssert(
            fields -> {
              PersistedSelection selection =
                  SelectionCodec.parse(Json.write(fields)).valid().orElseThrow();
              ObjectMeta meta = new ObjectMetaBuilder().withName("req-1").build();
              ObjectMeta annotated = SelectionAnnotation.write(meta, selection).orElseThrow();
              io.fabric8.kubernetes.api.model.ConfigMap request =
                  new io.fabric8.kubernetes.api.model.ConfigMap();
              request.setMetadata(annotated);
              assertThat(SelectionAnnotation.read(request).orElseThrow().valid())
                  .contains(selection);
              assertThat(meta.getAnnotations()).isEmpty();
            });
  }
}
