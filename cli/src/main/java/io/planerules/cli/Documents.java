package io.planerules.cli;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.decision.TopologyRequirement;
import io.planerules.binding.decision.TopologyTerm;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.rbac.PolicyRule;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The library's typed inputs read from a Kubernetes object as {@code kubectl get -o yaml} prints it
 * ({@link #read}): a StorageClass, an observed object, a list of PolicyRules; a command holds the
 * typed values only. The kind and the metadata's name, namespace and uid are read as the scalar
 * YAML wrote ({@code uid: 1234} is {@code "1234"}); any other field of the wrong type is a {@link
 * CliException} naming the file and the field (exit 2); an absent or {@code null} field is empty.
 */
final class Documents {

  private Documents() {}

  /**
   * One parsed document and the file it was read from, handed from {@link #read} to the readers of
   * typed inputs.
   */
  record Document(JsonNode node, Path file) {}

  /**
   * The YAML mapper, built on first use: building one loads and links a few hundred classes, and
   * most commands read no document.
   */
  private static final class Yaml {
    static final YAMLMapper MAPPER = new YAMLMapper();
  }

  /** The code of a single-object command refusing a stream of objects. */
  static final String MULTIPLE_OBJECTS = "input.multiple-objects";

  /**
   * Reads a YAML or JSON document (a Kubernetes object, a list of rules); an unreadable or
   * unparsable file is a {@link CliException}, and so is a file holding more than one object (a
   * second document that is not empty, or a {@code List}): a single-object command never judges the
   * first object of a stream alone ({@value #MULTIPLE_OBJECTS}; streams are {@code planerules
   * audit}'s).
   */
  static Document read(Path file) {
    byte[] bytes = BaseCommand.readBytes(file);
    List<Integer> held = new ArrayList<>();
    JsonNode first = null;
    try (JsonParser documents = Yaml.MAPPER.getFactory().createParser(bytes)) {
      for (int index = 0; documents.nextToken() != null; index++) {
        JsonNode node = Yaml.MAPPER.readTree(documents);
        if (node == null || node.isMissingNode() || node.isNull()) {
          continue;
        }
        held.add(index);
        if (first == null) {
          first = node;
        }
      }
    } catch (IOException | RuntimeException e) {
      throw new CliException(
          "cannot parse " + file + ": " + Main.oneLine(String.valueOf(e.getMessage())), e);
    }
    if (first == null) {
      throw new CliException("cannot parse " + file + ": empty document");
    }
    if (held.size() > 1) {
      throw new CliException(
          MULTIPLE_OBJECTS
              + ": "
              + file
              + " holds more than one object (documents "
              + held.get(0)
              + " and "
              + held.get(1)
              + "); this command judges one object: check a stream of objects with 'planerules"
              + " audit'");
    }
    if (first.path("items").isArray()
        || (first.path("kind").asText("").endsWith("List") && first.has("items"))) {
      throw new CliException(
          MULTIPLE_OBJECTS
              + ": "
              + file
              + " is a "
              + first.path("kind").asText("List")
              + " of "
              + first.path("items").size()
              + " objects; this command judges one object: check a List with 'planerules audit'");
    }
    return new Document(first, file);
  }

  /** The StorageClass fields the binding decision reads. */
  static StorageClassSnapshot storageClass(Document document) {
    JsonNode object = document.node();
    Path file = document.file();
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
  static ObservedObject observed(Document document) {
    JsonNode object = document.node();
    Path file = document.file();
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
  static List<PolicyRule> rules(Document document) {
    JsonNode node = document.node();
    Path file = document.file();
    JsonNode rules = node.isArray() ? node : node.path("rules");
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
