package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * No two public top-level types of the library modules share a simple name: a reader who meets
 * {@code Outcome} or {@code DriftRule} in an import, a stack trace or {@code docs/api.md} knows
 * which one it is. Nested types ({@code Verdict.Kind}, {@code TeardownStep.Kind}) are named through
 * their enclosing type and may repeat.
 */
class TypeNamesTest {

  @Test
  void publicTopLevelTypesHaveDistinctSimpleNames() {
    List<ApiReference.ApiType> types = ApiReference.exportedTypes(Path.of(".."));
    Map<String, TreeSet<String>> byName =
        types.stream()
            .map(ApiReference.ApiType::type)
            .filter(type -> type.getEnclosingClass() == null)
            .collect(
                Collectors.groupingBy(
                    Class::getSimpleName,
                    TreeMap::new,
                    Collectors.mapping(Class::getName, Collectors.toCollection(TreeSet::new))));
    assertThat(byName).as("the exported top-level types were found").hasSizeGreaterThan(100);
    assertThat(byName.values().stream().filter(names -> names.size() > 1).toList())
        .as("public top-level types sharing a simple name")
        .isEmpty();
  }

  @Test
  void nestedTypesAreNotCountedButAreListed() {
    List<String> names =
        ApiReference.exportedTypes(Path.of("..")).stream()
            .map(type -> type.type().getName())
            .toList();
    assertThat(names)
        .contains(
            "io.planerules.ownership.Verdict$Kind",
            "io.planerules.ownership.Verdict",
            "io.planerules.binding.Outcome",
            "io.planerules.rbac.RbacDiff");
  }
}
