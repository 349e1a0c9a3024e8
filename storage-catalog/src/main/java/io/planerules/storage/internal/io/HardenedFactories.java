package io.planerules.storage.internal.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactoryBuilder;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.CharArrayReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.events.Event;

/**
 * The Jackson factories of docs/reference/storage-catalog.md#parser-settings, shared by the catalog
 * and the qualification evidence reader: SnakeYAML event parsing through Jackson with duplicate
 * detection, size, depth and number limits, boolean-like words as strings, empty scalars as null,
 * no source in locations, and YAML parsers that, whatever their source, expose SnakeYAML's last
 * event (scalar style, anchor, tag). Never {@code YAMLAnchorReplayingFactory}: it inlines anchors
 * instead of rejecting them.
 *
 * <pre>{@code
 * YAMLFactory yaml = HardenedFactories.yaml(limits);
 * try (JsonParser p = yaml.createParser(new StringReader(text))) { ... } // an EventParser
 * }</pre>
 */
public final class HardenedFactories {

  private HardenedFactories() {}

  /**
   * A YAML factory whose parsers, from any source, are {@link EventParser}s.
   *
   * @param limits the document limits
   * @return a new factory
   */
  public static YAMLFactory yaml(ReaderLimits limits) {
    return yaml(limits, true);
  }

  /**
   * The same YAML factory without Jackson's duplicate detection, for a token walk that checks every
   * key for a repeat before anything else, at the {@code FIELD_NAME} token where Jackson would have
   * refused it (the catalog's walk): the check is then made once instead of twice.
   *
   * @param limits the document limits
   * @return a new factory
   */
  public static YAMLFactory yamlForKeyCheckingWalk(ReaderLimits limits) {
    return yaml(limits, false);
  }

  private static YAMLFactory yaml(ReaderLimits limits, boolean duplicateDetection) {
    LoaderOptions loader = new LoaderOptions();
    loader.setAllowDuplicateKeys(false);
    loader.setCodePointLimit(limits.maxBytes());
    YAMLFactoryBuilder builder =
        YAMLFactory.builder()
            .loaderOptions(loader)
            .configure(StreamReadFeature.STRICT_DUPLICATE_DETECTION, duplicateDetection)
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .enable(YAMLParser.Feature.PARSE_BOOLEAN_LIKE_WORDS_AS_STRINGS)
            .enable(YAMLParser.Feature.EMPTY_STRING_AS_NULL)
            .streamReadConstraints(limits.constraints());
    return new EventFactory(builder);
  }

  /**
   * The JSON (RFC 8259) factory with the same duplicate detection, limits and location settings.
   *
   * @param limits the document limits
   * @return a new factory
   */
  public static JsonFactory json(ReaderLimits limits) {
    return JsonFactory.builder()
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
        .streamReadConstraints(limits.constraints())
        .build();
  }

  /** Creates an {@link EventParser} from every source Jackson accepts. */
  private static final class EventFactory extends YAMLFactory {
    private static final long serialVersionUID = 1L;

    EventFactory(YAMLFactoryBuilder builder) {
      super(builder);
    }

    private EventParser eventParser(Reader reader, IOContext context) {
      return new EventParser(
          context, _parserFeatures, _yamlParserFeatures, _loaderOptions, _objectCodec, reader);
    }

    @Override
    protected YAMLParser _createParser(Reader reader, IOContext context) {
      return eventParser(reader, context);
    }

    @Override
    protected YAMLParser _createParser(InputStream in, IOContext context) throws IOException {
      return eventParser(_createReader(in, null, context), context);
    }

    @Override
    protected YAMLParser _createParser(byte[] data, int offset, int length, IOContext context)
        throws IOException {
      return eventParser(_createReader(data, offset, length, null, context), context);
    }

    @Override
    protected YAMLParser _createParser(
        char[] data, int offset, int length, IOContext context, boolean recyclable) {
      return eventParser(new CharArrayReader(data, offset, length), context);
    }
  }

  /**
   * A Jackson YAML parser that exposes the SnakeYAML event behind the current token: Jackson
   * reports neither a scalar's style (plain or quoted) nor an anchor on a plain scalar, the event
   * has both.
   */
  public static final class EventParser extends YAMLParser {
    EventParser(
        IOContext context,
        int parserFeatures,
        int yamlFeatures,
        LoaderOptions loaderOptions,
        @Nullable ObjectCodec codec,
        Reader reader) {
      super(context, parserFeatures, yamlFeatures, loaderOptions, codec, reader);
    }

    /**
     * The SnakeYAML event behind the current token.
     *
     * @return the event, or {@code null} before the first token
     */
    public @Nullable Event lastEvent() {
      return _lastEvent;
    }

    /**
     * Where the current token starts, 0-based: {@code currentTokenLocation()} is this mark's line
     * and column + 1, built into a new {@code JsonLocation} on each call; walks that record the
     * position of every token read the mark instead.
     *
     * @return the start mark of the event behind the current token, or {@code null} when there is
     *     none
     */
    public @Nullable Mark tokenStart() {
      return _lastEvent == null ? null : _lastEvent.getStartMark();
    }
  }
}
