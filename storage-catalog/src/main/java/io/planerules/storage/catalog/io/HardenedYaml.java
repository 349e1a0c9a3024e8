package io.planerules.storage.catalog.io;

import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactoryBuilder;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import io.planerules.storage.catalog.CatalogLimits;
import java.io.Reader;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.events.Event;

/**
 * The YAML factory of storage-catalog.md §2.2: SnakeYAML event parsing through Jackson with
 * duplicate detection, size/depth/number limits, boolean-like words as strings, no source in
 * locations, and parsers that expose SnakeYAML's last event (scalar style, anchor, tag). Never
 * {@code YAMLAnchorReplayingFactory}: it inlines anchors instead of rejecting them.
 */
final class HardenedYaml {

  static final StreamReadConstraints CONSTRAINTS =
      StreamReadConstraints.builder()
          .maxDocumentLength(CatalogLimits.MAX_BYTES)
          .maxNestingDepth(CatalogLimits.MAX_DEPTH)
          .maxNumberLength(32)
          .maxStringLength(CatalogLimits.MAX_SCALAR_LENGTH)
          .maxNameLength(CatalogLimits.MAX_KEY_LENGTH)
          .build();

  private HardenedYaml() {}

  static Factory factory() {
    LoaderOptions loader = new LoaderOptions();
    loader.setAllowDuplicateKeys(false);
    loader.setCodePointLimit(CatalogLimits.MAX_BYTES);
    YAMLFactoryBuilder builder =
        YAMLFactory.builder()
            .loaderOptions(loader)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .enable(YAMLParser.Feature.PARSE_BOOLEAN_LIKE_WORDS_AS_STRINGS)
            .enable(YAMLParser.Feature.EMPTY_STRING_AS_NULL)
            .streamReadConstraints(CONSTRAINTS);
    return new Factory(builder);
  }

  /** Creates {@link EventParser}s; use only {@code createParser(Reader)}. */
  static final class Factory extends YAMLFactory {
    private static final long serialVersionUID = 1L;

    Factory(YAMLFactoryBuilder builder) {
      super(builder);
    }

    @Override
    protected YAMLParser _createParser(Reader reader, IOContext context) {
      return new EventParser(
          context, _parserFeatures, _yamlParserFeatures, _loaderOptions, _objectCodec, reader);
    }
  }

  /** A Jackson YAML parser that exposes the SnakeYAML event behind the current token. */
  static final class EventParser extends YAMLParser {
    EventParser(
        IOContext context,
        int parserFeatures,
        int yamlFeatures,
        LoaderOptions loaderOptions,
        @Nullable ObjectCodec codec,
        Reader reader) {
      super(context, parserFeatures, yamlFeatures, loaderOptions, codec, reader);
    }

    @Nullable Event lastEvent() {
      return _lastEvent;
    }
  }
}
