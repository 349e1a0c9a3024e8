package io.planerules.identity;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Tests run on the class path, so the JPMS descriptor is checked directly: the module exports its
 * API packages, not {@code internal}, and requires rules, Guava and (statically) JSpecify.
 */
class ModuleDescriptorTest {

  @Test
  void exportsOnlyTheApiPackages() throws Exception {
    Path classes =
        Path.of(ControlPlaneId.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      ModuleDescriptor d = ModuleDescriptor.read(in);
      assertThat(d.name()).isEqualTo("io.planerules.identity");
      assertThat(d.exports())
          .extracting(ModuleDescriptor.Exports::source)
          .containsExactlyInAnyOrder(
              "io.planerules.identity",
              "io.planerules.identity.validation",
              "io.planerules.identity.naming",
              "io.planerules.identity.plane");
      assertThat(d.requires())
          .extracting(ModuleDescriptor.Requires::name)
          .contains("io.planerules.rules", "com.google.common", "org.jspecify");
      assertThat(d.packages())
          .contains(
              "io.planerules.identity",
              "io.planerules.identity.validation",
              "io.planerules.identity.naming",
              "io.planerules.identity.plane");
      assertThat(d.exports())
          .extracting(ModuleDescriptor.Exports::source)
          .doesNotContain("io.planerules.identity.internal", "io.planerules.identity.rules");
    }
  }
}
