package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every parser of the hardened YAML factory exposes SnakeYAML's event, whatever its source: the
 * token walk reads aliases, anchors, tags and plain boolean-like words from it.
 */
class HardenedFactoriesTest {

  private static final String TEXT = "a: *x\n";

  private static List<JsonParser> everySource(YAMLFactory yaml) throws IOException {
    byte[] bytes = TEXT.getBytes(StandardCharsets.UTF_8);
    List<JsonParser> parsers = new ArrayList<>();
    parsers.add(yaml.createParser(TEXT));
    parsers.add(yaml.createParser(new StringReader(TEXT)));
    parsers.add(yaml.createParser(TEXT.toCharArray()));
    parsers.add(yaml.createParser(bytes));
    parsers.add(yaml.createParser(bytes, 0, bytes.length));
    parsers.add(yaml.createParser(new ByteArrayInputStream(bytes)));
    return parsers;
  }

  @Test
  void everyYamlParserExposesTheEvent() throws IOException {
    for (JsonParser parser : everySource(HardenedFactories.YAML)) {
      assertThat(parser).isInstanceOf(HardenedFactories.EventParser.class);
    }
  }
}
