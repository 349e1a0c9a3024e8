package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.LabelSelectorBuilder;
import io.fabric8.kubernetes.api.model.rbac.ClusterRole;
import io.fabric8.kubernetes.api.model.rbac.ClusterRoleBuilder;
import io.fabric8.kubernetes.api.model.rbac.Role;
import io.fabric8.kubernetes.api.model.rbac.RoleBuilder;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.LabelSelector;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.informer.InformerScope;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.rbac.Coverage;
import io.planerules.rbac.PolicyRule;
import io.planerules.rbac.RbacCoverage;
import io.planerules.rules.PlaneRulesException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RbacAndInformerObjectsTest {

  @Test
  void roleRulesBecomeCoverageInputs() {
    ClusterRole operator =
        new ClusterRoleBuilder()
            .withNewMetadata()
            .withName("nvca-operator")
            .endMetadata()
            .addNewRule()
            .withApiGroups("nvca.nvcf.nvidia.io")
            .withResources("modelcachebindings")
            .withVerbs("get", "list")
            .endRule()
            .build();
    Role agent =
        new RoleBuilder()
            .withNewMetadata()
            .withName("nvca")
            .withNamespace("plane-a-nvca-system")
            .endMetadata()
            .addNewRule()
            .withApiGroups("nvca.nvcf.nvidia.io")
            .withResources("modelcachebindings", "modelcachebindings/status")
            .withVerbs("get")
            .endRule()
            .build();

    assertThat(RbacObjects.rules(agent))
        .containsExactly(
            PolicyRule.resourceRule(
                List.of("nvca.nvcf.nvidia.io"),
                List.of("modelcachebindings", "modelcachebindings/status"),
                List.of("get")));
    // the seed's delegation failure: the operator lacks modelcachebindings/status
    Coverage coverage = RbacCoverage.covers(RbacObjects.rules(operator), RbacObjects.rules(agent));
    assertThat(coverage.covered()).isFalse();
    assertThat(coverage.uncovered()).hasSize(1);
    assertThat(RbacObjects.rules(new ClusterRole())).isEmpty();
  }

  @Test
  void aPlaneMirrorSourceScopeGivesItsNamespaceAndSelector() {
    InformerScope named = mirrorSources(ControlPlaneId.of("plane-a"));
    InformerScope legacy = mirrorSources(ControlPlaneId.of(""));

    assertThat(InformerObjects.namespaces(named)).containsExactly("plane-a-nvca-operator");
    assertThat(InformerObjects.labelSelector(named)).contains(OwnershipLabel.KEY + "=plane-a");
    assertThat(InformerObjects.namespaces(legacy)).containsExactly("nvca-operator");
    assertThat(InformerObjects.labelSelector(legacy)).contains("!" + OwnershipLabel.KEY);
  }

  @Test
  void selectorsMapToMatchLabelsAndExpressions() {
    io.fabric8.kubernetes.api.model.LabelSelector fabric8 =
        InformerObjects.toFabric8(
            LabelSelector.of(
                LabelSelector.exists("w"),
                LabelSelector.equalTo(OwnershipLabel.KEY, "plane-a"),
                LabelSelector.absent("x")));
    assertThat(fabric8.getMatchLabels()).containsOnly(Map.entry(OwnershipLabel.KEY, "plane-a"));
    assertThat(fabric8.getMatchExpressions())
        .extracting(e -> e.getKey() + " " + e.getOperator() + " " + e.getValues())
        .containsExactly("w Exists []", "x DoesNotExist []");

    io.fabric8.kubernetes.api.model.LabelSelector in =
        new LabelSelectorBuilder()
            .addNewMatchExpression()
            .withKey("k")
            .withOperator("In")
            .withValues("v")
            .endMatchExpression()
            .build();
    assertThat(InformerObjects.fromFabric8(in))
        .isEqualTo(LabelSelector.of(LabelSelector.equalTo("k", "v")));
    io.fabric8.kubernetes.api.model.LabelSelector notIn =
        new LabelSelectorBuilder()
            .addNewMatchExpression()
            .withKey("k")
            .withOperator("NotIn")
            .withValues("v")
            .endMatchExpression()
            .build();
    assertThatThrownBy(() -> InformerObjects.fromFabric8(notIn))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e -> {
              assertThat(e.code()).isEqualTo("fabric8.selector-unsupported");
              assertThat(e.getMessage()).contains("k NotIn [v]");
            });
  }

  private static InformerScope mirrorSources(ControlPlaneId id) {
    return InformerScopes.forPlane(id).stream()
        .filter(s -> s.informer().equals(InformerScopes.MIRROR_SOURCE_SECRETS))
        .findFirst()
        .orElseThrow();
  }
}
