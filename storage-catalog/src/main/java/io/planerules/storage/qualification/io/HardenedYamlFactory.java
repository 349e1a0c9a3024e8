package io.planerules.storage.qualification.io;

import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactoryBuilder;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.Reader;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.events.Event;

/**
 * A {@link YAMLFactory} whose parsers expose the last SnakeYAML event: Jackson reports neither a
 * scalar's style (plain or quoted) nor an anchor on a plain scalar, the event has both
 * (storage-catalog.md §2.2). Create parsers only with {@code createParser(Reader)}.
 */
final class HardenedYamlFactory extends YAMLFactory {

  private static final long serialVersionUID = 1L;

  HardenedYamlFactory(YAMLFactoryBuilder builder) {
    super(builder);
  }

  @Override
  protected YAMLParser _createParser(Reader reader, IOContext context) {
    return new EventParser(
        context, _parserFeatures, _yamlParserFeatures, _loaderOptions, _objectCodec, reader);
  }

  /** A YAML parser that exposes its last event. */
  static final class EventParser extends YAMLParser {
    EventParser(
        IOContext context,
        int parserFeatures,
        int yamlFeatures,
        org.yaml.snakeyaml.LoaderOptions options,
        com.fasterxml.jackson.core.@Nullable ObjectCodec codec,
        Reader reader) {
      super(context, parserFeatures, yamlFeatures, options, codec, reader);
    }

    @Nullable Event lastEvent() {
      return _lastEvent;
    }
  }
}
