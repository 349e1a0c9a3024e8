package io.planerules.storage.internal.io;

import java.util.Arrays;

/**
 * The path of the value a token walk is reading, kept as its segments (a mapping key or a list
 * index per level) and spelled only when a problem needs it: building {@code drivers["x"].provider}
 * for every key of a valid document was a large part of the walk's cost, and a valid document
 * reports nothing.
 *
 * <p>The spelling is exactly the eager one it replaced: starting from {@code ""}, a key segment
 * applies the document's {@link ReaderProfile#childPath(String, String)} and an index segment
 * appends {@code [i]}.
 *
 * <pre>{@code
 * PathStack p = new PathStack(catalogProfile);
 * p.pushKey("drivers"); p.pushKey("csi.weka.io"); p.pushKey("accessModes"); p.pushIndex(1);
 * p.path() // drivers["csi.weka.io"].accessModes[1]
 * }</pre>
 */
public final class PathStack {

  private final ReaderProfile profile;

  /** The key of each level, or {@code null} for an index level. */
  private String[] keys = new String[8];

  private int[] indexes = new int[8];

  private int size;

  /**
   * An empty path.
   *
   * @param profile spells a key segment
   */
  public PathStack(ReaderProfile profile) {
    this.profile = profile;
  }

  /**
   * The number of segments.
   *
   * @return the number
   */
  public int size() {
    return size;
  }

  /**
   * Adds a mapping key segment.
   *
   * @param key the key
   */
  public void pushKey(String key) {
    grow();
    keys[size] = key;
    size++;
  }

  /**
   * Adds a list index segment.
   *
   * @param index the index
   */
  public void pushIndex(int index) {
    grow();
    keys[size] = null;
    indexes[size] = index;
    size++;
  }

  /** Removes the last segment. */
  public void pop() {
    size--;
  }

  /**
   * The spelled path of every segment.
   *
   * @return the path, {@code ""} for none
   */
  public String path() {
    return path(size);
  }

  /**
   * The spelled path of the first {@code levels} segments.
   *
   * @param levels at most {@link #size()}
   * @return the path, {@code ""} for none
   */
  public String path(int levels) {
    String path = "";
    for (int i = 0; i < levels; i++) {
      String key = keys[i];
      path = key != null ? profile.childPath(path, key) : path + "[" + indexes[i] + "]";
    }
    return path;
  }

  private void grow() {
    if (size == keys.length) {
      keys = Arrays.copyOf(keys, size * 2);
      indexes = Arrays.copyOf(indexes, size * 2);
    }
  }
}
