package io.planerules.audit.io;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * Trees as a YAML stream, the form {@code kubectl apply -f} takes: each document starting with
 * {@code ---}, block style, sequences indented under their key, no line folding; the empty text for
 * no document.
 */
final class YamlDocuments {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private YamlDocuments() {}

  static String stream(List<ObjectNode> documents) {
    if (documents.isEmpty()) {
      return "";
    }
    DumperOptions options = new DumperOptions();
    options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
    options.setExplicitStart(true);
    options.setIndicatorIndent(2);
    options.setIndentWithIndicator(true);
    options.setLineBreak(DumperOptions.LineBreak.UNIX);
    options.setWidth(Integer.MAX_VALUE);
    List<Object> plain = new ArrayList<>();
    for (ObjectNode document : documents) {
      plain.add(MAPPER.convertValue(document, Map.class));
    }
    return new Yaml(options).dumpAll(plain.iterator());
  }
}
