package io.planerules.identity.naming;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The full name table (docs/reference/identity.md#kind-table) against golden files written by
 * {@code golden_names.py}, an independent Python transcription of the table (never by this code).
 */
class NameTableGoldenTest {

  static List<String> golden(String file) throws IOException {
    try (InputStream in =
        NameTableGoldenTest.class.getResourceAsStream("/io/planerules/identity/" + file)) {
      String text = new String(in.readAllBytes(), UTF_8);
      List<String> lines = new ArrayList<>();
      for (String line : text.split("\n", -1)) {
        if (!line.isEmpty() && !line.startsWith("#")) {
          lines.add(line);
        }
      }
      return lines;
    }
  }

  static List<String> rows(PlaneNames names) {
    List<String> out = new ArrayList<>();
    for (PlanEntry e : names.plan()) {
      assertThat(e.problems().problems()).as(e.kind()).isEmpty();
      out.add(
          String.join(
              "\t",
              e.kind(),
              e.legacy() == null ? "-" : e.legacy(),
              e.name(),
              e.scope().wireName(),
              e.namespace() == null ? "-" : e.namespace()));
    }
    return out;
  }

  @Test
  void namedAlpha() throws IOException {
    ControlPlaneId alpha = ControlPlaneId.of("alpha");
    PlaneNames names = PlaneNames.of(alpha, PlaneDomain.of("alpha.example.test", alpha, true));
    assertThat(rows(names)).containsExactlyElementsOf(golden("names-alpha.tsv"));
  }

  @Test
  void legacyIsByteIdentical() throws IOException {
    PlaneNames names =
        PlaneNames.of(
            ControlPlaneId.LEGACY, PlaneDomain.of("example.test", ControlPlaneId.LEGACY, true));
    assertThat(rows(names)).containsExactlyElementsOf(golden("names-legacy.tsv"));
  }
}
