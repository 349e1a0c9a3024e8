package io.planerules.admission.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import io.planerules.admission.PolicySet;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The Kubernetes objects of a {@link PolicySet} ({@link PolicySet#documents()}) as text: {@code
 * ValidatingAdmissionPolicy} and {@code ValidatingAdmissionPolicyBinding} of {@code
 * admissionregistration.k8s.io/v1}, policy then binding for each rule.
 * <!-- snippet: AdmissionExamplesTest#yaml -->
 *
 * <pre>{@code
 * String yaml = PolicyDocuments.yaml(AdmissionPolicies.forPlane(id, naming, options));
 * }</pre>
 */
public final class PolicyDocuments {

  private static final ObjectMapper YAML =
      new ObjectMapper(
          YAMLFactory.builder()
              .disable(YAMLGenerator.Feature.SPLIT_LINES)
              .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
              .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
              .build());

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private PolicyDocuments() {}

  /**
   * The objects as a YAML multi-document stream, each document starting with {@code ---}.
   *
   * @param set the policies and bindings
   * @return the YAML text
   */
  public static String yaml(PolicySet set) {
    StringWriter out = new StringWriter();
    try (var writer = YAML.writer().writeValues(out)) {
      for (Map<String, Object> object : set.documents()) {
        writer.write(object);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /**
   * The objects as {@code {"items": [...]}}, indented, with a final newline.
   *
   * @param set the policies and bindings
   * @return the JSON text
   */
  public static String json(PolicySet set) {
    try {
      return JSON.writeValueAsString(Map.of("items", set.documents())) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
