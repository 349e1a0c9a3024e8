package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Array;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Tests run on the class path; this one resolves the real module descriptors in a fresh {@link
 * ModuleLayer} and audits a render there, so a missing {@code requires} or {@code exports} fails
 * here (surefire's module-path mode would open the patched packages).
 */
class ModulePathTest {

  private static final List<String> NEEDED =
      List.of(
          "jackson-core-",
          "jackson-databind-",
          "jackson-annotations-",
          "jackson-dataformat-yaml-",
          "snakeyaml-",
          "guava-",
          "failureaccess-",
          "jspecify-",
          "planerules-rules-",
          "planerules-identity-",
          "planerules-ownership-",
          "planerules-admission-");

  @Test
  void theModuleResolvesExportsItsApiAndAuditsOnTheModulePath() throws Exception {
    List<Path> paths =
        Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
            .map(Path::of)
            .filter(
                p ->
                    (Files.isDirectory(p)
                            && p.endsWith(Path.of("target", "classes"))
                            && Files.exists(p.resolve("module-info.class")))
                        || NEEDED.stream().anyMatch(n -> p.getFileName().toString().startsWith(n)))
            .toList();
    Configuration configuration =
        ModuleLayer.boot()
            .configuration()
            .resolve(
                ModuleFinder.of(paths.toArray(Path[]::new)),
                ModuleFinder.of(),
                Set.of("io.planerules.audit"));
    ModuleLayer layer =
        ModuleLayer.boot()
            .defineModulesWithOneLoader(configuration, ClassLoader.getSystemClassLoader());
    Module module = layer.findModule("io.planerules.audit").orElseThrow();
    assertThat(module.getDescriptor().exports())
        .extracting(ModuleDescriptor.Exports::source)
        .containsExactlyInAnyOrder(
            "io.planerules.audit",
            "io.planerules.audit.source",
            "io.planerules.audit.report",
            "io.planerules.audit.io");
    assertThat(module.getDescriptor().requires())
        .filteredOn(r -> r.name().equals("io.planerules.ownership"))
        .singleElement()
        .satisfies(
            r -> assertThat(r.modifiers()).contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE));
    ClassLoader loader = layer.findLoader("io.planerules.audit");
    Class<?> id = loader.loadClass("io.planerules.identity.ControlPlaneId");
    Class<?> options = loader.loadClass("io.planerules.audit.AuditOptions");
    Class<?> source = loader.loadClass("io.planerules.audit.source.ObjectSource");
    Class<?> streams = loader.loadClass("io.planerules.audit.io.ObjectStreams");
    Object render =
        streams
            .getMethod("of", String.class, byte[].class)
            .invoke(
                null,
                "r.yaml",
                "{apiVersion: v1, kind: ConfigMap, metadata: {name: a, namespace: nvcf}}"
                    .getBytes(StandardCharsets.UTF_8));
    Object sources = Array.newInstance(source, 1);
    Array.set(sources, 0, render);
    Object report =
        loader
            .loadClass("io.planerules.audit.Audit")
            .getMethod("render", id, options, sources.getClass())
            .invoke(
                null,
                id.getMethod("of", String.class).invoke(null, "plane-a"),
                options.getMethod("defaults").invoke(null),
                sources);
    String json =
        (String)
            streams
                .getClassLoader()
                .loadClass("io.planerules.audit.io.ReportDocuments")
                .getMethod("json", report.getClass())
                .invoke(null, report);
    assertThat(json).contains("\"rule\": \"audit.legacy-namespace\"");
  }
}
