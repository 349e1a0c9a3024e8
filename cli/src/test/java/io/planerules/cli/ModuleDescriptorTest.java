package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The library modules' descriptors resolve as real JPMS modules outside surefire's class path:
 * every {@code io.planerules.*} module on the test class path is resolved in a fresh {@link
 * ModuleLayer} together with the jars it needs, and a class of each exported package is loaded
 * through the layer (surefire opens patched packages, so only a real layer proves the descriptors).
 */
class ModuleDescriptorTest {

  /** The library modules that must be explicit JPMS modules once they exist on the class path. */
  private static final java.util.Map<String, String> LIBRARIES =
      java.util.Map.of(
          "io.planerules.rules", "rules",
          "io.planerules.identity", "identity",
          "io.planerules.ownership", "ownership",
          "io.planerules.rbac", "rbac",
          "io.planerules.admission", "admission",
          "io.planerules.audit", "audit",
          "io.planerules.storage.catalog", "storage-catalog",
          "io.planerules.binding", "binding-decision",
          "io.planerules.simulation", "simulation");

  private static boolean hasModuleInfo(Path entry) {
    if (Files.isDirectory(entry)) {
      return Files.isRegularFile(entry.resolve("module-info.class"));
    }
    if (!entry.toString().endsWith(".jar") || !Files.isRegularFile(entry)) {
      return false;
    }
    try (ZipFile zip = new ZipFile(entry.toFile())) {
      return zip.getEntry("module-info.class") != null
          || zip.stream().anyMatch(e -> e.getName().endsWith("/module-info.class"));
    } catch (IOException e) {
      return false;
    }
  }

  /** Explicit modules of the class path plus the automatic ones the libraries may require. */
  private static List<Path> modulePath() {
    List<Path> entries = new ArrayList<>();
    for (String element : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path entry = Path.of(element);
      String name = entry.getFileName() == null ? "" : entry.getFileName().toString();
      boolean planerules = element.contains("planerules") || element.contains("/target/classes");
      boolean library =
          name.startsWith("guava-")
              || name.startsWith("failureaccess-")
              || name.startsWith("jspecify-")
              || name.startsWith("jackson-")
              || name.startsWith("snakeyaml-")
              || name.startsWith("error_prone_annotations-")
              || name.startsWith("value-annotations-");
      if ((planerules && !element.contains("/cli/") && !element.contains("testkit")) || library) {
        if (hasModuleInfo(entry) || library) {
          entries.add(entry);
        }
      }
    }
    return entries;
  }

  @Test
  void libraryModulesResolveAndLoadInTheirOwnLayer() throws Exception {
    ModuleFinder finder = ModuleFinder.of(modulePath().toArray(Path[]::new));
    Set<String> present = new TreeSet<>();
    Set<String> declared = new TreeSet<>();
    LIBRARIES.forEach(
        (module, folder) -> {
          finder.find(module).ifPresent(ref -> present.add(module));
          // surefire runs in the module's base directory, cli/
          if (Files.isRegularFile(Path.of("..", folder, "src/main/java/module-info.java"))) {
            declared.add(module);
          }
        });
    assertThat(declared).contains("io.planerules.rules", "io.planerules.identity");
    assertThat(present).as("library modules found on the class path").isEqualTo(declared);

    Configuration configuration =
        ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), present);
    ModuleLayer layer =
        ModuleLayer.boot()
            .defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());

    for (String name : present) {
      Module module = layer.findModule(name).orElseThrow();
      ModuleDescriptor descriptor = module.getDescriptor();
      assertThat(descriptor.isAutomatic()).as(name + " is an explicit module").isFalse();
      assertThat(descriptor.exports()).as(name + " exports its API").isNotEmpty();
      for (ModuleDescriptor.Exports export : descriptor.exports()) {
        if (export.isQualified()) {
          // only internal packages, and only to sibling library modules (e.g. the digests'
          // canonical JSON writer, storage-catalog to binding-decision)
          assertThat(export.source())
              .as(name + " exports " + export.source())
              .matches(".*\\.internal(\\..*)?");
          assertThat(present).as(export.source() + " targets").containsAll(export.targets());
        }
        assertThat(loadsAClassOf(layer, module, export.source()))
            .as("a public class of " + export.source() + " loads through the layer")
            .isTrue();
      }
    }
  }

  /**
   * testkit has no descriptor (QuickTheories and ArchUnit have none either) but a stable automatic
   * module name in its jar's manifest. Checked on the jar that {@code verify} builds; a build that
   * stops before {@code package} puts the classes directory on the class path instead.
   */
  @Test
  void testkitJarCarriesAStableModuleName() {
    Path testkit = null;
    for (String element : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (element.contains("planerules-testkit") || element.contains("testkit/target/classes")) {
        testkit = Path.of(element);
      }
    }
    assertThat(testkit).as("testkit on the class path").isNotNull();
    org.junit.jupiter.api.Assumptions.assumeTrue(
        testkit.toString().endsWith(".jar"), "testkit is a jar (verify, not test)");
    ModuleReference reference = ModuleFinder.of(testkit).findAll().iterator().next();
    assertThat(reference.descriptor().name()).isEqualTo("io.planerules.testkit");
    assertThat(reference.descriptor().isAutomatic()).isTrue();
  }

  @Test
  void defaultCatalogResourceIsReadableOnTheModulePath() throws Exception {
    ModuleFinder finder = ModuleFinder.of(modulePath().toArray(Path[]::new));
    String name = "io.planerules.storage.catalog";
    assertThat(finder.find(name)).as(name + " on the class path").isPresent();
    Configuration configuration =
        ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), Set.of(name));
    ModuleLayer layer =
        ModuleLayer.boot()
            .defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
    Class<?> defaults = Class.forName(name + ".DefaultCatalog", true, layer.findLoader(name));
    byte[] payload = (byte[]) defaults.getMethod("payload").invoke(null);
    assertThat(new String(payload, java.nio.charset.StandardCharsets.UTF_8))
        .contains("kind: StorageCapabilityCatalog");
    Object catalog = defaults.getMethod("get").invoke(null);
    assertThat(catalog.getClass().getModule().getName()).isEqualTo(name);
  }

  private static boolean loadsAClassOf(ModuleLayer layer, Module module, String pkg)
      throws ClassNotFoundException {
    Optional<ModuleReference> reference =
        layer.configuration().findModule(module.getName()).map(m -> m.reference());
    assertThat(reference).isPresent();
    try (var reader = reference.get().open()) {
      String prefix = pkg.replace('.', '/') + "/";
      Optional<String> className =
          reader
              .list()
              .filter(r -> r.startsWith(prefix) && r.endsWith(".class"))
              .filter(r -> r.indexOf('/', prefix.length()) < 0)
              .filter(r -> !r.endsWith("package-info.class") && !r.contains("$"))
              .findFirst();
      if (className.isEmpty()) {
        return false;
      }
      String binary = className.get().replace('/', '.').replace(".class", "");
      Class<?> type = Class.forName(binary, true, layer.findLoader(module.getName()));
      return type.getModule().equals(module);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
