package io.planerules.storage.internal.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactoryBuilder;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.CharArrayReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.events.Event;

/**
 * The Jackson factories of docs/reference/storage-catalog.md#parser-settings: SnakeYAML event
 * parsing through Jackson with boolean-like words as strings, empty plain scalars as null and no
 * source in locations, and a YAML factory whose every parser, whatever its source, exposes
 * SnakeYAML's last event (scalar style, anchor, tag). Never {@code YAMLAnchorReplayingFactory}: it
 * inlines anchors instead of rejecting them.
 *
 * <p>The stream limits are backstops set past the walk's own: {@link TreeWalk} checks depth, key
 * and scalar lengths (in code points) and number lengths at the token, the same way in both
 * syntaxes, so a limit Jackson applies to JSON only never decides.
 */
final class HardenedFactories {

  private static final StreamReadConstraints BACKSTOPS =
      StreamReadConstraints.builder()
          .maxDocumentLength(ReaderLimits.MAX_BYTES)
          .maxNestingDepth(ReaderLimits.MAX_DEPTH + 1)
          .maxNumberLength(ReaderLimits.MAX_BYTES)
          .maxStringLength(ReaderLimits.MAX_BYTES)
          .maxNameLength(ReaderLimits.MAX_BYTES)
          .build();

  /** The YAML factory; every parser it creates is an {@link EventParser}. */
  static final EventFactory YAML = new EventFactory();

  /** The JSON (RFC 8259) factory. */
  static final JsonFactory JSON =
      JsonFactory.builder()
          .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
          .streamReadConstraints(BACKSTOPS)
          .build();

  private HardenedFactories() {}

  /** Creates an {@link EventParser} from every source Jackson accepts. */
  static final class EventFactory extends YAMLFactory {
    private static final long serialVersionUID = 1L;

    private EventFactory() {
      super(settings());
    }

    private static YAMLFactoryBuilder settings() {
      LoaderOptions loader = new LoaderOptions();
      loader.setCodePointLimit(ReaderLimits.MAX_BYTES);
      return YAMLFactory.builder()
          .loaderOptions(loader)
          .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
          .enable(YAMLParser.Feature.PARSE_BOOLEAN_LIKE_WORDS_AS_STRINGS)
          .enable(YAMLParser.Feature.EMPTY_STRING_AS_NULL)
          .streamReadConstraints(BACKSTOPS);
    }

    /**
     * A parser of a text.
     *
     * @param text the document
     * @return the parser
     */
    EventParser open(String text) {
      Reader reader = new StringReader(text);
      return eventParser(reader, _createContext(_createContentReference(reader), false));
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
   * A JSON parser of a text.
   *
   * @param text the document
   * @return the parser
   * @throws IOException never for text; Jackson declares it
   */
  static JsonParser json(String text) throws IOException {
    return JSON.createParser(text);
  }

  /**
   * A Jackson YAML parser that exposes the SnakeYAML event behind the current token: Jackson
   * reports neither a scalar's style (plain or quoted) nor an anchor on a plain scalar, the event
   * has both.
   */
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

    /**
     * The SnakeYAML event behind the current token.
     *
     * @return the event, or {@code null} before the first token
     */
    @Nullable Event lastEvent() {
      return _lastEvent;
    }

    /**
     * Where the current token starts, 0-based: {@code currentTokenLocation()} is this mark's line
     * and column + 1, built into a new {@code JsonLocation} on each call.
     *
     * @return the start mark of the event behind the current token, or {@code null}
     */
    @Nullable Mark tokenStart() {
      return _lastEvent == null ? null : _lastEvent.getStartMark();
    }
  }
}
