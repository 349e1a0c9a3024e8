package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Tests run on the class path, so this resolves the real module graph: {@code
 * io.planerules.fabric8} with the library modules and the fabric8 model jars, which are automatic
 * modules named {@code kubernetes.model.*} after their files (they carry no module name of their
 * own).
 */
class ModuleDescriptorTest {

  private static final List<String> TEST_ONLY =
      List.of(
          "test-classes",
          "testkit",
          "quicktheories",
          "junit",
          "opentest4j",
          "apiguardian",
          "assertj",
          "byte-buddy",
          "archunit",
          "surefire");

  @Test
  void moduleResolvesWithTheFabric8ModelAndExportsOnlyItsApiPackage() {
    Path[] entries =
        Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
            .filter(p -> TEST_ONLY.stream().noneMatch(p::contains))
            .map(Path::of)
            .toArray(Path[]::new);
    Configuration configuration =
        Configuration.resolve(
            ModuleFinder.of(entries),
            List.of(ModuleLayer.boot().configuration()),
            ModuleFinder.of(),
            Set.of("io.planerules.fabric8"));
    ModuleDescriptor descriptor =
        configuration.findModule("io.planerules.fabric8").orElseThrow().reference().descriptor();
    assertThat(descriptor.isAutomatic()).isFalse();
    assertThat(descriptor.exports().stream().map(ModuleDescriptor.Exports::source))
        .containsExactlyInAnyOrder("io.planerules.fabric8", "io.planerules.fabric8.live");
    for (String model :
        List.of(
            "kubernetes.model.common",
            "kubernetes.model.core",
            "kubernetes.model.storageclass",
            "kubernetes.model.rbac",
            "kubernetes.model.admissionregistration",
            "kubernetes.client.api")) {
      assertThat(configuration.findModule(model)).as(model).isPresent();
    }
    assertThat(configuration.findModule("io.planerules.ownership")).isPresent();
    assertThat(configuration.findModule("io.planerules.rbac")).isPresent();
    assertThat(configuration.findModule("io.planerules.admission")).isPresent();
    assertThat(configuration.findModule("io.planerules.binding")).isPresent();
  }
}
