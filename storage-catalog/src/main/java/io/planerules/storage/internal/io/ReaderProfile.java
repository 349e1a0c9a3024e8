package io.planerules.storage.internal.io;

import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;

/**
 * What differs between the documents {@link TreeWalk} reads (the catalog and the qualification
 * evidence, docs/reference/storage-catalog.md#one-reader-two-documents): the limits, a few reading
 * choices, and the code and wording of every problem the walk finds. Each document kind has one
 * implementation next to its parser, which raises its codes through its own rule constants.
 *
 * <p>The choices are read once per walk; the problem methods run only when a rule is broken.
 */
public interface ReaderProfile {

  /**
   * The limits of the document.
   *
   * @return the limits
   */
  ReaderLimits limits();

  /**
   * Whether a problem names the path of the value (the catalog) or leaves it empty (the evidence).
   *
   * @return whether paths are spelled
   */
  boolean spellsPaths();

  /**
   * Whether a key or scalar gets at most one text-level problem, checked in the order characters,
   * length, boolean-like word (the catalog); otherwise every broken rule is reported, for a key in
   * the order length, word, characters and for a scalar word, characters, length (the evidence).
   *
   * @return whether one problem per scalar
   */
  boolean onePerScalar();

  /**
   * Whether lengths count code points (the catalog) or UTF-16 chars (the evidence).
   *
   * @return whether code points
   */
  boolean codePointLengths();

  /**
   * Whether a tag missing from the YAML event is looked up with Jackson's {@code getTypeId()}.
   *
   * @return whether to look it up
   */
  boolean tagTypeIdFallback();

  /**
   * Whether the first token decides an empty document or a root that is not a mapping before
   * anything else is read (the evidence); otherwise the whole document is read first and the caller
   * judges the root (the catalog).
   *
   * @return whether the root is judged at its first token
   */
  boolean rootJudgedFirst();

  /**
   * Whether a number's value is read, refusing malformed and non-finite numbers (the catalog);
   * otherwise only the length of its text is checked (the evidence).
   *
   * @return whether numbers are read
   */
  boolean readsNumbers();

  /**
   * The path of a mapping key below {@code parent}; called only when {@link #spellsPaths()}.
   *
   * @param parent the path of the mapping, {@code ""} at the root
   * @param key the key
   * @return the path of the key's value
   */
  String childPath(String parent, String key);

  /**
   * A second document or value after the root.
   *
   * @param at where it starts
   * @return the fatal problem
   */
  Problem multiDocument(SourcePosition at);

  /**
   * A container nested past {@link ReaderLimits#maxDepth()}.
   *
   * @param path the path of the container
   * @param at where it starts
   * @return the fatal problem
   */
  Problem depth(String path, SourcePosition at);

  /**
   * A key repeated in its mapping.
   *
   * @param name the key
   * @param path the path of the key's value
   * @param keyStart where the repeated key starts
   * @param keyEnd just after the repeated key (where Jackson's detection would stop)
   * @return the fatal problem
   */
  Problem duplicateKey(String name, String path, SourcePosition keyStart, SourcePosition keyEnd);

  /**
   * An alias, anchor or tag.
   *
   * @param found the construct
   * @param path the path of the value
   * @param at where its token starts
   * @return the fatal problem
   */
  Problem construct(YamlConstruct found, String path, SourcePosition at);

  /**
   * An escaped forbidden character or an unpaired surrogate in a key or scalar.
   *
   * @param c the first such char
   * @param path the path of the value
   * @param at where the key or scalar starts
   * @return the problem
   */
  Problem badCharacter(char c, String path, SourcePosition at);

  /**
   * A key or scalar longer than its limit.
   *
   * @param key whether a key
   * @param length its length in the unit of {@link #codePointLengths()}
   * @param path the path of the value
   * @param at where it starts
   * @return the problem
   */
  Problem length(boolean key, int length, String path, SourcePosition at);

  /**
   * A plain scalar that YAML 1.1 reads as a boolean.
   *
   * @param text the scalar
   * @param path the path of the value
   * @param at where it starts
   * @return the problem
   */
  Problem ambiguous(String text, String path, SourcePosition at);

  /**
   * A number whose text is longer than {@link ReaderLimits#MAX_NUMBER_LENGTH}, when numbers are not
   * {@linkplain #readsNumbers() read}.
   *
   * @param length the length of its text
   * @param at where it starts
   * @return the fatal problem
   */
  Problem numberTooLong(int length, SourcePosition at);

  /**
   * A token the document may not have there.
   *
   * @param detail what was wrong, e.g. {@code malformed number}
   * @param path the path of the value
   * @param at where it starts
   * @return the fatal problem
   */
  Problem syntax(String detail, String path, SourcePosition at);

  /**
   * An empty document or a null root, when the root is {@linkplain #rootJudgedFirst() judged
   * first}.
   *
   * @return the fatal problem
   */
  Problem empty();

  /**
   * A root that is not a mapping, when the root is {@linkplain #rootJudgedFirst() judged first}.
   *
   * @param at where the root starts
   * @return the fatal problem
   */
  Problem rootType(SourcePosition at);
}
