package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.identity.ControlPlaneId;
import io.planerules.testkit.Properties;
import io.planerules.testkit.audit.RenderGenerators;
import io.planerules.testkit.audit.RenderGenerators.Document;
import io.planerules.testkit.audit.RenderGenerators.Render;
import io.planerules.testkit.ownership.OwnershipGenerators;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code audit.legacy-reference} over testkit's generated named renders (every reference field,
 * legacy names planted about a third of the time): the rule reports exactly the planted documents,
 * each with the planted name and the plane's name of it ({@code P-<legacy>}, written by the
 * generator from docs/reference/identity.md, not by the name table under test), or, for an id
 * starting with a digit and a name whose row is a DNS-1035 label, the word that there is none.
 */
class LegacyReferencePropertiesTest {

  static AuditReport audit(Render render) {
    try {
      return Audit.render(
          ControlPlaneId.of(render.plane()),
          AuditOptions.defaults(),
          ObjectStreams.of("render.yaml", render.text().getBytes(StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void theRuleFiresExactlyOnThePlantedLegacyReferences() {
    Properties.qt(500)
        .forAll(RenderGenerators.legacyReferenceRenders(OwnershipGenerators.planeIds()))
        .checkAssert(
            render -> {
              AuditReport report = audit(render);
              List<Integer> planted = new ArrayList<>();
              for (int i = 0; i < render.documents().size(); i++) {
                if (render.documents().get(i).legacyReference()) {
                  planted.add(i);
                }
              }
              List<Finding> findings =
                  report.findings().stream()
                      .filter(f -> f.ruleId().equals("audit.legacy-reference"))
                      .toList();
              assertThat(findings.stream().map(f -> f.source().document()).toList())
                  .as("documents reported in %s", render.text())
                  .isEqualTo(planted);
              for (Finding f : findings) {
                Document d = render.documents().get(f.source().document());
                assertThat(f.message()).contains("\"" + d.value() + "\"");
                // an id starting with a digit makes no DNS-1035 label: no OpenBao server name
                if (!f.message().contains("has no valid name of it")
                    || !Character.isDigit(render.plane().charAt(0))) {
                  assertThat(f.message()).contains("\"" + render.plane() + "-" + d.value() + "\"");
                }
              }
            });
  }
}
