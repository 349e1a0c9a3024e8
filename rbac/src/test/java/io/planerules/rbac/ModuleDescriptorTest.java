package io.planerules.rbac;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Tests run on the class path, so the JPMS descriptor is checked directly: the module exports its
 * one package, requires the rules model transitively and nothing of the ownership decisions.
 */
class ModuleDescriptorTest {

  @Test
  void exportsItsPackageAndRequiresOnlyTheRulesModel() throws Exception {
    Path classes =
        Path.of(RbacCoverage.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      ModuleDescriptor d = ModuleDescriptor.read(in);
      assertThat(d.name()).isEqualTo("io.planerules.rbac");
      assertThat(d.exports())
          .extracting(ModuleDescriptor.Exports::source)
          .containsExactly("io.planerules.rbac");
      assertThat(d.requires())
          .extracting(ModuleDescriptor.Requires::name)
          .filteredOn(name -> name.startsWith("io.planerules"))
          .containsExactly("io.planerules.rules");
    }
  }
}
