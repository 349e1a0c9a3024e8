package io.planerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.decision.TopologyRequirement;
import io.planerules.binding.decision.TopologyTerm;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.rbac.PolicyRule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The library's typed inputs read from a Kubernetes object as {@code kubectl get -o yaml} prints it
 * ({@link BaseCommand#readDocument}): a StorageClass, an observed object, a list of PolicyRules.
 * The kind and the metadata's name, namespace and uid are read as the scalar YAML wrote ({@code
 * uid: 1234} is {@code "1234"}); any other field of the wrong type is a {@link CliException} naming
 * the file and the field (exit 2); an absent or {@code null} field is empty.
 */
final class Documents {

  private Documents() {}

  /** The StorageClass fields the binding decision reads. */
  static StorageClassSnapshot storageClass(JsonNode object, Path file) {
    List<TopologyTerm> terms = new ArrayList<>();
    int index = 0;
    for (JsonNode term : objects(object, "allowedTopologies", file)) {
      List<TopologyRequirement> requirements = new ArrayList<>();
      String at = "allowedTopologies[" + index++ + "]";
      for (JsonNode requirement : objects(term, "matchLabelExpressions", file)) {
        requirements.add(
            new TopologyRequirement(
                text(requirement, "key", file, at), nullableTexts(requirement, "values", file)));
      }
      terms.add(new TopologyTerm(requirements));
    }
    JsonNode metadata = object.path("metadata");
    String provisioner = text(object, "provisioner", file, "");
    return new StorageClassSnapshot(
        scalar(metadata, "name"),
        scalar(metadata, "uid"),
        provisioner,
        nullableText(object, "reclaimPolicy", file, ""),
        textMap(object, "parameters", file, ""),
        nullableText(object, "volumeBindingMode", file, ""),
        texts(object, "mountOptions", file),
        terms);
  }

  /** The object's reference (kind, namespace, name) and labels, as the ownership rules see it. */
  static ObservedObject observed(JsonNode object, Path file) {
    JsonNode metadata = object.path("metadata");
    String namespace = scalar(metadata, "namespace");
    ObjectRef ref =
        new ObjectRef(
            scalar(object, "kind"),
            namespace.isEmpty() ? null : namespace,
            scalar(metadata, "name"));
    return new ObservedObject(ref, textMap(metadata, "labels", file, "metadata"), Map.of(), null);
  }

  /** The rules of a Role or ClusterRole, or a bare list of PolicyRules. */
  static List<PolicyRule> rules(JsonNode document, Path file) {
    JsonNode rules = document.isArray() ? document : document.path("rules");
    if (!rules.isArray()) {
      throw new CliException(file + ": expected a list of PolicyRules or an object with rules");
    }
    List<PolicyRule> out = new ArrayList<>();
    for (JsonNode rule : rules) {
      if (!rule.isObject()) {
        throw new CliException(file + ": a PolicyRule must be an object, got " + rule);
      }
      out.add(
          new PolicyRule(
              texts(rule, "apiGroups", file),
              texts(rule, "resources", file),
              texts(rule, "verbs", file),
              texts(rule, "resourceNames", file),
              texts(rule, "nonResourceURLs", file)));
    }
    return out;
  }

  /** A scalar's text as YAML wrote it ({@code uid: 1234} is "1234"); absent is "". */
  private static String scalar(JsonNode object, String name) {
    return object.path(name).asText("");
  }

  private static @Nullable JsonNode field(JsonNode object, String name) {
    JsonNode value = object.get(name);
    return value == null || value.isNull() ? null : value;
  }

  private static CliException wrongType(Path file, String at, String name, String expected) {
    return new CliException(
        file + ": " + (at.isEmpty() ? "" : at + ".") + name + " must be " + expected);
  }

  private static String text(JsonNode object, String name, Path file, String at) {
    String value = nullableText(object, name, file, at);
    return value == null ? "" : value;
  }

  private static @Nullable String nullableText(JsonNode object, String name, Path file, String at) {
    JsonNode value = field(object, name);
    if (value == null) {
      return null;
    }
    if (!value.isTextual()) {
      throw wrongType(file, at, name, "a string");
    }
    return value.textValue();
  }

  private static List<String> texts(JsonNode object, String name, Path file) {
    List<String> values = nullableTexts(object, name, file);
    return values == null ? List.of() : values;
  }

  private static @Nullable List<String> nullableTexts(JsonNode object, String name, Path file) {
    JsonNode value = field(object, name);
    if (value == null) {
      return null;
    }
    List<String> out = new ArrayList<>();
    if (value.isArray()) {
      for (JsonNode element : value) {
        if (!element.isTextual()) {
          throw wrongType(file, "", name, "a list of strings");
        }
        out.add(element.textValue());
      }
      return out;
    }
    throw wrongType(file, "", name, "a list of strings");
  }

  private static Map<String, String> textMap(JsonNode object, String name, Path file, String at) {
    JsonNode value = field(object, name);
    Map<String, String> out = new LinkedHashMap<>();
    if (value == null) {
      return out;
    }
    if (!value.isObject()) {
      throw wrongType(file, at, name, "a map of strings");
    }
    for (var entry : value.properties()) {
      if (!entry.getValue().isTextual()) {
        throw wrongType(file, at, name + "." + entry.getKey(), "a string");
      }
      out.put(entry.getKey(), entry.getValue().textValue());
    }
    return out;
  }

  private static List<JsonNode> objects(JsonNode object, String name, Path file) {
    JsonNode value = field(object, name);
    List<JsonNode> out = new ArrayList<>();
    if (value == null) {
      return out;
    }
    if (!value.isArray()) {
      throw wrongType(file, "", name, "a list of objects");
    }
    for (JsonNode element : value) {
      if (!element.isObject()) {
        throw wrongType(file, "", name, "a list of objects");
      }
      out.add(element);
    }
    return out;
  }
}
