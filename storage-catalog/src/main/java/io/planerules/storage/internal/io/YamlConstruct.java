package io.planerules.storage.internal.io;

import java.io.IOException;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;

/**
 * A YAML construct the hardened readers refuse
 * (docs/reference/storage-catalog.md#text-level-checks): an alias, an anchor or an explicit tag on
 * the event behind the current token. Each reader turns it into its own problem code and message.
 *
 * <pre>{@code
 * YamlConstruct found = YamlConstruct.find(parser, true); // e.g. (ALIAS, "a") for "*a"
 * }</pre>
 *
 * @param kind which construct
 * @param name the alias's anchor name, the anchor's name or the tag exactly as SnakeYAML reports it
 *     (e.g. {@code tag:yaml.org,2002:str}); {@code null} when SnakeYAML gave none
 */
public record YamlConstruct(Kind kind, @Nullable String name) {

  /** The kinds of refused constructs, in the order they are looked for. */
  public enum Kind {
    /** {@code *name}. */
    ALIAS,
    /** {@code &name} on a mapping, sequence, key or scalar. */
    ANCHOR,
    /** {@code !!str}, {@code !custom}, {@code !}. */
    TAG
  }

  /**
   * Looks for an alias, then an anchor, then a tag on the current event.
   *
   * @param yaml the YAML parser, positioned on a token
   * @param typeIdFallback whether a tag missing from the event is looked up with Jackson's {@code
   *     getTypeId()} (the catalog does; the qualification reader reads only the event)
   * @return the construct, or {@code null} when there is none
   * @throws IOException from {@code getTypeId()}
   */
  public static @Nullable YamlConstruct find(
      HardenedFactories.EventParser yaml, boolean typeIdFallback) throws IOException {
    Event event = yaml.lastEvent();
    if (event instanceof AliasEvent alias) {
      return new YamlConstruct(Kind.ALIAS, alias.getAnchor());
    }
    if (event instanceof NodeEvent node && node.getAnchor() != null) {
      return new YamlConstruct(Kind.ANCHOR, node.getAnchor());
    }
    String tag = null;
    if (event instanceof ScalarEvent scalar) {
      tag = scalar.getTag();
    } else if (event instanceof CollectionStartEvent collection) {
      tag = collection.getTag();
    }
    if (tag == null && typeIdFallback) {
      tag = yaml.getTypeId();
    }
    return tag == null ? null : new YamlConstruct(Kind.TAG, tag);
  }
}
