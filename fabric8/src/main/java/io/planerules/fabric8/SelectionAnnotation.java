package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.planerules.binding.Outcome;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.binding.selection.io.SelectionCodec;
import io.planerules.binding.selection.io.SelectionParseResult;
import java.util.Optional;

/**
 * The persisted selection in and out of the request annotation {@code
 * storage.nvcf.nvidia.io/model-cache-selection} (docs/reference/fabric8.md#persisted-selection).
 * <!-- snippet: Fabric8ExamplesTest#selection-annotation -->
 *
 * <pre>{@code
 * Optional<SelectionParseResult> read = SelectionAnnotation.read(icmsRequest); // empty: none yet
 * }</pre>
 */
public final class SelectionAnnotation {

  private SelectionAnnotation() {}

  /**
   * The selection an object carries: empty when the annotation is absent, else the strict parse of
   * its value ({@code SelectionCodec.parse}).
   *
   * @param object the request object
   * @return the parse result, or empty
   */
  public static Optional<SelectionParseResult> read(HasMetadata object) {
    String value =
        ObservedObjects.annotations(ObservedObjects.metadata(object))
            .get(PersistedSelection.ANNOTATION);
    return value == null ? Optional.empty() : Optional.of(SelectionCodec.parse(value));
  }

  /**
   * A copy of {@code metadata} with the selection written to the annotation, when the selection is
   * valid ({@code SelectionCodec.marshal}); the refusal otherwise. The input is not changed.
   *
   * @param metadata the request's metadata
   * @param selection the selection to persist
   * @return the new metadata, or why the selection cannot be written
   */
  public static Outcome<ObjectMeta> write(ObjectMeta metadata, PersistedSelection selection) {
    return SelectionCodec.marshal(selection)
        .map(
            json ->
                new ObjectMetaBuilder(metadata)
                    .addToAnnotations(PersistedSelection.ANNOTATION, json)
                    .build());
  }
}
