package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Tests run on the class path; this one resolves the real module descriptors in a fresh {@link
 * ModuleLayer} and calls the module there, so a missing {@code requires}/{@code exports} or a
 * resource that only loads on the class path fails here (surefire's module-path mode opens patched
 * packages).
 */
class ModulePathTest {

  private static final List<String> NEEDED =
      List.of(
          "jackson-core",
          "jackson-databind",
          "jackson-annotations",
          "jackson-dataformat-yaml",
          "snakeyaml",
          "guava",
          "failureaccess",
          "jspecify",
          "planerules-rules");

  @Test
  void moduleResolvesAndWorksOnTheModulePath() throws Exception {
    List<Path> paths =
        java.util.Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
            .map(Path::of)
            .filter(
                p ->
                    (Files.isDirectory(p)
                            && p.endsWith(Path.of("target", "classes"))
                            && Files.exists(p.resolve("module-info.class")))
                        || NEEDED.stream()
                            .anyMatch(n -> p.getFileName().toString().startsWith(n + "-")))
            .toList();
    ModuleFinder finder = ModuleFinder.of(paths.toArray(Path[]::new));
    Configuration configuration =
        ModuleLayer.boot()
            .configuration()
            .resolve(finder, ModuleFinder.of(), Set.of("io.planerules.storage.catalog"));
    ModuleLayer layer =
        ModuleLayer.boot()
            .defineModulesWithOneLoader(configuration, ClassLoader.getSystemClassLoader());
    Module module = layer.findModule("io.planerules.storage.catalog").orElseThrow();
    assertThat(module.getDescriptor().exports())
        .filteredOn(e -> !e.isQualified())
        .extracting(e -> e.source())
        .containsExactlyInAnyOrder(
            "io.planerules.storage.catalog.entry",
            "io.planerules.storage.catalog.transition",
            "io.planerules.storage.catalog.digest",
            "io.planerules.storage.catalog",
            "io.planerules.storage.qualification");
    // the digests' canonical JSON writer, Go's text semantics and the driver names the rules
    // single out are shared with binding-decision only
    assertThat(module.getDescriptor().exports())
        .filteredOn(e -> e.isQualified())
        .extracting(e -> e.source() + " to " + e.targets())
        .containsExactlyInAnyOrder(
            "io.planerules.storage.internal.json to [io.planerules.binding]",
            "io.planerules.storage.internal.text to [io.planerules.binding]",
            "io.planerules.storage.internal.drivers to [io.planerules.binding]");
    // the reader shared by both parsers is internal: present in the module, never exported
    assertThat(module.getPackages()).contains("io.planerules.storage.internal.io");
    assertThat(module.isExported("io.planerules.storage.internal.io")).isFalse();
    ClassLoader loader = layer.findLoader("io.planerules.storage.catalog");
    Class<?> defaults = loader.loadClass("io.planerules.storage.catalog.DefaultCatalog");
    assertThat(defaults.getModule()).isSameAs(module);
    byte[] payload = (byte[]) defaults.getMethod("payload").invoke(null);
    assertThat(new String(payload, StandardCharsets.UTF_8)).contains("nvmesh-csi.excelero.com");
    Object catalog = defaults.getMethod("get").invoke(null);
    assertThat(catalog.toString()).contains("csi.weka.io");
    Class<?> parser = loader.loadClass("io.planerules.storage.catalog.CatalogParser");
    Object result = parser.getMethod("parse", byte[].class).invoke(null, payload);
    Class<?> answer = loader.loadClass("io.planerules.storage.catalog.CatalogResult");
    assertThat(answer.getMethod("isValid").invoke(result)).isEqualTo(true);
    Class<?> storageCatalog = loader.loadClass("io.planerules.storage.catalog.StorageCatalog");
    assertThat((String) storageCatalog.getMethod("jsonSchema").invoke(null))
        .contains("\"$schema\"");
  }
}
