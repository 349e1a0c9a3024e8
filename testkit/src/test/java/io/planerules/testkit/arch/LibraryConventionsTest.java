package io.planerules.testkit.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Each convention rule rejects a class that breaks it and accepts one that does not. */
class LibraryConventionsTest {

  static final class UsesClock {
    long now() {
      return System.currentTimeMillis();
    }
  }

  static final class UsesInstantNow {
    Object now() {
      return java.time.Instant.now();
    }
  }

  static final class UsesRandom {
    int roll() {
      return new Random(1).nextInt();
    }
  }

  static final class ReadsEnvironment {
    String home() {
      return System.getenv("HOME");
    }
  }

  static final class ReadsFiles {
    boolean exists() {
      return new java.io.File("x").exists();
    }
  }

  static final class Prints {
    void say() {
      System.out.println("hi");
    }
  }

  static final class LowerCasesWithDefaultLocale {
    String lower(String s) {
      return s.toLowerCase();
    }
  }

  static final class FormatsWithDefaultLocale {
    String format(int n) {
      return String.format("%d", n);
    }
  }

  static final class Clean {
    String lower(String s) {
      return s.toLowerCase(Locale.ROOT) + String.format(Locale.ROOT, "%d", s.length());
    }
  }

  private static JavaClasses importOf(Class<?> type) {
    return new ClassFileImporter().importClasses(type);
  }

  private static boolean violates(ArchRule rule, Class<?> type) {
    return rule.evaluate(importOf(type)).hasViolation();
  }

  @Test
  void eachRuleCatchesItsViolation() {
    assertThat(violates(LibraryConventions.noClocks(), UsesClock.class)).isTrue();
    assertThat(violates(LibraryConventions.noClocks(), UsesInstantNow.class)).isTrue();
    assertThat(violates(LibraryConventions.noRandomness(), UsesRandom.class)).isTrue();
    assertThat(violates(LibraryConventions.noEnvironment(), ReadsEnvironment.class)).isTrue();
    assertThat(violates(LibraryConventions.noFileOrNetworkIo(), ReadsFiles.class)).isTrue();
    assertThat(violates(LibraryConventions.noConsoleOutput(), Prints.class)).isTrue();
    assertThat(
            violates(LibraryConventions.noPlatformDefaultText(), LowerCasesWithDefaultLocale.class))
        .isTrue();
    assertThat(violates(LibraryConventions.noPlatformDefaultText(), FormatsWithDefaultLocale.class))
        .isTrue();
  }

  @Test
  void aCleanClassPassesEveryRule() {
    for (ArchRule rule : LibraryConventions.rules("io.planerules.testkit.arch")) {
      assertThat(rule.evaluate(importOf(Clean.class)).hasViolation())
          .as(rule.getDescription())
          .isFalse();
    }
  }

  @Test
  void jacksonOutsideIoPackagesIsCaught() {
    JavaClasses jacksonUser =
        new ClassFileImporter()
            .importClasses(com.fasterxml.jackson.core.JsonFactory.class, UsesJackson.class);
    assertThat(LibraryConventions.jacksonOnlyInIoPackages().evaluate(jacksonUser).hasViolation())
        .isTrue();
  }

  @Test
  void theFabric8ModelOutsideTheAdapterIsCaught() {
    assertThat(
            violates(LibraryConventions.kubernetesModelOnlyInTheAdapter(), UsesFabric8Model.class))
        .isTrue();
    assertThat(violates(LibraryConventions.kubernetesModelOnlyInTheAdapter(), Clean.class))
        .isFalse();
  }

  @Test
  void aPackageOverItsSizeIsCaughtCountingTopLevelClassesOnly() throws ClassNotFoundException {
    JavaClasses threeTopLevel =
        new ClassFileImporter()
            .importClasses(
                io.planerules.testkit.DnsGenerators.class,
                io.planerules.testkit.Faulty.class,
                io.planerules.testkit.Properties.class,
                Class.forName("io.planerules.testkit.package-info"));
    EvaluationResult overTwo =
        LibraryConventions.smallPackages("io.planerules.testkit", 2).evaluate(threeTopLevel);
    assertThat(overTwo.getFailureReport().getDetails())
        .containsExactly("package io.planerules.testkit holds 3 top-level classes, more than 2");
    assertThat(
            LibraryConventions.smallPackages("io.planerules.testkit", 3)
                .evaluate(threeTopLevel)
                .hasViolation())
        .isFalse();

    // this test and the rules' class are two top-level classes; the fixtures nested above are not
    JavaClasses withNested =
        new ClassFileImporter()
            .importClasses(
                LibraryConventions.class,
                LibraryConventionsTest.class,
                Clean.class,
                Prints.class,
                UsesRandom.class);
    assertThat(
            LibraryConventions.smallPackages("io.planerules.testkit.arch", 2)
                .evaluate(withNested)
                .hasViolation())
        .isFalse();
    assertThat(
            LibraryConventions.smallPackages("io.planerules.testkit.arch", 1)
                .evaluate(withNested)
                .hasViolation())
        .isTrue();
  }

  static final class UsesFabric8Model {
    Object secret() {
      return new io.fabric8.kubernetes.api.model.Secret();
    }
  }

  static final class UsesJackson {
    Object factory() {
      return new com.fasterxml.jackson.core.JsonFactory();
    }
  }
}
