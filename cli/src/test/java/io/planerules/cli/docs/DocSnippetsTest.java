package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Java snippets in {@code docs/cookbook.md} and {@code docs/architecture.md} are the code of
 * the tests that run them. A snippet in markdown is announced by {@code <!-- snippet:
 * CookbookTest#startup -->} and followed by a {@code java} fence; its text is the region between
 * {@code // tag::startup[]} and {@code // end::startup[]} in {@code CookbookTest.java}, with the
 * common indentation removed. With {@code -Dplanerules.regenerateDocs=true} the fences are
 * rewritten from the code.
 */
class DocSnippetsTest {

  private static final Path DOCS = Path.of("..", "docs");
  private static final Path SOURCES =
      Path.of("src", "test", "java", "io", "planerules", "cli", "docs");
  private static final Pattern QUOTE =
      Pattern.compile("<!-- snippet: (\\w+)#([\\w-]+) -->\\n```java\\n(.*?)```\\n", Pattern.DOTALL);
  private static final Pattern TAG = Pattern.compile("// tag::([\\w-]+)\\[\\]");

  @Test
  void cookbookQuotesEveryRecipe() throws IOException {
    String cookbook = check(DOCS.resolve("cookbook.md"));
    for (String tag : tags("CookbookTest").keySet()) {
      assertThat(cookbook).contains("<!-- snippet: CookbookTest#" + tag + " -->");
    }
    assertThat(tags("CookbookTest")).hasSize(7);
  }

  @Test
  void architectureQuotesBothWalkthroughs() throws IOException {
    String architecture = check(DOCS.resolve("architecture.md"));
    for (String tag : tags("ArchitectureWalkthroughTest").keySet()) {
      assertThat(architecture)
          .contains("<!-- snippet: ArchitectureWalkthroughTest#" + tag + " -->");
    }
  }

  @Test
  void readmeQuotesTheUsageExampleAndTheBuildsVersion() throws IOException {
    String readme = check(Path.of("..", "README.md"));
    assertThat(readme).contains("<!-- snippet: ReadmeUsageTest#usage -->");
    String pom = Files.readString(Path.of("..", "pom.xml"), StandardCharsets.UTF_8);
    Matcher version = Pattern.compile("<version>([^<]+)</version>").matcher(pom);
    assertThat(version.find()).isTrue();
    assertThat(readme)
        .contains("<artifactId>planerules-bom</artifactId>\n      <version>" + version.group(1));
  }

  @Test
  void snippetsAreDedentedRegions() {
    String source = "class X {\n  // tag::a[]\n  void a() {\n    b();\n  }\n\n  // end::a[]\n}\n";
    assertThat(regions(source)).containsEntry("a", "void a() {\n  b();\n}\n");
  }

  /** Compares (or, when regenerating, rewrites) every quoted snippet of one markdown file. */
  private static String check(Path path) throws IOException {
    String file = path.getFileName().toString();
    String text = Files.readString(path, StandardCharsets.UTF_8);
    Matcher m = QUOTE.matcher(text);
    StringBuilder rewritten = new StringBuilder();
    List<String> stale = new ArrayList<>();
    int quoted = 0;
    while (m.find()) {
      quoted++;
      String code = tags(m.group(1)).get(m.group(2));
      assertThat(code)
          .as("%s quotes unknown snippet %s#%s", file, m.group(1), m.group(2))
          .isNotNull();
      if (!code.equals(m.group(3))) {
        stale.add(m.group(1) + "#" + m.group(2));
      }
      m.appendReplacement(
          rewritten,
          Matcher.quoteReplacement(
              "<!-- snippet: "
                  + m.group(1)
                  + "#"
                  + m.group(2)
                  + " -->\n```java\n"
                  + code
                  + "```\n"));
    }
    m.appendTail(rewritten);
    if (Boolean.getBoolean("planerules.regenerateDocs")) {
      Files.writeString(path, rewritten.toString(), StandardCharsets.UTF_8);
      stale.clear();
    }
    assertThat(quoted).as("%s quotes no snippet", file).isPositive();
    assertThat(stale)
        .as(
            "%s quotes code that changed; regenerate with%n  %s",
            file, RulesReference.REGENERATE.replace("RulesReferenceTest", "DocSnippetsTest"))
        .isEmpty();
    return rewritten.toString();
  }

  private static Map<String, String> tags(String className) {
    try {
      return regions(
          Files.readString(SOURCES.resolve(className + ".java"), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** The tagged regions of a source text, dedented, trailing blank lines dropped. */
  static Map<String, String> regions(String source) {
    Map<String, String> out = new LinkedHashMap<>();
    List<String> lines = source.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      Matcher tag = TAG.matcher(lines.get(i).strip());
      if (!tag.matches()) {
        continue;
      }
      String end = "// end::" + tag.group(1) + "[]";
      List<String> body = new ArrayList<>();
      int j = i + 1;
      while (!lines.get(j).strip().equals(end)) {
        body.add(lines.get(j));
        j++;
      }
      while (!body.isEmpty() && body.get(body.size() - 1).isBlank()) {
        body.remove(body.size() - 1);
      }
      int indent =
          body.stream()
              .filter(line -> !line.isBlank())
              .mapToInt(line -> line.length() - line.stripLeading().length())
              .min()
              .orElse(0);
      StringBuilder code = new StringBuilder();
      for (String line : body) {
        code.append(line.isBlank() ? "" : line.substring(indent)).append('\n');
      }
      out.put(tag.group(1), code.toString());
    }
    return out;
  }
}
