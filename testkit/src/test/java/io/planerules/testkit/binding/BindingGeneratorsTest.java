package io.planerules.testkit.binding;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.testkit.Properties;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The binding generators produce what they promise (shape only; validity is tested in the module).
 */
class BindingGeneratorsTest {

  @Test
  void selectionsStartWithTheAlwaysWrittenFieldsInContractOrder() {
    Properties.qt()
        .forAll(BindingGenerators.selections())
        .checkAssert(
            s -> {
              assertThat(List.copyOf(s.keySet()).subList(0, 3))
                  .containsExactly("version", "workflow", "mode");
              assertThat(s.get("version")).isEqualTo("v1alpha1");
              if ("ephemeral".equals(s.get("mode"))) {
                assertThat(s.get("workflow")).isEqualTo("helmModelCache");
              }
            });
  }

  @Test
  void everyFaultIsProduced() {
    Set<String> seen = new HashSet<>();
    Properties.qt(3_000)
        .forAll(BindingGenerators.selectionsWithOneFault())
        .checkAssert(f -> seen.add(f.fault()));
    assertThat(seen).containsExactlyInAnyOrderElementsOf(BindingGenerators.SELECTION_FAULTS);
  }

  @Test
  void handlesPerDriver() {
    Properties.qt()
        .forAll(BindingGenerators.nvmeshHandles())
        .checkAssert(
            h -> {
              assertThat(h.get(0)).isEqualTo("nvmesh-csi.excelero.com");
              assertThat(h.get(1).split(":", -1)).hasSize(4);
            });
    Properties.qt()
        .forAll(BindingGenerators.nonNvmeshHandles())
        .checkAssert(h -> assertThat(h.get(0)).isNotEqualTo("nvmesh-csi.excelero.com"));
  }

  @Test
  void storageClassesAndJson() {
    Properties.qt()
        .forAll(BindingGenerators.storageClasses())
        .checkAssert(sc -> assertThat(sc.name()).isEqualTo("nvcf-sc"));
    assertThat(Json.write(Map.of("a", List.of("x\"\n", true))))
        .isEqualTo("{\"a\":[\"x\\\"\\u000a\",true]}");
    assertThat(Json.write(null)).isEqualTo("null");
  }
}
