package io.planerules.testkit.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.Slice;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The conventions every library module (rules, identity, ownership, storage-catalog,
 * binding-decision, fabric8) must keep, as ArchUnit rules (docs/architecture.md#conventions). Each
 * module's {@code ConventionsTest} checks its root package; testkit's own test checks {@code
 * rules}, which cannot depend on testkit:
 * <!-- snippet: RulesModuleConventionsTest#library-conventions -->
 *
 * <pre>{@code
 * LibraryConventions.check("io.planerules.rules"); // an AssertionError lists every violation
 * }</pre>
 */
public final class LibraryConventions {

  /** The only package allowed to import the fabric8 Kubernetes model: the adapter module's. */
  public static final String KUBERNETES_MODEL_PACKAGES = "io.planerules.fabric8..";

  /** The only packages allowed to import Jackson or SnakeYAML: any package named {@code io}. */
  public static final String WIRE_FORMAT_PACKAGES = "io.planerules..io..";

  /** The most top-level classes a package may hold (ADR 0077). */
  public static final int MAX_PACKAGE_CLASSES = 25;

  private LibraryConventions() {}

  /**
   * Imports the production classes under {@code rootPackage} and checks every rule of {@link
   * #rules(String)}.
   *
   * @param rootPackage e.g. {@code "io.planerules.identity"}
   * @throws AssertionError listing every violation of every rule
   */
  public static void check(String rootPackage) {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(rootPackage);
    List<String> failures = new ArrayList<>();
    for (ArchRule rule : rules(rootPackage)) {
      EvaluationResult result = rule.evaluate(classes);
      if (result.hasViolation()) {
        failures.add(result.getFailureReport().toString());
      }
    }
    if (!failures.isEmpty()) {
      throw new AssertionError(String.join("\n\n", failures));
    }
  }

  /**
   * Every convention rule for the classes under {@code rootPackage}.
   *
   * @param rootPackage the module's root package
   * @return the rules
   */
  public static List<ArchRule> rules(String rootPackage) {
    return List.of(
        noClocks(),
        noRandomness(),
        noEnvironment(),
        noFileOrNetworkIo(),
        noConsoleOutput(),
        noPlatformDefaultText(),
        jacksonOnlyInIoPackages(),
        kubernetesModelOnlyInTheAdapter(),
        noPackageCycles(rootPackage),
        smallPackages(rootPackage));
  }

  /** No wall clock or monotonic clock: decisions must not depend on time. */
  public static ArchRule noClocks() {
    return noClasses()
        .should()
        .callMethodWhere(calls("java.lang.System", "currentTimeMillis", "nanoTime"))
        .orShould()
        .callMethodWhere(callsAnyMethodNamed("java.time.", "now"))
        .orShould()
        .dependOnClassesThat()
        .belongToAnyOf(java.time.Clock.class, java.util.Date.class, java.util.Calendar.class)
        .allowEmptyShould(true)
        .because("plane-rules is pure: no clock (docs/architecture.md#conventions)");
  }

  /** No random source: the same input always gives the same answer. */
  public static ArchRule noRandomness() {
    return noClasses()
        .should()
        .dependOnClassesThat()
        .belongToAnyOf(
            java.util.Random.class,
            java.security.SecureRandom.class,
            java.util.concurrent.ThreadLocalRandom.class,
            java.util.SplittableRandom.class)
        .orShould()
        .callMethodWhere(calls("java.lang.Math", "random"))
        .orShould()
        .callMethodWhere(calls("java.lang.StrictMath", "random"))
        .orShould()
        .callMethodWhere(calls("java.util.UUID", "randomUUID"))
        .orShould()
        .callMethodWhere(calls("java.util.Collections", "shuffle"))
        .allowEmptyShould(true)
        .because("plane-rules is pure: no randomness (docs/architecture.md#conventions)");
  }

  /** No environment variables, system properties or platform defaults read as input. */
  public static ArchRule noEnvironment() {
    return noClasses()
        .should()
        .callMethodWhere(calls("java.lang.System", "getenv", "getProperty", "getProperties"))
        .orShould()
        .callMethodWhere(calls("java.lang.Integer", "getInteger"))
        .orShould()
        .callMethodWhere(calls("java.lang.Long", "getLong"))
        .orShould()
        .callMethodWhere(calls("java.lang.Boolean", "getBoolean"))
        .orShould()
        .callMethodWhere(calls("java.util.Locale", "getDefault"))
        .orShould()
        .callMethodWhere(calls("java.util.TimeZone", "getDefault"))
        .orShould()
        .callMethodWhere(calls("java.nio.charset.Charset", "defaultCharset"))
        .allowEmptyShould(true)
        .because("plane-rules is pure: no environment (docs/architecture.md#conventions)");
  }

  /**
   * No file or network I/O. Reading a class-path resource with {@code getResourceAsStream} (the
   * embedded default catalog) is allowed; {@link java.net.URI} is allowed for parsing.
   */
  public static ArchRule noFileOrNetworkIo() {
    return noClasses()
        .should()
        .dependOnClassesThat()
        .belongToAnyOf(
            java.io.File.class,
            java.io.FileInputStream.class,
            java.io.FileOutputStream.class,
            java.io.FileReader.class,
            java.io.FileWriter.class,
            java.io.RandomAccessFile.class,
            java.nio.file.Files.class,
            java.nio.file.Paths.class,
            java.nio.file.Path.class,
            java.net.Socket.class,
            java.net.ServerSocket.class,
            java.net.DatagramSocket.class,
            java.net.URL.class,
            java.net.URLConnection.class,
            java.net.HttpURLConnection.class,
            java.net.InetAddress.class)
        .orShould()
        .dependOnClassesThat()
        .resideInAnyPackage("java.net.http..", "java.nio.channels..")
        .allowEmptyShould(true)
        .because("plane-rules is pure: no file or network I/O (docs/architecture.md#conventions)");
  }

  /** A library never prints: answers are data returned to the caller. */
  public static ArchRule noConsoleOutput() {
    return noClasses()
        .should()
        .accessField(System.class, "out")
        .orShould()
        .accessField(System.class, "err")
        .orShould()
        .callMethodWhere(callsAnyMethodNamed("java.lang.Throwable", "printStackTrace"))
        .allowEmptyShould(true)
        .because("a library returns answers; it never writes to the console");
  }

  /**
   * No text method whose result depends on the platform's default locale or charset: {@code
   * toLowerCase()}/{@code toUpperCase()} without a locale, {@code String.format}/{@code formatted}
   * without a locale, {@code getBytes()} and {@code new String(byte[])} without a charset, readers
   * and writers without a charset.
   */
  public static ArchRule noPlatformDefaultText() {
    return noClasses()
        .should()
        .callMethod(String.class, "toLowerCase")
        .orShould()
        .callMethod(String.class, "toUpperCase")
        .orShould()
        .callMethod(String.class, "format", String.class, Object[].class)
        .orShould()
        .callMethod(String.class, "formatted", Object[].class)
        .orShould()
        .callMethod(String.class, "getBytes")
        .orShould()
        .callConstructor(String.class, byte[].class)
        .orShould()
        .callConstructor(String.class, byte[].class, int.class, int.class)
        .orShould()
        .callConstructor(java.io.InputStreamReader.class, java.io.InputStream.class)
        .orShould()
        .callConstructor(java.io.OutputStreamWriter.class, java.io.OutputStream.class)
        .allowEmptyShould(true)
        .because(
            "text is UTF-8 and ASCII-cased, never platform-default (docs/architecture.md#conventions)");
  }

  /** Domain packages stay apart from wire formats: Jackson and SnakeYAML only in {@code ..io..}. */
  public static ArchRule jacksonOnlyInIoPackages() {
    return noClasses()
        .that()
        .resideOutsideOfPackage(WIRE_FORMAT_PACKAGES)
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("com.fasterxml..", "org.yaml..")
        .allowEmptyShould(true)
        .because("domain apart from wire format (docs/architecture.md#conventions)");
  }

  /**
   * The core modules take plain data and never the fabric8 model: only the adapter module ({@code
   * io.planerules.fabric8}) maps fabric8 objects in and out (docs/reference/fabric8.md).
   */
  public static ArchRule kubernetesModelOnlyInTheAdapter() {
    return noClasses()
        .that()
        .resideOutsideOfPackage(KUBERNETES_MODEL_PACKAGES)
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.fabric8..")
        .allowEmptyShould(true)
        .because("the core modules stay free of fabric8 (docs/architecture.md#conventions)");
  }

  /**
   * The packages under {@code rootPackage}, the root package itself included, form no cycle: each
   * package is one slice, so the arrows between a module's packages run one way.
   *
   * @param rootPackage the module's root package
   * @return the rule
   */
  public static ArchRule noPackageCycles(String rootPackage) {
    return slices()
        .assignedFrom(everyPackageUnder(rootPackage))
        .should()
        .beFreeOfCycles()
        .allowEmptyShould(true);
  }

  /**
   * Every package under {@code rootPackage}, the root package itself included, holds at most
   * {@value #MAX_PACKAGE_CLASSES} top-level classes (nested classes do not count): a package is one
   * concept a reader can name (docs/adr/0077-packages-by-concept-rules-as-enums.md).
   *
   * @param rootPackage the module's root package
   * @return the rule
   */
  public static ArchRule smallPackages(String rootPackage) {
    return smallPackages(rootPackage, MAX_PACKAGE_CLASSES);
  }

  static ArchRule smallPackages(String rootPackage, int maxClasses) {
    return slices()
        .assignedFrom(everyPackageUnder(rootPackage))
        .should(
            new ArchCondition<Slice>("hold at most " + maxClasses + " top-level classes") {
              @Override
              public void check(Slice slice, ConditionEvents events) {
                long count =
                    slice.stream()
                        .filter(
                            c -> c.isTopLevelClass() && !c.getSimpleName().equals("package-info"))
                        .count();
                if (count > maxClasses) {
                  events.add(
                      SimpleConditionEvent.violated(
                          slice,
                          "package "
                              + slice.iterator().next().getPackageName()
                              + " holds "
                              + count
                              + " top-level classes, more than "
                              + maxClasses));
                }
              }
            })
        .allowEmptyShould(true);
  }

  /** Each package under {@code rootPackage}, the root package included, as one slice. */
  private static SliceAssignment everyPackageUnder(String rootPackage) {
    return new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        String name = javaClass.getPackageName();
        return name.equals(rootPackage) || name.startsWith(rootPackage + ".")
            ? SliceIdentifier.of(name)
            : SliceIdentifier.ignore();
      }

      @Override
      public String getDescription() {
        return "every package under " + rootPackage;
      }
    };
  }

  private static DescribedPredicate<JavaMethodCall> calls(String owner, String... names) {
    Set<String> wanted = Set.of(names);
    return new DescribedPredicate<>(owner + "." + String.join("|", names)) {
      @Override
      public boolean test(JavaMethodCall call) {
        return ownerName(call).equals(owner) && wanted.contains(call.getName());
      }
    };
  }

  private static DescribedPredicate<JavaMethodCall> callsAnyMethodNamed(
      String ownerPrefix, String name) {
    return new DescribedPredicate<>(ownerPrefix + "*." + name) {
      @Override
      public boolean test(JavaMethodCall call) {
        return ownerName(call).startsWith(ownerPrefix) && call.getName().equals(name);
      }
    };
  }

  private static String ownerName(JavaAccess<?> access) {
    return access.getTargetOwner().getName();
  }
}
