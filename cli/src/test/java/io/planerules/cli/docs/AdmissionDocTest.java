package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The YAML block of {@code docs/admission.md} announced by {@code <!-- golden: PATH -->} equals the
 * golden file at {@code PATH} (relative to the repository root). With {@code
 * -Dplanerules.regenerateDocs=true} the block is rewritten from the file.
 */
class AdmissionDocTest {

  private static final Path ROOT = Path.of("..");
  private static final Pattern GOLDEN =
      Pattern.compile("<!-- golden: ([\\w./-]+) -->\\n```yaml\\n(.*?)```\\n", Pattern.DOTALL);

  @Test
  void theGuideQuotesTheGoldenObjectsOfPlaneA() throws IOException {
    Path doc = ROOT.resolve("docs").resolve("admission.md");
    String text = Files.readString(doc, StandardCharsets.UTF_8);
    Matcher m = GOLDEN.matcher(text);
    assertThat(m.find()).as("docs/admission.md quotes no golden file").isTrue();
    assertThat(m.group(1)).endsWith("plane-a.yaml");
    String golden = Files.readString(ROOT.resolve(m.group(1)), StandardCharsets.UTF_8);
    if (Boolean.getBoolean("planerules.regenerateDocs")) {
      String block = "<!-- golden: " + m.group(1) + " -->\n```yaml\n" + golden + "```\n";
      Files.writeString(
          doc,
          text.substring(0, m.start()) + block + text.substring(m.end()),
          StandardCharsets.UTF_8);
      return;
    }
    assertThat(m.group(2))
        .as(
            "docs/admission.md quotes an old %s; regenerate with%n  %s",
            m.group(1), RulesReference.REGENERATE.replace("RulesReferenceTest", "AdmissionDocTest"))
        .isEqualTo(golden);
  }
}
