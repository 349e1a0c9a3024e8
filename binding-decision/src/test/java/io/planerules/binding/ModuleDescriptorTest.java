package io.planerules.binding;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Tests run on the class path, so this resolves the real module graph outside surefire's patching:
 * {@code io.planerules.binding} with its required modules, exporting exactly its API packages.
 */
class ModuleDescriptorTest {

  @Test
  void moduleResolvesAndExportsOnlyItsApiPackages() {
    Path[] entries =
        Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
            .filter(
                p ->
                    (p.contains("planerules")
                            || p.contains("binding-decision")
                            || p.contains("storage-catalog")
                            || p.contains("identity")
                            || p.contains("/rules/")
                            || p.contains("jackson")
                            || p.contains("snakeyaml")
                            || p.contains("guava")
                            || p.contains("failureaccess")
                            || p.contains("jspecify"))
                        && !p.contains("test-classes")
                        && !p.contains("testkit")
                        && !p.contains("guava-testlib"))
            .map(Path::of)
            .toArray(Path[]::new);
    ModuleFinder finder = ModuleFinder.of(entries);
    Configuration configuration =
        Configuration.resolve(
            finder,
            java.util.List.of(ModuleLayer.boot().configuration()),
            ModuleFinder.of(),
            Set.of("io.planerules.binding"));
    ModuleDescriptor descriptor =
        configuration.findModule("io.planerules.binding").orElseThrow().reference().descriptor();
    assertThat(descriptor.isAutomatic()).isFalse();
    assertThat(descriptor.exports().stream().map(ModuleDescriptor.Exports::source))
        .containsExactlyInAnyOrder(
            "io.planerules.binding",
            "io.planerules.binding.decision",
            "io.planerules.binding.selection",
            "io.planerules.binding.selection.io",
            "io.planerules.binding.names",
            "io.planerules.binding.intent",
            "io.planerules.binding.helm",
            "io.planerules.binding.reader");
    assertThat(descriptor.packages()).contains("io.planerules.binding.internal");
    assertThat(configuration.findModule("io.planerules.storage.catalog")).isPresent();
    assertThat(configuration.findModule("io.planerules.identity")).isPresent();
  }
}
