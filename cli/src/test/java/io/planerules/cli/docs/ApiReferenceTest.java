package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/api.md} is current: it equals what {@link ApiReference#render(Path)} produces from
 * the module descriptors and sources. Run with {@code -Dplanerules.regenerateDocs=true} to rewrite
 * it (surefire runs in {@code cli/}, so the repository root is {@code ..}).
 */
class ApiReferenceTest {

  private static final Path ROOT = Path.of("..");
  private static final Path API_MD = ROOT.resolve("docs").resolve("api.md");

  @Test
  void committedApiReferenceIsCurrent() throws IOException {
    String expected = ApiReference.render(ROOT);
    if (Boolean.getBoolean("planerules.regenerateDocs")) {
      Files.writeString(API_MD, expected, StandardCharsets.UTF_8);
    }
    String committed = Files.exists(API_MD) ? Files.readString(API_MD, StandardCharsets.UTF_8) : "";
    assertThat(committed)
        .as(
            "docs/api.md is stale (the public API changed). Regenerate it from the repository"
                + " root with:%n  %s%nand commit the result.",
            ApiReference.REGENERATE)
        .isEqualTo(expected);
  }

  @Test
  void summariesAreTheFirstSentenceOfTheJavadoc() {
    String source =
        "/**\n * Decides {@code x} with {@link Foo#bar}. More text.\n *\n * @param a b\n */\n"
            + "@NullMarked\npublic final class Foo {}\n";
    assertThat(ApiReference.summary(source, "Foo")).isEqualTo("Decides `x` with `Foo#bar`.");
    assertThat(ApiReference.summary("public class Bar {}", "Bar")).isEqualTo("—");
    assertThat(ApiReference.summary("/** Kind {@value a.b.C#KIND}. */ record Q() {}", "Q"))
        .isEqualTo("Kind `KIND`.");
    assertThat(ApiReference.summary("/** A {@code 1.5} value */ public record Baz() {}", "Baz"))
        .isEqualTo("A `1.5` value");
  }

  @Test
  void summariesKeepNestedBracesAbbreviationsAndCharacterReferences() {
    assertThat(
            ApiReference.summary(
                "/** Keys as {@code [{\"name\": n}]}, e.g. sorted. Next. */ record A() {}", "A"))
        .isEqualTo("Keys as `[{\"name\": n}]`, e.g. sorted.");
    assertThat(ApiReference.summary("/** JSON when it starts with &#123;. No. */ class B {}", "B"))
        .isEqualTo("JSON when it starts with {.");
    assertThat(ApiReference.summary("/** The source (i.e. the default) wins. */ class C {}", "C"))
        .isEqualTo("The source (i.e. the default) wins.");
    assertThat(ApiReference.summary("/** See {@link Foo the foo}. */ class D {}", "D"))
        .isEqualTo("See the foo.");
  }

  @Test
  void kindsFollowTheDeclaration() {
    assertThat(ApiReference.kind(Record.class)).isEqualTo("abstract class");
    assertThat(ApiReference.kind(Runnable.class)).isEqualTo("interface");
    assertThat(ApiReference.kind(Thread.State.class)).isEqualTo("enum");
    assertThat(ApiReference.kind(Override.class)).isEqualTo("annotation");
  }
}
