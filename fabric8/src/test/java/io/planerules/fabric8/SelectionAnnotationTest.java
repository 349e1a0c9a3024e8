package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.planerules.binding.Outcome;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.binding.selection.io.SelectionParseResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SelectionAnnotationTest {

  private static ConfigMap annotated(Map<String, String> annotations) {
    return new ConfigMapBuilder()
        .withNewMetadata()
        .withName("req-1")
        .withAnnotations(annotations)
        .endMetadata()
        .build();
  }

  @Test
  void noAnnotationReadsAsNoSelection() {
    assertThat(SelectionAnnotation.read(annotated(Map.of()))).isEmpty();
  }

  @Test
  void theAnnotationIsParsedStrictly() {
    SelectionParseResult bad =
        SelectionAnnotation.read(annotated(Map.of(PersistedSelection.ANNOTATION, "{\"version\":")))
            .orElseThrow();
    assertThat(bad.isValid()).isFalse();
    assertThat(bad.result().problems()).hasSize(1);

    // a Helm request without a cache (the marshal example of SelectionCodecTest)
    SelectionParseResult none =
        SelectionAnnotation.read(
                annotated(
                    Map.of(
                        PersistedSelection.ANNOTATION,
                        "{\"version\":\"v1alpha1\",\"workflow\":\"helmModelCache\",\"mode\":\"none\"}")))
            .orElseThrow();
    assertThat(none.valid()).contains(PersistedSelection.of("helmModelCache", "none", null));
  }

  @Test
  void anInvalidSelectionIsNotWritten() {
    ObjectMeta meta = new ObjectMetaBuilder().withName("req-1").build();
    // the factories refuse an invalid selection; the record constructor, which the codec uses for
    // wire values, still builds one, and the annotation must not carry it
    PersistedSelection invalid =
        new PersistedSelection(
            "v1alpha1",
            "regularModelCache",
            "rox",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            List.of(),
            List.of(),
            false,
            "",
            "");
    assertThat(invalid.validate().isValid()).isFalse();
    Outcome<ObjectMeta> written = SelectionAnnotation.write(meta, invalid);
    assertThat(written.isOk()).isFalse();
    assertThat(written.ruleId().value()).isEqualTo("selection.mode");
    assertThat(meta.getAnnotations()).isEmpty();
  }
}
