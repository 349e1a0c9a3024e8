package io.planerules.audit.source;

import io.planerules.rules.SourcePosition;
import java.util.Map;

/**
 * Receives what an {@link ObjectSource} reads, in input order: each object, and each document that
 * could not be read, and each part of the input that could not be read at all.
 */
public interface ObjectSink {

  /**
   * One object: a document's mapping, or one item of a {@code List}.
   *
   * @param source where it came from
   * @param content the object as plain data: {@code Map<String, Object>} mappings in document
   *     order, {@code List<Object>} sequences, and scalars as {@code String}, {@code Long}, {@code
   *     java.math.BigInteger}, {@code Double}, {@code Boolean} or {@code null}; the sink may keep
   *     it only for the duration of the call
   */
  void object(SourceRef source, Map<String, Object> content);

  /**
   * A document, or an item of a {@code List}, that could not be read; the source goes on with what
   * follows it.
   *
   * @param source the document
   * @param at where the problem is (1-based line and column in the file)
   * @param message what is wrong, e.g. {@code repeated key "name"}
   */
  void unreadable(SourceRef source, SourcePosition at, String message);

  /**
   * A part of the input that could not be read at all, e.g. a kind a live reader was forbidden to
   * list; the source goes on with what follows it.
   *
   * @param source where the part would have come from (for a live read: the kind's resource)
   * @param gap what kind of gap it is
   * @param message what was not read and why, naming the kind and the verb
   */
  void gap(SourceRef source, ReadGap gap, String message);
}
