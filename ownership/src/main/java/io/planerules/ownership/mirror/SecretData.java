package io.planerules.ownership.mirror;

import com.google.common.collect.ImmutableSortedMap;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Secret's data as immutable bytes, equal by content. Bytes are copied in and out, so no caller
 * can change a snapshot after the fact.
 * <!-- snippet: OwnershipExamplesTest#secret-data -->
 *
 * <pre>{@code
 * SecretData d = SecretData.of(Map.of("token", "s3cr3t".getBytes(StandardCharsets.UTF_8)));
 * }</pre>
 */
public final class SecretData {

  /** No data. */
  public static final SecretData EMPTY = new SecretData(ImmutableSortedMap.of());

  private final ImmutableSortedMap<String, byte[]> entries;

  private SecretData(ImmutableSortedMap<String, byte[]> entries) {
    this.entries = entries;
  }

  /**
   * Data holding copies of these bytes.
   *
   * @param data key → bytes
   * @return the data
   */
  public static SecretData of(Map<String, byte[]> data) {
    ImmutableSortedMap.Builder<String, byte[]> copy = ImmutableSortedMap.naturalOrder();
    data.forEach((k, v) -> copy.put(k, v.clone()));
    return new SecretData(copy.buildOrThrow());
  }

  /** The keys, sorted. */
  public Set<String> keys() {
    return entries.keySet();
  }

  /**
   * A copy of one value.
   *
   * @param key the key
   * @return the bytes, or empty when the key is absent
   */
  public Optional<byte[]> get(String key) {
    byte[] value = entries.get(key);
    return value == null ? Optional.empty() : Optional.of(value.clone());
  }

  /** The number of entries. */
  public int size() {
    return entries.size();
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof SecretData that) || !entries.keySet().equals(that.entries.keySet())) {
      return false;
    }
    for (Map.Entry<String, byte[]> e : entries.entrySet()) {
      if (!Arrays.equals(e.getValue(), that.entries.get(e.getKey()))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int h = 0;
    for (Map.Entry<String, byte[]> e : entries.entrySet()) {
      h += e.getKey().hashCode() ^ Arrays.hashCode(e.getValue());
    }
    return h;
  }

  /** Keys and sizes only; never the secret bytes. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("SecretData{");
    String sep = "";
    for (Map.Entry<String, byte[]> e : entries.entrySet()) {
      text.append(sep).append(e.getKey()).append('=').append(e.getValue().length).append(" bytes");
      sep = ", ";
    }
    return text.append('}').toString();
  }
}
