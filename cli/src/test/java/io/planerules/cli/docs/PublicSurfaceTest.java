package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public surface of the library modules, read from their compiled classes: the module
 * descriptors ({@code module-info.class}) name the packages exported to everyone, the class files
 * of those packages name the public types. Every such type has javadoc, and no public signature
 * (supertypes, fields, constructors, methods, record components, type arguments and bounds) names a
 * Guava type: an embedder must not have to carry Guava's version (docs/adr/0096).
 */
class PublicSurfaceTest {

  /** The modules that are not libraries: their descriptors, if any, are not checked. */
  private static final Set<String> NOT_LIBRARIES =
      Set.of("io.planerules.testkit", "io.planerules.audit.testkit", "io.planerules.benchmarks");

  private static final String GUAVA = "com.google.common.";

  /** One library module as compiled: its descriptor and the root its class files sit under. */
  record CompiledModule(ModuleDescriptor descriptor, Path classes) {

    /** The module's source folder, beside {@code target/classes} or the module's jar. */
    Path sources() {
      Path target = Files.isDirectory(classes) ? classes.getParent() : classes.getParent();
      return target.getParent().resolve("src/main/java");
    }
  }

  @Test
  void everyLibraryModuleIsFound() {
    assertThat(modules().stream().map(m -> m.descriptor().name()))
        .contains(
            "io.planerules.rules",
            "io.planerules.identity",
            "io.planerules.ownership",
            "io.planerules.rbac",
            "io.planerules.admission",
            "io.planerules.storage.catalog",
            "io.planerules.binding",
            "io.planerules.simulation");
  }

  @Test
  void noPublicSignatureNamesAGuavaType() {
    List<String> offenders = new ArrayList<>();
    for (Class<?> type : publicTypes(true)) {
      for (String place : guavaIn(type)) {
        offenders.add(type.getName() + ": " + place);
      }
    }
    assertThat(offenders).as("Guava types in public signatures").isEmpty();
  }

  @Test
  void everyPublicTypeHasJavadoc() {
    List<String> undocumented = new ArrayList<>();
    for (CompiledModule module : modules()) {
      for (Class<?> type : publicTypes(module, false)) {
        Class<?> top = type;
        while (top.getEnclosingClass() != null) {
          top = top.getEnclosingClass();
        }
        Path source =
            module.sources().resolve(top.getName().replace('.', '/') + ".java").normalize();
        String text = read(source);
        if (ApiReference.summary(text, type.getSimpleName()).equals("—")) {
          undocumented.add(type.getName());
        }
      }
    }
    assertThat(undocumented).as("public types without javadoc").isEmpty();
  }

  @Test
  void theCheckSeesGuavaWhereverASignatureNamesIt() {
    assertThat(guavaIn(WithGuava.class))
        .containsExactlyInAnyOrder(
            "method items returns java.util.List<com.google.common.collect.ImmutableSet<T>>",
            "method take takes com.google.common.collect.ImmutableList<java.lang.String>",
            "field cache com.google.common.base.Optional<java.lang.String>",
            "type parameter T bound com.google.common.collect.Multimap<?, ?>");
    assertThat(guavaIn(WithoutGuava.class)).isEmpty();
  }

  /** A public type whose signatures name Guava in four places; the check must find each one. */
  public static final class WithGuava<T extends com.google.common.collect.Multimap<?, ?>> {
    public com.google.common.base.@org.jspecify.annotations.Nullable Optional<String> cache;

    public List<com.google.common.collect.ImmutableSet<T>> items() {
      return List.of();
    }

    public void take(com.google.common.collect.ImmutableList<String> names) {}

    // Guava inside a private member is not API
    private com.google.common.collect.ImmutableList<String> hidden() {
      return com.google.common.collect.ImmutableList.of();
    }

    String useHidden() {
      return hidden().toString();
    }
  }

  /** A public type with only JDK types in its signatures. */
  public static final class WithoutGuava {
    public Map<String, List<Integer>> table() {
      return Map.of();
    }
  }

  /** Every place a public signature of {@code type} names a Guava type. */
  static List<String> guavaIn(Class<?> type) {
    Set<String> out = new LinkedHashSet<>();
    for (TypeVariable<?> variable : type.getTypeParameters()) {
      for (Type bound : variable.getBounds()) {
        if (namesGuava(bound, new ArrayList<>())) {
          out.add("type parameter " + variable.getName() + " bound " + bound.getTypeName());
        }
      }
    }
    Type superclass = type.getGenericSuperclass();
    if (superclass != null && namesGuava(superclass, new ArrayList<>())) {
      out.add("extends " + superclass.getTypeName());
    }
    for (Type face : type.getGenericInterfaces()) {
      if (namesGuava(face, new ArrayList<>())) {
        out.add("implements " + face.getTypeName());
      }
    }
    for (Field field : type.getDeclaredFields()) {
      if (visible(field.getModifiers()) && namesGuava(field.getGenericType(), new ArrayList<>())) {
        out.add("field " + field.getName() + " " + field.getGenericType().getTypeName());
      }
    }
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      if (visible(constructor.getModifiers())) {
        for (Type parameter : constructor.getGenericParameterTypes()) {
          if (namesGuava(parameter, new ArrayList<>())) {
            out.add("constructor takes " + parameter.getTypeName());
          }
        }
      }
    }
    List<Method> methods = new ArrayList<>(List.of(type.getMethods()));
    for (Method method : type.getDeclaredMethods()) {
      if (Modifier.isProtected(method.getModifiers())) {
        methods.add(method);
      }
    }
    for (Method method : methods) {
      if (method.getDeclaringClass() == Object.class || method.isSynthetic()) {
        continue;
      }
      if (namesGuava(method.getGenericReturnType(), new ArrayList<>())) {
        out.add(
            "method "
                + method.getName()
                + " returns "
                + method.getGenericReturnType().getTypeName());
      }
      for (Type parameter : method.getGenericParameterTypes()) {
        if (namesGuava(parameter, new ArrayList<>())) {
          out.add("method " + method.getName() + " takes " + parameter.getTypeName());
        }
      }
    }
    if (type.isRecord()) {
      for (RecordComponent component : type.getRecordComponents()) {
        if (namesGuava(component.getGenericType(), new ArrayList<>())) {
          out.add("component " + component.getName());
        }
      }
    }
    return List.copyOf(out);
  }

  private static boolean visible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  private static boolean namesGuava(Type type, List<Type> seen) {
    if (seen.contains(type)) {
      return false;
    }
    seen.add(type);
    if (type instanceof Class<?> raw) {
      Class<?> element = raw;
      while (element.isArray()) {
        element = element.getComponentType();
      }
      return element.getName().startsWith(GUAVA);
    }
    if (type instanceof ParameterizedType parameterized) {
      if (namesGuava(parameterized.getRawType(), seen)) {
        return true;
      }
      for (Type argument : parameterized.getActualTypeArguments()) {
        if (namesGuava(argument, seen)) {
          return true;
        }
      }
      return false;
    }
    if (type instanceof WildcardType wildcard) {
      return Stream.concat(
              Stream.of(wildcard.getUpperBounds()), Stream.of(wildcard.getLowerBounds()))
          .anyMatch(bound -> namesGuava(bound, seen));
    }
    if (type instanceof GenericArrayType array) {
      return namesGuava(array.getGenericComponentType(), seen);
    }
    if (type instanceof TypeVariable<?> variable) {
      return Stream.of(variable.getBounds()).anyMatch(bound -> namesGuava(bound, seen));
    }
    return false;
  }

  /**
   * Every public type of every package a library module exports to everyone, from the class files.
   * With {@code withStages}, the public stage interfaces of package-private generated builders too
   * (a caller names them when it chains a staged builder).
   */
  static List<Class<?>> publicTypes(boolean withStages) {
    List<Class<?>> out = new ArrayList<>();
    for (CompiledModule module : modules()) {
      out.addAll(publicTypes(module, withStages));
    }
    return out;
  }

  private static List<Class<?>> publicTypes(CompiledModule module, boolean withStages) {
    List<Class<?>> out = new ArrayList<>();
    for (ModuleDescriptor.Exports export : module.descriptor().exports()) {
      if (export.isQualified()) {
        continue;
      }
      for (String name : classNames(module.classes(), export.source())) {
        Class<?> type = load(name);
        if (type.isAnonymousClass() || type.isLocalClass() || type.isSynthetic()) {
          continue;
        }
        if (Modifier.isPublic(type.getModifiers()) && (withStages || enclosedByPublic(type))) {
          out.add(type);
        }
      }
    }
    return out;
  }

  private static boolean enclosedByPublic(Class<?> type) {
    for (Class<?> c = type.getEnclosingClass(); c != null; c = c.getEnclosingClass()) {
      if (!Modifier.isPublic(c.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  /** The library modules on the test class path, each with the root of its class files. */
  static List<CompiledModule> modules() {
    List<CompiledModule> out = new ArrayList<>();
    try {
      for (URL url :
          Collections.list(
              PublicSurfaceTest.class.getClassLoader().getResources("module-info.class"))) {
        ModuleDescriptor descriptor;
        try (InputStream in = url.openStream()) {
          descriptor = ModuleDescriptor.read(in);
        }
        String name = descriptor.name();
        if (!name.startsWith("io.planerules.") || NOT_LIBRARIES.contains(name)) {
          continue;
        }
        out.add(new CompiledModule(descriptor, root(url)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static Path root(URL moduleInfo) {
    try {
      URI uri = moduleInfo.toURI();
      if (uri.getScheme().equals("jar")) {
        String spec = uri.getSchemeSpecificPart();
        return Path.of(URI.create(spec.substring(0, spec.indexOf("!/"))));
      }
      return Path.of(uri).getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Set<String> classNames(Path root, String pkg) {
    Set<String> names = new TreeSet<>();
    String folder = pkg.replace('.', '/');
    try {
      if (Files.isDirectory(root)) {
        collect(root.resolve(folder), pkg, names);
      } else {
        try (FileSystem jar = FileSystems.newFileSystem(root)) {
          collect(jar.getPath(folder), pkg, names);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return names;
  }

  private static void collect(Path dir, String pkg, Set<String> names) throws IOException {
    try (Stream<Path> listing = Files.list(dir)) {
      listing
          .map(p -> p.getFileName().toString())
          .filter(f -> f.endsWith(".class") && !f.equals("package-info.class"))
          .forEach(f -> names.add(pkg + "." + f.substring(0, f.length() - ".class".length())));
    }
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, PublicSurfaceTest.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
