package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Tests run on the class path, so the JPMS descriptor is checked directly: the module exports its
 * API packages (not {@code internal}), and requires identity transitively.
 */
class ModuleDescriptorTest {

  @Test
  void exportsTheApiPackages() throws Exception {
    Path classes =
        Path.of(OwnershipPolicy.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      ModuleDescriptor d = ModuleDescriptor.read(in);
      assertThat(d.name()).isEqualTo("io.planerules.ownership");
      assertThat(d.exports())
          .extracting(ModuleDescriptor.Exports::source)
          .containsExactlyInAnyOrder(
              "io.planerules.ownership",
              "io.planerules.ownership.backend",
              "io.planerules.ownership.install",
              "io.planerules.ownership.mirror",
              "io.planerules.ownership.teardown",
              "io.planerules.ownership.informer");
      assertThat(d.requires())
          .filteredOn(r -> r.name().equals("io.planerules.identity"))
          .singleElement()
          .satisfies(
              r ->
                  assertThat(r.modifiers())
                      .contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE));
    }
  }
}
