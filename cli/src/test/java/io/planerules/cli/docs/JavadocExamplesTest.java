package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every code example in the javadoc of a module's main sources is the code of a test of that
 * module, so it compiles against the module and runs. A javadoc example is announced by a line
 * {@code <!-- snippet: ClassNameTest#tag -->} before its {@code <pre>{@code} line (a blank javadoc
 * line between them, as google-java-format writes it, is allowed); its text
 * is the region between {@code // tag::tag[]} and {@code // end::tag[]} in {@code
 * ClassNameTest.java} under the same module's {@code src/test/java}, with the common indentation
 * removed (the same regions {@link DocSnippetsTest} quotes into {@code docs/}). An example without
 * the announcement fails this test: compile it or remove it. With {@code
 * -Dplanerules.regenerateDocs=true} the examples are rewritten from the code.
 *
 * <p>An example may not hold a line starting with {@code @} (javadoc reads it as a block tag), the
 * text {@code *}{@code /} or unbalanced braces (they end {@code {@code}}); the test says so when a
 * region does.
 */
class JavadocExamplesTest {

  /** The modules whose javadoc is checked: every module with main sources. */
  private static final List<String> MODULES =
      List.of(
          "rules",
          "identity",
          "ownership",
          "rbac",
          "admission",
          "audit",
          "audit-testkit",
          "storage-catalog",
          "binding-decision",
          "fabric8",
          "testkit",
          "simulation",
          "cli",
          "benchmarks");

  private static final Pattern EXAMPLE =
      Pattern.compile(
          "(?m)^([ \\t]*\\*)[ \\t]*(?:<!-- snippet: (\\w+)#([\\w-]+) -->\\n"
              + "(?:[ \\t]*\\*[ \\t]*\\n)?[ \\t]*\\*[ \\t]*)?"
              + "<pre>\\{@code\\n(.*?)^[ \\t]*\\*[ \\t]*}</pre>",
          Pattern.DOTALL);

  @Test
  void everyJavadocExampleIsTheCodeOfATest() throws IOException {
    List<String> unannounced = new ArrayList<>();
    List<String> stale = new ArrayList<>();
    int checked = 0;
    for (String module : MODULES) {
      Path root = Path.of("..", module);
      for (Path source : javaFiles(root.resolve(Path.of("src", "main", "java")))) {
        String text = Files.readString(source, StandardCharsets.UTF_8);
        Matcher m = EXAMPLE.matcher(text);
        StringBuilder rewritten = new StringBuilder();
        while (m.find()) {
          String where = source + ":" + line(text, m.start());
          if (m.group(2) == null) {
            unannounced.add(where);
            m.appendReplacement(rewritten, Matcher.quoteReplacement(m.group()));
            continue;
          }
          checked++;
          String code = region(root, m.group(2), m.group(3), where);
          String quoted = unquote(m.group(4));
          if (!code.equals(quoted)) {
            stale.add(where + " (" + m.group(2) + "#" + m.group(3) + ")");
          }
          m.appendReplacement(
              rewritten, Matcher.quoteReplacement(quote(m.group(1), m.group(2), m.group(3), code)));
        }
        m.appendTail(rewritten);
        if (Boolean.getBoolean("planerules.regenerateDocs") && !rewritten.toString().equals(text)) {
          Files.writeString(source, rewritten.toString(), StandardCharsets.UTF_8);
        }
      }
    }
    if (Boolean.getBoolean("planerules.regenerateDocs")) {
      stale.clear();
    }
    assertThat(unannounced)
        .as(
            "javadoc examples that no test compiles: announce each with <!-- snippet:"
                + " SomeTest#tag --> and a tagged region in that module's tests, or remove it")
        .isEmpty();
    assertThat(stale)
        .as(
            "javadoc examples that differ from the code they quote; regenerate with%n  %s",
            RulesReference.REGENERATE.replace("RulesReferenceTest", "JavadocExamplesTest"))
        .isEmpty();
    assertThat(checked).isPositive();
  }

  @Test
  void anExampleIsTheDecoratedRegion() {
    String javadoc =
        "  /**\n   * Text.\n   *\n   * <!-- snippet: ATest#a -->\n   *\n   * <pre>{@code\n"
            + "   * int x = 1;\n   *\n   *   y(x);\n   * }</pre>\n   */\n";
    Matcher m = EXAMPLE.matcher(javadoc);
    assertThat(m.find()).isTrue();
    assertThat(m.group(2)).isEqualTo("ATest");
    assertThat(m.group(3)).isEqualTo("a");
    assertThat(unquote(m.group(4))).isEqualTo("int x = 1;\n\n  y(x);\n");
    assertThat(quote(m.group(1), "ATest", "a", "int x = 1;\n\n  y(x);\n")).isEqualTo(m.group());
  }

  /** The example text of a javadoc block: each line without its {@code " * "} decoration. */
  private static String unquote(String block) {
    StringBuilder out = new StringBuilder();
    for (String line : block.lines().toList()) {
      String s = line.stripLeading();
      s = s.startsWith("*") ? s.substring(1) : s;
      out.append(s.startsWith(" ") ? s.substring(1) : s).append('\n');
    }
    return out.toString();
  }

  /** The javadoc block of a code region, decorated with the comment's own prefix. */
  private static String quote(String prefix, String test, String tag, String code) {
    StringBuilder out = new StringBuilder();
    out.append(prefix).append(" <!-- snippet: ").append(test).append('#').append(tag);
    out.append(" -->\n").append(prefix).append('\n').append(prefix).append(" <pre>{@code\n");
    for (String line : code.lines().toList()) {
      out.append(prefix).append(line.isEmpty() ? "" : " " + line).append('\n');
    }
    return out.append(prefix).append(" }</pre>").toString();
  }

  /** The tagged region of a test class of the module, checked for what javadoc cannot hold. */
  private static String region(Path module, String test, String tag, String where) {
    Path file = testSource(module, test).orElse(null);
    assertThat(file).as("%s quotes %s, which is not a test of %s", where, test, module).isNotNull();
    String code;
    try {
      code = DocSnippetsTest.regions(Files.readString(file, StandardCharsets.UTF_8)).get(tag);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertThat(code).as("%s quotes unknown region %s#%s", where, test, tag).isNotNull();
    long open = code.chars().filter(c -> c == '{').count();
    long close = code.chars().filter(c -> c == '}').count();
    assertThat(open).as("%s#%s has unbalanced braces", test, tag).isEqualTo(close);
    assertThat(code).as("%s#%s holds a comment end", test, tag).doesNotContain("*/");
    assertThat(code.lines().map(String::strip).filter(l -> l.startsWith("@")).toList())
        .as("%s#%s has lines javadoc reads as block tags", test, tag)
        .isEmpty();
    return code;
  }

  private static Optional<Path> testSource(Path module, String test) {
    Map<String, Path> byName = new TreeMap<>();
    for (Path p : javaFiles(module.resolve(Path.of("src", "test", "java")))) {
      byName.putIfAbsent(p.getFileName().toString(), p);
    }
    return Optional.ofNullable(byName.get(test + ".java"));
  }

  private static List<Path> javaFiles(Path root) {
    if (!Files.isDirectory(root)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int line(String text, int offset) {
    int n = 1;
    for (int i = 0; i < offset; i++) {
      if (text.charAt(i) == '\n') {
        n++;
      }
    }
    return n;
  }
}
