package io.planerules.cli.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Renders {@code docs/api.md}: per library module, the packages its {@code module-info.java}
 * exports and every public type in them (nested public types included), with the first sentence of
 * its javadoc. The packages come from the module descriptors' sources, the types from the source
 * files of those packages, and each type's kind from the loaded class, so the page changes whenever
 * the public API does.
 */
final class ApiReference {

  /** The command that rewrites the committed file; printed when the file is stale. */
  static final String REGENERATE =
      "./mvnw -B -o -pl cli -am verify -Dtest=ApiReferenceTest"
          + " -Dsurefire.failIfNoSpecifiedTests=false -Dplanerules.regenerateDocs=true";

  /** The library modules, in dependency order (folder names). */
  static final List<String> MODULES =
      List.of(
          "rules",
          "identity",
          "ownership",
          "rbac",
          "admission",
          "audit",
          "storage-catalog",
          "binding-decision",
          "fabric8",
          "simulation");

  private static final Pattern EXPORT =
      Pattern.compile("^\\s*exports\\s+([\\w.]+)\\s*(to\\s[^;]*)?;", Pattern.MULTILINE);
  private static final Pattern MODULE_NAME =
      Pattern.compile("^\\s*(?:open\\s+)?module\\s+([\\w.]+)", Pattern.MULTILINE);
  private static final Pattern TOP_LEVEL =
      Pattern.compile(
          "^public\\s+(?:(?:final|abstract|sealed|non-sealed|strictfp)\\s+)*"
              + "(?:class|interface|record|enum|@interface)\\s+(\\w+)",
          Pattern.MULTILINE);

  /** Abbreviations whose period does not end a sentence. */
  private static final List<String> ABBREVIATIONS = List.of("e.g", "i.e", "etc", "cf", "vs");

  /** One public type: its binary name and its javadoc summary. */
  record ApiType(Class<?> type, String summary) {}

  private ApiReference() {}

  /** The full text of {@code docs/api.md}, reading sources from {@code repositoryRoot}. */
  static String render(Path repositoryRoot) {
    StringBuilder out = new StringBuilder();
    out.append("# Public API\n\n");
    out.append(
        "Every package each library module exports and every public type in it, with the first"
            + " sentence of its\njavadoc, and the generated builder stages its staged builders"
            + " return. Anything not listed here is\ninternal: package-private, or in a package"
            + " the module does not export (some are exported to sibling\nplane-rules modules"
            + " only; they are named under each module).\n\n");
    out.append(
        "Generated from the module descriptors and sources by"
            + " `cli/src/test/java/io/planerules/cli/docs/ApiReferenceTest.java`,\nwhich fails"
            + " when this file is stale. Do not edit it by hand; regenerate it with\n\n");
    out.append("```sh\n").append(REGENERATE).append("\n```\n");
    for (String module : MODULES) {
      Path sources = repositoryRoot.resolve(module).resolve("src/main/java");
      String descriptor = read(sources.resolve("module-info.java"));
      Matcher name = MODULE_NAME.matcher(descriptor);
      if (!name.find()) {
        throw new IllegalStateException(module + ": no module declaration");
      }
      out.append("\n## ").append(module).append(" (`").append(name.group(1)).append("`)\n");
      List<String> qualified = new ArrayList<>();
      Matcher export = EXPORT.matcher(descriptor);
      while (export.find()) {
        String pkg = export.group(1);
        if (export.group(2) != null) {
          qualified.add(pkg);
          continue;
        }
        out.append("\n### `").append(pkg).append("`\n\n| type | kind | summary |\n|---|---|---|\n");
        for (ApiType type : types(sources, pkg)) {
          out.append("| `")
              .append(type.type().getName().substring(pkg.length() + 1).replace('$', '.'))
              .append("` | ")
              .append(kind(type.type()))
              .append(" | ")
              .append(type.summary())
              .append(" |\n");
        }
      }
      if (!qualified.isEmpty()) {
        out.append("\nExported to sibling plane-rules modules only (not API): ");
        out.append(String.join(", ", qualified.stream().map(p -> "`" + p + "`").toList()));
        out.append(".\n");
      }
    }
    return out.toString();
  }

  /**
   * Every public type of every package a library module exports to everyone (not the packages
   * exported to sibling modules only), in the order {@code docs/api.md} lists them.
   */
  static List<ApiType> exportedTypes(Path repositoryRoot) {
    List<ApiType> out = new ArrayList<>();
    for (String module : MODULES) {
      Path sources = repositoryRoot.resolve(module).resolve("src/main/java");
      Matcher export = EXPORT.matcher(read(sources.resolve("module-info.java")));
      while (export.find()) {
        if (export.group(2) == null) {
          out.addAll(types(sources, export.group(1)));
        }
      }
    }
    return out;
  }

  /** Every public type of one package, top-level types by name, each followed by its members. */
  static List<ApiType> types(Path sources, String pkg) {
    Path dir = sources.resolve(pkg.replace('.', '/'));
    List<Path> files;
    try (Stream<Path> listing = Files.list(dir)) {
      files =
          listing
              .filter(p -> p.getFileName().toString().endsWith(".java"))
              .filter(p -> !p.getFileName().toString().equals("package-info.java"))
              .sorted(Comparator.comparing(p -> p.getFileName().toString()))
              .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<ApiType> out = new ArrayList<>();
    for (Path file : files) {
      String text = read(file);
      Matcher top = TOP_LEVEL.matcher(text);
      if (!top.find()) {
        continue;
      }
      addWithMembers(out, load(pkg + "." + top.group(1)), text);
    }
    return out;
  }

  private static void addWithMembers(List<ApiType> out, Class<?> type, String source) {
    out.add(new ApiType(type, summary(source, type.getSimpleName())));
    Class<?>[] members = type.getDeclaredClasses();
    Arrays.sort(members, Comparator.comparing(Class::getName));
    for (Class<?> member : members) {
      if (Modifier.isPublic(member.getModifiers())) {
        addWithMembers(out, member, source);
      }
    }
    addBuilderStages(out, type);
  }

  /**
   * The public stage interfaces of a generated staged builder that a public static method of {@code
   * type} returns ({@code ReaderRequest.builder()} returns {@code
   * ImmutableReaderRequest.CacheHandleBuildStage}): the generated class is package-private, but a
   * caller's code names its stages, so they are API. Listed in the order a call chain meets them,
   * each stage with the super-interfaces that declare its methods.
   */
  private static void addBuilderStages(List<ApiType> out, Class<?> type) {
    Method[] methods = type.getDeclaredMethods();
    Arrays.sort(methods, Comparator.comparing(Method::getName));
    for (Method factory : methods) {
      Class<?> stage = factory.getReturnType();
      Class<?> generated = stage.getEnclosingClass();
      if (!Modifier.isStatic(factory.getModifiers())
          || !Modifier.isPublic(factory.getModifiers())
          || generated == null
          || Modifier.isPublic(generated.getModifiers())
          || !generated.getSimpleName().equals("Immutable" + type.getSimpleName())) {
        continue;
      }
      String origin = "`" + type.getSimpleName() + "." + factory.getName() + "()`";
      List<Class<?>> seen = new ArrayList<>();
      while (stage != null && !seen.contains(stage)) {
        List<Class<?>> declaring = new ArrayList<>(List.of(stage));
        declaring.addAll(Arrays.asList(stage.getInterfaces()));
        for (Class<?> shown : declaring) {
          if (shown.getEnclosingClass() == generated && !seen.contains(shown)) {
            seen.add(shown);
            out.add(new ApiType(shown, stageSummary(shown, origin)));
          }
        }
        stage = nextStage(stage, generated, seen);
      }
    }
  }

  private static Class<?> nextStage(Class<?> stage, Class<?> generated, List<Class<?>> seen) {
    for (Method method : sortedMethods(stage)) {
      Class<?> next = method.getReturnType();
      if (next.getEnclosingClass() == generated && !seen.contains(next)) {
        return next;
      }
    }
    return null;
  }

  private static String stageSummary(Class<?> stage, String origin) {
    List<String> names =
        sortedMethods(stage).stream()
            .filter(m -> m.getDeclaringClass() == stage)
            .map(m -> "`" + m.getName() + "`")
            .distinct()
            .toList();
    List<String> supers =
        Arrays.stream(stage.getInterfaces())
            .map(s -> "`" + s.getEnclosingClass().getSimpleName() + "." + s.getSimpleName() + "`")
            .toList();
    String what =
        names.isEmpty()
            ? supers.isEmpty() ? "" : " (a " + String.join(", ", supers) + ")"
            : ": " + String.join(", ", names);
    return "Generated (Immutables) builder stage of " + origin + what + ".";
  }

  private static List<Method> sortedMethods(Class<?> type) {
    return Arrays.stream(type.getMethods())
        .filter(m -> m.getDeclaringClass() != Object.class)
        .sorted(Comparator.comparing(Method::getName))
        .toList();
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, ApiReference.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("no class " + name + " for its source file", e);
    }
  }

  /** The kind of a type as Java declares it. */
  static String kind(Class<?> type) {
    String kind;
    if (type.isAnnotation()) {
      kind = "annotation";
    } else if (type.isInterface()) {
      kind = "interface";
    } else if (type.isRecord()) {
      kind = "record";
    } else if (type.isEnum()) {
      kind = "enum";
    } else if (Modifier.isAbstract(type.getModifiers())) {
      kind = "abstract class";
    } else {
      kind = "class";
    }
    return type.isSealed() ? "sealed " + kind : kind;
  }

  /**
   * The first sentence of the javadoc right before the declaration of {@code simpleName} in {@code
   * source}, as one line of Markdown ({@code {@code x}} and {@code {@link x}} become code spans).
   */
  static String summary(String source, String simpleName) {
    Pattern declaration =
        Pattern.compile(
            "/\\*\\*((?:(?!\\*/).)*?)\\*/\\s*(?:@[\\w.]+(?:\\([^)]*\\))?\\s*)*"
                + "(?:public\\s+)?(?:(?:static|final|abstract|sealed|non-sealed|strictfp)\\s+)*"
                + "(?:class|interface|record|enum|@interface)\\s+"
                + Pattern.quote(simpleName)
                + "\\b",
            Pattern.DOTALL);
    Matcher m = declaration.matcher(source);
    if (!m.find()) {
      return "—";
    }
    String text = markdown(m.group(1).replaceAll("(?m)^\\s*\\*\\s?", " "));
    int at = text.indexOf(" @");
    if (at >= 0) {
      text = text.substring(0, at);
    }
    int end = sentenceEnd(text);
    return RulesReference.cell(end < 0 ? text : text.substring(0, end + 1));
  }

  /**
   * Javadoc text as one line of Markdown: inline tags ({@code {@code}}, {@code {@literal}}, {@code
   * {@value}}, {@code {@link}}, {@code {@linkplain}}) read with their braces balanced, as javadoc
   * reads them, so {@code {@code [{"a": 1}]}} stays whole; HTML tags dropped, the character
   * references javadoc sources use decoded, white space folded.
   */
  static String markdown(String javadoc) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < javadoc.length()) {
      if (javadoc.startsWith("{@", i)) {
        int close = closingBrace(javadoc, i);
        if (close > 0) {
          out.append(inlineTag(javadoc.substring(i + 2, close)));
          i = close + 1;
          continue;
        }
      }
      out.append(javadoc.charAt(i));
      i++;
    }
    return out.toString()
        .replaceAll("<[^>]+>", "")
        .replace("&#123;", "{")
        .replace("&#125;", "}")
        .replace("&#64;", "@")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
        .replaceAll("\\s+", " ")
        .strip();
  }

  /** The index of the brace that closes the inline tag opened at {@code open}, or -1. */
  private static int closingBrace(String text, int open) {
    int depth = 0;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return i;
      }
    }
    return -1;
  }

  /** One inline tag's Markdown: {@code name body} without the braces. */
  private static String inlineTag(String tag) {
    String[] parts = tag.split("\\s+", 2);
    String body = parts.length > 1 ? parts[1].strip() : "";
    switch (parts[0]) {
      case "code", "literal":
        return "`" + body + "`";
      case "value":
        return "`" + body.substring(body.indexOf('#') + 1) + "`";
      case "link", "linkplain":
        String[] target = body.split("\\s+", 2);
        return target.length > 1
            ? target[1]
            : "`" + (target[0].startsWith("#") ? target[0].substring(1) : target[0]) + "`";
      default:
        return "{@" + tag + "}";
    }
  }

  /** The index of the period that ends the first sentence (outside code spans), or -1. */
  private static int sentenceEnd(String text) {
    boolean inCode = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '`') {
        inCode = !inCode;
      } else if (c == '.'
          && !inCode
          && (i + 1 == text.length() || text.charAt(i + 1) == ' ')
          && !abbreviationEndsAt(text, i)) {
        return i;
      }
    }
    return -1;
  }

  private static boolean abbreviationEndsAt(String text, int period) {
    for (String abbreviation : ABBREVIATIONS) {
      int start = period - abbreviation.length();
      if (start >= 0
          && text.startsWith(abbreviation, start)
          && (start == 0 || !Character.isLetter(text.charAt(start - 1)))) {
        return true;
      }
    }
    return false;
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
