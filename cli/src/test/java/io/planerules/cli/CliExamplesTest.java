package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.table.Table;
import org.junit.jupiter.api.Test;

/** The code examples of this module's javadoc, compiled and run; each region is quoted there. */
class CliExamplesTest {

  @Test
  void table() {
    // tag::table[]
    String text = Table.of("KIND", "NAME").row("namespace/nvcf", "plane-a-nvcf").render();
    // KIND            NAME
    // --------------  ------------
    // namespace/nvcf  plane-a-nvcf
    // end::table[]
    assertThat(text)
        .isEqualTo(
            "KIND            NAME\n--------------  ------------\nnamespace/nvcf  plane-a-nvcf\n");
  }

  @Test
  void fields() {
    // tag::fields[]
    Fields request =
        Fields.of(Field.string("planeId"), Field.object("object", Fields.of(Field.string("kind"))));
    // end::fields[]
    assertThat(request.find("object").orElseThrow().nested().find("kind")).isPresent();
    assertThat(request.find("kind")).isEmpty();
  }
}
