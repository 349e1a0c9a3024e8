package io.planerules.admission;

import io.planerules.ownership.OwnershipLabel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * One admission request twice: as the library reads it ({@link AdmissionRequest}) and as the API
 * server hands it to CEL ({@code request}, {@code object}, {@code oldObject}, {@code
 * namespaceObject} as nested maps). An empty label map is rendered as absent {@code labels} or as
 * {@code {}}, as {@code emptyLabelsAbsent} says.
 */
record RenderedRequest(AdmissionRequest admission, boolean emptyLabelsAbsent) {

  String group() {
    return admission.resource().group();
  }

  String operation() {
    return admission.operation().name();
  }

  String name() {
    return admission.name();
  }

  boolean namespaced() {
    return admission.namespace() != null;
  }

  String resourcePath() {
    return admission.subresource().isEmpty()
        ? admission.resource().resource()
        : admission.resource().resource() + "/" + admission.subresource();
  }

  SortedMap<String, String> objectLabels() {
    return orEmpty(admission.objectLabels());
  }

  SortedMap<String, String> oldObjectLabels() {
    return orEmpty(admission.oldObjectLabels());
  }

  private static SortedMap<String, String> orEmpty(@Nullable SortedMap<String, String> labels) {
    return labels == null ? new TreeMap<>() : labels;
  }

  Map<String, Object> request() {
    Map<String, Object> request = new LinkedHashMap<>();
    request.put("operation", operation());
    request.put("kind", Map.of("group", group(), "version", "v1", "kind", admission.kind()));
    request.put(
        "resource",
        Map.of("group", group(), "version", "v1", "resource", admission.resource().resource()));
    if (!admission.subresource().isEmpty()) {
      request.put("subResource", admission.subresource());
    }
    request.put("name", admission.name());
    // the API server sets request.namespace to a Namespace's own name: the policies never read it
    if (admission.namespace() != null) {
      request.put("namespace", admission.namespace());
    } else if (admission.kind().equals("Namespace")) {
      request.put("namespace", admission.name());
    }
    Map<String, Object> user = new LinkedHashMap<>();
    if (!admission.username().isEmpty()) {
      user.put("username", admission.username());
    }
    if (!admission.groups().isEmpty()) {
      user.put("groups", List.copyOf(admission.groups()));
    }
    request.put("userInfo", user);
    return request;
  }

  @Nullable Map<String, Object> object() {
    return object(admission.objectLabels());
  }

  @Nullable Map<String, Object> oldObject() {
    return object(admission.oldObjectLabels());
  }

  private @Nullable Map<String, Object> object(@Nullable Map<String, String> labels) {
    if (labels == null) {
      return null;
    }
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("name", admission.name());
    if (admission.namespace() != null) {
      metadata.put("namespace", admission.namespace());
    }
    putLabels(metadata, labels);
    return Map.of("apiVersion", "v1", "kind", admission.kind(), "metadata", metadata);
  }

  @Nullable Map<String, Object> namespaceObject() {
    if (admission.namespace() == null) {
      return null;
    }
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("name", admission.namespace());
    putLabels(metadata, admission.namespaceLabels());
    return Map.of("apiVersion", "v1", "kind", "Namespace", "metadata", metadata);
  }

  private void putLabels(Map<String, Object> metadata, @Nullable Map<String, String> labels) {
    if (labels != null && !(labels.isEmpty() && emptyLabelsAbsent)) {
      metadata.put("labels", Map.copyOf(labels));
    }
  }

  /** The ownership label key, for generators. */
  static final String KEY = OwnershipLabel.KEY;
}
